"""Port of pkg/scheduler/apis: the scheduler's component configuration API."""
