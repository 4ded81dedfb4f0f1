"""k8s.io/api/scheduling."""
