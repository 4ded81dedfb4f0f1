package main

import (
	"testing"

	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/component-base/featuregate"
)

// TestFeatureGatesFlag sets --feature-gates values on fresh copies of the process gate.
func TestFeatureGatesFlag(t *testing.T) {
	// testGate is a gate of the edition that is off by default, lockedGate one locked on.
	cases := map[string]string{
		testGate + "=true":             "",
		"kube:" + testGate + "=true":   "",
		"Nope=true":                    "--feature-gates: unrecognized feature gate: Nope",
		testGate:                       "--feature-gates: missing bool value for " + testGate,
		lockedGate + "=false":          "--feature-gates: cannot set feature gate " + lockedGate + " to false, feature is locked to true",
		"wardle:" + testGate + "=true": "--feature-gates: component not registered: wardle",
	}
	for value, want := range cases {
		t.Run(value, func(t *testing.T) {
			gate := utilfeature.DefaultMutableFeatureGate.DeepCopyAndReset()
			err := applyFeatureGates(gate, value)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != want {
				t.Fatalf("error %q, want %q", got, want)
			}
			if want == "" && !gate.Enabled(featuregate.Feature(testGate)) {
				t.Errorf("%s is still off", testGate)
			}
		})
	}
	if utilfeature.DefaultFeatureGate.Enabled(featuregate.Feature(testGate)) {
		t.Error("the process gate changed")
	}
}
