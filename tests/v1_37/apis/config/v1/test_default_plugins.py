"""Port of pkg/scheduler/apis/config/v1/default_plugins_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37 import features
from kube_scheduler_py.v1_37.apis.config import v1
from kube_scheduler_py.v1_37.apis.config.v1.default_plugins import (
    get_default_plugins,
    merge_plugins,
)
from kube_scheduler_py.v1_37.features import DefaultFeatureGate, set_feature_gates_during_test
from kube_scheduler_py.v1_37.framework.plugins import names

P = v1.Plugin
PS = v1.PluginSet


def _default_multi_point(*extra: v1.Plugin) -> list[v1.Plugin]:
    """The v1.37.2 default MultiPoint plugins (DynamicResourceAllocation and
    NodeDeclaredFeatures are GA and on), then `extra`."""
    return [
        P(name=names.SchedulingGates),
        P(name=names.PrioritySort),
        P(name=names.NodeName),
        P(name=names.NodeUnschedulable),
        P(name=names.TaintToleration, weight=3),
        P(name=names.NodeAffinity, weight=2),
        P(name=names.NodePorts),
        P(name=names.NodeResourcesFit, weight=1),
        P(name=names.VolumeRestrictions),
        P(name=names.NodeVolumeLimits),
        P(name=names.VolumeBinding),
        P(name=names.VolumeZone),
        P(name=names.PodTopologySpread, weight=2),
        P(name=names.InterPodAffinity, weight=2),
        P(name=names.DynamicResources, weight=2),
        P(name=names.DefaultPreemption),
        P(name=names.NodeResourcesBalancedAllocation, weight=1),
        P(name=names.ImageLocality, weight=1),
        P(name=names.DefaultBinder),
        P(name=names.NodeDeclaredFeatures),
        *extra,
    ]


# The Go table's cases that turn DynamicResourceAllocation or NodeDeclaredFeatures off lower
# the emulation version to do it (both are locked on at 1.37); they are not ported.
@pytest.mark.parametrize(
    ("gates", "want"),
    [
        pytest.param({}, _default_multi_point(), id="Feature gates at their defaults"),
        pytest.param(
            {features.GenericWorkload: True},
            _default_multi_point(P(name=names.GangScheduling)),
            id="Feature gate GenericWorkload enabled",
        ),
        pytest.param(
            {features.GenericWorkload: True, features.TopologyAwareWorkloadScheduling: True},
            _default_multi_point(
                P(name=names.GangScheduling),
                P(name=names.TopologyPlacementGenerator),
                P(name=names.PodGroupPodsCount, weight=1),
            ),
            id="Feature gate TopologyAwareWorkloadScheduling enabled",
        ),
    ],
)
def test_apply_feature_gates(gates: dict[str, bool], want: list[v1.Plugin]) -> None:
    with set_feature_gates_during_test(DefaultFeatureGate, gates):
        assert get_default_plugins() == v1.Plugins(multi_point=PS(enabled=want))


def test_deferred_pod_scheduling_goes_before_node_resources_fit() -> None:
    gate = features.InPlacePodVerticalScalingSchedulerPreemption
    with set_feature_gates_during_test(DefaultFeatureGate, {gate: True}):
        got = [p.name for p in get_default_plugins().multi_point.enabled]
    fit = got.index(names.NodeResourcesFit)
    assert got[fit - 1 : fit + 1] == [names.DeferredPodScheduling, names.NodeResourcesFit]
    assert got.count(names.DeferredPodScheduling) == 1


def _filter(enabled: list[str], disabled: list[str] | None = None) -> v1.Plugins:
    return v1.Plugins(
        filter=PS(
            enabled=[P(name=n) for n in enabled], disabled=[P(name=n) for n in disabled or []]
        )
    )


MERGE_CASES = [
    pytest.param(
        _filter(["CustomPlugin"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2", "CustomPlugin"]),
        id="AppendCustomPlugin",
    ),
    pytest.param(
        _filter(["CustomPlugin", "DefaultPlugin2"], ["DefaultPlugin2"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        _filter(["DefaultPlugin1", "CustomPlugin", "DefaultPlugin2"], ["DefaultPlugin2"]),
        id="InsertAfterDefaultPlugins2",
    ),
    pytest.param(
        _filter(["CustomPlugin", "DefaultPlugin1", "DefaultPlugin2"], ["*"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        _filter(["CustomPlugin", "DefaultPlugin1", "DefaultPlugin2"], ["*"]),
        id="InsertBeforeAllPlugins",
    ),
    pytest.param(
        _filter(["DefaultPlugin2", "DefaultPlugin1"], ["*"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        _filter(["DefaultPlugin2", "DefaultPlugin1"], ["*"]),
        id="ReorderDefaultPlugins",
    ),
    pytest.param(
        None,
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        _filter(["DefaultPlugin1", "DefaultPlugin2"]),
        id="ApplyNilCustomPlugin",
    ),
    pytest.param(
        v1.Plugins(filter=PS(enabled=[P(name="Plugin1", weight=2), P(name="Plugin3", weight=3)])),
        _filter(["Plugin1", "Plugin2", "Plugin3"]),
        v1.Plugins(
            filter=PS(
                enabled=[
                    P(name="Plugin1", weight=2),
                    P(name="Plugin2"),
                    P(name="Plugin3", weight=3),
                ]
            )
        ),
        id="CustomPluginOverrideDefaultPlugin",
    ),
    pytest.param(
        v1.Plugins(filter=PS(enabled=[P(name="Plugin2", weight=2), P(name="Plugin1", weight=1)])),
        _filter(["Plugin1", "Plugin2", "Plugin3"]),
        v1.Plugins(
            filter=PS(
                enabled=[
                    P(name="Plugin1", weight=1),
                    P(name="Plugin2", weight=2),
                    P(name="Plugin3"),
                ]
            )
        ),
        id="OrderPreserveAfterOverride",
    ),
    pytest.param(
        v1.Plugins(
            filter=PS(
                enabled=[
                    P(name="Plugin1"),
                    P(name="Plugin2", weight=2),
                    P(name="Plugin3"),
                    P(name="Plugin2", weight=4),
                ]
            )
        ),
        _filter(["Plugin1", "Plugin2", "Plugin3"]),
        v1.Plugins(
            filter=PS(
                enabled=[
                    P(name="Plugin1"),
                    P(name="Plugin2", weight=4),
                    P(name="Plugin3"),
                    P(name="Plugin2", weight=2),
                ]
            )
        ),
        id="RepeatedCustomPlugin",
    ),
    pytest.param(
        v1.Plugins(multi_point=PS(enabled=[P(name="CustomPlugin")])),
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin1"), P(name="DefaultPlugin2")])),
        v1.Plugins(
            multi_point=PS(
                enabled=[P(name="DefaultPlugin1"), P(name="DefaultPlugin2"), P(name="CustomPlugin")]
            )
        ),
        id="Append custom MultiPoint plugin",
    ),
    pytest.param(
        v1.Plugins(
            multi_point=PS(
                enabled=[P(name="CustomPlugin"), P(name="CustomPlugin2")],
                disabled=[P(name="DefaultPlugin2")],
            ),
            score=PS(disabled=[P(name="CustomPlugin2")]),
        ),
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin1"), P(name="DefaultPlugin2")])),
        v1.Plugins(
            multi_point=PS(
                enabled=[P(name="DefaultPlugin1"), P(name="CustomPlugin"), P(name="CustomPlugin2")],
                disabled=[P(name="DefaultPlugin2")],
            ),
            score=PS(disabled=[P(name="CustomPlugin2")]),
        ),
        id="Append disabled Multipoint plugins",
    ),
    pytest.param(
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin", weight=5)])),
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin")])),
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin", weight=5)])),
        id="override default MultiPoint plugins with custom value",
    ),
    pytest.param(
        v1.Plugins(multi_point=PS(enabled=[P(name="CustomPlugin")])),
        v1.Plugins(
            multi_point=PS(enabled=[P(name="DefaultPlugin")], disabled=[P(name="DefaultPlugin2")])
        ),
        v1.Plugins(
            multi_point=PS(
                enabled=[P(name="DefaultPlugin"), P(name="CustomPlugin")],
                disabled=[P(name="DefaultPlugin2")],
            )
        ),
        id="disabled MultiPoint plugin in default set",
    ),
    pytest.param(
        v1.Plugins(multi_point=PS(enabled=[P(name="CustomPlugin")])),
        v1.Plugins(
            multi_point=PS(enabled=[P(name="DefaultPlugin")]),
            score=PS(disabled=[P(name="DefaultPlugin2")]),
        ),
        v1.Plugins(
            multi_point=PS(enabled=[P(name="DefaultPlugin"), P(name="CustomPlugin")]),
            score=PS(disabled=[P(name="DefaultPlugin2")]),
        ),
        id="disabled MultiPoint plugin in default set for specific extension point",
    ),
    pytest.param(
        v1.Plugins(multi_point=PS(disabled=[P(name="DefaultPlugin")])),
        v1.Plugins(multi_point=PS(enabled=[P(name="DefaultPlugin")])),
        v1.Plugins(multi_point=PS(disabled=[P(name="DefaultPlugin")])),
        id="multipoint with only disabled gets merged",
    ),
    # Not in the Go table: the extension points v1.37.2 added merge like the others.
    pytest.param(
        v1.Plugins(
            placement_score=PS(enabled=[P(name="PodGroupPodsCount", weight=5)]),
            pod_group_post_filter=PS(disabled=[P(name="*")]),
        ),
        v1.Plugins(
            placement_score=PS(enabled=[P(name="NodeResourcesFit", weight=1)]),
            pod_group_post_filter=PS(enabled=[P(name="DefaultPreemption")]),
        ),
        v1.Plugins(
            placement_score=PS(
                enabled=[
                    P(name="NodeResourcesFit", weight=1),
                    P(name="PodGroupPodsCount", weight=5),
                ]
            ),
            pod_group_post_filter=PS(disabled=[P(name="*")]),
        ),
        id="placement and pod group extension points",
    ),
]


@pytest.mark.parametrize(("custom", "default", "expected"), MERGE_CASES)
def test_merge_plugins(
    custom: v1.Plugins | None, default: v1.Plugins, expected: v1.Plugins
) -> None:
    assert merge_plugins(default, custom) == expected
