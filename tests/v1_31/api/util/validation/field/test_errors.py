"""Port of parts of k8s.io/apimachinery/pkg/util/validation/field/errors_test.go.

Ported: TestToAggregate (the rows using Invalid), TestNotSupported. Not ported: TestMakeFuncs,
TestErrorUsefulMessage, TestErrListFilter and the InternalError row of TestToAggregate, whose
constructors (Required, Forbidden, InternalError, Filter, ...) are not part of this port.
"""

import pytest

from kube_scheduler_py.v1_31.api.util.validation.field import (
    ErrorList,
    invalid,
    new_path,
    not_supported,
)


@pytest.mark.parametrize(
    ("err_list", "num_expected_errs"),
    [
        (ErrorList(), 0),
        (ErrorList([invalid(new_path("f"), "v", "d")]), 1),
        (ErrorList([invalid(new_path("f"), "v", "d"), invalid(new_path("f"), "v", "d")]), 1),
    ],
)
def test_to_aggregate(err_list: ErrorList, num_expected_errs: int) -> None:
    agg = err_list.to_aggregate()
    num_errs = 0 if agg is None else len(agg.errors())
    assert num_errs == num_expected_errs
    if len(err_list) == 0:
        assert agg is None
    else:
        assert agg is not None


def test_not_supported() -> None:
    err = not_supported(new_path("f"), "v", ["a", "b", "c"])
    assert err.error_body() == 'Unsupported value: "v": supported values: "a", "b", "c"'
