package main

// Virtual time for the scheduling queue, shared with kube-scheduler-py's simulation (see the
// section "Time and the stop rule" of docs/simulate.md).
//
// The queue reads time through its clock field (backoff, the unschedulable leftover timeout,
// queue timestamps); the oracle gives it a virtualClock instead of the wall clock. The two
// loops SchedulingQueue.Run would start on the wall clock (wait.Until, which cannot take a
// clock) are run here on the virtual clock instead, calling the queue's own flush functions.

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
	"unsafe"

	"k8s.io/klog/v2"
	"k8s.io/utils/clock"
)

const (
	// cycleDuration is how long a scheduling cycle takes on the virtual clock: the clock moves
	// on this much between the moment a pod leaves activeQ and the scheduling cycle that
	// decides about it. kube_scheduler_py.simulation.run.SCHEDULING_CYCLE_DURATION.
	cycleDuration = 10 * time.Millisecond
	// maxVirtualTime cuts off a run that never settles. simulation.run.MAX_VIRTUAL_TIME.
	maxVirtualTime = time.Hour
	// The periods of the two loops of PriorityQueue.Run.
	backoffFlushPeriod  = time.Second
	leftoverFlushPeriod = 30 * time.Second
)

// virtualClock is the queue's clock (docs/simulate.md, "The virtual clock"). The instant moves
// only when the driver moves it. Like the wall clock (and like the port's InstantClock, whose
// readings move on a step per delivered watch event), no two readings within an instant are
// equal: each Now is one nanosecond after the previous one, so pods queued one after the other
// keep their order; the next instant starts again from the instant itself, so readings never
// drift away from it. The queue's decisions about time, and the timestamp of a failed attempt,
// read the instant itself (exactReading), as the port does inside InstantClock.exact().
type virtualClock struct {
	mu       sync.Mutex
	now      time.Time // the instant
	readings int       // readings since the instant began
}

var _ clock.Clock = &virtualClock{}

func (c *virtualClock) Now() time.Time {
	exact := exactReading()
	c.mu.Lock()
	defer c.mu.Unlock()
	if exact {
		return c.now
	}
	c.readings++
	return c.now.Add(time.Duration(c.readings) * time.Nanosecond)
}

func (c *virtualClock) Since(t time.Time) time.Duration { return c.Now().Sub(t) }

// advanceTo moves the clock to the instant t (never backwards).
func (c *virtualClock) advanceTo(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.After(c.now) {
		c.now, c.readings = t, 0
	}
}

// current is the instant.
func (c *virtualClock) current() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// exactReading reports whether Now was called, directly or through Since, from one of the
// edition's exactQueueFunctions: whether a backoff is over, the leftover flush's wait, a failed
// attempt's timestamp (the queue reads its clock nowhere else but directly in its functions).
func exactReading() bool {
	var pcs [6]uintptr
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs[:])])
	for {
		frame, more := frames.Next()
		for _, name := range exactQueueFunctions {
			if strings.HasSuffix(frame.Function, name) {
				return true
			}
		}
		if !more {
			return false
		}
	}
}

// The queue never waits on its clock; these complete clock.Clock.
func (c *virtualClock) After(time.Duration) <-chan time.Time { panic("virtualClock: After") }
func (c *virtualClock) NewTimer(time.Duration) clock.Timer   { panic("virtualClock: NewTimer") }
func (c *virtualClock) Sleep(time.Duration)                  { panic("virtualClock: Sleep") }
func (c *virtualClock) Tick(time.Duration) <-chan time.Time  { panic("virtualClock: Tick") }

// queueLoop is one of Run's two loops: f every period, the first time when Run starts or,
// with a delay, first at Run's start plus delay (the edition's queueLoops say which).
type queueLoop struct {
	f      func()
	period time.Duration
	delay  func(start time.Time) time.Duration
	next   time.Time
	seq    int // when next was set: loops due at the same instant run in that order
}

// queueTime drives the virtual clock: the queue's loops, the cost of scheduling cycles.
type queueTime struct {
	clock *virtualClock
	loops []*queueLoop
	seq   int
	start time.Time
	// timeline makes the scenario's timed writes; one due at the same instant as a loop
	// comes first (in the port they run inside the clock's step, before woken tasks).
	timeline *timeline
}

