package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strconv"
	"sync"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apimachinery/pkg/watch"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/storage"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/kubernetes/scheme"
	clienttesting "k8s.io/client-go/testing"
	"k8s.io/kubernetes/pkg/api/v1/pod"
	"sigs.k8s.io/yaml"
)

var podsGVR = v1.SchemeGroupVersion.WithResource("pods")

// rvTracker is the fake clientset's object tracker with a resourceVersion counter: every write
// stamps the object with the next number, as etcd would. Without it every object would carry
// an empty resourceVersion and the scheduler would ignore pod updates (it skips update events
// whose old and new resourceVersion are equal).
type rvTracker struct {
	clienttesting.ObjectTracker
	api *apiServer
}

func (t *rvTracker) stamp(obj runtime.Object) {
	if m, err := meta.Accessor(obj); err == nil {
		m.SetResourceVersion(t.api.nextResourceVersion())
	}
}

func (t *rvTracker) Add(obj runtime.Object) error {
	t.stamp(obj)
	return t.ObjectTracker.Add(obj)
}

// Create refuses an object that carries a resourceVersion, as the storage does
// (storage.ErrResourceVersionSetOnCreate, which ErrorToAPIStatus answers as a 500 with its
// words), and gives it the
// deterministic uid of its kind, namespace and name whatever uid it carries, as the apiserver
// gives every created object a new one (rest.FillObjectMetaSystemFields).
func (t *rvTracker) Create(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.CreateOptions) error {
	m, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	if m.GetResourceVersion() != "" {
		return &apierrors.StatusError{ErrStatus: metav1.Status{Status: metav1.StatusFailure,
			Code: http.StatusInternalServerError, Reason: metav1.StatusReasonUnknown,
			Message: storage.ErrResourceVersionSetOnCreate.Error()}}
	}
	kinds, _, err := scheme.Scheme.ObjectKinds(obj)
	if err != nil {
		return err
	}
	m.SetUID(objectUID(kinds[0].Kind, m.GetNamespace(), m.GetName()))
	t.stamp(obj)
	return t.ObjectTracker.Create(gvr, obj, ns, opts...)
}

// Update applies the generic store's rules for resourceVersion and uid: without a
// resourceVersion the update is unconditional, a stale one is a Conflict; without a uid the
// stored one stays, another uid is Invalid (ValidateObjectMetaUpdate: it is immutable).
func (t *rvTracker) Update(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.UpdateOptions) error {
	m, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	stored, err := t.ObjectTracker.Get(gvr, ns, m.GetName())
	if err != nil {
		return err
	}
	old, err := meta.Accessor(stored)
	if err != nil {
		return err
	}
	if rv := m.GetResourceVersion(); rv != "" && rv != old.GetResourceVersion() {
		return apierrors.NewConflict(gvr.GroupResource(), m.GetName(), errors.New(genericregistry.OptimisticLockErrorMsg))
	}
	if m.GetUID() == "" {
		m.SetUID(old.GetUID())
	} else if m.GetUID() != old.GetUID() {
		kinds, _, err := scheme.Scheme.ObjectKinds(obj)
		if err != nil {
			return err
		}
		return apierrors.NewInvalid(kinds[0].GroupKind(), m.GetName(), field.ErrorList{
			field.Invalid(field.NewPath("metadata", "uid"), m.GetUID(), "field is immutable"),
		})
	}
	t.stamp(obj)
	return t.ObjectTracker.Update(gvr, obj, ns, opts...)
}

func (t *rvTracker) Patch(gvr schema.GroupVersionResource, obj runtime.Object, ns string, opts ...metav1.PatchOptions) error {
	t.stamp(obj)
	return t.ObjectTracker.Patch(gvr, obj, ns, opts...)
}

