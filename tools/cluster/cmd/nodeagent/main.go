// Command nodeagent plays the two parts of a kubelet that the scheduler's world depends on, for
// a cluster whose nodes are plain Node objects: a pod bound to a node starts running there
// (phase Running, a start time, Ready), and a pod being deleted gracefully is confirmed gone
// (deleted with a zero grace period, as a kubelet does once the containers have stopped). It
// touches nothing else. KWOK does the same and more; this is the smallest thing that works.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	kubeconfig := flag.String("kubeconfig", "", "the cluster's kubeconfig (required)")
	flag.Parse()
	config, err := clientcmd.BuildConfigFromFlags("", *kubeconfig)
	if err != nil {
		fail(err)
	}
	client, err := kubernetes.NewForConfig(config)
	if err != nil {
		fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	work := make(chan *v1.Pod, 1024)
	factory := informers.NewSharedInformerFactory(client, 0)
	enqueue := func(obj interface{}) {
		if pod, ok := obj.(*v1.Pod); ok && pod.Spec.NodeName != "" {
			work <- pod
		}
	}
	_, err = factory.Core().V1().Pods().Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj interface{}) { enqueue(obj) },
	})
	if err != nil {
		fail(err)
	}
	factory.Start(ctx.Done())
	factory.WaitForCacheSync(ctx.Done())
	fmt.Println("nodeagent ready")
	for {
		select {
		case <-ctx.Done():
			return
		case pod := <-work:
			if err := handle(ctx, client, pod); err != nil && !apierrors.IsNotFound(err) && !apierrors.IsConflict(err) {
				fmt.Fprintf(os.Stderr, "nodeagent: %s/%s: %v\n", pod.Namespace, pod.Name, err)
			}
		}
	}
}

// handle moves one bound pod a step along its life: being deleted, it goes; pending, it runs.
func handle(ctx context.Context, client kubernetes.Interface, pod *v1.Pod) error {
	pods := client.CoreV1().Pods(pod.Namespace)
	if pod.DeletionTimestamp != nil {
		zero := int64(0)
		return pods.Delete(ctx, pod.Name, metav1.DeleteOptions{GracePeriodSeconds: &zero, Preconditions: metav1.NewUIDPreconditions(string(pod.UID))})
	}
	if pod.Status.Phase != v1.PodPending && pod.Status.Phase != "" {
		return nil
	}
	running := pod.DeepCopy()
	now := metav1.Now()
	running.Status.Phase = v1.PodRunning
	running.Status.StartTime = &now
	for _, kind := range []v1.PodConditionType{v1.PodInitialized, v1.ContainersReady, v1.PodReady} {
		running.Status.Conditions = append(running.Status.Conditions, v1.PodCondition{Type: kind, Status: v1.ConditionTrue, LastTransitionTime: now})
	}
	_, err := pods.UpdateStatus(ctx, running, metav1.UpdateOptions{})
	return err
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "nodeagent: %v\n", err)
	os.Exit(1)
}
