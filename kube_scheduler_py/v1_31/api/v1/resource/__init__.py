"""Port of k8s.io/kubernetes/pkg/api/v1/resource: pod resource requests and limits."""
