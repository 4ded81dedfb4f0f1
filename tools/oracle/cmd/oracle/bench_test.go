package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBenchPlacesEveryPod runs `oracle bench` on a small cluster: every pending pod must be
// bound, and every node must end with the same number of pods (10 nodes, 25 pods of 100m:
// the scheduler spreads them as evenly as it can).
func TestBenchPlacesEveryPod(t *testing.T) {
	var docs []string
	for i := 0; i < 10; i++ {
		docs = append(docs, fmt.Sprintf(`{"apiVersion":"v1","kind":"Node","metadata":{"name":"n%d"},"status":{"capacity":{"pods":"110","cpu":"4","memory":"32Gi"},"conditions":[{"type":"Ready","status":"True"}]}}`, i))
	}
	pod := `{"apiVersion":"v1","kind":"Pod","metadata":{"name":"%s"},"spec":{%s"containers":[{"name":"pause","image":"registry.k8s.io/pause:3.10","resources":{"requests":{"cpu":"100m","memory":"500Mi"}}}]}%s}`
	docs = append(docs, fmt.Sprintf(pod, "init-pod-0", `"nodeName":"n0",`, `,"status":{"phase":"Running"}`))
	for i := 0; i < 29; i++ {
		docs = append(docs, fmt.Sprintf(pod, fmt.Sprintf("pod-%d", i), "", ""))
	}
	path := filepath.Join(t.TempDir(), "cluster.json")
	if err := os.WriteFile(path, []byte(`{"apiVersion":"v1","kind":"List","items":[`+strings.Join(docs, ",")+`]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"bench", path, "--parallelism", "4"}, &out, &errOut); code != 0 {
		t.Fatalf("exit code %d: %s", code, errOut.String())
	}
	var got benchOutput
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Nodes != 10 || got.RunningPods != 1 || got.PendingPods != 29 || got.Scheduled != 29 || got.Parallelism != 4 {
		t.Errorf("counts: %+v", got)
	}
	if got.PodsPerSecond <= 0 || got.SchedulingSeconds <= 0 {
		t.Errorf("no throughput: %+v", got)
	}
	// 30 pods on 10 nodes: three each.
	if want := loadDigest(map[string]int{"a": 3, "b": 3, "c": 3, "d": 3, "e": 3, "f": 3, "g": 3, "h": 3, "i": 3, "j": 3}, nil); got.LoadDigest != want {
		t.Errorf("load digest %s, want %s (three pods on every node)", got.LoadDigest, want)
	}
}

func TestBenchRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"bench"},
		{"bench", "x.yaml", "--parallelism", "0"},
		{"bench", "x.yaml", "--config", "c.yaml"},
		{"simulate", "x.yaml", "--parallelism", "2"},
	} {
		var out, errOut bytes.Buffer
		if code := run(args, &out, &errOut); code != 2 {
			t.Errorf("%v: exit code %d, want 2 (%s)", args, code, errOut.String())
		}
	}
}

// The digests are the Python benchmark's: json.dumps of the sorted pairs and counts.
func TestBenchDigestsMatchPython(t *testing.T) {
	// hashlib.sha256(json.dumps([["pod-0", "n1"], ["pod-1", ""]]).encode()).hexdigest()[:16]
	if got := placementDigest([]string{"pod-1", "pod-0"}, map[string]string{"pod-0": "n1"}); got != "259ba55e5b854598" {
		t.Errorf("placement digest %s", got)
	}
	// hashlib.sha256(json.dumps([0, 1, 2]).encode()).hexdigest()[:16]
	if got := loadDigest(map[string]int{"a": 0, "b": 1}, map[string]string{"p": "b", "q": "c"}); got != "1d226b8db3e15d55" {
		t.Errorf("load digest %s", got)
	}
}

// scheduler_perf's average: one-second samples, the first only a baseline.
func TestSchedulerPerfAverage(t *testing.T) {
	start := time.Unix(0, 0)
	var times []time.Time
	// 10 pods in the first second, then 100 a second for 3 s, then 50 in the next second.
	for i := 0; i < 10; i++ {
		times = append(times, start.Add(time.Duration(i)*50*time.Millisecond))
	}
	for s := 1; s < 4; s++ {
		for i := 0; i < 100; i++ {
			times = append(times, start.Add(time.Duration(s)*time.Second+time.Duration(i)*5*time.Millisecond))
		}
	}
	for i := 0; i < 50; i++ {
		times = append(times, start.Add(4*time.Second+time.Duration(i)*10*time.Millisecond))
	}
	// Samples at 1 s (baseline: 10), 2 s (+100), 3 s (+100), 4 s (+100); 4.49 s is not a tick.
	if got := schedulerPerfAverage(start, times); got != 100 {
		t.Errorf("average %v, want 100", got)
	}
}
