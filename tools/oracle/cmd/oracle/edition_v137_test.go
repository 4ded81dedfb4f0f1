//go:build edition_v1_37

package main

// expectedDir holds what the v1.37.2 edition prints for each scenario of testdata.
const expectedDir = "../../testdata/expected-v1.37"

// Gates of v1.37.2 for TestFeatureGatesFlag: one off by default, one locked on.
const (
	testGate   = "SchedulerAsyncAPICalls"
	lockedGate = "DynamicResourceAllocation"
)
