//go:build edition_v1_37

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"k8s.io/klog/v2"
)

// expectedDir holds what the v1.37.2 edition prints for each scenario of testdata.
const expectedDir = "../../testdata/expected-v1.37"

// Gates of v1.37.2 for TestFeatureGatesFlag: one off by default, one locked on.
const (
	testGate   = "SchedulerAsyncAPICalls"
	lockedGate = "DynamicResourceAllocation"
)

// TestBackoffFlushOnWholeSeconds: v1.37.2's backoff flush first runs at the next whole second
// of the clock (the queue's ordering window), the leftover flush at once.
func TestBackoffFlushOnWholeSeconds(t *testing.T) {
	loops := queueLoops(nil, klog.Background())
	if len(loops) != 2 || loops[0].delay == nil || loops[1].delay != nil {
		t.Fatalf("want a delayed backoff loop and an immediate leftover loop, got %+v", loops)
	}
	for _, c := range []struct{ start, want time.Duration }{
		{time.Second + 5*time.Nanosecond, time.Second - 5*time.Nanosecond},
		{1500 * time.Millisecond, 500 * time.Millisecond},
	} {
		start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Add(c.start)
		if got := loops[0].delay(start); got != c.want {
			t.Errorf("start +%v: first backoff flush after %v, want %v", c.start, got, c.want)
		}
	}
}

// TestDRAObjectsRefused: the v1.37.2 oracle refuses DRA objects with one line, exit code 2.
func TestDRAObjectsRefused(t *testing.T) {
	f := filepath.Join(t.TempDir(), "claim.yaml")
	claim := "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: gpu}\nspec: {}\n"
	if err := os.WriteFile(f, []byte(claim), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := run([]string{"simulate", f}, &out, &errOut)
	want := "(ResourceClaim default/gpu): kind ResourceClaim (resource.k8s.io/v1): Dynamic Resource Allocation objects are not supported by the v1.37.2 oracle yet\n"
	if code != 2 || out.Len() != 0 || !strings.HasSuffix(errOut.String(), want) || strings.Count(errOut.String(), "\n") != 1 {
		t.Errorf("code %d, stdout %q, stderr %q; want 2 and one line ending %q", code, out.String(), errOut.String(), want)
	}
}
