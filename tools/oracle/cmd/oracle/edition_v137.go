//go:build edition_v1_37

package main

// The parts of the oracle that are particular to kube-scheduler v1.37.2 (built with
// -modfile=go.v1.37.mod -tags edition_v1_37); edition_v131.go holds their v1.31.1 twins
// (docs/oracle.md, "Editions").

import (
	"context"
	"reflect"
	"strings"
	"sync"
	"time"
	"unsafe"

	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apiserver/pkg/util/compatibility"
	corev1informers "k8s.io/client-go/informers/core/v1"
	basecompatibility "k8s.io/component-base/compatibility"
	"k8s.io/component-base/featuregate"
	"k8s.io/klog/v2"
	fwk "k8s.io/kube-scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler"
	"k8s.io/kubernetes/pkg/scheduler/apis/config"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/defaultpreemption"
	"k8s.io/kubernetes/pkg/scheduler/framework/preemption"
	frameworkruntime "k8s.io/kubernetes/pkg/scheduler/framework/runtime"
	"k8s.io/kubernetes/pkg/scheduler/metrics"
	"k8s.io/kubernetes/pkg/scheduler/profile"
	"k8s.io/utils/clock"

	"k8s.io/client-go/informers"
	coreinformers "k8s.io/client-go/informers/core"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/events"
)

const (
	kubernetesVersion = "v1.37.2"
	// fakeClientOptsOutOfWatchList: v1.37.2's fake clientset answers
	// IsWatchListSemanticsUnSupported, and the reflectors then list and watch as before, so
	// WatchListClient (Beta, on by default) needs no refusal (gates.go).
	fakeClientOptsOutOfWatchList = true
	// pendingPodsSummary is the summary PendingPods prints (GenericWorkload off): activeQ,
	// backoffQ, unschedulableEntities.
	pendingPodsSummary = "activeQ:%d; backoffQ:%d; unschedulableEntities:%d"
	// backoffOrderingWindow is backoffQOrderingWindowDuration of backend/queue: with
	// SchedulerPopFromBackoffQ the backoff flush runs on whole seconds.
	backoffOrderingWindow = time.Second
)

// exactQueueFunctions are the queue functions whose clock readings are the instant itself
// (virtualtime.go's exactReading): v1.37.2's backoff check (windowed), leftover flush and the
// timestamps of failed attempts, of a pod or of a pod group.
var exactQueueFunctions = []string{
	"/pkg/scheduler/backend/queue.(*backoffQueue).isEntityBackingoff",
	"/pkg/scheduler/backend/queue.(*PriorityQueue).flushUnschedulableEntitiesLeftover",
	"/pkg/scheduler/backend/queue.(*PriorityQueue).AddUnschedulablePodIfNotPresent",
	"/pkg/scheduler/backend/queue.(*PriorityQueue).AddAttemptedPodGroupIfNeeded",
}

// The queue's flush functions, which Run calls on the wall clock, and the length of its
// backoff heap (pods that failed with an error wait in another heap, which Pop never takes
// early). They are unexported, so they are reached by their linker names (receiver first).
//
//go:linkname queueFlushBackoffQCompleted k8s.io/kubernetes/pkg/scheduler/backend/queue.(*PriorityQueue).flushBackoffQCompleted
func queueFlushBackoffQCompleted(queue unsafe.Pointer, logger klog.Logger)

//go:linkname queueFlushUnschedulableEntitiesLeftover k8s.io/kubernetes/pkg/scheduler/backend/queue.(*PriorityQueue).flushUnschedulableEntitiesLeftover
func queueFlushUnschedulableEntitiesLeftover(queue unsafe.Pointer, logger klog.Logger)

//go:linkname backoffQueueLenBackoff k8s.io/kubernetes/pkg/scheduler/backend/queue.(*backoffQueue).lenBackoff
func backoffQueueLenBackoff(backoffQ unsafe.Pointer) int

// queueLoops are the two loops of PriorityQueue.Run in v1.37.2: the backoff flush waits for
// the next whole second (waitUntilAlignedWithOrderingWindow: a timer, then a ticker every
// second), the leftover flush runs at once and then every 30 s (wait.Until).
func queueLoops(queue unsafe.Pointer, logger klog.Logger) []*queueLoop {
	return []*queueLoop{
		{f: func() { queueFlushBackoffQCompleted(queue, logger) }, period: backoffFlushPeriod,
			delay: func(start time.Time) time.Duration {
				return start.Add(backoffOrderingWindow).Truncate(backoffOrderingWindow).Sub(start)
			}},
		{f: func() { queueFlushUnschedulableEntitiesLeftover(queue, logger) }, period: leftoverFlushPeriod},
	}
}

