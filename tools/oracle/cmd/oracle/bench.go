package main

// `oracle bench`: the Go baseline of bin/benchmark --vs-go. It runs the unmodified v1.31.1
// scheduler (default profile, no plugin wrappers, no virtual clock, no polling between
// attempts) on a scenario the Python benchmark wrote, the way scheduler_perf starts it
// (test/integration/util.StartScheduler: informers synced, event handlers synced, then
// `go sched.Run(ctx)`), and measures from the start of Scheduler.Run to the last binding.
// docs/benchmark.md says what differs from scheduler_perf.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	v1 "k8s.io/api/core/v1"
	pkgruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	clienttesting "k8s.io/client-go/testing"
	"k8s.io/client-go/tools/events"
	"k8s.io/kubernetes/pkg/scheduler"
	"k8s.io/kubernetes/pkg/scheduler/profile"
)

// benchStall is how long the benchmark waits for another binding before it reports the pods
// still pending as unscheduled.
const benchStall = 10 * time.Second

// benchOutput is what `oracle bench` prints (JSON); kube_scheduler_py.simulation.benchmark
// reads it.
type benchOutput struct {
	Nodes               int     `json:"nodes"`
	RunningPods         int     `json:"running_pods"`
	PendingPods         int     `json:"pending_pods"`
	Scheduled           int     `json:"scheduled"`
	Parallelism         int32   `json:"parallelism"`
	SetupSeconds        float64 `json:"setup_seconds"`
	SchedulingSeconds   float64 `json:"scheduling_seconds"`
	CPUSeconds          float64 `json:"cpu_seconds"`
	PodsPerSecond       float64 `json:"pods_per_second"`
	SchedulerPerfAvg    float64 `json:"scheduler_perf_average"`
	PeakMemoryMiB       float64 `json:"peak_memory_mib"`
	PlacementDigest     string  `json:"placement_digest"`
	LoadDigest          string  `json:"load_digest"`
	GoVersion           string  `json:"go_version"`
	GOMAXPROCS          int     `json:"gomaxprocs"`
	KubernetesVersion   string  `json:"kubernetes_version"`
	PercentageOfNodes   *int32  `json:"percentage_of_nodes_to_score"`
	BindingsBeforeStart int     `json:"bindings_before_start"`
}

// bindingLog is the API server's record of every successful pods/binding request: which node
// each pod got and when. done is closed when the want-th binding arrives.
type bindingLog struct {
	mu    sync.Mutex
	want  int
	nodes map[string]string // pod name -> node
	times []time.Time
	done  chan struct{}
}

func (b *bindingLog) bound(pod, node string) {
	now := time.Now()
	b.mu.Lock()
	defer b.mu.Unlock()
	b.nodes[pod] = node
	b.times = append(b.times, now)
	if len(b.times) == b.want {
		close(b.done)
	}
}

func (b *bindingLog) snapshot() (int, []time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.times), append([]time.Time(nil), b.times...)
}

// recordBindings puts a reactor in front of the API server's pods/binding emulation that
// notes every binding it accepts.
func recordBindings(api *apiServer, bindings *bindingLog) {
	api.client.PrependReactor("create", "pods", func(action clienttesting.Action) (bool, pkgruntime.Object, error) {
		handled, obj, err := api.bindingReactor(action)
		if handled && err == nil {
			binding := action.(clienttesting.CreateActionImpl).GetObject().(*v1.Binding)
			bindings.bound(binding.Name, binding.Target.Name)
		}
		return handled, obj, err
	})
}

// cpuSeconds is the CPU time (user and system) this process has used so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// maxRSSMiB is the process's peak resident set size so far (Linux reports KiB).
func maxRSSMiB() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Maxrss) / 1024
}

// rssMiB is the process's resident set size now (VmRSS in /proc/self/status), or its peak so
// far where that cannot be read. The growth of the peak alone would miss a run whose memory
// stays below what the Go runtime and the packages' init reached before it and gave back.
func rssMiB() float64 {
	status, err := os.ReadFile("/proc/self/status")
	if err == nil {
		for _, line := range strings.Split(string(status), "\n") {
			if fields := strings.Fields(line); len(fields) == 3 && fields[0] == "VmRSS:" {
				if kib, err := strconv.ParseFloat(fields[1], 64); err == nil {
					return kib / 1024
				}
			}
		}
	}
	return maxRSSMiB()
}

