"""The in-memory API server keeps the rules of the real one that the scheduler depends on."""

from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta
from typing import Any

import pytest

from kube_scheduler_py.apiserver.clientset import Clientset
from kube_scheduler_py.apiserver.events import EventRecorder, go_sprintf
from kube_scheduler_py.apiserver.informers import (
    FilteringResourceEventHandler,
    ResourceEventHandlerFuncs,
    SharedInformerFactory,
)
from kube_scheduler_py.apiserver.server import (
    AdmissionError,
    APIServer,
    InvalidError,
    StatusError,
    deterministic_uid,
)
from kube_scheduler_py.clock import VIRTUAL_EPOCH, FakeClock
from kube_scheduler_py.v1_31.api import labels
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import is_already_exists, is_conflict, is_not_found
from kube_scheduler_py.v1_31.api.events import v1 as eventsv1
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.resource import must_parse
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.testing.wrappers import make_node, make_pod


@pytest.fixture
def server() -> APIServer:
    return APIServer(FakeClock())


def test_create_sets_deterministic_metadata(server: APIServer) -> None:
    pod = server.create(make_pod().name("web").obj())
    assert pod.metadata.namespace == "default"
    assert pod.metadata.uid == str(
        uuid.uuid5(uuid.NAMESPACE_URL, "kube-scheduler-py/Pod/default/web")
    )
    assert pod.metadata.uid == deterministic_uid("Pod", "default", "web")
    assert pod.metadata.creation_timestamp == VIRTUAL_EPOCH
    assert pod.metadata.resource_version == "1"
    assert pod.status.phase == v1.PodPending


def test_reads_and_writes_hand_out_copies(server: APIServer) -> None:
    given = make_node().name("n1").obj()
    stored = server.create(given)
    stored.metadata.labels["changed"] = "yes"
    assert server.get(v1.Node, "", "n1").metadata.labels == {}
    assert given.metadata.resource_version == ""


def test_already_exists_not_found_and_conflict(server: APIServer) -> None:
    server.create(make_node().name("n1").obj())
    with pytest.raises(Exception) as err:
        server.create(make_node().name("n1").obj())
    assert is_already_exists(err.value)
    assert str(err.value) == 'nodes "n1" already exists'

    with pytest.raises(Exception) as err:
        server.get(v1.Node, "", "n2")
    assert is_not_found(err.value)
    assert str(err.value) == 'nodes "n2" not found'

    stale = server.get(v1.Node, "", "n1")
    fresh = server.get(v1.Node, "", "n1")
    fresh.metadata.labels["a"] = "b"
    server.update(fresh)
    with pytest.raises(Exception) as err:
        server.update(stale)
    assert is_conflict(err.value)
    assert str(err.value) == (
        'Operation cannot be fulfilled on nodes "n1": the object has been modified; please '
        "apply your changes to the latest version and try again"
    )


def test_create_gives_its_own_uid_and_refuses_a_resource_version(server: APIServer) -> None:
    # As kube-apiserver: a created object gets a new uid whatever the request carries (here
    # the deterministic one), and a create that carries a resourceVersion is refused.
    given = make_node().name("n1").obj()
    given.metadata.uid = "0b4a7a1e-0000-4000-8000-000000000001"
    assert server.create(given).metadata.uid == deterministic_uid("Node", "", "n1")
    assert server.dry_run_create(given).metadata.uid == deterministic_uid("Node", "", "n1")
    dumped = make_node().name("n2").obj()
    dumped.metadata.resource_version = "48213"
    with pytest.raises(StatusError) as err:
        server.create(dumped)
    assert (err.value.code, str(err.value)) == (
        500,
        "resourceVersion should not be set on objects to be created",
    )


def test_update_without_a_resource_version_or_uid_keeps_the_stored_ones(server: APIServer) -> None:
    stored = server.create(make_node().name("n1").obj())
    replacement = make_node().name("n1").label("zone", "a").obj()
    updated = server.update(replacement)
    assert updated.metadata.uid == stored.metadata.uid
    assert updated.metadata.labels == {"zone": "a"}
    assert int(updated.metadata.resource_version) > int(stored.metadata.resource_version)


def test_update_refuses_another_uid(server: APIServer) -> None:
    server.create(make_node().name("n1").obj())
    replacement = make_node().name("n1").obj()
    replacement.metadata.uid = "other"
    with pytest.raises(InvalidError) as err:
        server.update(replacement)
    assert str(err.value) == (
        'Node "n1" is invalid: metadata.uid: Invalid value: "other": field is immutable'
    )