// NewTicker completes clock.WithTicker, which v1.37.2's queue takes; the oracle never calls
// the queue's Run, so nothing waits on the virtual clock.
func (c *virtualClock) NewTicker(time.Duration) clock.Ticker { panic("virtualClock: NewTicker") }

var _ clock.WithTicker = &virtualClock{}

// newScheduler builds the scheduler as kube-scheduler does, its queue on the virtual clock
// (v1.37.2's scheduler.New takes a clock).
func newScheduler(ctx context.Context, s *simulation, cfg *config.KubeSchedulerConfiguration, recorderFactory profile.RecorderFactory) (*scheduler.Scheduler, error) {
	sched, err := scheduler.New(ctx, s.api.client, s.informerFactory, nil, recorderFactory,
		append(schedulerOptions(cfg), scheduler.WithClock(s.time.clock))...)
	if err != nil {
		return nil, inputErrorf("%v", err)
	}
	s.queue = reflect.ValueOf(sched.SchedulingQueue).UnsafePointer()
	preemptions = newAsyncPreemptions()
	return sched, nil
}

// wrapPlugins rebuilds the frameworks from a registry whose factories wrap the in-tree plugins,
// with the handles scheduler.New gave the first ones (DRA and CSI managers, snapshot, pod group
// manager, activator). The queue's PreEnqueue plugins are replaced by the rebuilt ones:
// DefaultPreemption's PreEnqueue asks its own preemption executor whether the pod's
// asynchronous preemption is still running. Queueing hints and pod signers of the first build
// stay (they keep no state).
func (s *simulation) wrapPlugins(ctx context.Context, cfg *config.KubeSchedulerConfiguration, recorderFactory profile.RecorderFactory) error {
	sched := s.sched
	var anyProfile framework.Framework
	for _, f := range sched.Profiles {
		anyProfile = f
		break
	}
	profiles, err := profile.NewMap(ctx, cfg.Profiles, wrappedRegistry(s.store, cfg.Profiles), recorderFactory,
		frameworkruntime.WithComponentConfigVersion(cfg.TypeMeta.APIVersion),
		frameworkruntime.WithClientSet(s.api.client),
		frameworkruntime.WithInformerFactory(indexOnceFactory{s.informerFactory}),
		frameworkruntime.WithSharedDRAManager(anyProfile.SharedDRAManager()),
		frameworkruntime.WithSnapshotSharedLister(anyProfile.SnapshotSharedLister()),
		frameworkruntime.WithMutableSnapshotLister(anyProfile.MutableSnapshotSharedLister()),
		frameworkruntime.WithParallelism(int(cfg.Parallelism)),
		frameworkruntime.WithExtenders(sched.Extenders),
		frameworkruntime.WithMetricsRecorder(metrics.NewMetricsAsyncRecorder(1000, time.Second, ctx.Done())),
		frameworkruntime.WithWaitingPods(frameworkruntime.NewWaitingPodsMap()),
		frameworkruntime.WithPodsInPreBind(frameworkruntime.NewPodsInPreBindMap()),
		frameworkruntime.WithAPIDispatcher(sched.APIDispatcher),
		frameworkruntime.WithSharedCSIManager(anyProfile.SharedCSIManager()),
		frameworkruntime.WithPodGroupManager(anyProfile.PodGroupManager()),
	)
	if err != nil {
		return inputErrorf("initializing profiles: %v", err)
	}
	preEnqueue := map[string]map[string]fwk.PreEnqueuePlugin{}
	for name, f := range profiles {
		f.SetPodNominator(sched.SchedulingQueue)
		f.SetPodActivator(sched.SchedulingQueue)
		f.SetAPICacher(anyProfile.APICacher())
		preEnqueue[name] = map[string]fwk.PreEnqueuePlugin{}
		for _, p := range f.PreEnqueuePlugins() {
			preEnqueue[name][p.Name()] = p
		}
	}
	field := reflect.ValueOf(sched.SchedulingQueue).Elem().FieldByName("preEnqueuePluginMap")
	reflect.NewAt(field.Type(), unsafe.Pointer(field.UnsafeAddr())).Elem().Set(reflect.ValueOf(preEnqueue))
	sched.Profiles = profiles
	return nil
}

