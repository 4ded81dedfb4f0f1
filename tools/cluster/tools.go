//go:build tools

// Package tools pins the programs this module builds from k8s.io/kubernetes v1.31.1, so that
// go.mod and go.sum keep every module they need.
package tools

import (
	_ "k8s.io/kubernetes/cmd/kube-apiserver"
	_ "k8s.io/kubernetes/cmd/kube-scheduler"
	_ "k8s.io/kubernetes/cmd/kubectl"
)