// apiServer is the in-memory API server: a fake clientset whose reactors emulate what the real
// apiserver does for the requests the scheduler makes.
type apiServer struct {
	client  *fake.Clientset
	tracker *rvTracker

	mu       sync.Mutex
	rv       int64
	order    map[types.UID]int  // input position of every scenario object
	deleted  map[string]*v1.Pod // last state of every deleted pod, by namespace/name
	onDelete func()             // called after a pod is deleted
	watches  int                // number of watches opened so far
	writes   int64              // number of writes so far
}

func newAPIServer() *apiServer {
	a := &apiServer{order: map[types.UID]int{}, deleted: map[string]*v1.Pod{}}
	a.client = fake.NewSimpleClientset()
	a.tracker = &rvTracker{ObjectTracker: clienttesting.NewObjectTracker(scheme.Scheme, scheme.Codecs.UniversalDecoder()), api: a}
	a.client.ReactionChain = nil
	a.client.WatchReactionChain = nil
	a.client.AddReactor("create", "pods", a.bindingReactor)
	a.client.AddReactor("patch", "pods", a.applyStatusReactor)
	a.client.AddReactor("delete", "pods", a.deleteReactor)
	a.client.AddReactor("list", "*", a.listReactor)
	a.client.AddReactor("*", "*", a.countWrites)
	a.client.AddReactor("*", "*", clienttesting.ObjectReaction(a.tracker))
	a.client.AddWatchReactor("*", a.watchReactor)
	return a
}

func (a *apiServer) nextResourceVersion() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.rv++
	return strconv.FormatInt(a.rv, 10)
}

func (a *apiServer) countWrites(action clienttesting.Action) (bool, runtime.Object, error) {
	switch action.GetVerb() {
	case "create", "update", "patch", "delete":
		a.mu.Lock()
		a.writes++
		a.mu.Unlock()
	}
	return false, nil, nil
}

// add stores a scenario object (before the informers start) and remembers its input position.
func (a *apiServer) add(gvr schema.GroupVersionResource, obj runtime.Object, index int) error {
	m, err := meta.Accessor(obj)
	if err != nil {
		return err
	}
	a.order[m.GetUID()] = index
	stored, err := roundTrip(obj)
	if err != nil {
		return err
	}
	return a.tracker.Create(gvr, stored, m.GetNamespace())
}

// roundTrip encodes obj to JSON and decodes it again, as storing in etcd and reading it back
// through the API does. Without it, empty-but-non-nil fields of the input would make the first
// patched version of an object differ from the stored one in ways the real API never shows.
func roundTrip(obj runtime.Object) (runtime.Object, error) {
	b, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	out := obj.DeepCopyObject()
	v := reflect.ValueOf(out).Elem()
	v.Set(reflect.Zero(v.Type()))
	if err := json.Unmarshal(b, out); err != nil {
		return nil, err
	}
	return out, nil
}

// bindingReactor emulates the pods/binding subresource (pkg/registry/core/pod/storage
// BindingREST): set spec.nodeName, merge the binding's annotations, set PodScheduled=True.
func (a *apiServer) bindingReactor(action clienttesting.Action) (bool, runtime.Object, error) {
	create, ok := action.(clienttesting.CreateActionImpl)
	if !ok || create.GetSubresource() != "binding" {
		return false, nil, nil
	}
	binding, ok := create.GetObject().(*v1.Binding)
	if !ok {
		return true, nil, apierrors.NewBadRequest(fmt.Sprintf("not a Binding object: %#v", create.GetObject()))
	}
	obj, err := a.tracker.Get(podsGVR, binding.Namespace, binding.Name)
	if err != nil {
		return true, nil, err
	}
	p := obj.(*v1.Pod).DeepCopy()
	if binding.UID != "" && binding.UID != p.UID {
		return true, nil, apierrors.NewConflict(v1.Resource("pods"), binding.Name,
			fmt.Errorf("Precondition failed: UID in precondition: %v, UID in object meta: %v", binding.UID, p.UID))
	}
	conflict := func(err error) (bool, runtime.Object, error) {
		return true, nil, apierrors.NewConflict(v1.Resource("pods/binding"), binding.Name, err)
	}
	if p.DeletionTimestamp != nil {
		return conflict(fmt.Errorf("pod %s is being deleted, cannot be assigned to a host", p.Name))
	}
	if p.Spec.NodeName != "" {
		return conflict(fmt.Errorf("pod %v is already assigned to node %q", p.Name, p.Spec.NodeName))
	}
	if len(p.Spec.SchedulingGates) != 0 {
		return conflict(fmt.Errorf("pod %v has non-empty .spec.schedulingGates", p.Name))
	}
	p.Spec.NodeName = binding.Target.Name
	if p.Annotations == nil {
		p.Annotations = map[string]string{}
	}
	for k, v := range binding.Annotations {
		p.Annotations[k] = v
	}
	pod.UpdatePodCondition(&p.Status, &v1.PodCondition{Type: v1.PodScheduled, Status: v1.ConditionTrue})
	if err := a.tracker.Update(podsGVR, p, p.Namespace); err != nil {
		return true, nil, err
	}
	return true, &metav1.Status{Status: metav1.StatusSuccess}, nil
}

