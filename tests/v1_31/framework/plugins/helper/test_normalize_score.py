"""Port of pkg/scheduler/framework/plugins/helper/normalize_score_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.framework.interface import MaxNodeScore, NodeScore
from kube_scheduler_py.v1_31.framework.plugins.helper.normalize_score import default_normalize_score


@pytest.mark.parametrize(
    ("reverse", "scores", "expected_scores"),
    [
        pytest.param(False, [1, 2, 3, 4], [25, 50, 75, 100], id="case_0"),
        pytest.param(True, [1, 2, 3, 4], [75, 50, 25, 0], id="case_1"),
        pytest.param(False, [1000, 10, 20, 30], [100, 1, 2, 3], id="case_2"),
        pytest.param(True, [1000, 10, 20, 30], [0, 99, 98, 97], id="case_3"),
        pytest.param(False, [1, 1, 1, 1], [100, 100, 100, 100], id="case_4"),
        pytest.param(False, [1000, 1, 1, 1], [100, 0, 0, 0], id="case_5"),
        pytest.param(True, [0, 1, 1, 1], [100, 0, 0, 0], id="case_6"),
        pytest.param(False, [0, 0, 0, 0], [0, 0, 0, 0], id="case_7"),
        pytest.param(True, [0, 0, 0, 0], [100, 100, 100, 100], id="case_8"),
    ],
)
def test_default_normalize_score(
    reverse: bool, scores: list[int], expected_scores: list[int]
) -> None:
    node_scores = [NodeScore(score=s) for s in scores]
    expected = [NodeScore(score=s) for s in expected_scores]

    default_normalize_score(MaxNodeScore, reverse, node_scores)
    assert node_scores == expected
