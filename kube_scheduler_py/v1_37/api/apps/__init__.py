"""k8s.io/api/apps."""
