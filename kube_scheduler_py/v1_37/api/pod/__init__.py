"""Port of k8s.io/kubernetes/pkg/api/pod: helpers the apiserver's pod strategy runs."""
