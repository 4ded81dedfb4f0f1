package main

// Timed writes: scenario objects applied or deleted at a virtual time during the run
// (docs/simulate.md, "Timed writes"; kube_scheduler_py/simulation/timeline.py).

import (
	"context"
	"fmt"
	"maps"
	"sort"
	"strings"
	"time"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/rest"
	clienttesting "k8s.io/client-go/testing"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
)

const (
	annotationAt       = "simulate.kube-scheduler-py.io/at"
	annotationDeleteAt = "simulate.kube-scheduler-py.io/delete-at"
)

// timedWrite is one write of the timeline: apply o (create or replace) or delete it, at.
type timedWrite struct {
	at     time.Duration
	o      *scenarioObject
	delete bool
	index  int // the object's input position (the order the API server lists in)
}

// parseTiming reads one timing annotation; ok is false when it is absent.
func parseTiming(m metav1.Object, key, kind string) (d time.Duration, ok bool, err error) {
	value, ok := m.GetAnnotations()[key]
	if !ok {
		return 0, false, nil
	}
	prefix := fmt.Sprintf("metadata.annotations[%s]: Invalid value: %q", key, value)
	// The scheduler never watches PriorityClasses: Priority admission reads them when a pod
	// is created, and every pod is admitted before the run.
	if kind == "PriorityClass" {
		return 0, true, fmt.Errorf("%s: %s objects cannot be written during a run", prefix, kind)
	}
	d, err = time.ParseDuration(value)
	if err != nil {
		return 0, true, fmt.Errorf("%s: %v", prefix, err)
	}
	if d < 0 {
		return 0, true, fmt.Errorf("%s: must not be negative", prefix)
	}
	return d, true, nil
}

// checkTiming is the loader's check of an object's timing annotations.
func checkTiming(m metav1.Object, kind string) error {
	at, hasAt, err := parseTiming(m, annotationAt, kind)
	if err != nil {
		return err
	}
	deleteAt, hasDeleteAt, err := parseTiming(m, annotationDeleteAt, kind)
	if err != nil {
		return err
	}
	if hasAt && hasDeleteAt && deleteAt < at {
		return fmt.Errorf("metadata.annotations[%s]: Invalid value: %q: must not be earlier than %s",
			annotationDeleteAt, m.GetAnnotations()[annotationDeleteAt], annotationAt)
	}
	return nil
}

// addedGate is the apiserver's complaint about a pod replacement that adds a scheduling gate
// (ValidatePodUpdate: a created pod's gates may only be removed), for the lowest index.
func addedGate(created, replacement *v1.Pod) error {
	old := map[string]bool{}
	for _, g := range created.Spec.SchedulingGates {
		old[g.Name] = true
	}
	for i, g := range replacement.Spec.SchedulingGates {
		if !old[g.Name] {
			return fmt.Errorf("spec.schedulingGates[%d].name: Forbidden: only deletion is allowed, but found new scheduling gate '%s'", i, g.Name)
		}
	}
	return nil
}

func isTimed(m metav1.Object) bool {
	a := m.GetAnnotations()
	_, at := a[annotationAt]
	_, deleteAt := a[annotationDeleteAt]
	return at || deleteAt
}

// planTimeline splits the scenario (already checked by the loader): the objects created at
// the start, and the timed writes in the order they happen (by time, then input order). The
// timing annotations are removed from every object before it is stored.
func planTimeline(objects []*scenarioObject) ([]*scenarioObject, []timedWrite) {
	var initial []*scenarioObject
	var writes []timedWrite
	named := map[string]bool{}
	for _, o := range objects {
		m := o.meta()
		at, hasAt, _ := parseTiming(m, annotationAt, o.kind)
		deleteAt, hasDeleteAt, _ := parseTiming(m, annotationDeleteAt, o.kind)
		if hasAt || hasDeleteAt {
			annotations := m.GetAnnotations()
			delete(annotations, annotationAt)
			delete(annotations, annotationDeleteAt)
			if len(annotations) == 0 {
				annotations = nil
			}
			m.SetAnnotations(annotations)
		}
		key := o.kind + "/" + m.GetNamespace() + "/" + m.GetName()
		if hasAt {
			writes = append(writes, timedWrite{at: at, o: o})
		} else if !named[key] {
			initial = append(initial, o)
		}
		if hasDeleteAt {
			writes = append(writes, timedWrite{at: deleteAt, o: o, delete: true})
		}
		named[key] = true
	}
	sort.SliceStable(writes, func(i, j int) bool { return writes[i].at < writes[j].at })
	return initial, writes
}

