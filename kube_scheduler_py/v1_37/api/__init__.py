"""Ports of the Kubernetes API types and apimachinery helpers the scheduler uses."""
