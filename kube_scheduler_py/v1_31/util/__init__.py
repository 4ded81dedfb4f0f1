"""Port of k8s.io/kubernetes/pkg/scheduler/util: small helpers shared across the scheduler."""
