"""k8s.io/api/events."""