// installHooks follows the attempts through the scheduler's exported hooks: NextEntity (an
// attempt starts), SchedulePod (the selected node), FailureHandler (an attempt fails).
func (s *simulation) installHooks() {
	sched := s.sched
	nextEntity := sched.NextEntity
	sched.NextEntity = func(logger klog.Logger) (framework.QueuedEntityInfo, error) {
		entity, err := nextEntity(logger)
		if pi, ok := entity.(*framework.QueuedPodInfo); ok && pi.Pod != nil {
			s.attempts.start(podKey(pi.Pod))
			s.time.cycle()
		}
		return entity, err
	}
	schedulePod := sched.SchedulePod
	sched.SchedulePod = func(ctx context.Context, f framework.Framework, state fwk.CycleState, podInfo *framework.QueuedPodInfo) (scheduler.ScheduleResult, error) {
		res, err := schedulePod(ctx, f, state, podInfo)
		if err == nil {
			s.store.setSelectedNode(podKey(podInfo.Pod), res.SuggestedHost)
			s.attempts.podScheduled(podKey(podInfo.Pod))
		}
		return res, err
	}
	failureHandler := sched.FailureHandler
	sched.FailureHandler = func(ctx context.Context, f framework.Framework, podInfo *framework.QueuedPodInfo, status *fwk.Status, ni *fwk.NominatingInfo, start time.Time) {
		failureHandler(ctx, f, podInfo, status, ni, start)
		preemptions.release()
		if ni != nil && ni.NominatedNodeName != "" && s.attempts.boundCount() > 0 {
			s.timing.note("preemption after a binding (GetPodStartTime is the wall clock's now for pods bound in the run)")
		}
		s.attempts.recordOutcome(podKey(podInfo.Pod), true)
		s.attempts.end(podKey(podInfo.Pod))
	}
}

// popsFromBackoffQ: with SchedulerPopFromBackoffQ (Beta, on), Pop takes the head of backoffQ's
// backoff heap when activeQ is empty, without waiting for the flush; the loop then runs
// ScheduleOne as for a pod in activeQ.
func (s *simulation) popsFromBackoffQ() bool {
	field := reflect.ValueOf(s.sched.SchedulingQueue).Elem().FieldByName("backoffQ")
	if field.IsNil() {
		return false
	}
	// The field is the backoffQueuer interface; its value is a *backoffQueue.
	return backoffQueueLenBackoff(field.Elem().UnsafePointer()) > 0
}

// asyncPreemptions are the pods whose PostFilter nominated a node through DefaultPreemption:
// with SchedulerAsyncPreemption (Beta, on) the victims are preempted in a goroutine of the
// plugin's executor, started in PostFilter. In a cluster the scheduling cycle ends (the
// FailedScheduling event, the preemptor's status patch) long before that goroutine's API calls
// return; the oracle makes this the rule: every victim waits at the gate until the cycle that
// started the preemption has ended (released by the FailureHandler hook).
type asyncPreemptions struct {
	mu      sync.Mutex
	running []preemptionRun
	gate    chan struct{}
	held    map[*preemption.Executor]bool
}

type preemptionRun struct {
	executor *preemption.Executor
	pod      types.UID
}

// preemptions belongs to the one simulation a process runs at a time (reset by newScheduler).
var preemptions = newAsyncPreemptions()

func newAsyncPreemptions() *asyncPreemptions {
	gate := make(chan struct{})
	close(gate)
	return &asyncPreemptions{gate: gate, held: map[*preemption.Executor]bool{}}
}

// hold closes the gate before DefaultPreemption's PostFilter runs, and makes the executor's
// PreemptPod wait at it (once per executor).
func (a *asyncPreemptions) hold(p *defaultpreemption.DefaultPreemption) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.gate = make(chan struct{})
	if a.held[p.Executor] {
		return
	}
	a.held[p.Executor] = true
	preemptPod := p.Executor.PreemptPod
	p.Executor.PreemptPod = func(ctx context.Context, c preemption.Candidate, preemptor preemption.ExecutorPreemptor, victim *v1.Pod, pluginName string) (bool, error) {
		a.mu.Lock()
		gate := a.gate
		a.mu.Unlock()
		<-gate
		return preemptPod(ctx, c, preemptor, victim, pluginName)
	}
}

// release opens the gate: the scheduling cycle is over.
func (a *asyncPreemptions) release() {
	a.mu.Lock()
	defer a.mu.Unlock()
	select {
	case <-a.gate:
	default:
		close(a.gate)
	}
}

func (a *asyncPreemptions) add(p *defaultpreemption.DefaultPreemption, pod *v1.Pod) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.running = append(a.running, preemptionRun{p.Executor, pod.UID})
}

// done drops the finished runs and reports whether none is left.
func (a *asyncPreemptions) done() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	left := a.running[:0]
	for _, r := range a.running {
		if r.executor.IsPodRunningPreemption(r.pod) {
			left = append(left, r)
		}
	}
	a.running = left
	return len(left) == 0
}