def test_binding_sets_the_node_and_the_scheduled_condition(server: APIServer) -> None:
    server.create(make_pod().name("web").obj())
    binding = v1.Binding(
        metadata=metav1.ObjectMeta(name="web", namespace="default"),
        target=v1.ObjectReference(kind="Node", name="n1"),
    )
    Clientset(server).core_v1().pods("default").bind(binding)
    pod = server.get(v1.Pod, "default", "web")
    assert pod.spec.node_name == "n1"
    assert [(c.type, c.status) for c in pod.status.conditions] == [("PodScheduled", "True")]

    with pytest.raises(Exception) as err:
        Clientset(server).core_v1().pods("default").bind(binding)
    assert 'pod web is already assigned to node "n1"' in str(err.value)


def test_gated_pod_gets_the_scheduling_gated_condition_and_cannot_be_bound(
    server: APIServer,
) -> None:
    pod = server.create(make_pod().name("gated").scheduling_gates(["example.com/wait"]).obj())
    (condition,) = pod.status.conditions
    assert (condition.type, condition.status, condition.reason, condition.message) == (
        "PodScheduled",
        "False",
        "SchedulingGated",
        "Scheduling is blocked due to non-empty scheduling gates",
    )
    binding = v1.Binding(metadata=metav1.ObjectMeta(name="gated", namespace="default"))
    binding.target.name = "n1"
    with pytest.raises(Exception, match=r"has non-empty \.spec\.schedulingGates"):
        server.bind(binding)


def test_status_patch_merges_conditions_by_type(server: APIServer) -> None:
    server.create(make_pod().name("web").obj())
    status = v1.PodStatus(
        conditions=[v1.PodCondition(type="PodScheduled", status="False", reason="Unschedulable")],
        nominated_node_name="n2",
    )
    Clientset(server).core_v1().pods("default").patch_status("web", v1.PodStatus(), status)
    status.conditions[0].message = "0/1 nodes are available"
    pod = Clientset(server).core_v1().pods("default").patch_status("web", v1.PodStatus(), status)
    assert [(c.type, c.message) for c in pod.status.conditions] == [
        ("PodScheduled", "0/1 nodes are available")
    ]
    assert pod.status.nominated_node_name == "n2"


def _pod_of_class(name: str, priority_class_name: str) -> v1.Pod:
    pod = make_pod().name(name).obj()
    pod.spec.priority_class_name = priority_class_name
    return pod


