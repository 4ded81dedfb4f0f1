"""Port of k8s.io/kubernetes/pkg/apis/core/v1/helper: helpers on v1 resource names and selectors."""
