//go:build edition_v1_37

package main

// The extension-point methods of the wrapper for the v1.37.2 framework interfaces (package
// k8s.io/kube-scheduler/framework, "fwk"), and the interface mask the generated wrapper types
// of zz_generated_wrappers_v137.go are keyed by.

import (
	"context"
	"time"

	v1 "k8s.io/api/core/v1"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/defaultpreemption"
)

// The framework types shared code names (results.go, wrapper.go).
type (
	plugin          = fwk.Plugin
	handle          = fwk.Handle
	pluginStatus    = fwk.Status
	preFilterResult = fwk.PreFilterResult
)

// interfaceMask encodes which extension interfaces p implements; the bit order is the one of
// cmd/wrapgen (plugins_v137.go).
func interfaceMask(p fwk.Plugin) int {
	checks := []bool{}
	add := func(ok bool) { checks = append(checks, ok) }
	_, ok := p.(fwk.PreEnqueuePlugin)
	add(ok)
	_, ok = p.(fwk.QueueSortPlugin)
	add(ok)
	_, ok = p.(fwk.EnqueueExtensions)
	add(ok)
	_, ok = p.(fwk.PreFilterPlugin)
	add(ok)
	_, ok = p.(fwk.FilterPlugin)
	add(ok)
	_, ok = p.(fwk.PostFilterPlugin)
	add(ok)
	_, ok = p.(fwk.PreScorePlugin)
	add(ok)
	_, ok = p.(fwk.ScorePlugin)
	add(ok)
	_, ok = p.(fwk.ReservePlugin)
	add(ok)
	_, ok = p.(fwk.PermitPlugin)
	add(ok)
	_, ok = p.(fwk.PreBindPlugin)
	add(ok)
	_, ok = p.(fwk.BindPlugin)
	add(ok)
	_, ok = p.(fwk.PostBindPlugin)
	add(ok)
	_, ok = p.(fwk.SignPlugin)
	add(ok)
	_, ok = p.(fwk.PodGroupPostFilterPlugin)
	add(ok)
	_, ok = p.(fwk.PlacementGeneratePlugin)
	add(ok)
	_, ok = p.(fwk.PlacementScorePlugin)
	add(ok)
	_, ok = p.(framework.PlacementFeasiblePlugin)
	add(ok)
	m := 0
	for i, c := range checks {
		if c {
			m |= 1 << i
		}
	}
	return m
}

func (w *wrapper) preEnqueue(ctx context.Context, p *v1.Pod) *fwk.Status {
	return w.plugin.(fwk.PreEnqueuePlugin).PreEnqueue(ctx, p)
}

func (w *wrapper) less(a, b fwk.QueuedEntityInfo) bool {
	return w.plugin.(fwk.QueueSortPlugin).Less(a, b)
}

func (w *wrapper) eventsToRegister(ctx context.Context) ([]fwk.ClusterEventWithHint, error) {
	return w.plugin.(fwk.EnqueueExtensions).EventsToRegister(ctx)
}

func (w *wrapper) preFilter(ctx context.Context, s fwk.CycleState, p *v1.Pod, nodes []fwk.NodeInfo) (*fwk.PreFilterResult, *fwk.Status) {
	res, st := w.plugin.(fwk.PreFilterPlugin).PreFilter(ctx, s, p, nodes)
	w.store.addPreFilter(podKey(p), w.plugin.Name(), st, res)
	return res, st
}

func (w *wrapper) preFilterExtensions() fwk.PreFilterExtensions {
	return w.plugin.(fwk.PreFilterPlugin).PreFilterExtensions()
}

func (w *wrapper) filter(ctx context.Context, s fwk.CycleState, p *v1.Pod, n fwk.NodeInfo) *fwk.Status {
	st := w.plugin.(fwk.FilterPlugin).Filter(ctx, s, p, n)
	w.store.addFilter(podKey(p), n.Node().Name, w.plugin.Name(), st)
	return st
}

// postFilter records every node of the snapshot (v1.31.1's NodeToStatusMap held every node
// that was filtered; v1.37.2's reader answers per node) and the nominated one. Around
// DefaultPreemption it holds the asynchronous preemption until the cycle ends (asyncPreemptions).
func (w *wrapper) postFilter(ctx context.Context, s fwk.CycleState, p *v1.Pod, m fwk.NodeToStatusReader) (*fwk.PostFilterResult, *fwk.Status) {
	dp, preempts := w.plugin.(*defaultpreemption.DefaultPreemption)
	if preempts {
		preemptions.hold(dp)
	}
	res, st := w.plugin.(fwk.PostFilterPlugin).PostFilter(ctx, s, p, m)
	nominated := ""
	if st.IsSuccess() && res != nil && res.NominatingInfo != nil {
		nominated = res.NominatedNodeName
		if preempts {
			preemptions.add(dp, p)
		}
	}
	var nodes []string
	if infos, err := w.handle.SnapshotSharedLister().NodeInfos().List(); err == nil {
		for _, n := range infos {
			nodes = append(nodes, n.Node().Name)
		}
	}
	w.store.addPostFilter(podKey(p), nominated, w.plugin.Name(), nodes)
	return res, st
}

