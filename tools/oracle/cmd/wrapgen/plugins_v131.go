//go:build !edition_v1_37

package main

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/kubernetes/pkg/scheduler/apis/config/latest"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	frameworkplugins "k8s.io/kubernetes/pkg/scheduler/framework/plugins"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
)

// generatedPreamble starts the generated file: build constraint, package, imports.
const generatedPreamble = "//go:build !edition_v1_37\n\npackage main\n\nimport (\n\t\"context\"\n\t\"time\"\n\n\tv1 \"k8s.io/api/core/v1\"\n\t\"k8s.io/kubernetes/pkg/scheduler/framework\"\n)\n\n"

var ifaces = []iface{
	{"PreEnqueue", []string{
		"PreEnqueue(ctx context.Context, p *v1.Pod) *framework.Status { return w.preEnqueue(ctx, p) }"}},
	{"QueueSort", []string{
		"Less(a, b *framework.QueuedPodInfo) bool { return w.less(a, b) }"}},
	{"EnqueueExtensions", []string{
		"EventsToRegister(ctx context.Context) ([]framework.ClusterEventWithHint, error) { return w.eventsToRegister(ctx) }"}},
	{"PreFilter", []string{
		"PreFilter(ctx context.Context, s *framework.CycleState, p *v1.Pod) (*framework.PreFilterResult, *framework.Status) { return w.preFilter(ctx, s, p) }",
		"PreFilterExtensions() framework.PreFilterExtensions { return w.preFilterExtensions() }"}},
	{"Filter", []string{
		"Filter(ctx context.Context, s *framework.CycleState, p *v1.Pod, n *framework.NodeInfo) *framework.Status { return w.filter(ctx, s, p, n) }"}},
	{"PostFilter", []string{
		"PostFilter(ctx context.Context, s *framework.CycleState, p *v1.Pod, m framework.NodeToStatusMap) (*framework.PostFilterResult, *framework.Status) { return w.postFilter(ctx, s, p, m) }"}},
	{"PreScore", []string{
		"PreScore(ctx context.Context, s *framework.CycleState, p *v1.Pod, nodes []*framework.NodeInfo) *framework.Status { return w.preScore(ctx, s, p, nodes) }"}},
	{"Score", []string{
		"Score(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) (int64, *framework.Status) { return w.score(ctx, s, p, node) }",
		"ScoreExtensions() framework.ScoreExtensions { return w.scoreExtensions() }"}},
	{"Reserve", []string{
		"Reserve(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status { return w.reserve(ctx, s, p, node) }",
		"Unreserve(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) { w.unreserve(ctx, s, p, node) }"}},
	{"Permit", []string{
		"Permit(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) (*framework.Status, time.Duration) { return w.permit(ctx, s, p, node) }"}},
	{"PreBind", []string{
		"PreBind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status { return w.preBind(ctx, s, p, node) }"}},
	{"Bind", []string{
		"Bind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) *framework.Status { return w.bind(ctx, s, p, node) }"}},
	{"PostBind", []string{
		"PostBind(ctx context.Context, s *framework.CycleState, p *v1.Pod, node string) { w.postBind(ctx, s, p, node) }"}},
}

func mask(p framework.Plugin) int {
	checks := []bool{}
	_, ok := p.(framework.PreEnqueuePlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.QueueSortPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.EnqueueExtensions)
	checks = append(checks, ok)
	_, ok = p.(framework.PreFilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.FilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PostFilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PreScorePlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.ScorePlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.ReservePlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PermitPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PreBindPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.BindPlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PostBindPlugin)
	checks = append(checks, ok)
	m := 0
	for i, c := range checks {
		if c {
			m |= 1 << i
		}
	}
	return m
}

// emptyLister is a snapshot with no nodes; plugin constructors only check that one is set.
type emptyLister struct{}

func (emptyLister) NodeInfos() framework.NodeInfoLister       { return nil }
func (emptyLister) StorageInfos() framework.StorageInfoLister { return nil }

// pluginMasks builds every in-tree plugin (with the default arguments) and groups their names
// by interface mask.
func pluginMasks() map[int][]string {
	ctx := context.Background()
	client := fake.NewSimpleClientset()
	handle, err := frameworkruntime.NewFramework(ctx, nil, nil,
		frameworkruntime.WithClientSet(client),
		frameworkruntime.WithSnapshotSharedLister(emptyLister{}),
		frameworkruntime.WithInformerFactory(informers.NewSharedInformerFactory(client, 0)))
	if err != nil {
		panic(err)
	}
	cfg, err := latest.Default()
	if err != nil {
		panic(err)
	}
	args := map[string]runtime.Object{}
	for _, pc := range cfg.Profiles[0].PluginConfig {
		args[pc.Name] = pc.Args
	}
	masks := map[int][]string{}
	for name, factory := range frameworkplugins.NewInTreeRegistry() {
		p, err := factory(ctx, args[name], handle)
		if err != nil {
			panic(fmt.Sprintf("%s: %v", name, err))
		}
		m := mask(p)
		masks[m] = append(masks[m], name)
	}
	return masks
}
