package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	v1 "k8s.io/api/core/v1"
	schedulingv1 "k8s.io/api/scheduling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	kjson "k8s.io/apimachinery/pkg/runtime/serializer/json"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/api/v1/pod"
	"k8s.io/kubernetes/pkg/apis/scheduling"
	schedulingapiv1 "k8s.io/kubernetes/pkg/apis/scheduling/v1"

	// Register the apiserver's defaulting functions for the kinds we read.
	_ "k8s.io/kubernetes/pkg/apis/apps/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
	_ "k8s.io/kubernetes/pkg/apis/policy/install"
	_ "k8s.io/kubernetes/pkg/apis/scheduling/install"
	_ "k8s.io/kubernetes/pkg/apis/storage/install"
)

// kindInfo describes a kind the scheduler reads.
type kindInfo struct {
	gvk        schema.GroupVersionKind
	resource   string
	namespaced bool
}

func (k kindInfo) gvr() schema.GroupVersionResource {
	return k.gvk.GroupVersion().WithResource(k.resource)
}

var knownKinds = map[string]kindInfo{}

func init() {
	add := func(group, version, kind, resource string, namespaced bool) {
		knownKinds[kind] = kindInfo{schema.GroupVersionKind{Group: group, Version: version, Kind: kind}, resource, namespaced}
	}
	add("", "v1", "Node", "nodes", false)
	add("", "v1", "Pod", "pods", true)
	add("", "v1", "Namespace", "namespaces", false)
	add("scheduling.k8s.io", "v1", "PriorityClass", "priorityclasses", false)
	add("", "v1", "PersistentVolume", "persistentvolumes", false)
	add("", "v1", "PersistentVolumeClaim", "persistentvolumeclaims", true)
	add("storage.k8s.io", "v1", "StorageClass", "storageclasses", false)
	add("storage.k8s.io", "v1", "CSINode", "csinodes", false)
	add("storage.k8s.io", "v1", "CSIDriver", "csidrivers", false)
	add("storage.k8s.io", "v1", "CSIStorageCapacity", "csistoragecapacities", true)
	add("policy", "v1", "PodDisruptionBudget", "poddisruptionbudgets", true)
	add("", "v1", "Service", "services", true)
	add("apps", "v1", "ReplicaSet", "replicasets", true)
	add("", "v1", "ReplicationController", "replicationcontrollers", true)
	add("apps", "v1", "StatefulSet", "statefulsets", true)
}

// baseCreationTimestamp is the creationTimestamp of the first scenario object; object N gets
// this plus N seconds.
var baseCreationTimestamp = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// scenarioObject is one object of the scenario, typed, defaulted and admitted.
type scenarioObject struct {
	kind  string
	info  kindInfo
	obj   runtime.Object
	where string // "FILE: document N" (", item M"), for messages
	// replaces is the previous document that wrote this object's name, for a timed write that
	// replaces it (validated as an update of it, beforeUpdate); nil otherwise.
	replaces *scenarioObject
}

func (o *scenarioObject) meta() metav1.Object {
	m, _ := meta.Accessor(o.obj)
	return m
}

func (o *scenarioObject) describe() string {
	m := o.meta()
	return objectWhere(o.where, o.kind, m.GetNamespace(), m.GetName())
}

// inputError is a problem with the scenario or the configuration: exit code 2.
type inputError struct{ msg string }

func (e *inputError) Error() string { return e.msg }

func inputErrorf(format string, args ...interface{}) error {
	return &inputError{msg: fmt.Sprintf(format, args...)}
}

// objectUID is the deterministic uid of an object: UUID v5 (SHA-1) in the URL namespace.
func objectUID(kind, namespace, name string) types.UID {
	return types.UID(uuid.NewSHA1(uuid.NameSpaceURL, []byte("kube-scheduler-py/"+kind+"/"+namespace+"/"+name)).String())
}

// loader reads scenario files into typed objects.
type loader struct {
	objects  []*scenarioObject
	skipped  map[string]bool
	warnings io.Writer
	strict   runtime.Decoder
	seen     map[string]bool
	firstPod map[string]*v1.Pod         // the first document's pod of each name (timed writes)
	written  map[string]*scenarioObject // the last document that wrote each name (timed writes)
	deleted  map[string]time.Duration   // when an earlier document deletes each name
}

