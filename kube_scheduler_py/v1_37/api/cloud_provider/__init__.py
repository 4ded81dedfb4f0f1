"""Port of k8s.io/cloud-provider: the parts the scheduler uses."""
