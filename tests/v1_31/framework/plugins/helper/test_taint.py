"""Port of pkg/scheduler/framework/plugins/helper/taint_test.go."""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.framework.plugins.helper.taint import (
    do_not_schedule_taints_filter_func,
)


@pytest.mark.parametrize(
    ("taint", "expected"),
    [
        pytest.param(
            v1.Taint(effect=v1.TaintEffectNoSchedule),
            True,
            id="should include the taints with NoSchedule effect",
        ),
        pytest.param(
            v1.Taint(effect=v1.TaintEffectNoExecute),
            True,
            id="should include the taints with NoExecute effect",
        ),
        pytest.param(
            v1.Taint(effect=v1.TaintEffectPreferNoSchedule),
            False,
            id="should not include the taints with PreferNoSchedule effect",
        ),
    ],
)
def test_do_not_schedule_taints_filter_func(taint: v1.Taint, expected: bool) -> None:
    filter_predicate = do_not_schedule_taints_filter_func()
    assert filter_predicate(taint) == expected
