package main

import (
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

// TestVirtualClockReadingsDiffer: like the wall clock, two readings are never equal.
func TestVirtualClockReadingsDiffer(t *testing.T) {
	c := &virtualClock{}
	if a, b := c.Now(), c.Now(); !b.After(a) {
		t.Fatalf("%v then %v", a, b)
	}
	c.advanceTo(time.Time{}) // never backwards
	if c.current().IsZero() {
		t.Fatal("the clock moved backwards")
	}
}
