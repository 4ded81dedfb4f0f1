//go:build !edition_v1_37

package main

// The extension-point methods of the wrapper for the v1.31.1 framework interfaces, and the
// interface mask the generated wrapper types of zz_generated_wrappers.go are keyed by.

import (
	"context"
	"time"

	v1 "k8s.io/api/core/v1"
	"k8s.io/kubernetes/pkg/scheduler/framework"
)

// The framework types shared code names (results.go, wrapper.go).
type (
	plugin          = framework.Plugin
	handle          = framework.Handle
	pluginStatus    = framework.Status
	preFilterResult = framework.PreFilterResult
)

// interfaceMask encodes which extension interfaces p implements; the bit order is the one of
// cmd/wrapgen.
func interfaceMask(p framework.Plugin) int {
	checks := []bool{}
	add := func(ok bool) { checks = append(checks, ok) }
	_, ok := p.(framework.PreEnqueuePlugin)
	add(ok)
	_, ok = p.(framework.QueueSortPlugin)
	add(ok)
	_, ok = p.(framework.EnqueueExtensions)
	add(ok)
	_, ok = p.(framework.PreFilterPlugin)
	add(ok)
	_, ok = p.(framework.FilterPlugin)
	add(ok)
	_, ok = p.(framework.PostFilterPlugin)
	add(ok)
	_, ok = p.(framework.PreScorePlugin)
	add(ok)
	_, ok = p.(framework.ScorePlugin)
	add(ok)
	_, ok = p.(framework.ReservePlugin)
	add(ok)
	_, ok = p.(framework.PermitPlugin)
	add(ok)
	_, ok = p.(framework.PreBindPlugin)
	add(ok)
	_, ok = p.(framework.BindPlugin)
	add(ok)
	_, ok = p.(framework.PostBindPlugin)
	add(ok)
	m := 0
	for i, c := range checks {
		if c {
			m |= 1 << i
		}
	}
	return m
}

func (w *wrapper) preEnqueue(ctx context.Context, p *v1.Pod) *framework.Status {
	return w.plugin.(framework.PreEnqueuePlugin).PreEnqueue(ctx, p)
}

func (w *wrapper) less(a, b *framework.QueuedPodInfo) bool {
	return w.plugin.(framework.QueueSortPlugin).Less(a, b)
}

func (w *wrapper) eventsToRegister(ctx context.Context) ([]framework.ClusterEventWithHint, error) {
	return w.plugin.(framework.EnqueueExtensions).EventsToRegister(ctx)
}

func (w *wrapper) preFilter(ctx context.Context, s *framework.CycleState, p *v1.Pod) (*framework.PreFilterResult, *framework.Status) {
	res, st := w.plugin.(framework.PreFilterPlugin).PreFilter(ctx, s, p)
	w.store.addPreFilter(podKey(p), w.plugin.Name(), st, res)
	return res, st
}

func (w *wrapper) preFilterExtensions() framework.PreFilterExtensions {
	return w.plugin.(framework.PreFilterPlugin).PreFilterExtensions()
}

func (w *wrapper) filter(ctx context.Context, s *framework.CycleState, p *v1.Pod, n *framework.NodeInfo) *framework.Status {
	st := w.plugin.(framework.FilterPlugin).Filter(ctx, s, p, n)
	w.store.addFilter(podKey(p), n.Node().Name, w.plugin.Name(), st)
	return st
}

func (w *wrapper) postFilter(ctx context.Context, s *framework.CycleState, p *v1.Pod, m framework.NodeToStatusMap) (*framework.PostFilterResult, *framework.Status) {
	res, st := w.plugin.(framework.PostFilterPlugin).PostFilter(ctx, s, p, m)
	nominated := ""
	if st.IsSuccess() && res != nil {
		nominated = res.NominatedNodeName
	}
	nodes := make([]string, 0, len(m))
	for n := range m {
		nodes = append(nodes, n)
	}
	w.store.addPostFilter(podKey(p), nominated, w.plugin.Name(), nodes)
	return res, st
}

func (w *wrapper) preScore(ctx context.Context, s *framework.CycleState, p *v1.Pod, nodes []*framework.NodeInfo) *framework.Status {
	st := w.plugin.(framework.PreScorePlugin).PreScore(ctx, s, p, nodes)
	w.store.addPreScore(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) score(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) (int64, *framework.Status) {
	score, st := w.plugin.(framework.ScorePlugin).Score(ctx, s, p, node)
	if st.IsSuccess() {
		w.store.addScore(podKey(p), node, w.plugin.Name(), score, w.weight)
	}
	return score, st
}

func (w *wrapper) scoreExtensions() framework.ScoreExtensions {
	if w.plugin.(framework.ScorePlugin).ScoreExtensions() == nil {
		return nil
	}
	return normalizer{w}
}

// normalizer records the normalized scores of a Score plugin that has ScoreExtensions.
type normalizer struct{ w *wrapper }

func (n normalizer) NormalizeScore(ctx context.Context, s *framework.CycleState, p *v1.Pod, scores framework.NodeScoreList) *framework.Status {
	st := n.w.plugin.(framework.ScorePlugin).ScoreExtensions().NormalizeScore(ctx, s, p, scores)
	if st.IsSuccess() {
		for _, sc := range scores {
			n.w.store.addNormalizedScore(podKey(p), sc.Name, n.w.plugin.Name(), sc.Score, n.w.weight)
		}
	}
	return st
}

func (w *wrapper) reserve(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status {
	st := w.plugin.(framework.ReservePlugin).Reserve(ctx, s, p, node)
	w.store.addReserve(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) unreserve(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) {
	w.plugin.(framework.ReservePlugin).Unreserve(ctx, s, p, node)
}

func (w *wrapper) permit(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) (*framework.Status, time.Duration) {
	st, timeout := w.plugin.(framework.PermitPlugin).Permit(ctx, s, p, node)
	w.store.addPermit(podKey(p), w.plugin.Name(), st, timeout)
	return st, timeout
}

func (w *wrapper) preBind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status {
	st := w.plugin.(framework.PreBindPlugin).PreBind(ctx, s, p, node)
	w.store.addPreBind(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) bind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status {
	st := w.plugin.(framework.BindPlugin).Bind(ctx, s, p, node)
	w.store.addBind(podKey(p), w.plugin.Name(), st)
	return st
}

func (w *wrapper) postBind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) {
	w.plugin.(framework.PostBindPlugin).PostBind(ctx, s, p, node)
}
