package main

import (
	"context"
	"fmt"

	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/scheduler/apis/config"
	frameworkplugins "k8s.io/kubernetes/pkg/scheduler/framework/plugins"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
)

// wrapper holds one real plugin and records its results in the store. The exported extension
// methods live on the generated types of zz_generated_wrappers.go, one type per combination of
// interfaces, so that a wrapped plugin implements exactly the interfaces of the original.
type wrapper struct {
	plugin plugin
	handle handle
	weight int64
	store  *resultStore
}

func (w *wrapper) Name() string { return w.plugin.Name() }

func podKey(p *v1.Pod) string { return p.Namespace + "/" + p.Name }

// scoreWeights computes the weight of every Score plugin of a profile the way
// frameworkImpl.getScoreWeights does: explicit Score entries first, then MultiPoint; zero means 1.
func scoreWeights(p *config.KubeSchedulerProfile) map[string]int64 {
	weights := map[string]int64{}
	if p.Plugins == nil {
		return weights
	}
	for _, e := range append(append([]config.Plugin{}, p.Plugins.Score.Enabled...), p.Plugins.MultiPoint.Enabled...) {
		if _, ok := weights[e.Name]; ok {
			continue
		}
		weights[e.Name] = int64(e.Weight)
		if e.Weight == 0 {
			weights[e.Name] = 1
		}
	}
	return weights
}

// wrappedRegistry returns the in-tree registry with every factory replaced by one that builds
// the original plugin and wraps it.
func wrappedRegistry(store *resultStore, profiles []config.KubeSchedulerProfile) frameworkruntime.Registry {
	weights := map[string]map[string]int64{}
	for i := range profiles {
		weights[profiles[i].SchedulerName] = scoreWeights(&profiles[i])
	}
	registry := frameworkruntime.Registry{}
	for name, factory := range frameworkplugins.NewInTreeRegistry() {
		factory := factory
		registry[name] = func(ctx context.Context, args runtime.Object, h handle) (plugin, error) {
			p, err := factory(ctx, args, h)
			if err != nil {
				return nil, err
			}
			profileName := ""
			if f, ok := h.(interface{ ProfileName() string }); ok {
				profileName = f.ProfileName()
			}
			w := &wrapper{plugin: p, handle: h, weight: weights[profileName][p.Name()], store: store}
			ctor, ok := wrapperTypes[interfaceMask(p)]
			if !ok {
				return nil, fmt.Errorf("oracle: no wrapper type for plugin %q (interface mask %#04x); rerun cmd/wrapgen", p.Name(), interfaceMask(p))
			}
			return ctor(w), nil
		}
	}
	return registry
}