// run starts Run's loops on the virtual clock: each calls its flush at once (wait.Until does),
// then every period; a loop with a delay first runs that long after the start.
func (qt *queueTime) run(queue unsafe.Pointer, logger klog.Logger) {
	qt.start = qt.clock.current()
	qt.loops = queueLoops(queue, logger)
	for _, l := range qt.loops {
		if l.delay != nil {
			qt.seq++
			l.next, l.seq = qt.start.Add(l.delay(qt.start)), qt.seq
			continue
		}
		l.f()
		qt.reschedule(l, qt.start)
	}
}

func (qt *queueTime) reschedule(l *queueLoop, from time.Time) {
	qt.seq++
	l.next, l.seq = from.Add(l.period), qt.seq
}

// nextTick is when the next loop is due.
func (qt *queueTime) nextTick() time.Time {
	next := qt.loops[0].next
	for _, l := range qt.loops[1:] {
		if l.next.Before(next) {
			next = l.next
		}
	}
	return next
}

// advanceTo moves the clock to t, running every loop due on the way at its own instant (at
// the same instant, in the order they were scheduled).
func (qt *queueTime) advanceTo(t time.Time) {
	for {
		var due []*queueLoop
		for _, l := range qt.loops {
			if !l.next.After(t) {
				due = append(due, l)
			}
		}
		if len(due) == 0 {
			break
		}
		if at, ok := qt.timeline.next(); ok && !at.After(t) && !at.After(earliest(due)) {
			qt.clock.advanceTo(at)
			qt.timeline.fireDue(at)
			continue
		}
		sort.Slice(due, func(i, j int) bool {
			if !due[i].next.Equal(due[j].next) {
				return due[i].next.Before(due[j].next)
			}
			return due[i].seq < due[j].seq
		})
		l := due[0]
		at := l.next
		qt.clock.advanceTo(at)
		l.f()
		qt.reschedule(l, at)
	}
	if at, ok := qt.timeline.next(); ok && !at.After(t) {
		qt.clock.advanceTo(at)
		qt.timeline.fireDue(at)
		qt.advanceTo(t)
		return
	}
	qt.clock.advanceTo(t)
}

func earliest(loops []*queueLoop) time.Time {
	first := loops[0].next
	for _, l := range loops[1:] {
		if l.next.Before(first) {
			first = l.next
		}
	}
	return first
}

// cycle is the cost of one scheduling cycle.
func (qt *queueTime) cycle() {
	qt.advanceTo(qt.clock.current().Add(cycleDuration))
}

// waitForTick moves to the next loop's instant and runs it; false past maxVirtualTime.
func (qt *queueTime) waitForTick() bool {
	next := qt.nextTick()
	if at, ok := qt.timeline.next(); ok && at.Before(next) {
		next = at
	}
	if next.Sub(qt.start) > maxVirtualTime {
		return false
	}
	qt.advanceTo(next)
	return true
}

// slowBindingCycle: a binding cycle that takes this long on the wall clock waited in a plugin
// (VolumeBinding's PreBind poll), on the wall clock, while the queue's virtual clock stood still.
const slowBindingCycle = 100 * time.Millisecond

// timingNotes reports, with ORACLE_REPORT_TIMING=1, on standard error, each time this run
// depended on the wall clock in a way the port's virtual clock cannot reproduce (see "What
// stays timing-dependent" in docs/simulate.md). tests/differential classifies by these lines.
type timingNotes struct {
	mu   sync.Mutex
	out  io.Writer
	seen map[string]bool
}

func newTimingNotes(out io.Writer) *timingNotes {
	if os.Getenv("ORACLE_REPORT_TIMING") == "" {
		out = io.Discard
	}
	return &timingNotes{out: out, seen: map[string]bool{}}
}

// note writes "timing-dependent: WHAT" once per distinct WHAT.
func (t *timingNotes) note(what string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.seen[what] {
		t.seen[what] = true
		fmt.Fprintf(t.out, "timing-dependent: %s\n", what)
	}
}
