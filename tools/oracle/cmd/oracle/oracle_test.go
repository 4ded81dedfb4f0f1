package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios runs every scenario of testdata and compares the output with the edition's
// expectedDir/NAME.json (regenerate with: ./run [--edition 1.37] simulate testdata/NAME.yaml).
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("../../testdata/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".yaml")
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(expectedDir, name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			if code := run([]string{"simulate", f}, &out, &errOut); code != 0 {
				t.Fatalf("exit code %d: %s", code, errOut.String())
			}
			if out.String() != string(want) {
				t.Errorf("output differs from %s/%s.json:\n%s", expectedDir, name, out.String())
			}
		})
	}
}

func TestInputErrors(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]struct{ input, want string }{
		"broken yaml":     {"apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n spec: x\n", "document 1: yaml: line 4: did not find expected key"},
		"not an object":   {"- a\n", "not a Kubernetes object"},
		"bad quantity":    {"apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: a, resources: {requests: {cpu: x}}}]\n", "quantities must match"},
		"unknown class":   {"apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  priorityClassName: nope\n  containers: [{name: a}]\n", `pods "p" is forbidden: no PriorityClass with name nope was found`},
		"duplicate":       {"apiVersion: v1\nkind: Node\nmetadata: {name: w1}\n---\napiVersion: v1\nkind: Node\nmetadata: {name: w1}\n", `nodes "w1" already exists`},
		"missing name":    {"apiVersion: v1\nkind: Node\nmetadata: {}\n", "metadata.name: Required value"},
		"unsupported api": {"apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: x}\n", `no kind "PodDisruptionBudget" is registered for version "policy/v1beta1"`},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			f := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".yaml")
			if err := os.WriteFile(f, []byte(c.input), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			code := run([]string{"simulate", f}, &out, &errOut)
			if code != 2 || !strings.Contains(errOut.String(), c.want) || out.Len() != 0 {
				t.Errorf("code %d, stderr %q, stdout %q; want code 2 and %q", code, errOut.String(), out.String(), c.want)
			}
		})
	}
}
