package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestQueueTime checks Run's loops on the virtual clock: both run at Run's instant, then each
// every period at its own instant; at a shared instant the loop scheduled earlier runs first;
// a scheduling cycle moves the clock by cycleDuration, running what falls due on the way.
func TestQueueTime(t *testing.T) {
	start := time.Date(2024, 1, 1, 0, 0, 1, 0, time.UTC)
	qt := &queueTime{clock: &virtualClock{now: start}}
	var log []string
	record := func(name string) func() {
		return func() { log = append(log, name+"@"+qt.clock.current().Sub(start).Truncate(time.Millisecond).String()) }
	}
	qt.start = start
	qt.loops = []*queueLoop{
		{f: record("backoff"), period: backoffFlushPeriod},
		{f: record("leftover"), period: leftoverFlushPeriod},
	}
	for _, l := range qt.loops {
		l.f()
		qt.reschedule(l, start)
	}
	for i := 0; i < 150; i++ { // 1.5 s of scheduling cycles
		qt.cycle()
	}
	for qt.clock.current().Sub(start) < 30*time.Second {
		if !qt.waitForTick() {
			t.Fatal("past the virtual time limit")
		}
	}
	want := []string{"backoff@0s", "leftover@0s", "backoff@1s"}
	for s := 2; s < 30; s++ {
		want = append(want, "backoff@"+(time.Duration(s)*time.Second).String())
	}
	want = append(want, "leftover@30s", "backoff@30s")
	if len(log) != len(want) {
		t.Fatalf("got %v, want %v", log, want)
	}
	for i := range want {
		if log[i] != want[i] {
			t.Fatalf("event %d: got %v, want %v", i, log, want)
		}
	}
}

// TestVirtualClockReadingsDiffer: like the wall clock, two readings are never equal; but the
// readings do not move the instant, and the next instant starts again from itself.
func TestVirtualClockReadingsDiffer(t *testing.T) {
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	c := &virtualClock{now: start}
	if a, b := c.Now(), c.Now(); !b.After(a) || !a.After(start) {
		t.Fatalf("%v then %v", a, b)
	}
	if !c.current().Equal(start) {
		t.Fatalf("the readings moved the instant to %v", c.current())
	}
	next := start.Add(cycleDuration)
	c.advanceTo(next)
	if got := c.Now(); !got.Equal(next.Add(time.Nanosecond)) {
		t.Fatalf("the first reading of the next instant is %v, want one step after %v", got, next)
	}
	c.advanceTo(start) // never backwards
	if !c.current().Equal(next) {
		t.Fatal("the clock moved backwards")
	}
}

// TestTimingNotes: a preemption that chose a node after a binding depends on the wall clock
// (GetPodStartTime), and ORACLE_REPORT_TIMING=1 says so on standard error.
func TestTimingNotes(t *testing.T) {
	scenario := filepath.Join(t.TempDir(), "s.yaml")
	text := `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: p200}
value: 200
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: p100}
value: 100
---
apiVersion: v1
kind: Node
metadata: {name: n1}
status: {capacity: {cpu: "4", memory: 4Gi, pods: "110"}}
---
apiVersion: v1
kind: Pod
metadata: {name: victim}
spec:
  nodeName: n1
  containers: [{name: c, image: pause, resources: {requests: {cpu: "3"}}}]
status: {phase: Running, startTime: "2024-01-01T00:00:00Z"}
---
apiVersion: v1
kind: Pod
metadata: {name: first}
spec:
  priorityClassName: p200
  containers: [{name: c, image: pause, resources: {requests: {cpu: "1"}}}]
---
apiVersion: v1
kind: Pod
metadata: {name: second}
spec:
  priorityClassName: p100
  containers: [{name: c, image: pause, resources: {requests: {cpu: "2"}}}]
`
	if err := os.WriteFile(scenario, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, report := range []string{"", "1"} {
		t.Setenv("ORACLE_REPORT_TIMING", report)
		var out, errOut bytes.Buffer
		if code := run([]string{"simulate", scenario}, &out, &errOut); code != 0 {
			t.Fatalf("exit code %d: %s", code, errOut.String())
		}
		want := ""
		if report != "" {
			want = "timing-dependent: preemption after a binding (GetPodStartTime is the wall clock's now for pods bound in the run)\n"
		}
		if errOut.String() != want {
			t.Errorf("ORACLE_REPORT_TIMING=%q: stderr %q, want %q", report, errOut.String(), want)
		}
	}
}
