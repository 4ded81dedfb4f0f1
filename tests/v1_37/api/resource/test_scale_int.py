"""Port of staging/src/k8s.io/apimachinery/pkg/api/resource/scale_int_test.go (v0.31.1)."""

from __future__ import annotations

from itertools import repeat

import pytest

from kube_scheduler_py.v1_37.api.resource.math import mostPositive
from kube_scheduler_py.v1_37.api.resource.scale_int import scaled_value


@pytest.mark.parametrize(
    ("unscaled", "scale", "new_scale", "want"),
    [
        # remain scale
        (1000, 0, 0, 1000),
        # scale down
        (1000, 0, -3, 1),
        (1000, 3, 0, 1),
        (0, 3, 0, 0),
        # always round up
        (999, 3, 0, 1),
        (500, 3, 0, 1),
        (499, 3, 0, 1),
        (1, 3, 0, 1),
        # large scaled value does not lose precision
        (mostPositive - 1, 1, 0, (mostPositive - 1) // 10 + 1),
        # large intermediate result.
        (10**100, 100, 0, 1),
        # scale up
        (0, 0, 3, 0),
        (1, 0, 3, 1000),
        (1, -3, 0, 1000),
        (1000, -3, 2, 100000000),
        (mostPositive // 1000, 0, 3, (mostPositive // 1000) * 1000),
    ],
    ids=repeat("TestScaledValueInternal"),
)
def test_scaled_value_internal(unscaled: int, scale: int, new_scale: int, want: int) -> None:
    """TestScaledValueInternal"""
    assert scaled_value(unscaled, scale, new_scale) == want
