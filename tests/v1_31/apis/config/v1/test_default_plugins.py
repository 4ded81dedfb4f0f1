"""Port of pkg/scheduler/apis/config/v1/default_plugins_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31 import features
from kube_scheduler_py.v1_31.apis.config import v1
from kube_scheduler_py.v1_31.apis.config.v1.default_plugins import (
    get_default_plugins,
    merge_plugins,
)
from kube_scheduler_py.v1_31.features import DefaultFeatureGate, set_feature_gate_during_test
from kube_scheduler_py.v1_31.framework.plugins import names

P = v1.Plugin
PS = v1.PluginSet


def _default_multi_point(with_dra: bool) -> list[v1.Plugin]:
    plugins = [
        P(name=names.SchedulingGates),
        P(name=names.PrioritySort),
        P(name=names.NodeUnschedulable),
        P(name=names.NodeName),
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
    ]
    if with_dra:
        plugins.append(P(name=names.DynamicResources))
    plugins += [
        P(name=names.DefaultPreemption),
        P(name=names.NodeResourcesBalancedAllocation, weight=1),
        P(name=names.ImageLocality, weight=1),
        P(name=names.DefaultBinder),
    ]
    return plugins


@pytest.mark.parametrize(
    ("enabled", "want"),
    [
        pytest.param(
            False,
            v1.Plugins(multi_point=PS(enabled=_default_multi_point(False))),
            id="Feature gate DynamicResourceAllocation disabled",
        ),
        pytest.param(
            True,
            v1.Plugins(multi_point=PS(enabled=_default_multi_point(True))),
            id="Feature gate DynamicResourceAllocation enabled",
        ),
    ],
)
def test_apply_feature_gates(enabled: bool, want: v1.Plugins) -> None:
    with set_feature_gate_during_test(
        DefaultFeatureGate, features.DynamicResourceAllocation, enabled
    ):
        assert get_default_plugins() == want


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
]


@pytest.mark.parametrize(("custom", "default", "expected"), MERGE_CASES)
def test_merge_plugins(
    custom: v1.Plugins | None, default: v1.Plugins, expected: v1.Plugins
) -> None:
    assert merge_plugins(default, custom) == expected
