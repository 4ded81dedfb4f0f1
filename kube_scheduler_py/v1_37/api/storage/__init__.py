"""k8s.io/api/storage."""
