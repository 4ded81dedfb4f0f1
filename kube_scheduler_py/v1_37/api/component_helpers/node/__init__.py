"""Port of k8s.io/component-helpers/node: helpers about nodes."""