func newLoader(warnings io.Writer) *loader {
	return &loader{
		skipped:  map[string]bool{},
		warnings: warnings,
		strict: kjson.NewSerializerWithOptions(kjson.DefaultMetaFactory, scheme.Scheme, scheme.Scheme,
			kjson.SerializerOptions{Strict: true}),
		seen:     map[string]bool{},
		firstPod: map[string]*v1.Pod{},
		written:  map[string]*scenarioObject{},
		deleted:  map[string]time.Duration{},
	}
}

func (l *loader) loadFile(path string) error {
	var data []byte
	var err error
	name := path
	if path == "-" {
		name = "<stdin>"
		data, err = io.ReadAll(io.LimitReader(os.Stdin, maxFileBytes+1))
	} else if info, statErr := os.Stat(path); statErr == nil && info.Size() > maxFileBytes {
		return inputErrorf("%s: file larger than %d MiB", name, maxFileBytes/(1024*1024))
	} else {
		data, err = os.ReadFile(path)
	}
	if err == nil && len(data) > maxFileBytes {
		return inputErrorf("%s: file larger than %d MiB", name, maxFileBytes/(1024*1024))
	}
	if err != nil {
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err
		}
		return inputErrorf("%s: %v", name, err)
	}
	docs, err := readDocuments(data)
	if err != nil {
		var de *documentError
		if errors.As(err, &de) && de.number > 0 {
			return inputErrorf("%s: %s", documentWhere(name, de.number), de.msg)
		}
		return inputErrorf("%s: %v", name, err)
	}
	for _, doc := range docs {
		if err := l.loadJSON(doc.json, documentWhere(name, doc.number)); err != nil {
			return err
		}
	}
	return nil
}

// loadJSON handles one document (or one item of a List), as loader.py's _Loader does.
func (l *loader) loadJSON(js []byte, where string) error {
	if bytes.Equal(bytes.TrimSpace(js), []byte("null")) {
		return nil
	}
	var head map[string]interface{}
	if err := json.Unmarshal(js, &head); err != nil {
		var value interface{}
		_ = json.Unmarshal(js, &value)
		return inputErrorf("%s: not a Kubernetes object: expected a mapping, got %s", where, jsonKindOf(value))
	}
	kind, _ := head["kind"].(string)
	apiVersion, _ := head["apiVersion"].(string)
	if kind == "" {
		return inputErrorf("%s: Object 'Kind' is missing in '%s'", where, compactJSON(head))
	}
	if apiVersion == "" {
		return inputErrorf("%s: Object 'apiVersion' is missing in '%s'", where, compactJSON(head))
	}
	if items, ok := head["items"]; ok && strings.HasSuffix(kind, "List") {
		list, ok := items.([]interface{})
		if !ok && items != nil {
			return inputErrorf("%s: items: expected a list, got %s", where, jsonKindOf(items))
		}
		for i, it := range list {
			itemWhere := fmt.Sprintf("%s, item %d", where, i+1)
			item, ok := it.(map[string]interface{})
			if !ok {
				return inputErrorf("%s: not a Kubernetes object: got %s", itemWhere, jsonKindOf(it))
			}
			// `kubectl get -o yaml` leaves kind/apiVersion on every item; a typed list may not.
			if _, ok := item["kind"]; !ok {
				item["kind"] = strings.TrimSuffix(kind, "List")
			}
			if _, ok := item["apiVersion"]; !ok {
				item["apiVersion"] = apiVersion
			}
			b, _ := json.Marshal(item)
			if err := l.loadJSON(b, itemWhere); err != nil {
				return err
			}
		}
		return nil
	}
	if err := refuseUnsupportedKind(where, apiVersion, kind, head); err != nil {
		return err
	}
	info, ok := knownKinds[kind]
	if !ok {
		if !l.skipped[kind] {
			l.skipped[kind] = true
			fmt.Fprintf(l.warnings, "warning: %s\n", skippedKindWarning(where, kind))
		}
		return nil
	}
	var namespace, name string
	if md, ok := head["metadata"].(map[string]interface{}); ok {
		name, _ = md["name"].(string)
		namespace, _ = md["namespace"].(string)
	}
	if namespace == "" && info.namespaced {
		namespace = metav1.NamespaceDefault
	}
	if !info.namespaced {
		namespace = ""
	}
	docWhere := where
	where = objectWhere(where, kind, namespace, name)
	if apiVersion != info.gvk.GroupVersion().String() {
		return inputErrorf("%s: no kind %q is registered for version %q (the scheduler reads %s)", where, kind, apiVersion, info.gvk.GroupVersion().String())
	}
	obj, _, err := l.strict.Decode(js, nil, nil)
	if err != nil && runtime.IsStrictDecodingError(err) {
		if strictErr, ok := runtime.AsStrictDecodingError(err); ok {
			for _, e := range strictErr.Errors() {
				fmt.Fprintf(l.warnings, "warning: %s: %v\n", where, e)
			}
		} else {
			fmt.Fprintf(l.warnings, "warning: %s: %v\n", where, err)
		}
	} else if err != nil {
		return inputErrorf("%s: %s%v", where, decodeErrorField(js, err), err)
	}
	o := &scenarioObject{kind: kind, info: info, obj: obj, where: docWhere}
	return l.prepare(o)
}

