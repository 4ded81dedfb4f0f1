"""Port of k8s.io/component-helpers/resource: a pod's effective requests and limits."""
