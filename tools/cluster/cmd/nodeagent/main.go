// Command nodeagent plays the parts of a kubelet that the scheduler's world depends on, for a
// cluster whose nodes are plain Node objects:
//   - admission: a pod bound to a node whose admitted pods leave too little room is rejected
//     (phase Failed, reason OutOf<resource>), with the check and the words the v1.31.1 kubelet
//     uses (pkg/kubelet/lifecycle, through the scheduler's noderesources.Fits). Two schedulers
//     that race for the same room can both bind; the kubelet is where that is caught.
//   - running: an admitted pod starts running (phase Running, a start time, Ready);
//   - deleting: a pod being deleted gracefully is confirmed gone (deleted with a zero grace
//     period, as a kubelet does once the containers have stopped).
//
// It touches nothing else. KWOK does the same and more; this is the smallest thing that works.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	corelisters "k8s.io/client-go/listers/core/v1"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/kubernetes/pkg/scheduler/framework"
	"k8s.io/kubernetes/pkg/scheduler/framework/plugins/noderesources"
)

// change is one pod event for the agent's single worker: the pod as it is now, or gone.
type change struct {
	pod     *v1.Pod
	deleted bool
}

// errNodeUnknown: a pod is bound to a node the agent's node informer has not seen yet (after an
// API server outage the pod watch may resume before the node watch); the pod is tried again.
var errNodeUnknown = errors.New("node not known yet")

type agent struct {
	client kubernetes.Interface
	nodes  corelisters.NodeLister
	// admitted holds, per node, the pods the agent let run there and that still do.
	admitted map[string]map[types.UID]*v1.Pod
}

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

	work := make(chan change, 4096)
	factory := informers.NewSharedInformerFactory(client, 0)
	enqueue := func(obj interface{}, deleted bool) {
		if tombstone, ok := obj.(cache.DeletedFinalStateUnknown); ok {
			obj = tombstone.Obj
		}
		if pod, ok := obj.(*v1.Pod); ok && pod.Spec.NodeName != "" {
			work <- change{pod, deleted}
		}
	}
	_, err = factory.Core().V1().Pods().Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    func(obj interface{}) { enqueue(obj, false) },
		UpdateFunc: func(_, obj interface{}) { enqueue(obj, false) },
		DeleteFunc: func(obj interface{}) { enqueue(obj, true) },
	})
	if err != nil {
		fail(err)
	}
	a := &agent{client, factory.Core().V1().Nodes().Lister(), map[string]map[types.UID]*v1.Pod{}}
	factory.Start(ctx.Done())
	factory.WaitForCacheSync(ctx.Done())
	fmt.Println("nodeagent ready")
	for {
		select {
		case <-ctx.Done():
			return
		case c := <-work:
			err := a.handle(ctx, c)
			if err != nil && !errors.Is(err, errNodeUnknown) && !apierrors.IsNotFound(err) && !apierrors.IsConflict(err) {
				fmt.Fprintf(os.Stderr, "nodeagent: %s/%s: %v\n", c.pod.Namespace, c.pod.Name, err)
			}
			// A node not seen yet, or an API server that did not answer (down for a while):
			// try again in a second, as a kubelet keeps trying.
			var answered apierrors.APIStatus
			if errors.Is(err, errNodeUnknown) || (err != nil && !errors.As(err, &answered)) {
				time.AfterFunc(time.Second, func() { work <- c })
			}
		}
	}
}

// handle moves one bound pod a step along its life.
func (a *agent) handle(ctx context.Context, c change) error {
	pod, node := c.pod, c.pod.Spec.NodeName
	if a.admitted[node] == nil {
		a.admitted[node] = map[types.UID]*v1.Pod{}
	}
	switch {
	case c.deleted, pod.Status.Phase == v1.PodFailed, pod.Status.Phase == v1.PodSucceeded:
		delete(a.admitted[node], pod.UID)
		return nil
	case pod.DeletionTimestamp != nil:
		delete(a.admitted[node], pod.UID)
		zero := int64(0)
		return a.client.CoreV1().Pods(pod.Namespace).Delete(ctx, pod.Name, metav1.DeleteOptions{
			GracePeriodSeconds: &zero, Preconditions: metav1.NewUIDPreconditions(string(pod.UID)),
		})
	case pod.Status.Phase == v1.PodRunning:
		a.admitted[node][pod.UID] = pod
		return nil
	case a.admitted[node][pod.UID] != nil:
		return nil // admitted already; its Running status is on its way
	}
	return a.admit(ctx, pod)
}

// admit runs the kubelet's resource check for a new pod on its node, then starts or rejects it.
func (a *agent) admit(ctx context.Context, pod *v1.Pod) error {
	node, err := a.nodes.Get(pod.Spec.NodeName)
	if apierrors.IsNotFound(err) {
		return errNodeUnknown
	}
	if err != nil {
		return err
	}
	nodeInfo := framework.NewNodeInfo()
	for _, admitted := range a.admitted[node.Name] {
		nodeInfo.AddPod(admitted)
	}
	nodeInfo.SetNode(node)
	status := pod.DeepCopy()
	now := metav1.Now()
	if insufficient := noderesources.Fits(pod, nodeInfo); len(insufficient) > 0 {
		// The kubelet reports the first resource that does not fit.
		r := insufficient[0]
		status.Status.Phase = v1.PodFailed
		status.Status.Reason = fmt.Sprintf("OutOf%s", r.ResourceName)
		status.Status.Message = "Pod was rejected: " + fmt.Sprintf(
			"Node didn't have enough resource: %s, requested: %d, used: %d, capacity: %d",
			r.ResourceName, r.Requested, r.Used, r.Capacity)
	} else {
		a.admitted[node.Name][pod.UID] = pod
		status.Status.Phase = v1.PodRunning
		status.Status.StartTime = &now
		for _, kind := range []v1.PodConditionType{v1.PodInitialized, v1.ContainersReady, v1.PodReady} {
			status.Status.Conditions = append(status.Status.Conditions, v1.PodCondition{Type: kind, Status: v1.ConditionTrue, LastTransitionTime: now})
		}
	}
	if _, err = a.client.CoreV1().Pods(pod.Namespace).UpdateStatus(ctx, status, metav1.UpdateOptions{}); err != nil {
		// The pod changed meanwhile; its update event brings it back for another try.
		delete(a.admitted[node.Name], pod.UID)
	}
	return err
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "nodeagent: %v\n", err)
	os.Exit(1)
}