func (w *wrapper) preScore(ctx context.Context, s fwk.CycleState, p *v1.Pod, nodes []fwk.NodeInfo) *fwk.Status {
	st := w.plugin.(fwk.PreScorePlugin).PreScore(ctx, s, p, nodes)
	w.store.addPreScore(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) score(ctx context.Context, s fwk.CycleState, p *v1.Pod, n fwk.NodeInfo) (int64, *fwk.Status) {
	score, st := w.plugin.(fwk.ScorePlugin).Score(ctx, s, p, n)
	if st.IsSuccess() {
		w.store.addScore(podKey(p), n.Node().Name, w.plugin.Name(), score, w.weight)
	}
	return score, st
}

func (w *wrapper) scoreExtensions() fwk.ScoreExtensions {
	if w.plugin.(fwk.ScorePlugin).ScoreExtensions() == nil {
		return nil
	}
	return normalizer{w}
}

// normalizer records the normalized scores of a Score plugin that has ScoreExtensions.
type normalizer struct{ w *wrapper }

func (n normalizer) NormalizeScore(ctx context.Context, s fwk.CycleState, p *v1.Pod, scores fwk.NodeScoreList) *fwk.Status {
	st := n.w.plugin.(fwk.ScorePlugin).ScoreExtensions().NormalizeScore(ctx, s, p, scores)
	if st.IsSuccess() {
		for _, sc := range scores {
			n.w.store.addNormalizedScore(podKey(p), sc.Name, n.w.plugin.Name(), sc.Score, n.w.weight)
		}
	}
	return st
}

func (w *wrapper) reserve(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status {
	st := w.plugin.(fwk.ReservePlugin).Reserve(ctx, s, p, node)
	w.store.addReserve(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) unreserve(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) {
	w.plugin.(fwk.ReservePlugin).Unreserve(ctx, s, p, node)
}

func (w *wrapper) permit(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) (*fwk.Status, time.Duration) {
	st, timeout := w.plugin.(fwk.PermitPlugin).Permit(ctx, s, p, node)
	w.store.addPermit(podKey(p), w.plugin.Name(), st, timeout)
	return st, timeout
}

func (w *wrapper) preBindPreFlight(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) (*fwk.PreBindPreFlightResult, *fwk.Status) {
	return w.plugin.(fwk.PreBindPlugin).PreBindPreFlight(ctx, s, p, node)
}

func (w *wrapper) preBind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status {
	st := w.plugin.(fwk.PreBindPlugin).PreBind(ctx, s, p, node)
	w.store.addPreBind(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) bind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status {
	st := w.plugin.(fwk.BindPlugin).Bind(ctx, s, p, node)
	w.store.addBind(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) postBind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) {
	w.plugin.(fwk.PostBindPlugin).PostBind(ctx, s, p, node)
}

func (w *wrapper) signPod(ctx context.Context, p *v1.Pod) ([]fwk.SignFragment, *fwk.Status) {
	return w.plugin.(fwk.SignPlugin).SignPod(ctx, p)
}

func (w *wrapper) podGroupPostFilter(ctx context.Context, s fwk.PodGroupCycleState, pg fwk.PodGroupInfo, f fwk.PodGroupSchedulingFunc) (*fwk.PodGroupPostFilterResult, *fwk.Status) {
	return w.plugin.(fwk.PodGroupPostFilterPlugin).PodGroupPostFilter(ctx, s, pg, f)
}

func (w *wrapper) generatePlacements(ctx context.Context, s fwk.PodGroupCycleState, pg fwk.PodGroupInfo, parent *fwk.Placement) (*fwk.GeneratePlacementsResult, *fwk.Status) {
	return w.plugin.(fwk.PlacementGeneratePlugin).GeneratePlacements(ctx, s, pg, parent)
}

func (w *wrapper) scorePlacement(ctx context.Context, s fwk.PlacementCycleState, pg fwk.PodGroupInfo, a *fwk.PodGroupAssignments) (int64, *fwk.Status) {
	return w.plugin.(fwk.PlacementScorePlugin).ScorePlacement(ctx, s, pg, a)
}

func (w *wrapper) placementScoreExtensions() fwk.PlacementScoreExtensions {
	return w.plugin.(fwk.PlacementScorePlugin).PlacementScoreExtensions()
}

func (w *wrapper) placementFeasible(ctx context.Context, s fwk.PlacementCycleState, pg fwk.PodGroupInfo, progress framework.PlacementProgress) *fwk.Status {
	return w.plugin.(framework.PlacementFeasiblePlugin).PlacementFeasible(ctx, s, pg, progress)
}
