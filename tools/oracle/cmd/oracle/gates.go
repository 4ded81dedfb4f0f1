package main

import (
	"encoding/json"
	"io"

	"github.com/spf13/pflag"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/component-base/featuregate"
	logsapi "k8s.io/component-base/logs/api/v1"
	metricsfeatures "k8s.io/component-base/metrics/features"
)

// kube-scheduler's command registers the logging and metrics gates on top of the Kubernetes
// gates (cmd/kube-scheduler/app/server.go init), so --feature-gates knows the same names here.
func init() {
	must(logsapi.AddFeatureGates(utilfeature.DefaultMutableFeatureGate))
	must(metricsfeatures.AddFeatureGates(utilfeature.DefaultMutableFeatureGate))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// applyFeatureGates sets the values of --feature-gates (every occurrence, joined by commas)
// on gate the way kube-scheduler does: the flag of a ComponentGlobalsRegistry
// (`[component:]Name=bool` pairs, component "kube" or none) and the registry's Set, which
// calls the gate's Set. Errors are the registry's and the gate's own.
func applyFeatureGates(gate featuregate.MutableVersionedFeatureGate, value string) error {
	registry, err := newGatesRegistry(gate)
	if err != nil {
		return err
	}
	fs := pflag.NewFlagSet("kube-scheduler", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	registry.AddFlags(fs)
	if err := fs.Set("feature-gates", value); err != nil {
		return inputErrorf("--feature-gates: %v", err)
	}
	// Warnings about setting GA or deprecated gates go to klog, which the oracle silences.
	if err := registry.Set(); err != nil {
		return inputErrorf("--feature-gates: %v", err)
	}
	return nil
}

// gatesRegistry is the part of a ComponentGlobalsRegistry --feature-gates uses (its package
// moved between editions: newGatesRegistry).
type gatesRegistry interface {
	AddFlags(fs *pflag.FlagSet)
	Set() error
}

// gateSpec is one known gate as `oracle feature-gates` prints it.
type gateSpec struct {
	Default       bool   `json:"default"`
	PreRelease    string `json:"preRelease"`
	LockToDefault bool   `json:"lockToDefault"`
}

// printFeatureGates writes every gate kube-scheduler knows (at its emulation version) as a
// JSON object keyed by name, for the Python port's table to be checked against.
func printFeatureGates(gate featuregate.MutableVersionedFeatureGate, out io.Writer) error {
	specs := map[string]gateSpec{}
	for name, spec := range gate.GetAll() {
		specs[string(name)] = gateSpec{spec.Default, string(spec.PreRelease), spec.LockToDefault}
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(specs)
}

// watchListClient is client-go's gate (k8s.io/client-go/features), which kube-scheduler's gate
// knows too. With it on, client-go's reflectors fill the informers from a watch stream and wait
// for its "initial events end" bookmark, which the fake clientset's watch never sends: the
// run would hang. No other gate asks for what the simulated API server does not do. (From
// v1.37.2's client-go on, the fake clientset says it does not serve watch-list streams and the
// reflectors list and watch as before: fakeClientOptsOutOfWatchList, in the edition files.)
const watchListClient featuregate.Feature = "WatchListClient"

// refuseUnsimulatedGates refuses a simulation under gates the simulated API server cannot serve
// (the Python port refuses the same: UNSIMULATED_GATES in kube_scheduler_py/simulation/run.py).
func refuseUnsimulatedGates() error {
	if !fakeClientOptsOutOfWatchList && utilfeature.DefaultFeatureGate.Enabled(watchListClient) {
		return inputErrorf("--feature-gates: %s=true: the simulated API server does not serve watch-list streams", watchListClient)
	}
	return nil
}