// applyStatusReactor emulates the server-side apply of pod status the preemption code uses to
// add the DisruptionTarget condition: conditions are merged by type, other fields are left.
func (a *apiServer) applyStatusReactor(action clienttesting.Action) (bool, runtime.Object, error) {
	patch, ok := action.(clienttesting.PatchActionImpl)
	if !ok || patch.GetPatchType() != types.ApplyPatchType {
		return false, nil, nil
	}
	if patch.GetSubresource() != "status" {
		return true, nil, apierrors.NewBadRequest("the oracle only supports server-side apply of pods/status")
	}
	applied := &v1.Pod{}
	if err := yaml.Unmarshal(patch.GetPatch(), applied); err != nil {
		return true, nil, apierrors.NewBadRequest(err.Error())
	}
	obj, err := a.tracker.Get(podsGVR, patch.GetNamespace(), patch.GetName())
	if err != nil {
		return true, nil, err
	}
	p := obj.(*v1.Pod).DeepCopy()
	for _, c := range applied.Status.Conditions {
		merged := false
		for i := range p.Status.Conditions {
			if p.Status.Conditions[i].Type == c.Type {
				p.Status.Conditions[i] = c
				merged = true
			}
		}
		if !merged {
			p.Status.Conditions = append(p.Status.Conditions, c)
		}
	}
	if err := a.tracker.Update(podsGVR, p, p.Namespace); err != nil {
		return true, nil, err
	}
	return true, p, nil
}

// deleteReactor keeps the last state of a deleted pod for the output, then lets the tracker
// delete it (no graceful termination: the object is gone at once).
func (a *apiServer) deleteReactor(action clienttesting.Action) (bool, runtime.Object, error) {
	del, ok := action.(clienttesting.DeleteActionImpl)
	if !ok {
		return false, nil, nil
	}
	if obj, err := a.tracker.Get(podsGVR, del.GetNamespace(), del.GetName()); err == nil {
		a.mu.Lock()
		a.deleted[del.GetNamespace()+"/"+del.GetName()] = obj.(*v1.Pod).DeepCopy()
		hook := a.onDelete
		a.mu.Unlock()
		if hook != nil {
			hook()
		}
	}
	return false, nil, nil
}

// podFieldSelectorMatches applies the only field selector the scheduler uses
// (status.phase!=Succeeded,status.phase!=Failed on its pod informer).
func podFieldSelectorMatches(sel fields.Selector, obj runtime.Object) bool {
	if sel == nil || sel.Empty() {
		return true
	}
	p, ok := obj.(*v1.Pod)
	if !ok {
		return true
	}
	return sel.Matches(fields.Set{
		"status.phase":       string(p.Status.Phase),
		"spec.nodeName":      p.Spec.NodeName,
		"metadata.name":      p.Name,
		"metadata.namespace": p.Namespace,
	})
}