class TestPriorityAdmission:
    def test_class_name_resolves_to_priority_and_policy(self, server: APIServer) -> None:
        server.create(
            schedulingv1.PriorityClass(
                metadata=metav1.ObjectMeta(name="high"), value=1000, preemption_policy="Never"
            )
        )
        pod = server.create(_pod_of_class("p", "high"))
        assert (pod.spec.priority, pod.spec.preemption_policy) == (1000, "Never")

    def test_global_default_applies_to_pods_naming_none(self, server: APIServer) -> None:
        server.create(
            schedulingv1.PriorityClass(
                metadata=metav1.ObjectMeta(name="normal"),
                value=10,
                global_default=True,
                preemption_policy="PreemptLowerPriority",
            )
        )
        pod = server.create(make_pod().name("p").obj())
        assert (pod.spec.priority_class_name, pod.spec.priority) == ("normal", 10)

    def test_without_any_class_priority_is_zero_and_preempts_lower(self, server: APIServer) -> None:
        pod = server.create(make_pod().name("p").obj())
        assert (pod.spec.priority_class_name, pod.spec.priority) == ("", 0)
        assert pod.spec.preemption_policy == v1.PreemptLowerPriority

    def test_a_policy_without_a_class_must_be_the_computed_one(self, server: APIServer) -> None:
        never = make_pod().name("p").obj()
        never.spec.preemption_policy = v1.PreemptNever
        with pytest.raises(AdmissionError) as err:
            server.create(never)
        assert str(err.value) == (
            'pods "p" is forbidden: the string value of PreemptionPolicy (Never) must not be '
            "provided in pod spec; priority admission controller computed PreemptLowerPriority "
            "from the given PriorityClass name"
        )
        stated = make_pod().name("q").obj()
        stated.spec.preemption_policy = v1.PreemptLowerPriority
        assert server.create(stated).spec.preemption_policy == v1.PreemptLowerPriority

    def test_the_default_class_gives_its_policy(self, server: APIServer) -> None:
        server.create(
            schedulingv1.PriorityClass(
                metadata=metav1.ObjectMeta(name="batch"),
                value=-5,
                global_default=True,
                preemption_policy=v1.PreemptNever,
            )
        )
        pod = server.create(make_pod().name("p").obj())
        assert (pod.spec.priority_class_name, pod.spec.priority) == ("batch", -5)
        assert pod.spec.preemption_policy == v1.PreemptNever
        lower = make_pod().name("q").obj()
        lower.spec.preemption_policy = v1.PreemptLowerPriority
        with pytest.raises(AdmissionError) as err:
            server.create(lower)
        assert "computed Never from the given PriorityClass name" in str(err.value)

    def test_only_one_class_may_be_the_global_default(self, server: APIServer) -> None:
        def default_class(name: str) -> schedulingv1.PriorityClass:
            return schedulingv1.PriorityClass(
                metadata=metav1.ObjectMeta(name=name), value=1, global_default=True
            )

        server.create(default_class("first"))
        with pytest.raises(AdmissionError) as err:
            server.create(default_class("second"))
        assert str(err.value) == (
            'priorityclasses.scheduling.k8s.io "second" is forbidden: PriorityClass first is '
            "already marked as default. Only one default can exist"
        )
        assert [pc.metadata.name for pc in server.list(schedulingv1.PriorityClass)] == ["first"]

    def test_system_classes_always_exist(self, server: APIServer) -> None:
        pod = server.create(_pod_of_class("p", "system-node-critical"))
        assert pod.spec.priority == 2000001000

    def test_unknown_class_and_contradicting_priority_are_forbidden(
        self, server: APIServer
    ) -> None:
        with pytest.raises(AdmissionError) as err:
            server.create(_pod_of_class("p", "nope"))
        assert str(err.value) == 'pods "p" is forbidden: no PriorityClass with name nope was found'
        with pytest.raises(AdmissionError) as err:
            server.create(make_pod().name("q").priority(5).obj())
        assert str(err.value) == (
            'pods "q" is forbidden: the integer value of priority (5) must not be provided in '
            "pod spec; priority admission controller computed 0 from the given PriorityClass name"
        )


class TestPrepareForCreate:
    """The pod strategy merges matchLabelKeys/mismatchLabelKeys into the term's selector."""

    @staticmethod
    def _term(match: list[str], mismatch: list[str]) -> v1.PodAffinityTerm:
        return v1.PodAffinityTerm(
            label_selector=metav1.LabelSelector(match_labels={"app": "web"}),
            topology_key="zone",
            match_label_keys=match,
            mismatch_label_keys=mismatch,
        )

    def test_label_keys_become_in_and_notin_requirements(self, server: APIServer) -> None:
        pod = make_pod().name("p").label("app", "web").label("tenant", "t1").obj()
        pod.spec.affinity = v1.Affinity(
            pod_affinity=v1.PodAffinity(
                required_during_scheduling_ignored_during_execution=[
                    self._term(["tenant", "absent"], [])
                ]
            ),
            pod_anti_affinity=v1.PodAntiAffinity(
                preferred_during_scheduling_ignored_during_execution=[
                    v1.WeightedPodAffinityTerm(
                        weight=5, pod_affinity_term=self._term([], ["tenant"])
                    )
                ]
            ),
        )
        stored = server.create(pod)
        assert stored.spec.affinity is not None
        assert stored.spec.affinity.pod_affinity is not None
        required = (
            stored.spec.affinity.pod_affinity.required_during_scheduling_ignored_during_execution
        )
        assert required[0].label_selector == metav1.LabelSelector(
            match_labels={"app": "web"},
            match_expressions=[
                metav1.LabelSelectorRequirement(key="tenant", operator="In", values=["t1"])
            ],
        )
        # The keys stay on the term, as the apiserver stores them.
        assert required[0].match_label_keys == ["tenant", "absent"]
        assert stored.spec.affinity.pod_anti_affinity is not None
        anti = stored.spec.affinity.pod_anti_affinity
        preferred = anti.preferred_during_scheduling_ignored_during_execution
        assert preferred[0].pod_affinity_term.label_selector is not None
        assert preferred[0].pod_affinity_term.label_selector.match_expressions == [
            metav1.LabelSelectorRequirement(key="tenant", operator="NotIn", values=["t1"])
        ]

    def test_a_term_without_a_selector_is_left_alone(self, server: APIServer) -> None:
        pod = make_pod().name("p").label("tenant", "t1").obj()
        term = v1.PodAffinityTerm(topology_key="zone", match_label_keys=["tenant"])
        pod.spec.affinity = v1.Affinity(
            pod_affinity=v1.PodAffinity(required_during_scheduling_ignored_during_execution=[term])
        )
        stored = server.create(pod)
        assert stored.spec.affinity is not None and stored.spec.affinity.pod_affinity is not None
        kept = stored.spec.affinity.pod_affinity.required_during_scheduling_ignored_during_execution
        assert kept[0].label_selector is None


