"""Port of the parts of k8s.io/kubernetes/pkg/volume the scheduler uses."""
