// Command oracle runs the real kube-scheduler v1.31.1 on kube-scheduler-py scenarios.
package main

import (
	"fmt"

	"k8s.io/kubernetes/pkg/scheduler"
)

func main() {
	var _ *scheduler.Scheduler
	fmt.Println("oracle")
}