class TestValidation:
    """Objects the apiserver's validation refuses are refused with its message."""

    @pytest.fixture
    def server(self) -> APIServer:
        return APIServer(FakeClock(), validate=True)

    def test_off_unless_asked(self) -> None:
        # Ported tests build pods without containers, as Go's fake clientset allows.
        APIServer(FakeClock()).create(make_pod().name("bare").obj())

    def test_negative_request(self, server: APIServer) -> None:
        pod = make_pod().name("web").req({"cpu": "-1"}).obj()
        pod.spec.containers[0].image = "busybox"
        with pytest.raises(InvalidError) as err:
            server.create(pod)
        assert str(err.value) == (
            'Pod "web" is invalid: spec.containers[0].resources.requests[cpu]: '
            'Invalid value: "-1": must be greater than or equal to 0'
        )
        assert server.list(v1.Pod) == []

    def test_every_error_is_listed(self, server: APIServer) -> None:
        pod = make_pod().name("web").obj()
        pod.spec.containers = [
            v1.Container(
                name="a",
                image="busybox",
                resources=v1.ResourceRequirements(
                    requests={"cpu": must_parse("2")}, limits={"cpu": must_parse("1")}
                ),
            ),
            v1.Container(
                name="b",
                image="busybox",
                resources=v1.ResourceRequirements(requests={"example.com/gpu": must_parse("1")}),
            ),
        ]
        with pytest.raises(InvalidError) as err:
            server.create(pod)
        assert str(err.value) == (
            'Pod "web" is invalid: [spec.containers[0].resources.requests: Invalid value: "2": '
            "must be less than or equal to cpu limit of 1, spec.containers[1].resources.limits: "
            "Required value: Limit must be set for non overcommitable resources]"
        )

    def test_node_quantities(self, server: APIServer) -> None:
        node = make_node().name("n1").capacity({"cpu": "-2"}).obj()
        with pytest.raises(InvalidError) as err:
            server.create(node)
        assert str(err.value) == (
            'Node "n1" is invalid: [status.capacity.cpu: Invalid value: "-2": must be greater '
            'than or equal to 0, status.allocatable.cpu: Invalid value: "-2": must be greater '
            "than or equal to 0]"
        )

    def test_admission_comes_before_validation(self, server: APIServer) -> None:
        pod = make_pod().name("web").req({"cpu": "-1"}).obj()
        pod.spec.priority_class_name = "nope"
        with pytest.raises(AdmissionError):
            server.create(pod)


