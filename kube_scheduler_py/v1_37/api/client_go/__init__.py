"""Port of parts of k8s.io/client-go the scheduler relies on."""
