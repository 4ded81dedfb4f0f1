"""Port of k8s.io/client-go/tools."""
