"""Port of parts of k8s.io/apimachinery/pkg/util/errors/errors_test.go.

Ported: TestEmptyAggregate (nil/empty rows), TestAggregateWithNil, TestSingularAggregate,
TestPluralAggregate, TestDedupeAggregate, TestDedupePluralAggregate,
TestFlattenAndDedupeAggregate. The tests of Flatten, FilterOut, Reduce, AggregateGoroutines,
CreateAggregateFromMessageCountMap and errors.Is are not ported (those functions are not).
"""

import pytest

from kube_scheduler_py.v1_37.api.util.errors import new_aggregate


def test_empty_aggregate() -> None:
    assert new_aggregate([]) is None


def test_aggregate_with_nil() -> None:
    assert new_aggregate([None]) is None
    agg = new_aggregate([Exception("err"), None])
    assert agg is not None
    assert len(agg.errors()) == 1


@pytest.mark.parametrize(
    ("errs", "message", "count"),
    [
        pytest.param([Exception("err")], "err", 1, id="TestSingularAggregate"),
        pytest.param(
            [Exception("abc"), Exception("123")], "[abc, 123]", 2, id="TestPluralAggregate"
        ),
        pytest.param([Exception("abc"), Exception("abc")], "abc", 2, id="TestDedupeAggregate"),
        pytest.param(
            [Exception("abc"), Exception("abc"), Exception("123")],
            "[abc, 123]",
            3,
            id="TestDedupePluralAggregate",
        ),
    ],
)
def test_aggregate_messages(errs: list[Exception | None], message: str, count: int) -> None:
    agg = new_aggregate(errs)
    assert agg is not None
    assert agg.error() == message
    assert str(agg) == message
    assert len(agg.errors()) == count


def test_flatten_and_dedupe_aggregate() -> None:
    inner = new_aggregate([Exception("abc")])
    agg = new_aggregate([Exception("abc"), Exception("abc"), inner])
    assert agg is not None
    assert agg.error() == "abc"
    assert len(agg.errors()) == 3
