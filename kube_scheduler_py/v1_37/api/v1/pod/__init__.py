"""Port of k8s.io/kubernetes/pkg/api/v1/pod: helpers on v1 pods."""
