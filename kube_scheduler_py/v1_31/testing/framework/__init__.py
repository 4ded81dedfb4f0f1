"""Port of pkg/scheduler/testing/framework: fake listers, fake plugins and framework helpers."""
