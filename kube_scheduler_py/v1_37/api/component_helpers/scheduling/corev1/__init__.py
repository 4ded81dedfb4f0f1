"""Port of k8s.io/component-helpers/scheduling/corev1: pod priority, taints, node selectors."""
