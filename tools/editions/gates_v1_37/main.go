//go:build ignore

// Prints what kube-scheduler v1.37.2's feature gate knows, as JSON, and the result of
// setting --feature-gates cases read from stdin (a JSON list of lists of flag occurrences).
package main

import (
	"encoding/json"
	"io"
	"os"

	"github.com/spf13/pflag"
	"k8s.io/apiserver/pkg/util/compatibility"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	basecompatibility "k8s.io/component-base/compatibility"
	"k8s.io/component-base/featuregate"
	logsapi "k8s.io/component-base/logs/api/v1"
	metricsfeatures "k8s.io/component-base/metrics/features"
	_ "k8s.io/kubernetes/pkg/features"
)

type spec struct {
	Version                 string  `json:"version"`
	Default                 bool    `json:"default"`
	PreRelease              string  `json:"preRelease"`
	LockToDefault           bool    `json:"lockToDefault"`
	MinCompatibilityVersion *string `json:"minCompatibilityVersion"`
}

type atEmu struct {
	Default       bool   `json:"default"`
	PreRelease    string `json:"preRelease"`
	LockToDefault bool   `json:"lockToDefault"`
}

type result struct {
	Error   *string         `json:"error"`
	Enabled map[string]bool `json:"enabled"`
}

func main() {
	must(logsapi.AddFeatureGates(utilfeature.DefaultMutableFeatureGate))
	must(metricsfeatures.AddFeatureGates(utilfeature.DefaultMutableFeatureGate))
	ev := compatibility.DefaultBuildEffectiveVersion()
	gate := utilfeature.DefaultMutableFeatureGate
	out := map[string]any{}
	out["emulationVersion"] = ev.EmulationVersion().String()
	out["minCompatibilityVersion"] = ev.MinCompatibilityVersion().String()
	versioned := map[string][]spec{}
	for name, specs := range gate.GetAllVersioned() {
		for _, s := range specs {
			var mc *string
			if s.MinCompatibilityVersion != nil {
				v := s.MinCompatibilityVersion.String()
				mc = &v
			}
			versioned[string(name)] = append(versioned[string(name)], spec{s.Version.String(), s.Default, string(s.PreRelease), s.LockToDefault, mc})
		}
	}
	out["versioned"] = versioned
	deps := map[string][]string{}
	for name, ds := range gate.Dependencies() {
		for _, d := range ds {
			deps[string(name)] = append(deps[string(name)], string(d))
		}
	}
	out["dependencies"] = deps
	fresh := gate.DeepCopyAndReset()
	must(fresh.SetEmulationVersionAndMinCompatibilityVersion(ev.EmulationVersion(), ev.MinCompatibilityVersion()))
	all := map[string]atEmu{}
	for name, s := range fresh.GetAll() {
		all[string(name)] = atEmu{s.Default, string(s.PreRelease), s.LockToDefault}
	}
	out["all"] = all
	out["known"] = fresh.KnownFeatures()

	var cases [][]string
	data, _ := io.ReadAll(os.Stdin)
	if len(data) > 0 {
		must(json.Unmarshal(data, &cases))
	}
	var results []result
	for _, c := range cases {
		results = append(results, apply(gate, c))
	}
	out["cases"] = results
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	must(enc.Encode(out))
}

// apply runs one case the way kube-scheduler v1.37.2 does: its registry's flag, Set, Validate.
func apply(base featuregate.MutableVersionedFeatureGate, flags []string) result {
	gate := base.DeepCopy()
	registry := basecompatibility.NewComponentGlobalsRegistry()
	must(registry.Register(basecompatibility.DefaultKubeComponent, compatibility.DefaultBuildEffectiveVersion(), gate))
	fs := pflag.NewFlagSet("kube-scheduler", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	registry.AddFlags(fs)
	for _, f := range flags {
		if err := fs.Set("feature-gates", f); err != nil {
			return fail(err)
		}
	}
	if err := registry.Set(); err != nil {
		return fail(err)
	}
	for _, err := range registry.Validate() {
		return fail(err)
	}
	// Only the gates whose value is not their default at the emulation version.
	enabled := map[string]bool{}
	for name, spec := range gate.GetAll() {
		if on := gate.Enabled(name); on != spec.Default {
			enabled[string(name)] = on
		}
	}
	return result{nil, enabled}
}

func fail(err error) result {
	s := err.Error()
	return result{&s, nil}
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
