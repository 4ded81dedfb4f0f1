package main

import (
	"testing"

	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/kubernetes/pkg/features"
)

// TestFeatureGatesFlag sets --feature-gates values on fresh copies of the process gate.
func TestFeatureGatesFlag(t *testing.T) {
	cases := map[string]string{
		"SchedulerQueueingHints=true":        "",
		"kube:SchedulerQueueingHints=true":   "",
		"Nope=true":                          "--feature-gates: unrecognized feature gate: Nope",
		"SchedulerQueueingHints":             "--feature-gates: missing bool value for SchedulerQueueingHints",
		"PodDisruptionConditions=false":      "--feature-gates: cannot set feature gate PodDisruptionConditions to false, feature is locked to true",
		"wardle:SchedulerQueueingHints=true": "--feature-gates: component not registered: wardle",
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
			if want == "" && !gate.Enabled(features.SchedulerQueueingHints) {
				t.Error("SchedulerQueueingHints is still off")
			}
		})
	}
	if utilfeature.DefaultFeatureGate.Enabled(features.SchedulerQueueingHints) {
		t.Error("the process gate changed")
	}
}