// listReactor lists objects in input order (the tracker keeps them in a map) and applies the
// pod field selector, so the informers see the scenario in file order.
func (a *apiServer) listReactor(action clienttesting.Action) (bool, runtime.Object, error) {
	list, ok := action.(clienttesting.ListActionImpl)
	if !ok {
		return false, nil, nil
	}
	obj, err := a.tracker.List(list.GetResource(), list.GetKind(), list.GetNamespace())
	if err != nil {
		return true, nil, err
	}
	items, err := meta.ExtractList(obj)
	if err != nil {
		return true, nil, err
	}
	sel := list.GetListRestrictions().Fields
	kept := make([]runtime.Object, 0, len(items))
	for _, it := range items {
		if list.GetResource() == podsGVR && !podFieldSelectorMatches(sel, it) {
			continue
		}
		kept = append(kept, it)
	}
	a.mu.Lock()
	position := func(o runtime.Object) (int, string) {
		m, _ := meta.Accessor(o)
		if i, ok := a.order[m.GetUID()]; ok {
			return i, ""
		}
		return len(a.order), m.GetNamespace() + "/" + m.GetName()
	}
	sort.SliceStable(kept, func(i, j int) bool {
		pi, ni := position(kept[i])
		pj, nj := position(kept[j])
		if pi != pj {
			return pi < pj
		}
		return ni < nj
	})
	a.mu.Unlock()
	if err := meta.SetList(obj, kept); err != nil {
		return true, nil, err
	}
	return true, obj, nil
}

func (a *apiServer) watchReactor(action clienttesting.Action) (bool, watch.Interface, error) {
	w, err := a.tracker.Watch(action.GetResource(), action.GetNamespace())
	if err != nil {
		return false, nil, err
	}
	if wa, ok := action.(clienttesting.WatchActionImpl); ok && action.GetResource() == podsGVR {
		sel := wa.GetWatchRestrictions().Fields
		if sel != nil && !sel.Empty() {
			w = watch.Filter(w, func(e watch.Event) (watch.Event, bool) {
				return e, podFieldSelectorMatches(sel, e.Object)
			})
		}
	}
	a.mu.Lock()
	a.watches++
	a.mu.Unlock()
	return true, w, nil
}

func (a *apiServer) watchCount() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.watches
}

// podVersions returns namespace/name -> resourceVersion of the pods the scheduler's informer
// should hold (the non-terminal ones).
func (a *apiServer) podVersions() map[string]string {
	obj, err := a.tracker.List(podsGVR, v1.SchemeGroupVersion.WithKind("Pod"), "")
	out := map[string]string{}
	if err != nil {
		return out
	}
	for _, p := range obj.(*v1.PodList).Items {
		if p.Status.Phase == v1.PodSucceeded || p.Status.Phase == v1.PodFailed {
			continue
		}
		out[p.Namespace+"/"+p.Name] = p.ResourceVersion
	}
	return out
}

// nodeVersions returns name -> resourceVersion of the nodes.
func (a *apiServer) nodeVersions() map[string]string {
	obj, err := a.tracker.List(v1.SchemeGroupVersion.WithResource("nodes"), v1.SchemeGroupVersion.WithKind("Node"), "")
	out := map[string]string{}
	if err != nil {
		return out
	}
	for _, n := range obj.(*v1.NodeList).Items {
		out[n.Name] = n.ResourceVersion
	}
	return out
}

// finalPod returns the pod as it stands at the end, and whether it was deleted.
func (a *apiServer) finalPod(namespace, name string) (*v1.Pod, bool) {
	if obj, err := a.tracker.Get(podsGVR, namespace, name); err == nil {
		return obj.(*v1.Pod), false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if p, ok := a.deleted[namespace+"/"+name]; ok {
		return p, true
	}
	return nil, true
}
