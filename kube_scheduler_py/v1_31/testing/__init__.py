"""Port of pkg/scheduler/testing: builders and fakes for scheduler tests."""