// waitForAsyncPreemption waits until every preemption started in the cycle has preempted its
// victims and released its preemptor, as the oracle waits for binding cycles: the order of the
// API writes and of the queue moves then does not depend on goroutine timing.
func (s *simulation) waitForAsyncPreemption(ctx context.Context) error {
	preemptions.release()
	return waitFor(ctx, "an asynchronous preemption", time.Minute, preemptions.done)
}

// newGatesRegistry is kube-scheduler v1.37.2's ComponentGlobalsRegistry with gate registered
// for the "kube" component at the binary's version.
func newGatesRegistry(gate featuregate.MutableVersionedFeatureGate) (gatesRegistry, error) {
	registry := basecompatibility.NewComponentGlobalsRegistry()
	if err := registry.Register(basecompatibility.DefaultKubeComponent, compatibility.DefaultBuildEffectiveVersion(), gate); err != nil {
		return nil, err
	}
	return registry, nil
}

// indexOnceFactory is the informer factory the rebuilt profiles get. DynamicResources adds a
// pod indexer per profile when it is built; the first build (scheduler.New) already added it,
// and an informer refuses an indexer name twice. The indexer functions are the same, so the
// rebuilt plugin uses the first one.
type indexOnceFactory struct {
	informers.SharedInformerFactory
}

func (f indexOnceFactory) Core() coreinformers.Interface {
	return indexOnceCore{f.SharedInformerFactory.Core()}
}

type indexOnceCore struct{ coreinformers.Interface }

func (c indexOnceCore) V1() corev1informers.Interface { return indexOnceCoreV1{c.Interface.V1()} }

type indexOnceCoreV1 struct{ corev1informers.Interface }

func (c indexOnceCoreV1) Pods() corev1informers.TypedPodInformer {
	return indexOncePods{c.Interface.Pods()}
}

type indexOncePods struct {
	corev1informers.TypedPodInformer
}

func (p indexOncePods) Informer() cache.SharedIndexInformer {
	return indexOnceInformer{p.TypedPodInformer.Informer()}
}

type indexOnceInformer struct{ cache.SharedIndexInformer }

func (i indexOnceInformer) AddIndexers(indexers cache.Indexers) error {
	existing := i.GetIndexer().GetIndexers()
	add := cache.Indexers{}
	for name, f := range indexers {
		if _, ok := existing[name]; !ok {
			add[name] = f
		}
	}
	if len(add) == 0 {
		return nil
	}
	return i.SharedIndexInformer.AddIndexers(add)
}

// draKinds are the Dynamic Resource Allocation kinds v1.37.2 reads (DRA is GA and locked on),
// and whether they are namespaced.
var draKinds = map[string]bool{
	"ResourceClaim": true, "ResourceClaimTemplate": true, "ResourceSlice": false,
	"DeviceClass": false, "DeviceTaintRule": false,
}

// refuseUnsupportedKind refuses the DRA kinds: the v1.37.2 scheduler reads them, but the oracle
// does not create them as the apiserver would yet (their defaulting, validation and status
// writes). Without them DynamicResources still runs, on empty informers.
func refuseUnsupportedKind(where, apiVersion, kind string, head map[string]interface{}) error {
	namespaced, dra := draKinds[kind]
	if !dra || !strings.HasPrefix(apiVersion, "resource.k8s.io/") {
		return nil
	}
	var namespace, name string
	if md, ok := head["metadata"].(map[string]interface{}); ok {
		name, _ = md["name"].(string)
		namespace, _ = md["namespace"].(string)
	}
	if namespace == "" && namespaced {
		namespace = "default"
	}
	if !namespaced {
		namespace = ""
	}
	return inputErrorf("%s: kind %s (%s): Dynamic Resource Allocation objects are not supported by the v1.37.2 oracle yet",
		objectWhere(where, kind, namespace, name), kind, apiVersion)
}

// factory is the recorder factory handed to scheduler.New: every profile records into the sink.
func (s *eventSink) factory() profile.RecorderFactory {
	return func(string) events.EventRecorderLogger { return recorder{sink: s} }
}

// WithLogger completes events.EventRecorderLogger, which v1.37.2's profiles take.
func (r recorder) WithLogger(klog.Logger) events.EventRecorderLogger { return r }

// newInformerFactory is scheduler.NewInformerFactory as kube-scheduler calls it (no informer
// name: the name only labels informer metrics).
func newInformerFactory(client kubernetes.Interface) informers.SharedInformerFactory {
	return scheduler.NewInformerFactory(client, 0, nil)
}
