"""Port of k8s.io/component-helpers/scheduling: helpers for scheduling decisions."""
