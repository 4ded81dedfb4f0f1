//go:build !edition_v1_37

package main

// The parts of the oracle that are particular to kube-scheduler v1.31.1 (the default edition,
// built with go.mod); edition_v137.go holds their v1.37.2 twins (docs/oracle.md, "Editions").

import (
	"context"
	"reflect"
	"time"
	"unsafe"

	v1 "k8s.io/api/core/v1"
	utilversion "k8s.io/apiserver/pkg/util/version"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/events"
	"k8s.io/component-base/featuregate"
	"k8s.io/klog/v2"
	"k8s.io/kubernetes/pkg/scheduler"
	"k8s.io/kubernetes/pkg/scheduler/apis/config"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
	"k8s.io/kubernetes/pkg/scheduler/metrics"
	"k8s.io/kubernetes/pkg/scheduler/profile"
	"k8s.io/utils/clock"
)

const (
	kubernetesVersion = "v1.31.1"
	// fakeClientOptsOutOfWatchList: v1.31.1's fake clientset does not tell the reflectors that
	// it serves no watch-list streams, so WatchListClient=true is refused (gates.go).
	fakeClientOptsOutOfWatchList = false
	// pendingPodsSummary is the summary PendingPods prints: activeQ, backoffQ, unschedulablePods.
	pendingPodsSummary = "activeQ:%d; backoffQ:%d; unschedulablePods:%d"
)

// exactQueueFunctions are the queue functions whose clock readings are the instant itself
// (virtualtime.go's exactReading).
var exactQueueFunctions = []string{
	"/pkg/scheduler/internal/queue.(*PriorityQueue).isPodBackingoff",
	"/pkg/scheduler/internal/queue.(*PriorityQueue).flushUnschedulablePodsLeftover",
	"/pkg/scheduler/internal/queue.(*PriorityQueue).AddUnschedulableIfNotPresent",
	"/pkg/scheduler/internal/queue.(*PriorityQueue).addUnschedulableWithoutQueueingHint",
}

// The queue's flush functions, which Run calls on the wall clock. They are unexported and the
// queue package is internal, so they are reached by their linker names (receiver first).
//
//go:linkname queueFlushBackoffQCompleted k8s.io/kubernetes/pkg/scheduler/internal/queue.(*PriorityQueue).flushBackoffQCompleted
func queueFlushBackoffQCompleted(queue unsafe.Pointer, logger klog.Logger)

//go:linkname queueFlushUnschedulablePodsLeftover k8s.io/kubernetes/pkg/scheduler/internal/queue.(*PriorityQueue).flushUnschedulablePodsLeftover
func queueFlushUnschedulablePodsLeftover(queue unsafe.Pointer, logger klog.Logger)

// queueLoops are the two loops of PriorityQueue.Run in v1.31.1: both flushes at once, then
// every second and every 30 s (wait.Until).
func queueLoops(queue unsafe.Pointer, logger klog.Logger) []*queueLoop {
	return []*queueLoop{
		{f: func() { queueFlushBackoffQCompleted(queue, logger) }, period: backoffFlushPeriod},
		{f: func() { queueFlushUnschedulablePodsLeftover(queue, logger) }, period: leftoverFlushPeriod},
	}
}

// useVirtualClock replaces the clock of the scheduler's PriorityQueue (built by scheduler.New
// with the wall clock; New has no option for it) and returns the queue's address.
func useVirtualClock(queue interface{}, c *virtualClock) unsafe.Pointer {
	q := reflect.ValueOf(queue)
	field := q.Elem().FieldByName("clock")
	reflect.NewAt(field.Type(), unsafe.Pointer(field.UnsafeAddr())).Elem().Set(reflect.ValueOf(clock.Clock(c)))
	return q.UnsafePointer()
}

// newScheduler builds the scheduler as kube-scheduler does and puts its queue on the virtual
// clock.
func newScheduler(ctx context.Context, s *simulation, cfg *config.KubeSchedulerConfiguration, recorderFactory profile.RecorderFactory) (*scheduler.Scheduler, error) {
	sched, err := scheduler.New(ctx, s.api.client, s.informerFactory, nil, recorderFactory,
		schedulerOptions(cfg)...)
	if err != nil {
		return nil, inputErrorf("%v", err)
	}
	s.queue = useVirtualClock(sched.SchedulingQueue, s.time.clock)
	return sched, nil
}

