//go:build edition_v1_37

package main

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/klog/v2"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/apis/config/latest"
	"k8s.io/kubernetes/pkg/scheduler/backend/cache"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	frameworkplugins "k8s.io/kubernetes/pkg/scheduler/framework/plugins"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/dynamicresources"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/nodevolumelimits"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
	"k8s.io/kubernetes/pkg/scheduler/util/assumecache"
)

// generatedPreamble starts the generated file: build constraint, package, imports.
const generatedPreamble = "//go:build edition_v1_37\n\npackage main\n\nimport (\n\t\"context\"\n\t\"time\"\n\n\tv1 \"k8s.io/api/core/v1\"\n\tfwk \"k8s.io/kube-scheduler/framework\"\n\t\"k8s.io/kubernetes/pkg/scheduler/framework\"\n)\n\nvar _ framework.PlacementProgress\n\n"

// ifaces are the extension interfaces of v1.37.2 (fwk, and framework.PlacementFeasiblePlugin).
var ifaces = []iface{
	{"PreEnqueue", []string{
		"PreEnqueue(ctx context.Context, p *v1.Pod) *fwk.Status { return w.preEnqueue(ctx, p) }"}},
	{"QueueSort", []string{
		"Less(a, b fwk.QueuedEntityInfo) bool { return w.less(a, b) }"}},
	{"EnqueueExtensions", []string{
		"EventsToRegister(ctx context.Context) ([]fwk.ClusterEventWithHint, error) { return w.eventsToRegister(ctx) }"}},
	{"PreFilter", []string{
		"PreFilter(ctx context.Context, s fwk.CycleState, p *v1.Pod, nodes []fwk.NodeInfo) (*fwk.PreFilterResult, *fwk.Status) { return w.preFilter(ctx, s, p, nodes) }",
		"PreFilterExtensions() fwk.PreFilterExtensions { return w.preFilterExtensions() }"}},
	{"Filter", []string{
		"Filter(ctx context.Context, s fwk.CycleState, p *v1.Pod, n fwk.NodeInfo) *fwk.Status { return w.filter(ctx, s, p, n) }"}},
	{"PostFilter", []string{
		"PostFilter(ctx context.Context, s fwk.CycleState, p *v1.Pod, m fwk.NodeToStatusReader) (*fwk.PostFilterResult, *fwk.Status) { return w.postFilter(ctx, s, p, m) }"}},
	{"PreScore", []string{
		"PreScore(ctx context.Context, s fwk.CycleState, p *v1.Pod, nodes []fwk.NodeInfo) *fwk.Status { return w.preScore(ctx, s, p, nodes) }"}},
	{"Score", []string{
		"Score(ctx context.Context, s fwk.CycleState, p *v1.Pod, n fwk.NodeInfo) (int64, *fwk.Status) { return w.score(ctx, s, p, n) }",
		"ScoreExtensions() fwk.ScoreExtensions { return w.scoreExtensions() }"}},
	{"Reserve", []string{
		"Reserve(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status { return w.reserve(ctx, s, p, node) }",
		"Unreserve(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) { w.unreserve(ctx, s, p, node) }"}},
	{"Permit", []string{
		"Permit(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) (*fwk.Status, time.Duration) { return w.permit(ctx, s, p, node) }"}},
	{"PreBind", []string{
		"PreBindPreFlight(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) (*fwk.PreBindPreFlightResult, *fwk.Status) { return w.preBindPreFlight(ctx, s, p, node) }",
		"PreBind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status { return w.preBind(ctx, s, p, node) }"}},
	{"Bind", []string{
		"Bind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) *fwk.Status { return w.bind(ctx, s, p, node) }"}},
	{"PostBind", []string{
		"PostBind(ctx context.Context, s fwk.CycleState, p *v1.Pod, node string) { w.postBind(ctx, s, p, node) }"}},
	{"Sign", []string{
		"SignPod(ctx context.Context, p *v1.Pod) ([]fwk.SignFragment, *fwk.Status) { return w.signPod(ctx, p) }"}},
	{"PodGroupPostFilter", []string{
		"PodGroupPostFilter(ctx context.Context, s fwk.PodGroupCycleState, pg fwk.PodGroupInfo, f fwk.PodGroupSchedulingFunc) (*fwk.PodGroupPostFilterResult, *fwk.Status) { return w.podGroupPostFilter(ctx, s, pg, f) }"}},
	{"PlacementGenerate", []string{
		"GeneratePlacements(ctx context.Context, s fwk.PodGroupCycleState, pg fwk.PodGroupInfo, parent *fwk.Placement) (*fwk.GeneratePlacementsResult, *fwk.Status) { return w.generatePlacements(ctx, s, pg, parent) }"}},
	{"PlacementScore", []string{
		"ScorePlacement(ctx context.Context, s fwk.PlacementCycleState, pg fwk.PodGroupInfo, a *fwk.PodGroupAssignments) (int64, *fwk.Status) { return w.scorePlacement(ctx, s, pg, a) }",
		"PlacementScoreExtensions() fwk.PlacementScoreExtensions { return w.placementScoreExtensions() }"}},
	{"PlacementFeasible", []string{
		"PlacementFeasible(ctx context.Context, s fwk.PlacementCycleState, pg fwk.PodGroupInfo, progress framework.PlacementProgress) *fwk.Status { return w.placementFeasible(ctx, s, pg, progress) }"}},
}

func mask(p fwk.Plugin) int {
	checks := []bool{}
	_, ok := p.(fwk.PreEnqueuePlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.QueueSortPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.EnqueueExtensions)
	checks = append(checks, ok)
	_, ok = p.(fwk.PreFilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.FilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PostFilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PreScorePlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.ScorePlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.ReservePlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PermitPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PreBindPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.BindPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PostBindPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.SignPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PodGroupPostFilterPlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PlacementGeneratePlugin)
	checks = append(checks, ok)
	_, ok = p.(fwk.PlacementScorePlugin)
	checks = append(checks, ok)
	_, ok = p.(framework.PlacementFeasiblePlugin)
	checks = append(checks, ok)
	m := 0
	for i, c := range checks {
		if c {
			m |= 1 << i
		}
	}
	return m
}

// pluginMasks builds every in-tree plugin (with the default arguments, on an empty snapshot and
// the managers scheduler.New gives them) and groups their names by interface mask.
func pluginMasks() map[int][]string {
	ctx := context.Background()
	client := fake.NewSimpleClientset()
	factory := informers.NewSharedInformerFactory(client, 0)
	claims := assumecache.NewAssumeCache(klog.Background(), factory.Resource().V1().ResourceClaims().Informer(), "ResourceClaim", "", nil)
	handle, err := frameworkruntime.NewFramework(ctx, nil, nil,
		frameworkruntime.WithClientSet(client),
		frameworkruntime.WithSnapshotSharedLister(cache.NewEmptySnapshot()),
		frameworkruntime.WithSharedDRAManager(dynamicresources.NewDRAManager(ctx, claims, nil, factory)),
		frameworkruntime.WithSharedCSIManager(nodevolumelimits.NewCSIManager(factory.Storage().V1().CSINodes().Lister())),
		frameworkruntime.WithInformerFactory(factory))
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
