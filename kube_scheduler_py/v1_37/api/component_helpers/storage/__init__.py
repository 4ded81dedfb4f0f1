"""Port of k8s.io/component-helpers/storage: helpers about volumes and claims."""