// applyWrite makes one timed write through the API server: create if absent, else replace
// (a pod: its labels, annotations and schedulingGates; any other object, a node included:
// metadata and spec, its status staying), or delete if present.
func (a *apiServer) applyWrite(w timedWrite) error {
	m := w.o.meta()
	gvr := w.o.info.gvr()
	stored, err := a.tracker.Get(gvr, m.GetNamespace(), m.GetName())
	if apierrors.IsNotFound(err) {
		stored, err = nil, nil
	}
	if err != nil {
		return err
	}
	switch {
	case w.delete:
		if stored == nil {
			return nil // gone already (a preemption victim): nothing to delete
		}
		_, err = a.client.Invokes(clienttesting.NewDeleteAction(gvr, m.GetNamespace(), m.GetName()), nil)
		return err
	case stored == nil:
		return a.add(gvr, w.o.obj, w.index)
	}
	var updated runtime.Object
	switch old := stored.(type) {
	case *v1.Pod:
		// A created pod's labels and annotations may change; its spec may not, but for
		// removing scheduling gates.
		replacement := w.o.obj.(*v1.Pod)
		p := old.DeepCopy()
		p.Labels = maps.Clone(replacement.Labels)
		p.Annotations = maps.Clone(replacement.Annotations)
		p.Spec.SchedulingGates = append([]v1.PodSchedulingGate(nil), replacement.Spec.SchedulingGates...)
		updated = p
	default:
		// Any other object: its metadata and spec, its status (if it has one) staying, as an
		// update of the main resource keeps it.
		om, err := meta.Accessor(old)
		if err != nil {
			return err
		}
		updated = w.o.obj.DeepCopyObject()
		n, _ := meta.Accessor(updated)
		n.SetUID(om.GetUID())
		n.SetCreationTimestamp(om.GetCreationTimestamp())
		keepStatus(updated, old)
	}
	obj, err := roundTrip(updated)
	if err != nil {
		return err
	}
	_, err = a.client.Invokes(clienttesting.NewUpdateAction(gvr, m.GetNamespace(), obj), nil)
	return err
}

// timeline holds the writes still to come and makes them at their instants.
type timeline struct {
	writes []timedWrite
	start  time.Time
	apply  func(timedWrite) // writes and lets the informers catch up
}

func (t *timeline) pending() int {
	if t == nil {
		return 0
	}
	return len(t.writes)
}

// next is the instant of the next write; ok is false when none is left.
func (t *timeline) next() (time.Time, bool) {
	if t == nil || len(t.writes) == 0 {
		return time.Time{}, false
	}
	return t.start.Add(t.writes[0].at), true
}

// fireDue makes every write due at or before now, in order.
func (t *timeline) fireDue(now time.Time) {
	for len(t.writes) > 0 && !t.start.Add(t.writes[0].at).After(now) {
		w := t.writes[0]
		t.writes = t.writes[1:]
		t.apply(w)
	}
}

// noteWrite records what a document writes (the loader's order): a document with an `at`
// replaces the last one that wrote its name, unless an earlier document deletes the name by
// then (it is created again); the first document of a name writes it at the start.
func (l *loader) noteWrite(o *scenarioObject, key string) {
	m := o.meta()
	at, hasAt, _ := parseTiming(m, annotationAt, o.kind)
	deleteAt, hasDeleteAt, _ := parseTiming(m, annotationDeleteAt, o.kind)
	if hasAt {
		if gone, ok := l.deleted[key]; !ok || gone > at {
			o.replaces = l.written[key]
		}
		delete(l.deleted, key)
	}
	if hasAt || !l.seen[key] {
		l.written[key] = o
	}
	if hasDeleteAt {
		l.deleted[key] = deleteAt
	}
}