// wrapPlugins rebuilds the frameworks from a registry whose factories wrap the in-tree plugins.
// The scheduler's own registry cannot be overridden (Registry.Merge rejects in-tree names), so
// the profiles are built again with the same handles scheduler.New used; the queue and the
// event handlers keep working with them (they look sched.Profiles up on every use).
func (s *simulation) wrapPlugins(ctx context.Context, cfg *config.KubeSchedulerConfiguration, recorderFactory profile.RecorderFactory) error {
	sched := s.sched
	var anyProfile framework.Framework
	for _, fwk := range sched.Profiles {
		anyProfile = fwk
		break
	}
	profiles, err := profile.NewMap(ctx, cfg.Profiles, wrappedRegistry(s.store, cfg.Profiles), recorderFactory,
		frameworkruntime.WithComponentConfigVersion(cfg.TypeMeta.APIVersion),
		frameworkruntime.WithClientSet(s.api.client),
		frameworkruntime.WithInformerFactory(s.informerFactory),
		frameworkruntime.WithSnapshotSharedLister(anyProfile.SnapshotSharedLister()),
		frameworkruntime.WithParallelism(int(cfg.Parallelism)),
		frameworkruntime.WithExtenders(sched.Extenders),
		frameworkruntime.WithMetricsRecorder(metrics.NewMetricsAsyncRecorder(1000, time.Second, ctx.Done())),
		frameworkruntime.WithWaitingPods(frameworkruntime.NewWaitingPodsMap()),
	)
	if err != nil {
		return inputErrorf("initializing profiles: %v", err)
	}
	for _, fwk := range profiles {
		fwk.SetPodNominator(sched.SchedulingQueue)
	}
	sched.Profiles = profiles
	return nil
}

// installHooks follows the attempts through the scheduler's exported hooks: NextPod (an
// attempt starts), SchedulePod (the selected node), FailureHandler (an attempt fails).
func (s *simulation) installHooks() {
	sched := s.sched
	nextPod := sched.NextPod
	sched.NextPod = func(logger klog.Logger) (*framework.QueuedPodInfo, error) {
		pi, err := nextPod(logger)
		if pi != nil && pi.Pod != nil {
			s.attempts.start(podKey(pi.Pod))
			s.time.cycle()
		}
		return pi, err
	}
	schedulePod := sched.SchedulePod
	sched.SchedulePod = func(ctx context.Context, fwk framework.Framework, state *framework.CycleState, pod *v1.Pod) (scheduler.ScheduleResult, error) {
		res, err := schedulePod(ctx, fwk, state, pod)
		if err == nil {
			// The simulator records the selected node when the pod reaches Reserve, which
			// follows a successful SchedulePod.
			s.store.setSelectedNode(podKey(pod), res.SuggestedHost)
			s.attempts.podScheduled(podKey(pod))
		}
		return res, err
	}
	failureHandler := sched.FailureHandler
	sched.FailureHandler = func(ctx context.Context, fwk framework.Framework, podInfo *framework.QueuedPodInfo, status *framework.Status, ni *framework.NominatingInfo, start time.Time) {
		failureHandler(ctx, fwk, podInfo, status, ni, start)
		if ni != nil && ni.NominatedNodeName != "" && s.attempts.boundCount() > 0 {
			// Preemption chose a node (pickOneNodeForPreemption) after some pod was bound.
			s.timing.note("preemption after a binding (GetPodStartTime is the wall clock's now for pods bound in the run)")
		}
		s.attempts.recordOutcome(podKey(podInfo.Pod), true)
		s.attempts.end(podKey(podInfo.Pod))
	}
}

// popsFromBackoffQ: v1.31.1's Pop waits for activeQ; backoffQ empties only through its flush.
func (s *simulation) popsFromBackoffQ() bool { return false }

// waitForAsyncPreemption: v1.31.1 preempts within the scheduling cycle; nothing to wait for.
func (s *simulation) waitForAsyncPreemption(context.Context) error { return nil }

// newGatesRegistry is kube-scheduler v1.31.1's ComponentGlobalsRegistry with gate registered
// for the "kube" component at the binary's version.
func newGatesRegistry(gate featuregate.MutableVersionedFeatureGate) (gatesRegistry, error) {
	registry := utilversion.NewComponentGlobalsRegistry()
	if err := registry.Register(utilversion.DefaultKubeComponent, utilversion.DefaultKubeEffectiveVersion(), gate); err != nil {
		return nil, err
	}
	return registry, nil
}

// refuseUnsupportedKind: v1.31.1 reads no kind the oracle cannot create (DRA is off).
func refuseUnsupportedKind(where, apiVersion, kind string, head map[string]interface{}) error {
	return nil
}

// factory is the recorder factory handed to scheduler.New: every profile records into the sink.
func (s *eventSink) factory() profile.RecorderFactory {
	return func(string) events.EventRecorder { return recorder{sink: s} }
}

// newInformerFactory is scheduler.NewInformerFactory as kube-scheduler calls it.
func newInformerFactory(client kubernetes.Interface) informers.SharedInformerFactory {
	return scheduler.NewInformerFactory(client, 0)
}
