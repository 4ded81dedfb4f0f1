"""Port of k8s.io/kubernetes/pkg/apis/core/validation (the parts the scheduler relies on)."""
