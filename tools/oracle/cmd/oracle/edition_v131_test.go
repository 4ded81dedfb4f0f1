//go:build !edition_v1_37

package main

// expectedDir holds what the v1.31.1 edition prints for each scenario of testdata.
const expectedDir = "../../testdata/expected"

// Gates of v1.31.1 for TestFeatureGatesFlag: one off by default, one locked on.
const (
	testGate   = "SchedulerQueueingHints"
	lockedGate = "PodDisruptionConditions"
)
