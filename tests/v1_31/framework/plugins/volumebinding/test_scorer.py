"""Port of pkg/scheduler/framework/plugins/volumebinding/scorer_test.go."""

from __future__ import annotations

from typing import Any

import pytest

from kube_scheduler_py.v1_31 import framework
from kube_scheduler_py.v1_31.apis import config
from kube_scheduler_py.v1_31.framework.plugins import helper
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.binder import StorageResource
from kube_scheduler_py.v1_31.framework.plugins.volumebinding.scorer import build_scorer_function

classHDD = "hdd"
classSSD = "ssd"

# defaultShapePoint of volume_binding_test.go.
defaultShapePoint = [
    config.UtilizationShapePoint(utilization=0, score=0),
    config.UtilizationShapePoint(utilization=100, score=config.MaxCustomPriorityScore),
]

defaultShape = [
    helper.FunctionShapePoint(
        utilization=point.utilization,
        score=point.score * (framework.MaxNodeScore // config.MaxCustomPriorityScore),
    )
    for point in defaultShapePoint
]


def _hdd(requested: int) -> dict[str, StorageResource]:
    return {classHDD: StorageResource(requested=requested, capacity=100)}


def _both(hdd: int, ssd: int) -> dict[str, StorageResource]:
    return {
        classHDD: StorageResource(requested=hdd, capacity=100),
        classSSD: StorageResource(requested=ssd, capacity=100),
    }


# Each row: (shape, [(classResources, score), ...]).
SCORE_CASES: list[Any] = [
    pytest.param(
        defaultShape,
        [(_hdd(0), 0), (_hdd(30), 30), (_hdd(50), 50), (_hdd(100), 100)],
        id="default shape, single class",
    ),
    pytest.param(
        defaultShape,
        [
            (_both(0, 0), 0),
            (_both(0, 30), 15),
            (_both(30, 30), 30),
            (_both(30, 60), 45),
            (_both(50, 50), 50),
            (_both(50, 100), 75),
            (_both(100, 100), 100),
        ],
        id="default shape, multiple classes",
    ),
    pytest.param(
        [
            helper.FunctionShapePoint(utilization=50, score=0),
            helper.FunctionShapePoint(utilization=80, score=30),
            helper.FunctionShapePoint(utilization=100, score=50),
        ],
        [
            (_both(0, 0), 0),
            (_both(0, 30), 0),
            (_both(30, 30), 0),
            (_both(30, 60), 5),
            (_both(50, 100), 25),
            (_both(90, 90), 40),
            (_both(100, 100), 50),
        ],
        id="custom shape, multiple classes",
    ),
]


@pytest.mark.parametrize(("shape", "cases"), SCORE_CASES)
def test_score(
    shape: helper.FunctionShape, cases: list[tuple[dict[str, StorageResource], int]]
) -> None:
    f = build_scorer_function(shape)
    for class_resources, score in cases:
        assert f(class_resources) == score