// schedulerPerfAverage is scheduler_perf's SchedulingThroughput "Average" computed from the
// binding times: the count is sampled every second from the start, the first sample that
// sees a scheduled pod is only a baseline, a sample with no new pod is merged into the next,
// and the partial second after the last full sample is not counted
// (throughputCollector.run in test/integration/scheduler_perf/util.go, v1.31.1).
func schedulerPerfAverage(start time.Time, times []time.Time) float64 {
	if len(times) == 0 {
		return 0
	}
	sorted := append([]time.Time(nil), times...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Before(sorted[j]) })
	var samples []float64
	started, last, skipped := false, 0, 0
	lastTime := start
	for tick := start.Add(time.Second); !tick.After(sorted[len(sorted)-1]); tick = tick.Add(time.Second) {
		scheduled := sort.Search(len(sorted), func(i int) bool { return sorted[i].After(tick) })
		if scheduled == 0 {
			continue
		}
		if !started {
			started, last, lastTime = true, scheduled, tick
			continue
		}
		if scheduled == last {
			skipped++
			continue
		}
		rate := float64(scheduled-last) / tick.Sub(lastTime).Seconds()
		for i := 0; i <= skipped; i++ {
			samples = append(samples, rate)
		}
		last, lastTime, skipped = scheduled, tick, 0
	}
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for _, s := range samples {
		sum += s
	}
	return sum / float64(len(samples))
}

// placementDigest is kube_scheduler_py.simulation.benchmark's digest: the first 16 hex digits
// of the SHA-256 of Python's json.dumps of the sorted [pod name, node name] pairs of the
// pending pods ("" for a pod that got no node).
func placementDigest(pending []string, nodes map[string]string) string {
	names := append([]string(nil), pending...)
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("[")
	for i, name := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%s, %s]", strconv.Quote(name), strconv.Quote(nodes[name]))
	}
	b.WriteString("]")
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])[:16]
}

// loadDigest is kube_scheduler_py.simulation.benchmark's digest of how many pods each node
// holds at the end (running and newly bound), sorted: unlike the placement digest it does
// not depend on how ties between equally good nodes were broken.
func loadDigest(load map[string]int, bound map[string]string) string {
	counts := map[string]int{}
	for node, n := range load {
		counts[node] = n
	}
	for _, node := range bound {
		counts[node]++
	}
	sorted := make([]int, 0, len(counts))
	for _, n := range counts {
		sorted = append(sorted, n)
	}
	sort.Ints(sorted)
	parts := make([]string, len(sorted))
	for i, n := range sorted {
		parts[i] = strconv.Itoa(n)
	}
	sum := sha256.Sum256([]byte("[" + strings.Join(parts, ", ") + "]"))
	return hex.EncodeToString(sum[:])[:16]
}

// benchWorkload counts the scenario's nodes, running pods and pending pods (by name), and
// how many running pods each node holds.
func benchWorkload(objects []*scenarioObject) (load map[string]int, running int, pending []string) {
	load = map[string]int{}
	for _, o := range objects {
		switch obj := o.obj.(type) {
		case *v1.Node:
			load[obj.Name] += 0
		case *v1.Pod:
			if obj.Spec.NodeName != "" {
				load[obj.Spec.NodeName]++
				running++
			} else {
				pending = append(pending, obj.Name)
			}
		}
	}
	return load, running, pending
}

