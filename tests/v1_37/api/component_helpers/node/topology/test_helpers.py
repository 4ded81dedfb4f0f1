"""Port of staging/src/k8s.io/component-helpers/node/topology/helpers_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.component_helpers.node.topology import get_zone_key
from kube_scheduler_py.v1_37.api.core import v1
from kube_scheduler_py.v1_37.api.meta import v1 as metav1


def _node(labels: dict[str, str]) -> v1.Node:
    return v1.Node(metadata=metav1.ObjectMeta(labels=labels))


@pytest.mark.parametrize(
    ("node", "zone"),
    [
        pytest.param(_node({}), "", id="has no zone or region keys"),
        pytest.param(
            _node(
                {
                    v1.LabelFailureDomainBetaZone: "zone1",
                    v1.LabelFailureDomainBetaRegion: "region1",
                }
            ),
            "region1:\x00:zone1",
            id="has beta zone and region keys",
        ),
        pytest.param(
            _node({v1.LabelTopologyZone: "zone1", v1.LabelTopologyRegion: "region1"}),
            "region1:\x00:zone1",
            id="has GA zone and region keys",
        ),
        pytest.param(
            _node(
                {
                    v1.LabelTopologyZone: "zone1",
                    v1.LabelTopologyRegion: "region1",
                    v1.LabelFailureDomainBetaZone: "zone1",
                    v1.LabelFailureDomainBetaRegion: "region1",
                }
            ),
            "region1:\x00:zone1",
            id="has both beta and GA zone and region keys",
        ),
        pytest.param(
            _node(
                {
                    v1.LabelTopologyZone: "zone1",
                    v1.LabelTopologyRegion: "region1",
                    v1.LabelFailureDomainBetaZone: "zone2",
                    v1.LabelFailureDomainBetaRegion: "region2",
                }
            ),
            "region2:\x00:zone2",
            id="has both beta and GA zone and region keys, beta labels take precedent",
        ),
    ],
)
def test_get_zone_key(node: v1.Node, zone: str) -> None:
    assert get_zone_key(node) == zone
