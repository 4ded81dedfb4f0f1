package main

import (
	"testing"

	v1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

var nodesGVR = v1.SchemeGroupVersion.WithResource("nodes")

// Create gives its own uid and refuses a resourceVersion, as kube-apiserver does
// (docs/simulate.md, "Documents from a cluster dump").
func TestCreateGivesItsOwnUIDAndRefusesAResourceVersion(t *testing.T) {
	a := newAPIServer()
	given := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1", UID: "0b4a7a1e-0000-4000-8000-000000000001"}}
	if err := a.tracker.Create(nodesGVR, given, ""); err != nil {
		t.Fatal(err)
	}
	stored, _ := a.tracker.Get(nodesGVR, "", "n1")
	if uid := stored.(*v1.Node).UID; uid != objectUID("Node", "", "n1") {
		t.Errorf("uid %s, want the deterministic one", uid)
	}
	dumped := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n2", ResourceVersion: "48213"}}
	err := a.tracker.Create(nodesGVR, dumped, "")
	if status, ok := err.(*apierrors.StatusError); !ok || status.ErrStatus.Code != 500 ||
		err.Error() != "resourceVersion should not be set on objects to be created" {
		t.Errorf("create with a resourceVersion: %v", err)
	}
}

// Update without resourceVersion and uid is unconditional and keeps the uid; a stale
// resourceVersion is a Conflict; another uid is Invalid.
func TestUpdateKeepsTheGenericStoresRules(t *testing.T) {
	a := newAPIServer()
	if err := a.tracker.Create(nodesGVR, &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1"}}, ""); err != nil {
		t.Fatal(err)
	}
	replacement := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1", Labels: map[string]string{"zone": "a"}}}
	if err := a.tracker.Update(nodesGVR, replacement, ""); err != nil {
		t.Fatalf("unconditional update: %v", err)
	}
	stored, _ := a.tracker.Get(nodesGVR, "", "n1")
	if uid := stored.(*v1.Node).UID; uid != objectUID("Node", "", "n1") {
		t.Errorf("uid %s after the update, want the stored one", uid)
	}
	stale := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1", ResourceVersion: "1"}}
	if err := a.tracker.Update(nodesGVR, stale, ""); !apierrors.IsConflict(err) {
		t.Errorf("stale update: %v, want a Conflict", err)
	}
	other := &v1.Node{ObjectMeta: metav1.ObjectMeta{Name: "n1", UID: "other"}}
	want := `Node "n1" is invalid: metadata.uid: Invalid value: "other": field is immutable`
	if err := a.tracker.Update(nodesGVR, other, ""); err == nil || err.Error() != want {
		t.Errorf("update with another uid: %v, want %s", err, want)
	}
}
