package main

// Knowing when the scheduler's event handlers have run. An informer updates its store and
// then hands the change to each registered handler, which runs on a goroutine of its own, so
// a store that holds a write says nothing about whether the scheduler's cache and queue have
// seen it. The oracle therefore wraps every handler the scheduler registered (before the
// informers start) in an observedHandler, which notes, once the handler has returned, the
// resourceVersion of each object it was told about. A handler has caught up when what it
// noted is exactly its informer's store: every change the store shows has been handled.

import (
	"fmt"
	"reflect"
	"sync"
	"unsafe"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/tools/cache"
)

// observedHandler wraps one event handler and records, after each call returns, the
// resourceVersion of every object the handler was told about (and forgets deleted ones).
type observedHandler struct {
	inner cache.ResourceEventHandler
	store cache.Store // its informer's store
	mu    sync.Mutex
	seen  map[string]string // object key -> resourceVersion
}

func (h *observedHandler) OnAdd(obj interface{}, isInInitialList bool) {
	h.inner.OnAdd(obj, isInInitialList)
	h.record(obj, false)
}

func (h *observedHandler) OnUpdate(oldObj, newObj interface{}) {
	h.inner.OnUpdate(oldObj, newObj)
	h.record(newObj, false)
}

func (h *observedHandler) OnDelete(obj interface{}) {
	h.inner.OnDelete(obj)
	h.record(obj, true)
}

func (h *observedHandler) record(obj interface{}, deleted bool) {
	key, err := cache.DeletionHandlingMetaNamespaceKeyFunc(obj)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if deleted {
		delete(h.seen, key)
		return
	}
	if a, err := meta.Accessor(obj); err == nil {
		h.seen[key] = a.GetResourceVersion()
	}
}

// caughtUp reports whether the handler has returned from every change its informer's store
// holds: it was last told of each stored object at the stored resourceVersion and of no other
// object.
func (h *observedHandler) caughtUp() bool {
	items := h.store.List()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(items) != len(h.seen) {
		return false
	}
	for _, item := range items {
		key, err := cache.MetaNamespaceKeyFunc(item)
		if err != nil {
			return false
		}
		a, err := meta.Accessor(item)
		if err != nil {
			return false
		}
		if version, ok := h.seen[key]; !ok || version != a.GetResourceVersion() {
			return false
		}
	}
	return true
}

// observeEventHandlers wraps every handler registered on the informers of factory, which must
// not have been started: client-go offers no hook for this, so the listeners' unexported
// handler fields are replaced (the names are those of client-go v0.31 and v0.37).
func observeEventHandlers(factory informers.SharedInformerFactory) ([]*observedHandler, error) {
	var observed []*observedHandler
	infs := unexported(reflect.ValueOf(factory).Elem(), "informers")
	if !infs.IsValid() || infs.Kind() != reflect.Map {
		return nil, fmt.Errorf("oracle: cannot find the informers of the informer factory")
	}
	iter := infs.MapRange()
	for iter.Next() {
		informer := iter.Value().Interface().(cache.SharedIndexInformer)
		processor := unexported(sharedIndexInformer(informer), "processor")
		if !processor.IsValid() || processor.IsNil() {
			return nil, fmt.Errorf("oracle: cannot find the handlers of the %v informer", iter.Key())
		}
		listeners := unexported(processor.Elem(), "listeners")
		for _, listener := range listeners.MapKeys() {
			handler := unexported(listener.Elem(), "handler")
			h := &observedHandler{
				inner: handler.Interface().(cache.ResourceEventHandler),
				store: informer.GetStore(),
				seen:  map[string]string{},
			}
			handler.Set(reflect.ValueOf(cache.ResourceEventHandler(h)))
			observed = append(observed, h)
		}
	}
	return observed, nil
}

// sharedIndexInformer is client-go's sharedIndexInformer struct behind informer, found through
// the typed wrappers that embed it (v0.37's typedSharedIndexInformer); the zero Value if none.
func sharedIndexInformer(informer cache.SharedIndexInformer) reflect.Value {
	v := reflect.ValueOf(informer)
	for {
		for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
			v = v.Elem()
		}
		if v.Kind() != reflect.Struct {
			return reflect.Value{}
		}
		if v.FieldByName("processor").IsValid() {
			if !v.CanAddr() {
				return reflect.Value{}
			}
			return v
		}
		v = v.FieldByName("SharedIndexInformer")
		if !v.IsValid() {
			return v
		}
	}
}

// unexported is the named field of the struct v (addressable) as a value that can be read and
// set; the zero Value when there is no such field.
func unexported(v reflect.Value, name string) reflect.Value {
	if !v.IsValid() {
		return v
	}
	field := v.FieldByName(name)
	if !field.IsValid() {
		return field
	}
	return reflect.NewAt(field.Type(), unsafe.Pointer(field.UnsafeAddr())).Elem()
}

// handlersCaughtUp reports whether every observed handler has caught up with its informer.
func (s *simulation) handlersCaughtUp() bool {
	for _, h := range s.handlers {
		if !h.caughtUp() {
			return false
		}
	}
	return true
}
