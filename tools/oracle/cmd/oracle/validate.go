package main

import (
	"fmt"
	"reflect"

	v1 "k8s.io/api/core/v1"
	schedulingv1 "k8s.io/api/scheduling/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/apis/scheduling"
	"k8s.io/kubernetes/pkg/registry/apps/replicaset"
	"k8s.io/kubernetes/pkg/registry/apps/statefulset"
	"k8s.io/kubernetes/pkg/registry/core/namespace"
	"k8s.io/kubernetes/pkg/registry/core/node"
	"k8s.io/kubernetes/pkg/registry/core/persistentvolume"
	"k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim"
	podregistry "k8s.io/kubernetes/pkg/registry/core/pod"
	"k8s.io/kubernetes/pkg/registry/core/replicationcontroller"
	"k8s.io/kubernetes/pkg/registry/core/service"
	"k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget"
	"k8s.io/kubernetes/pkg/registry/scheduling/priorityclass"
	"k8s.io/kubernetes/pkg/registry/storage/csidriver"
	"k8s.io/kubernetes/pkg/registry/storage/csinode"
	"k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity"
	"k8s.io/kubernetes/pkg/registry/storage/storageclass"
)

// createStrategies are the registries' create strategies of the kinds the scheduler reads: what
// kube-apiserver's generic store runs (rest.BeforeCreate) on every object it creates.
var createStrategies = map[string]rest.RESTCreateStrategy{
	"Node":                  node.Strategy,
	"Pod":                   podregistry.Strategy,
	"Namespace":             namespace.Strategy,
	"PriorityClass":         priorityclass.Strategy,
	"PersistentVolume":      persistentvolume.Strategy,
	"PersistentVolumeClaim": persistentvolumeclaim.Strategy,
	"StorageClass":          storageclass.Strategy,
	"CSINode":               csinode.Strategy,
	"CSIDriver":             csidriver.Strategy,
	"CSIStorageCapacity":    csistoragecapacity.Strategy,
	"PodDisruptionBudget":   poddisruptionbudget.Strategy,
	"Service":               service.Strategy,
	"ReplicaSet":            replicaset.Strategy,
	"ReplicationController": replicationcontroller.Strategy,
	"StatefulSet":           statefulset.Strategy,
}

// createObjects does, for every object, what kube-apiserver does when the object is created
// after decoding and defaulting, in its order: the mutating admission (Priority for pods), the
// registry's PrepareForCreate and Validate (rest.BeforeCreate), then the validating admission
// (Priority for PriorityClasses).
// PriorityClasses are created first, in input order, then every other object in input order
// (the Python port creates them in the same order). Pods resolve their class among all of the
// scenario's PriorityClasses and the built-in ones.
func (l *loader) createObjects() error {
	classes := map[string]*schedulingv1.PriorityClass{}
	for _, pc := range builtinPriorityClasses() {
		classes[pc.Name] = pc
	}
	var defaultClass *schedulingv1.PriorityClass
	for _, o := range l.objects {
		pc, ok := o.obj.(*schedulingv1.PriorityClass)
		if !ok {
			continue
		}
		if err := beforeCreate(o); err != nil {
			return inputErrorf("%s: %v", o.describe(), err)
		}
		pc = o.obj.(*schedulingv1.PriorityClass)
		if err := admitPriorityClass(pc, defaultClass); err != nil {
			return inputErrorf("%s: %v", o.describe(), err)
		}
		classes[pc.Name] = pc
		if pc.GlobalDefault {
			defaultClass = pc
		}
	}
	for _, o := range l.objects {
		if _, ok := o.obj.(*schedulingv1.PriorityClass); ok {
			continue
		}
		if p, ok := o.obj.(*v1.Pod); ok {
			if err := admitPod(p, classes, defaultClass); err != nil {
				return inputErrorf("%s: %v", o.describe(), err)
			}
		}
		if err := beforeCreate(o); err != nil {
			return inputErrorf("%s: %v", o.describe(), err)
		}
		if err := beforeUpdate(o); err != nil {
			return inputErrorf("%s: %v", o.describe(), err)
		}
	}
	return nil
}

// admitPriorityClass is the create branch of validatePriorityClass in
// plugin/pkg/admission/priority (admission.NewForbidden names the request's group/resource):
// only one class may be the global default. defaultClass is the default among the classes
// created before this one.
func admitPriorityClass(pc *schedulingv1.PriorityClass, defaultClass *schedulingv1.PriorityClass) error {
	if !pc.GlobalDefault || defaultClass == nil {
		return nil
	}
	return apierrors.NewForbidden(scheduling.Resource("priorityclasses"), pc.Name,
		fmt.Errorf("PriorityClass %v is already marked as default. Only one default can exist", defaultClass.GetName()))
}

// beforeCreate runs rest.BeforeCreate with the kind's registry strategy on the object's
// internal version: PrepareForCreate (for pods: status reset, dropping fields of disabled
// features, the scheduling-gated condition and the merge of pod (anti-)affinity
// matchLabelKeys/mismatchLabelKeys into the label selector), then the apiserver's validation
// (pkg/apis/*/validation through the strategy's Validate, then the object meta). The error is
// the apiserver's own: `Pod "web" is invalid: ...`.
//
// What PrepareForCreate changed is kept, except the status: the scenario's status stays, so
// that running pods from a cluster dump keep their phase and start time (docs/oracle.md).
func beforeCreate(o *scenarioObject) error {
	strategy, ok := createStrategies[o.kind]
	if !ok {
		return fmt.Errorf("no create strategy for kind %s", o.kind)
	}
	internalGV := schema.GroupVersion{Group: o.info.gvk.Group, Version: runtime.APIVersionInternal}
	internal, err := legacyscheme.Scheme.ConvertToVersion(o.obj.DeepCopyObject(), internalGV)
	if err != nil {
		return err
	}
	m := o.meta()
	ctx := genericapirequest.WithNamespace(genericapirequest.NewContext(), m.GetNamespace())
	// The request as the apiserver's handler chain describes it (v1.37.2's declarative
	// validation reads it).
	ctx = genericapirequest.WithRequestInfo(ctx, &genericapirequest.RequestInfo{
		IsResourceRequest: true, Verb: "create", APIGroup: o.info.gvk.Group, APIVersion: o.info.gvk.Version,
		Namespace: m.GetNamespace(), Resource: o.info.resource, Name: m.GetName(),
	})
	if err := rest.BeforeCreate(strategy, ctx, internal); err != nil {
		return err
	}
	prepared, err := legacyscheme.Scheme.ConvertToVersion(internal, o.info.gvk.GroupVersion())
	if err != nil {
		return err
	}
	keepStatus(prepared, o.obj)
	o.obj = prepared
	return nil
}

// keepStatus copies the status of from (if the kind has one) onto to.
func keepStatus(to, from runtime.Object) {
	dst := reflect.ValueOf(to).Elem().FieldByName("Status")
	src := reflect.ValueOf(from).Elem().FieldByName("Status")
	if dst.IsValid() && src.IsValid() && dst.CanSet() {
		dst.Set(src)
	}
}