// bench loads the scenario, starts the scheduler on it and waits for every pending pod to
// be bound (or for benchStall without a binding), then prints the measurements as JSON.
func bench(paths []string, seed int64, parallelism int32, out, warnings io.Writer) error {
	setupStart := time.Now()
	memoryBefore := rssMiB()
	cfg, err := loadSchedulerConfig("")
	if err != nil {
		return err
	}
	if parallelism > 0 {
		cfg.Parallelism = parallelism
	}
	objects, builtinClasses, err := loadScenario(paths, warnings)
	if err != nil {
		return err
	}
	load, running, pending := benchWorkload(objects)
	// The fake clientset's watchers panic when their buffer is full; an apiserver's watch
	// cache would buffer, so give them room for every event of the run.
	watch.DefaultChanSize = int32(len(objects) + 4*len(pending) + 1024)
	api := newAPIServer()
	bindings := &bindingLog{want: len(pending), nodes: map[string]string{}, done: make(chan struct{})}
	if len(pending) == 0 {
		close(bindings.done)
	}
	recordBindings(api, bindings)
	index := 0
	for _, pc := range builtinClasses {
		if err := api.add(knownKinds["PriorityClass"].gvr(), pc, index); err != nil {
			return err
		}
		index++
	}
	for _, o := range objects {
		if err := api.add(o.info.gvr(), o.obj, index); err != nil {
			return fmt.Errorf("%s: %v", o.describe(), err)
		}
		index++
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// As test/integration/util.StartScheduler: events go to the API server.
	broadcaster := events.NewBroadcaster(&events.EventSinkImpl{Interface: api.client.EventsV1()})
	broadcaster.StartRecordingToSink(ctx.Done())
	defer broadcaster.Shutdown()
	informerFactory := newInformerFactory(api.client)
	sched, err := scheduler.New(ctx, api.client, informerFactory, nil, profile.NewRecorderFactory(broadcaster),
		schedulerOptions(cfg)...)
	if err != nil {
		return inputErrorf("%v", err)
	}
	informerFactory.Start(ctx.Done())
	informerFactory.WaitForCacheSync(ctx.Done())
	if err := sched.WaitForHandlersSync(ctx); err != nil {
		return err
	}
	beforeStart, _ := bindings.snapshot()

	rand.Seed(seed) //nolint:staticcheck // the scheduler draws from the global math/rand source
	cpuStart := cpuSeconds()
	start := time.Now()
	go sched.Run(ctx)
	waitForBindings(bindings)
	cpuEnd := cpuSeconds()
	scheduled, times := bindings.snapshot()
	cancel()

	result := benchOutput{
		Nodes:               len(load),
		RunningPods:         running,
		PendingPods:         len(pending),
		Scheduled:           scheduled,
		Parallelism:         cfg.Parallelism,
		SetupSeconds:        start.Sub(setupStart).Seconds(),
		CPUSeconds:          cpuEnd - cpuStart,
		GoVersion:           runtime.Version(),
		GOMAXPROCS:          runtime.GOMAXPROCS(0),
		KubernetesVersion:   kubernetesVersion,
		PercentageOfNodes:   cfg.PercentageOfNodesToScore,
		BindingsBeforeStart: beforeStart,
		PeakMemoryMiB:       maxRSSMiB() - memoryBefore,
	}
	if scheduled > 0 {
		last := times[len(times)-1]
		result.SchedulingSeconds = last.Sub(start).Seconds()
		result.PodsPerSecond = float64(scheduled) / result.SchedulingSeconds
		result.SchedulerPerfAvg = math.Round(schedulerPerfAverage(start, times)*10) / 10
	}
	bindings.mu.Lock()
	result.PlacementDigest = placementDigest(pending, bindings.nodes)
	result.LoadDigest = loadDigest(load, bindings.nodes)
	bindings.mu.Unlock()
	return writeJSON(out, result)
}

// waitForBindings returns when every pending pod is bound, or when benchStall has passed
// without a new binding.
func waitForBindings(bindings *bindingLog) {
	seen := -1
	stalled := time.NewTimer(benchStall)
	defer stalled.Stop()
	check := time.NewTicker(100 * time.Millisecond)
	defer check.Stop()
	for {
		select {
		case <-bindings.done:
			return
		case <-stalled.C:
			return
		case <-check.C:
			if n, _ := bindings.snapshot(); n != seen {
				seen = n
				stalled.Reset(benchStall)
			}
		}
	}
}

// runBench checks the arguments of `oracle bench` and runs it.
func runBench(pos []string, opts map[string]string, stdout, stderr io.Writer) error {
	if len(pos) == 0 {
		return inputErrorf("bench needs at least one SCENARIO")
	}
	for _, name := range []string{"config", "output"} {
		if _, ok := opts[name]; ok {
			return inputErrorf("bench takes only --seed and --parallelism (the default profile, JSON output)")
		}
	}
	var seed int64
	var parallelism int64
	var err error
	if v, ok := opts["seed"]; ok {
		if seed, err = strconv.ParseInt(v, 10, 64); err != nil {
			return inputErrorf("--seed %s: not an integer", v)
		}
	}
	if v, ok := opts["parallelism"]; ok {
		if parallelism, err = strconv.ParseInt(v, 10, 32); err != nil || parallelism < 1 {
			return inputErrorf("--parallelism %s: not a positive integer", v)
		}
	}
	return bench(pos, seed, int32(parallelism), stdout, stderr)
}
