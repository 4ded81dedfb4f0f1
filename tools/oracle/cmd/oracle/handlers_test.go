package main

import (
	"context"
	"testing"
	"time"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// The handlers have caught up only once a handler that is still running a change has
// returned, however long it takes (no grace period): a write is never taken for handled
// because the informer's store holds it.
func TestSettleWaitsForAHandlerThatRunsLate(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s := &simulation{api: newAPIServer()}
	s.informerFactory = newInformerFactory(s.api.client)
	release := make(chan struct{})
	handled := map[string]bool{}
	informer := s.informerFactory.Core().V1().Nodes().Informer()
	if _, err := informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) {
			if obj.(*v1.Node).Name == "late" {
				<-release
			}
			handled[obj.(*v1.Node).Name] = true
		},
	}); err != nil {
		t.Fatal(err)
	}
	handlers, err := observeEventHandlers(s.informerFactory)
	if err != nil {
		t.Fatal(err)
	}
	if len(handlers) != 1 {
		t.Fatalf("%d handlers observed, want 1", len(handlers))
	}
	s.handlers = handlers
	s.informerFactory.Start(ctx.Done())
	s.informerFactory.WaitForCacheSync(ctx.Done())
	if err := waitFor(ctx, "the empty store", 10*time.Second, s.handlersCaughtUp); err != nil {
		t.Fatal(err)
	}

	for _, name := range []string{"late", "next"} {
		node := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: name}}
		if err := s.api.tracker.Create(nodesGVR, node, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := waitFor(ctx, "the node informer", 10*time.Second, s.nodeStoreInSync); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond) // ten times the grace the oracle used to give
	if s.handlersCaughtUp() {
		t.Fatal("caught up while the handler is still running the first node")
	}
	close(release)
	if err := waitFor(ctx, "the handler", 10*time.Second, s.handlersCaughtUp); err != nil {
		t.Fatal(err)
	}
	// Caught up means returned from both: the maps are written by the handler's goroutine,
	// before it records the change.
	if !handled["late"] || !handled["next"] {
		t.Errorf("handled %v, want both nodes", handled)
	}

	if err := s.api.tracker.Delete(nodesGVR, "", "next"); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, "the node informer", 10*time.Second, s.nodeStoreInSync); err != nil {
		t.Fatal(err)
	}
	if err := waitFor(ctx, "the handler after a delete", 10*time.Second, s.handlersCaughtUp); err != nil {
		t.Fatal(err)
	}
}
