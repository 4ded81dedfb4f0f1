package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func loadText(t *testing.T, text string) ([]*scenarioObject, error) {
	t.Helper()
	f := filepath.Join(t.TempDir(), "scenario.yaml")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	objects, _, err := loadScenario([]string{f}, io.Discard)
	return objects, err
}

// The pod strategy's PrepareForCreate merges matchLabelKeys/mismatchLabelKeys into the term's
// selector, and the scenario's status survives the strategy's status reset.
func TestCreateMergesLabelKeysAndKeepsStatus(t *testing.T) {
	objects, err := loadText(t, `apiVersion: v1
kind: Pod
metadata: {name: p, labels: {app: web, tenant: a}}
spec:
  nodeName: n1
  containers: [{name: c, image: busybox}]
  affinity:
    podAntiAffinity:
      requiredDuringSchedulingIgnoredDuringExecution:
      - labelSelector: {matchLabels: {app: web}}
        matchLabelKeys: [tenant, absent]
        mismatchLabelKeys: [app]
        topologyKey: kubernetes.io/hostname
status: {phase: Running}
`)
	if err != nil {
		t.Fatal(err)
	}
	p := objects[0].obj.(*v1.Pod)
	got := p.Spec.Affinity.PodAntiAffinity.RequiredDuringSchedulingIgnoredDuringExecution[0].LabelSelector.MatchExpressions
	want := []metav1.LabelSelectorRequirement{
		{Key: "tenant", Operator: metav1.LabelSelectorOpIn, Values: []string{"a"}},
		{Key: "app", Operator: metav1.LabelSelectorOpNotIn, Values: []string{"web"}},
	}
	if len(got) != len(want) {
		t.Fatalf("merged requirements %v, want %v", got, want)
	}
	for i := range want {
		if got[i].Key != want[i].Key || got[i].Operator != want[i].Operator || strings.Join(got[i].Values, ",") != strings.Join(want[i].Values, ",") {
			t.Errorf("requirement %d: %v, want %v", i, got[i], want[i])
		}
	}
	if p.Status.Phase != v1.PodRunning {
		t.Errorf("phase %q, want the scenario's Running", p.Status.Phase)
	}
	if p.Spec.Priority == nil || *p.Spec.Priority != 0 || p.Spec.PreemptionPolicy == nil || *p.Spec.PreemptionPolicy != v1.PreemptLowerPriority {
		t.Errorf("priority %v, policy %v; want 0 and PreemptLowerPriority", p.Spec.Priority, p.Spec.PreemptionPolicy)
	}
}

func TestCreateRefusals(t *testing.T) {
	cases := map[string]struct{ input, want string }{
		"policy without class": {
			"apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  preemptionPolicy: Never\n  containers: [{name: a, image: b}]\n",
			`pods "p" is forbidden: the string value of PreemptionPolicy (Never) must not be provided in pod spec; priority admission controller computed PreemptLowerPriority from the given PriorityClass name`,
		},
		"second default class": {
			"apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: a}\nvalue: 1\nglobalDefault: true\n---\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata: {name: b}\nvalue: 2\nglobalDefault: true\n",
			`(PriorityClass b): priorityclasses.scheduling.k8s.io "b" is forbidden: PriorityClass a is already marked as default. Only one default can exist`,
		},
		"invalid pod": {
			"apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: a}]\n",
			`(Pod default/p): Pod "p" is invalid: spec.containers[0].image: Required value`,
		},
		"admission before validation": {
			"apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  priorityClassName: nope\n  containers: [{name: a}]\n",
			`pods "p" is forbidden: no PriorityClass with name nope was found`,
		},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := loadText(t, c.input)
			if err == nil || !strings.HasSuffix(err.Error(), c.want) {
				t.Errorf("error %v; want one ending in %q", err, c.want)
			}
		})
	}
}