// beforeUpdate validates a replacement (a timed write naming an object an earlier document
// wrote) as kube-apiserver validates an update of it: rest.BeforeUpdate with the kind's
// registry strategy, against the object as the previous document wrote it. Pods and nodes keep
// their own rules (addedGate; a node's replacement is not validated as an update).
func beforeUpdate(o *scenarioObject) error {
	if o.replaces == nil || o.kind == "Pod" || o.kind == "Node" {
		return nil
	}
	strategy, ok := createStrategies[o.kind].(rest.RESTUpdateStrategy)
	if !ok {
		return fmt.Errorf("no update strategy for kind %s", o.kind)
	}
	internalGV := schema.GroupVersion{Group: o.info.gvk.Group, Version: runtime.APIVersionInternal}
	internal, err := legacyscheme.Scheme.ConvertToVersion(o.obj.DeepCopyObject(), internalGV)
	if err != nil {
		return err
	}
	old, err := legacyscheme.Scheme.ConvertToVersion(o.replaces.obj.DeepCopyObject(), internalGV)
	if err != nil {
		return err
	}
	// An update without a resourceVersion is unconditional: the registry's store gives it the
	// stored object's version before it validates.
	for _, obj := range []runtime.Object{internal, old} {
		if m, err := meta.Accessor(obj); err == nil {
			m.SetResourceVersion("1")
		}
	}
	ctx := genericapirequest.WithNamespace(genericapirequest.NewContext(), o.meta().GetNamespace())
	return rest.BeforeUpdate(firstLineDetails{strategy}, ctx, internal, old)
}

// firstLineDetails is an update strategy whose field errors end at the first line of their
// detail: ValidatePersistentVolumeClaimUpdate and ValidatePersistentVolumeUpdate append a
// cmp.Diff of the specs, which go-cmp keeps unstable on purpose (docs/oracle.md).
type firstLineDetails struct{ rest.RESTUpdateStrategy }

func (s firstLineDetails) ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	errs := s.RESTUpdateStrategy.ValidateUpdate(ctx, obj, old)
	for _, e := range errs {
		e.Detail, _, _ = strings.Cut(e.Detail, "\n")
	}
	return errs
}

// writeInformed reports whether the scheduler's informer of the written kind (if it runs one)
// holds the object as the API server does: the same resourceVersion, or absent from both. A
// finished pod is absent from the scheduler's pod informer, whose field selector leaves out
// Succeeded and Failed pods. Pods and nodes are checked by podStoreInSync and nodeStoreInSync.
func (s *simulation) writeInformed(w timedWrite) bool {
	gvr := w.o.info.gvr()
	informer, err := s.informerFactory.ForResource(gvr)
	if err != nil || !informer.Informer().HasSynced() {
		return true // the scheduler does not watch this kind
	}
	m := w.o.meta()
	want := ""
	if obj, err := s.api.tracker.Get(gvr, m.GetNamespace(), m.GetName()); err == nil && !finishedPod(obj) {
		a, _ := meta.Accessor(obj)
		want = a.GetResourceVersion()
	}
	key := m.GetName()
	if m.GetNamespace() != "" {
		key = m.GetNamespace() + "/" + key
	}
	item, exists, _ := informer.Informer().GetStore().GetByKey(key)
	if !exists {
		return want == ""
	}
	a, _ := meta.Accessor(item)
	return a.GetResourceVersion() == want
}

// finishedPod reports whether obj is a pod the scheduler's pod informer never holds.
func finishedPod(obj runtime.Object) bool {
	pod, ok := obj.(*v1.Pod)
	return ok && (pod.Status.Phase == v1.PodSucceeded || pod.Status.Phase == v1.PodFailed)
}
