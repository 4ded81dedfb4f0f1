"""Ports of k8s.io/kubernetes/pkg/controller code that scheduler tests use."""
