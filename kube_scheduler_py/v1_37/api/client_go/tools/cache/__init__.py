"""Port of k8s.io/client-go/tools/cache (only what the scheduler itself references)."""
