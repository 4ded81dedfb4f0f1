"""Port of k8s.io/kubernetes/pkg/api/v1: helpers on v1 API objects."""
