//go:build !edition_v1_37

package main

import (
	"testing"

	"k8s.io/klog/v2"
)

// expectedDir holds what the v1.31.1 edition prints for each scenario of testdata.
const expectedDir = "../../testdata/expected"

// Gates of v1.31.1 for TestFeatureGatesFlag: one off by default, one locked on.
const (
	testGate   = "SchedulerQueueingHints"
	lockedGate = "PodDisruptionConditions"
)

// TestQueueLoopsStartAtOnce: v1.31.1's Run starts both flushes at once (wait.Until).
func TestQueueLoopsStartAtOnce(t *testing.T) {
	loops := queueLoops(nil, klog.Background())
	if len(loops) != 2 || loops[0].delay != nil || loops[1].delay != nil {
		t.Fatalf("want two immediate loops, got %+v", loops)
	}
	if loops[0].period != backoffFlushPeriod || loops[1].period != leftoverFlushPeriod {
		t.Errorf("periods %v, %v", loops[0].period, loops[1].period)
	}
}