class TestInformers:
    def test_initial_list_then_watch_events_in_order(self, server: APIServer) -> None:
        server.create(make_node().name("n1").obj())
        factory = SharedInformerFactory(server)
        seen: list[str] = []
        factory.core().v1().nodes().informer().add_event_handler(
            ResourceEventHandlerFuncs(
                add_func=lambda n: seen.append(f"add {n.metadata.name}"),
                update_func=lambda o, n: seen.append(f"update {n.metadata.labels}"),
                delete_func=lambda n: seen.append(f"delete {n.metadata.name}"),
            )
        )
        factory.start()
        assert seen == ["add n1"]

        async def scenario() -> None:
            task = asyncio.create_task(factory.run())
            node = server.get(v1.Node, "", "n1")
            node.metadata.labels["zone"] = "a"
            server.update(node)
            server.create(make_node().name("n2").obj())
            server.delete(v1.Node, "", "n1")
            assert not factory.idle()
            while not factory.idle():
                await asyncio.sleep(0)
            task.cancel()

        asyncio.run(scenario())
        assert seen == ["add n1", "update {'zone': 'a'}", "add n2", "delete n1"]
        lister = factory.core().v1().nodes().lister()
        assert [n.metadata.name for n in lister.list(labels.everything())] == ["n2"]
        with pytest.raises(Exception) as err:
            lister.get("n1")
        assert is_not_found(err.value)

    def test_each_delivered_event_is_a_microsecond_later(self, server: APIServer) -> None:
        factory = SharedInformerFactory(server)
        times = []
        factory.core().v1().pods().informer().add_event_handler(
            ResourceEventHandlerFuncs(add_func=lambda p: times.append(server.clock.now()))
        )
        factory.start()

        async def scenario() -> None:
            task = asyncio.create_task(factory.run())
            server.create(make_pod().name("a").obj())
            server.create(make_pod().name("b").obj())
            while not factory.idle():
                await asyncio.sleep(0)
            task.cancel()

        asyncio.run(scenario())
        assert times[1] - times[0] == timedelta(microseconds=1)

    def test_namespaced_lister_and_filtering_handler(self, server: APIServer) -> None:
        server.create(make_pod().name("a").namespace("x").label("app", "web").obj())
        server.create(make_pod().name("b").namespace("y").node("n1").obj())
        factory = SharedInformerFactory(server)
        assigned: list[str] = []
        factory.core().v1().pods().informer().add_event_handler(
            FilteringResourceEventHandler(
                filter_func=lambda p: bool(p.spec.node_name),
                handler=ResourceEventHandlerFuncs(
                    add_func=lambda p: assigned.append(p.metadata.name)
                ),
            )
        )
        factory.start()
        assert assigned == ["b"]
        lister = factory.core().v1().pods().lister()
        assert lister.pods("x").get("a").metadata.labels == {"app": "web"}
        selector = labels.selector_from_set(labels.Set({"app": "web"}))
        assert [p.metadata.name for p in lister.list(selector)] == ["a"]
        assert lister.pods("y").list(selector) == []


def test_event_recorder_posts_and_keeps_events(server: APIServer) -> None:
    pod = server.create(make_pod().name("web").obj())
    kept: list[Any] = []
    recorder = EventRecorder(Clientset(server), server.clock, "default-scheduler", kept)
    recorder.eventf(
        pod,
        None,
        "Normal",
        "Scheduled",
        "Binding",
        "Successfully assigned %v/%v to %v",
        "default",
        "web",
        "n1",
    )
    recorder.eventf(pod, None, "Normal", "Scheduled", "Binding", "again")
    assert [e.note for e in kept] == [
        "Successfully assigned default/web to n1",
        "again",
    ]
    stored = server.list(type(kept[0]))
    assert len(stored) == 2  # same instant, distinct names
    assert stored[0].regarding.kind == "Pod" and stored[0].regarding.uid == pod.metadata.uid
    assert stored[0].reporting_controller == "default-scheduler"


def test_event_recorder_without_a_list_keeps_nothing(server: APIServer) -> None:
    """A long-running scheduler posts its events but must not hold every one in memory."""
    pod = server.create(make_pod().name("web").obj())
    recorder = EventRecorder(Clientset(server), server.clock, "default-scheduler")
    for _ in range(3):
        recorder.eventf(pod, None, "Normal", "Scheduled", "Binding", "again")
    assert recorder.emitted is None
    assert len(server.list(eventsv1.Event)) == 3


def test_go_sprintf() -> None:
    assert go_sprintf("%v/%s took %d%% %q", "a", "b", 5, 'x"y') == 'a/b took 5% "x\\"y"'
    assert go_sprintf("100% busy") == "100%!b(MISSING)usy"


def test_the_main_resource_ignores_status_and_the_status_subresource_ignores_the_rest() -> None:
    server = APIServer(FakeClock())
    server.create(make_node().name("n1").capacity({"cpu": "4"}).obj())

    node = server.get(v1.Node, "", "n1")
    node.metadata.labels["zone"] = "a"
    node.status.allocatable = {"cpu": must_parse("1")}
    server.update(node)
    stored = server.get(v1.Node, "", "n1")
    assert stored.metadata.labels["zone"] == "a"
    assert stored.status.allocatable["cpu"] == must_parse("4")

    stored.metadata.labels["zone"] = "b"
    stored.spec.unschedulable = True
    stored.status.allocatable = {"cpu": must_parse("2")}
    server.update_status(stored)
    final = server.get(v1.Node, "", "n1")
    assert (final.metadata.labels["zone"], final.spec.unschedulable) == ("a", False)
    assert final.status.allocatable["cpu"] == must_parse("2")

    server.create(storagev1.StorageClass(metadata=metav1.ObjectMeta(name="fast")))
    with pytest.raises(TypeError, match="StorageClass has no status subresource"):
        server.update_status(server.get(storagev1.StorageClass, "", "fast"))
