package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"os"
	"sync"
	"time"
	"unsafe"

	v1 "k8s.io/api/core/v1"
	"k8s.io/client-go/informers"
	"k8s.io/klog/v2"
	"k8s.io/kubernetes/pkg/scheduler"
	"k8s.io/kubernetes/pkg/scheduler/apis/config"
)

const pollInterval = time.Millisecond

type conditionOut struct {
	Type    string `json:"type"`
	Status  string `json:"status"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

type podOut struct {
	Namespace         string            `json:"namespace"`
	Name              string            `json:"name"`
	UID               string            `json:"uid"`
	NodeName          string            `json:"nodeName"`
	NominatedNodeName string            `json:"nominatedNodeName"`
	Deleted           bool              `json:"deleted"`
	Conditions        []conditionOut    `json:"conditions"`
	Annotations       map[string]string `json:"annotations"`
}

type simulateOutput struct {
	KubernetesVersion string     `json:"kubernetesVersion"`
	Pods              []podOut   `json:"pods"`
	Events            []eventOut `json:"events"`
}

// attempts follows the scheduling attempts: which pod the scheduling loop is working on and
// which pods have a binding cycle in flight. An attempt ends when the FailureHandler returns
// or when the binding cycle reports the Scheduled event; then its results are flushed.
type attempts struct {
	mu        sync.Mutex
	store     *resultStore
	busy      bool
	current   string
	scheduled bool // SchedulePod of the current attempt succeeded
	finished  bool // the current attempt already ended
	binding   map[string]bool
	// world counts the changes that can make a failed pod schedulable: successful bindings and
	// pod deletions. startedAt[pod] is the value of world when the pod's current (or last)
	// attempt started; failures[pod] is the pod's run of failed attempts with no change between
	// them (the stop rule of docs/simulate.md).
	world     int
	startedAt map[string]int
	failures  map[string]failureRun
	bound     int // pods bound in this run
}

// failureRun is a pod's run of failed attempts: count attempts failed in a row, the first
// started when the world counter stood at world, and the counter unchanged when each of the
// others started.
type failureRun struct{ world, count int }

// maxRetries is how often a failed pod in backoffQ is retried after backoff with nothing
// changed in the cluster before the run may end without it (the stop rule of
// docs/simulate.md). kube_scheduler_py.simulation.run.MAX_RETRIES.
const maxRetries = 3

func (a *attempts) podBound() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.bound++
}

func (a *attempts) boundCount() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.bound
}

func (a *attempts) worldChanged() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.world++
}

func (a *attempts) recordOutcome(key string, failed bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !failed {
		delete(a.failures, key)
		return
	}
	started := a.startedAt[key]
	if run, ok := a.failures[key]; ok && run.world == started {
		a.failures[key] = failureRun{world: started, count: run.count + 1}
	} else {
		a.failures[key] = failureRun{world: started, count: 1}
	}
}

// givenUp reports whether the pod has failed 1 + maxRetries times in a row with nothing
// changed since the first of those attempts started: the stop rule no longer waits for it.
func (a *attempts) givenUp(key string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	run, ok := a.failures[key]
	return ok && run.world == a.world && run.count > maxRetries
}

func (a *attempts) start(key string) {
	a.store.flush(key) // results of an attempt that ended without a hook, if any
	a.mu.Lock()
	defer a.mu.Unlock()
	a.startedAt[key] = a.world
	a.busy = true
	a.current, a.scheduled, a.finished = key, false, false
}

func (a *attempts) podScheduled(key string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if key == a.current {
		a.scheduled = true
	}
}

func (a *attempts) end(key string) {
	a.store.flush(key)
	a.mu.Lock()
	defer a.mu.Unlock()
	if key == a.current {
		a.finished = true
	}
	delete(a.binding, key)
}

// scheduleOneReturned is called when ScheduleOne returns: a successful scheduling cycle that
// has not ended yet continues in a binding goroutine.
func (a *attempts) scheduleOneReturned() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.current != "" && a.scheduled && !a.finished {
		a.binding[a.current] = true
	}
	a.current = ""
}

func (a *attempts) bindingsInFlight() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.binding)
}

func (a *attempts) idle() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return !a.busy && len(a.binding) == 0
}

func (a *attempts) setIdle() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.busy = false
}

type simulation struct {
	api             *apiServer
	sched           *scheduler.Scheduler
	informerFactory informers.SharedInformerFactory
	store           *resultStore
	sink            *eventSink
	attempts        *attempts
	objects         []*scenarioObject // every document's object, in input order
	initial         []*scenarioObject // those created at the start
	writeErr        error             // the first timed write the API server refused
	time            *queueTime
	queue           unsafe.Pointer // the scheduler's *PriorityQueue
	timing          *timingNotes
	handlers        []*observedHandler // the scheduler's event handlers (handlers.go)
}

// queueCounts parses the summary of PendingPods: activeQ, backoffQ, unschedulablePods.
func (s *simulation) queueCounts() (int, int, int) {
	_, summary := s.sched.SchedulingQueue.PendingPods()
	var active, backoff, unschedulable int
	fmt.Sscanf(summary, pendingPodsSummary, &active, &backoff, &unschedulable)
	return active, backoff, unschedulable
}

// stopRuleHolds is the stop rule of docs/simulate.md: no attempt or binding cycle in flight
// (the informers have caught up: settle ran), activeQ empty, and every pod in backoffQ given up.
func (s *simulation) stopRuleHolds() bool {
	if !s.attempts.idle() || s.time.timeline.pending() > 0 {
		return false
	}
	pods, summary := s.sched.SchedulingQueue.PendingPods()
	var active, backoff, unschedulable int
	fmt.Sscanf(summary, pendingPodsSummary, &active, &backoff, &unschedulable)
	if os.Getenv("ORACLE_DEBUG") != "" {
		fmt.Fprintf(os.Stderr, "debug: %v %s failures=%v\n", s.time.clock.current().Sub(s.time.start), summary, s.attempts.failures)
	}
	if active != 0 || len(pods) < active+backoff {
		return false
	}
	for _, p := range pods[active : active+backoff] {
		if !s.attempts.givenUp(podKey(p)) {
			return false
		}
	}
	return true
}

func waitFor(ctx context.Context, what string, timeout time.Duration, cond func() bool) error {
	deadline := time.Now().Add(timeout)
	for !cond() {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("oracle: timed out waiting for %s", what)
		}
		time.Sleep(pollInterval)
	}
	return nil
}

// podStoreInSync reports whether the scheduler's pod informer holds exactly the pods (and
// versions) of the API server.
func (s *simulation) podStoreInSync() bool {
	want := s.api.podVersions()
	items := s.informerFactory.Core().V1().Pods().Informer().GetStore().List()
	if len(items) != len(want) {
		return false
	}
	for _, it := range items {
		p := it.(*v1.Pod)
		if want[p.Namespace+"/"+p.Name] != p.ResourceVersion {
			return false
		}
	}
	return true
}

// nodeStoreInSync reports whether the scheduler's node informer holds exactly the nodes (and
// versions) of the API server.
func (s *simulation) nodeStoreInSync() bool {
	want := s.api.nodeVersions()
	items := s.informerFactory.Core().V1().Nodes().Informer().GetStore().List()
	if len(items) != len(want) {
		return false
	}
	for _, it := range items {
		n := it.(*v1.Node)
		if want[n.Name] != n.ResourceVersion {
			return false
		}
	}
	return true
}

// settle waits until the informers have seen every write and the scheduler's event handlers
// have returned from every change their informers hold.
func (s *simulation) settle(ctx context.Context) error {
	if err := waitFor(ctx, "the pod informer", 30*time.Second, s.podStoreInSync); err != nil {
		return err
	}
	if err := waitFor(ctx, "the node informer", 30*time.Second, s.nodeStoreInSync); err != nil {
		return err
	}
	return waitFor(ctx, "the event handlers", 30*time.Second, s.handlersCaughtUp)
}

func (s *simulation) build(ctx context.Context, cfg *config.KubeSchedulerConfiguration) error {
	s.api = newAPIServer()
	s.store = newResultStore()
	s.sink = &eventSink{}
	s.attempts = &attempts{store: s.store, binding: map[string]bool{}, startedAt: map[string]int{}, failures: map[string]failureRun{}}
	s.informerFactory = newInformerFactory(s.api.client)
	recorderFactory := s.sink.factory()
	s.time = &queueTime{clock: &virtualClock{}}

	// The edition's scheduler.New on the virtual clock, its profiles rebuilt with wrapped
	// plugins, and the hooks that follow the attempts (edition_v1*.go).
	sched, err := newScheduler(ctx, s, cfg, recorderFactory)
	if err != nil {
		return err
	}
	s.sched = sched
	if err := s.wrapPlugins(ctx, cfg, recorderFactory); err != nil {
		return err
	}
	s.installHooks()
	s.api.onDelete = s.attempts.worldChanged
	s.sink.onEvent = func(ev eventOut) {
		if ev.Reason == "Scheduled" && ev.Regarding.Kind == "Pod" {
			key := ev.Regarding.Namespace + "/" + ev.Regarding.Name
			s.attempts.recordOutcome(key, false)
			s.attempts.podBound()
			s.attempts.worldChanged()
			s.attempts.end(key)
		}
	}
	return nil
}

// fill puts the scenario into the API server (before any informer runs, so that the first
// list returns everything in input order).
func (s *simulation) fill(objects []*scenarioObject, builtins []*scenarioObject) error {
	s.objects = objects
	s.time.clock.advanceTo(startTime(objects))
	initial, writes := planTimeline(objects)
	s.initial = initial
	index := map[*scenarioObject]int{}
	for i, o := range append(append([]*scenarioObject{}, builtins...), objects...) {
		index[o] = i
	}
	for _, o := range append(append([]*scenarioObject{}, builtins...), initial...) {
		if err := s.api.add(o.info.gvr(), o.obj, index[o]); err != nil {
			return fmt.Errorf("%s: %v", o.describe(), err)
		}
	}
	for i := range writes {
		writes[i].index = index[writes[i].o]
	}
	s.time.timeline = &timeline{writes: writes, start: s.time.clock.current()}
	return nil
}

// applyTimedWrite makes a timed write, counts it as a change of the cluster (the stop rule)
// and lets the informers catch up before anything else happens.
func (s *simulation) applyTimedWrite(ctx context.Context, w timedWrite) {
	if err := s.api.applyWrite(w); err != nil && s.writeErr == nil {
		s.writeErr = fmt.Errorf("%s: %v", w.o.describe(), err)
	}
	s.attempts.worldChanged()
	// The written kind's informer first, so that settle then waits for its handlers too.
	if err := waitFor(ctx, "the informer of a timed write", 30*time.Second, func() bool { return s.writeInformed(w) }); err != nil && s.writeErr == nil {
		s.writeErr = err
	}
	if err := s.settle(ctx); err != nil && s.writeErr == nil {
		s.writeErr = err
	}
	if os.Getenv("ORACLE_DEBUG") != "" {
		_, summary := s.sched.SchedulingQueue.PendingPods()
		fmt.Fprintf(os.Stderr, "debug: %v write %s delete=%v: %s\n", s.time.clock.current().Sub(s.time.start), w.o.describe(), w.delete, summary)
	}
}

// expectedCounts is what the scheduler's cache and queue hold once the informers have
// delivered the scenario. The cache keeps a NodeInfo for every node a running pod is bound to,
// even one that has no Node object, so such names count as nodes too.
func (s *simulation) expectedCounts() (nodes, assigned, pending int) {
	nodeNames := map[string]bool{}
	for _, o := range s.initial {
		switch obj := o.obj.(type) {
		case *v1.Node:
			nodeNames[obj.Name] = true
		case *v1.Pod:
			if obj.Status.Phase == v1.PodSucceeded || obj.Status.Phase == v1.PodFailed {
				continue
			}
			if obj.Spec.NodeName != "" {
				nodeNames[obj.Spec.NodeName] = true
				assigned++
			} else if s.sched.Profiles.HandlesSchedulerName(obj.Spec.SchedulerName) {
				pending++
			}
		}
	}
	return len(nodeNames), assigned, pending
}

// start runs the informers and waits until the scheduler's cache and queue hold the scenario.
func (s *simulation) start(ctx context.Context) error {
	handlers, err := observeEventHandlers(s.informerFactory)
	if err != nil {
		return err
	}
	s.handlers = handlers
	s.informerFactory.Start(ctx.Done())
	synced := s.informerFactory.WaitForCacheSync(ctx.Done())
	for t, ok := range synced {
		if !ok {
			return fmt.Errorf("oracle: informer for %v did not sync", t)
		}
	}
	if err := waitFor(ctx, "the watches", 30*time.Second, func() bool { return s.api.watchCount() >= len(synced) }); err != nil {
		return err
	}
	// As kube-scheduler does before its first cycle: every event handler has seen the initial
	// lists (PersistentVolumeClaims, StorageClasses, ... not only pods and nodes).
	if err := s.sched.WaitForHandlersSync(ctx); err != nil {
		return err
	}
	nodes, assigned, pending := s.expectedCounts()
	err = waitFor(ctx, "the scheduler cache and queue", 30*time.Second, func() bool {
		podCount, _ := s.sched.Cache.PodCount()
		a, b, u := s.queueCounts()
		return s.sched.Cache.NodeCount() == nodes && podCount == assigned && a+b+u == pending
	})
	if err != nil {
		return err
	}
	return s.settle(ctx)
}

// run drives the scheduling loop (what Scheduler.Run does, one ScheduleOne at a time, each
// followed by its binding cycle) on the virtual clock until the stop rule holds.
func (s *simulation) run(ctx context.Context, seed int64, warnings io.Writer) error {
	rand.Seed(seed) //nolint:staticcheck // the scheduler draws from the global math/rand source
	logger := klog.FromContext(ctx)
	// SchedulingQueue.Run, on the virtual clock.
	s.time.timeline.apply = func(w timedWrite) { s.applyTimedWrite(ctx, w) }
	// Timed writes due at the start are made now, once the caches hold the scenario and
	// before Run's loops and the first pop (as in the port).
	s.time.timeline.fireDue(s.time.clock.current())
	s.time.run(s.queue, logger)
	for ctx.Err() == nil {
		active, _, _ := s.queueCounts()
		if active == 0 && s.stopRuleHolds() {
			break
		}
		if active > 0 || s.popsFromBackoffQ() {
			s.sched.ScheduleOne(ctx)
			s.attempts.scheduleOneReturned()
			binding := time.Now()
			if err := waitFor(ctx, "a binding cycle", time.Minute, func() bool { return s.attempts.bindingsInFlight() == 0 }); err != nil {
				return err
			}
			if err := s.waitForAsyncPreemption(ctx); err != nil {
				return err
			}
			if waited := time.Since(binding); waited >= slowBindingCycle {
				s.timing.note("a plugin waited on the wall clock in a binding cycle (the queue's virtual clock stood still)")
			}
			if err := s.settle(ctx); err != nil {
				return err
			}
			s.attempts.setIdle()
			continue
		}
		if !s.time.waitForTick() {
			fmt.Fprintln(warnings, "warning: the run did not settle within the virtual time limit")
			break
		}
		if err := s.settle(ctx); err != nil {
			return err
		}
	}
	s.sched.SchedulingQueue.Close()
	if s.writeErr != nil {
		return s.writeErr
	}
	return ctx.Err()
}

// startTime is when the virtual clock starts: one second after every time the scenario names
// (creation and start times), as in kube_scheduler_py.simulation.run.
func startTime(objects []*scenarioObject) time.Time {
	latest := baseCreationTimestamp
	for _, o := range objects {
		if ts := o.meta().GetCreationTimestamp(); ts.After(latest) {
			latest = ts.Time
		}
		if p, ok := o.obj.(*v1.Pod); ok && p.Status.StartTime != nil && p.Status.StartTime.After(latest) {
			latest = p.Status.StartTime.Time
		}
	}
	return latest.Add(time.Second)
}

func (s *simulation) output() *simulateOutput {
	out := &simulateOutput{KubernetesVersion: kubernetesVersion, Pods: []podOut{}, Events: s.sink.all()}
	listed := map[string]bool{}
	for _, o := range s.objects {
		m := o.meta()
		if o.kind != "Pod" || listed[m.GetNamespace()+"/"+m.GetName()] {
			continue // a timed write may name a pod again
		}
		listed[m.GetNamespace()+"/"+m.GetName()] = true
		p, deleted := s.api.finalPod(m.GetNamespace(), m.GetName())
		if p == nil {
			p = o.obj.(*v1.Pod)
		}
		po := podOut{
			Namespace:         p.Namespace,
			Name:              p.Name,
			UID:               string(p.UID),
			NodeName:          p.Spec.NodeName,
			NominatedNodeName: p.Status.NominatedNodeName,
			Deleted:           deleted,
			Conditions:        []conditionOut{},
			Annotations:       s.store.annotationsOf(podKey(p)),
		}
		for _, c := range p.Status.Conditions {
			po.Conditions = append(po.Conditions, conditionOut{
				Type: string(c.Type), Status: string(c.Status), Reason: c.Reason, Message: c.Message,
			})
		}
		out.Pods = append(out.Pods, po)
	}
	return out
}

func writeJSON(w io.Writer, v interface{}) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func simulate(paths []string, configPath string, seed int64, out, warnings io.Writer) error {
	cfg, err := loadSchedulerConfig(configPath)
	if err != nil {
		return err
	}
	cfg.Parallelism = 1
	objects, builtinClasses, err := loadScenario(paths, warnings)
	if err != nil {
		return err
	}
	if err := refuseUnsimulatedGates(); err != nil {
		return err
	}
	var builtins []*scenarioObject
	for _, pc := range builtinClasses {
		builtins = append(builtins, &scenarioObject{kind: "PriorityClass", info: knownKinds["PriorityClass"], obj: pc, where: "built-in"})
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s := &simulation{timing: newTimingNotes(warnings)}
	if err := s.build(ctx, cfg); err != nil {
		return err
	}
	if err := s.fill(objects, builtins); err != nil {
		return err
	}
	if err := s.start(ctx); err != nil {
		return err
	}
	if err := s.run(ctx, seed, warnings); err != nil {
		return err
	}
	return writeJSON(out, s.output())
}