// jsonKindOf names a JSON value's kind as loader.py's _kind_of does.
func jsonKindOf(v interface{}) string {
	switch v.(type) {
	case []interface{}:
		return "a list"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case float64:
		return "a number"
	case nil:
		return "NoneType"
	}
	return "dict"
}

// compactJSON is an object's JSON, keys sorted, cut at 80 characters, as loader.py's _compact.
func compactJSON(v interface{}) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	text := strings.TrimSuffix(buf.String(), "\n")
	if utf8.RuneCountInString(text) <= 80 {
		return text
	}
	return string([]rune(text)[:77]) + "..."
}

// prepare sets the deterministic metadata and applies the apiserver's defaults.
func (l *loader) prepare(o *scenarioObject) error {
	m := o.meta()
	if m.GetName() == "" {
		return inputErrorf("%s: metadata.name: Required value: name or generateName is required", objectWhere(o.where, o.kind, m.GetNamespace(), ""))
	}
	if o.info.namespaced {
		if m.GetNamespace() == "" {
			m.SetNamespace(metav1.NamespaceDefault)
		}
	} else {
		m.SetNamespace("")
	}
	if err := checkTiming(m, o.kind); err != nil {
		return inputErrorf("%s: %v", o.describe(), err)
	}
	key := o.kind + "/" + m.GetNamespace() + "/" + m.GetName()
	if l.seen[key] && !isTimed(m) {
		err := apierrors.NewAlreadyExists(o.info.gvr().GroupResource(), m.GetName())
		return inputErrorf("%s: %v", o.describe(), err)
	}
	if p, ok := o.obj.(*v1.Pod); ok {
		if created, ok := l.firstPod[key]; !ok {
			l.firstPod[key] = p
		} else if err := addedGate(created, p); err != nil {
			return inputErrorf("%s: %v", o.describe(), err)
		}
	}
	l.noteWrite(o, key)
	l.seen[key] = true
	// A document's uid and resourceVersion are its server's (a cluster dump's), not part of
	// the object: it is written without them, with the uid the create gives it in place
	// (docs/simulate.md, "Documents from a cluster dump").
	m.SetUID(objectUID(o.kind, m.GetNamespace(), m.GetName()))
	if ts := m.GetCreationTimestamp(); ts.IsZero() {
		m.SetCreationTimestamp(metav1.NewTime(baseCreationTimestamp.Add(time.Duration(len(l.objects)) * time.Second)))
	}
	m.SetResourceVersion("")
	legacyscheme.Scheme.Default(o.obj)
	if p, ok := o.obj.(*v1.Pod); ok {
		preparePodStatus(p)
	}
	l.objects = append(l.objects, o)
	return nil
}

// preparePodStatus fills what the apiserver sets on create: phase Pending when absent and,
// for a pod with scheduling gates, the PodScheduled=False/SchedulingGated condition.
func preparePodStatus(p *v1.Pod) {
	if p.Status.Phase == "" {
		p.Status.Phase = v1.PodPending
	}
	if len(p.Spec.SchedulingGates) == 0 {
		return
	}
	for _, c := range p.Status.Conditions {
		if c.Type == v1.PodScheduled {
			return
		}
	}
	pod.UpdatePodCondition(&p.Status, &v1.PodCondition{
		Type:    v1.PodScheduled,
		Status:  v1.ConditionFalse,
		Reason:  v1.PodReasonSchedulingGated,
		Message: "Scheduling is blocked due to non-empty scheduling gates",
	})
}

