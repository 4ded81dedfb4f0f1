// Command wrappers_golden prints, as JSON, the objects that the Go test wrappers of
// pkg/scheduler/testing (v1.31.1) build for the cases of tests/v1_31/testing/test_wrappers.py.
//
// Regenerate from a copy of tools/oracle's go.mod (module line renamed) next to this file:
//   GOTOOLCHAIN=local GOFLAGS=-mod=mod go run . > ../wrappers_golden.json
package main

import (
	"encoding/json"
	"os"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	st "k8s.io/kubernetes/pkg/scheduler/testing"
	"k8s.io/utils/ptr"
)

func main() {
	honor := v1.NodeInclusionPolicyHonor
	ignore := v1.NodeInclusionPolicyIgnore
	ts := metav1.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
	ts = metav1.NewTime(ts.UTC())
	fooSelector := st.MakeLabelSelector().Exists("foo").Obj()
	out := []struct {
		Name string      `json:"name"`
		Obj  interface{} `json:"obj"`
	}{
		{"pod_basic", st.MakePod().Name("p").Namespace("ns").UID("u").Node("n1").SchedulerName("sched").Priority(10).NominatedNodeName("n2").Phase(v1.PodRunning).Obj()},
		{"pod_req_lim_res_init", st.MakePod().Name("p").Req(map[v1.ResourceName]string{v1.ResourceCPU: "500m"}).Lim(map[v1.ResourceName]string{v1.ResourceMemory: "1Gi"}).Res(map[v1.ResourceName]string{v1.ResourceCPU: "1", "example.com/gpu": "2"}).InitReq(map[v1.ResourceName]string{v1.ResourceCPU: "2", v1.ResourceMemory: "100Mi"}).InitReq(map[v1.ResourceName]string{v1.ResourceCPU: "3"}).Req(nil).InitReq(nil).Obj()},
		{"pod_containers", st.MakePod().Container("image1").Container("image2").HostPort(8080).ContainerPort([]v1.ContainerPort{{HostPort: 80, ContainerPort: 8080, Protocol: v1.ProtocolTCP, HostIP: "127.0.0.1"}}).Obj()},
		{"pod_node_affinity_in", st.MakePod().NodeAffinityIn("zone", []string{"z1", "z2"}).Obj()},
		{"pod_node_affinity_not_in", st.MakePod().NodeAffinityNotIn("zone", []string{"z3"}).NodeSelector(map[string]string{"a": "b"}).Obj()},
		{"pod_affinity_kinds", st.MakePod().
			PodAffinityExists("foo", "zone", st.PodAffinityWithRequiredReq).
			PodAffinityIn("bar", "node", []string{"x", "y"}, st.PodAffinityWithPreferredReq).
			PodAffinityNotIn("baz", "region", []string{"z"}, st.PodAffinityWithRequiredPreferredReq).
			PodAffinityNotExists("qux", "zone", st.NilPodAffinity).
			Obj()},
		{"pod_anti_affinity_kinds", st.MakePod().
			PodAntiAffinityExists("foo", "zone", st.PodAntiAffinityWithRequiredReq).
			PodAntiAffinityIn("bar", "node", []string{"x"}, st.PodAntiAffinityWithPreferredReq).
			PodAntiAffinityNotIn("baz", "region", []string{"z"}, st.PodAntiAffinityWithRequiredPreferredReq).
			PodAntiAffinityNotExists("qux", "zone", st.PodAntiAffinityWithRequiredReq).
			PodAntiAffinityExists("mismatch", "zone", st.PodAffinityWithRequiredReq).
			Obj()},
		{"pod_spread_constraints", st.MakePod().
			SpreadConstraint(1, "zone", v1.DoNotSchedule, fooSelector, nil, nil, nil, nil).
			SpreadConstraint(2, "node", v1.ScheduleAnyway, st.MakeLabelSelector().Label("a", "b").In("c", []string{"d"}).NotIn("e", []string{"f"}).NotExist("g").Obj(), ptr.To[int32](3), &honor, &ignore, []string{"pod-template-hash"}).
			Obj()},
		{"pod_tolerations_gates_misc", st.MakePod().Toleration("node.kubernetes.io/not-ready").Toleration("foo").
			SchedulingGates([]string{"g1", "g2"}).PreemptionPolicy(v1.PreemptNever).ZeroTerminationGracePeriod().
			Overhead(v1.ResourceList{v1.ResourceCPU: resource.MustParse("100m")}).
			Label("a", "1").Labels(map[string]string{"b": "2"}).Annotation("k", "v").Annotations(map[string]string{"k2": "v2"}).
			Condition(v1.PodScheduled, v1.ConditionFalse, v1.PodReasonUnschedulable).
			Conditions([]v1.PodCondition{{Type: v1.PodReady, Status: v1.ConditionTrue}}).
			StartTime(ts).CreationTimestamp(ts).
			OwnerReference("rs1", appsv1.SchemeGroupVersion.WithKind("ReplicaSet")).Obj()},
		{"pod_volumes", st.MakePod().PVC("claim1").Volume(v1.Volume{Name: "v", VolumeSource: v1.VolumeSource{EmptyDir: &v1.EmptyDirVolumeSource{}}}).Obj()},
		{"pod_owner_core", st.MakePod().OwnerReference("rc1", v1.SchemeGroupVersion.WithKind("ReplicationController")).PodResourceClaims(v1.PodResourceClaim{Name: "c1"}).Obj()},
		{"node_default", st.MakeNode().Obj()},
		{"node_full", st.MakeNode().Name("n1").UID("n1-uid").Label("zone", "z1").Label("node", "n1").Annotation("a", "b").
			Capacity(map[v1.ResourceName]string{v1.ResourceCPU: "4", v1.ResourceMemory: "8Gi", v1.ResourcePods: "110"}).
			Images(map[string]int64{"img:1": 1000}).
			Taints([]v1.Taint{{Key: "k", Value: "v", Effect: v1.TaintEffectNoSchedule}}).Unschedulable(true).Obj()},
		{"pvc", st.MakePersistentVolumeClaim().Name("pvc1").Namespace("ns").Annotation("volume.kubernetes.io/selected-node", "n1").VolumeName("pv1").
			AccessModes([]v1.PersistentVolumeAccessMode{v1.ReadWriteOnce}).
			Resources(v1.VolumeResourceRequirements{Requests: v1.ResourceList{v1.ResourceStorage: resource.MustParse("1Gi")}}).Obj()},
		{"pv", st.MakePersistentVolume().Name("pv1").AccessModes([]v1.PersistentVolumeAccessMode{v1.ReadOnlyMany}).
			Capacity(v1.ResourceList{v1.ResourceStorage: resource.MustParse("2Gi")}).
			HostPathVolumeSource(&v1.HostPathVolumeSource{Path: "/tmp"}).
			NodeAffinityIn("zone", []string{"z1"}).NodeAffinityIn("node", []string{"n1", "n2"}).Obj()},
		{"node_selector", st.MakeNodeSelector().In("a", []string{"1"}).NotIn("b", []string{"2", "3"}).Obj()},
		{"container", st.MakeContainer().Name("c").Image("img").Resources(map[v1.ResourceName]string{v1.ResourceCPU: "1"}).HostPort(9).Obj()},
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		panic(err)
	}
}