// builtinPriorityClasses are the classes the apiserver creates at start-up.
func builtinPriorityClasses() []*schedulingv1.PriorityClass {
	var out []*schedulingv1.PriorityClass
	policy := v1.PreemptLowerPriority
	for _, pc := range schedulingapiv1.SystemPriorityClasses() {
		out = append(out, &schedulingv1.PriorityClass{
			TypeMeta: metav1.TypeMeta{APIVersion: "scheduling.k8s.io/v1", Kind: "PriorityClass"},
			ObjectMeta: metav1.ObjectMeta{
				Name:              pc.Name,
				UID:               objectUID("PriorityClass", "", pc.Name),
				CreationTimestamp: metav1.NewTime(baseCreationTimestamp),
			},
			Value:            pc.Value,
			GlobalDefault:    pc.GlobalDefault,
			Description:      pc.Description,
			PreemptionPolicy: &policy,
		})
	}
	return out
}

// builtinClasses returns the built-in PriorityClasses the scenario does not redefine.
func (l *loader) builtinClasses() []*schedulingv1.PriorityClass {
	var builtins []*schedulingv1.PriorityClass
	for _, pc := range builtinPriorityClasses() {
		if !l.seen["PriorityClass//"+pc.Name] {
			builtins = append(builtins, pc)
		}
	}
	return builtins
}

// admitPod is the create branch of plugin/pkg/admission/priority's admitPod.
func admitPod(p *v1.Pod, classes map[string]*schedulingv1.PriorityClass, defaultClass *schedulingv1.PriorityClass) error {
	forbidden := func(err error) error {
		return apierrors.NewForbidden(v1.Resource("pods"), p.Name, err)
	}
	var priority int32
	var policy *v1.PreemptionPolicy
	if p.Spec.PriorityClassName == "" {
		if defaultClass != nil {
			p.Spec.PriorityClassName = defaultClass.Name
			priority = defaultClass.Value
			policy = defaultClass.PreemptionPolicy
		} else {
			priority = scheduling.DefaultPriorityWhenNoDefaultClassExists
			preemptLowerPriority := v1.PreemptLowerPriority
			policy = &preemptLowerPriority
		}
	} else {
		pc, ok := classes[p.Spec.PriorityClassName]
		if !ok {
			return forbidden(fmt.Errorf("no PriorityClass with name %v was found", p.Spec.PriorityClassName))
		}
		priority = pc.Value
		policy = pc.PreemptionPolicy
	}
	if p.Spec.Priority != nil && *p.Spec.Priority != priority {
		return forbidden(fmt.Errorf("the integer value of priority (%d) must not be provided in pod spec; priority admission controller computed %d from the given PriorityClass name", *p.Spec.Priority, priority))
	}
	p.Spec.Priority = &priority
	if policy != nil {
		if p.Spec.PreemptionPolicy != nil && *p.Spec.PreemptionPolicy != *policy {
			return forbidden(fmt.Errorf("the string value of PreemptionPolicy (%s) must not be provided in pod spec; priority admission controller computed %s from the given PriorityClass name", *p.Spec.PreemptionPolicy, *policy))
		}
		pp := *policy
		p.Spec.PreemptionPolicy = &pp
	}
	return nil
}

// loadScenario reads every file and returns the objects in input order plus the built-in
// PriorityClasses the scenario does not redefine.
func loadScenario(paths []string, warnings io.Writer) ([]*scenarioObject, []*schedulingv1.PriorityClass, error) {
	// Warnings are printed only when the scenario loads: bad input gets its one message.
	var held bytes.Buffer
	l := newLoader(&held)
	for _, p := range paths {
		if err := l.loadFile(p); err != nil {
			return nil, nil, err
		}
	}
	if err := l.createObjects(); err != nil {
		return nil, nil, err
	}
	if _, err := warnings.Write(held.Bytes()); err != nil {
		return nil, nil, err
	}
	return l.objects, l.builtinClasses(), nil
}
