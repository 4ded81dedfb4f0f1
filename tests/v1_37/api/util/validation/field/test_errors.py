"""Port of parts of k8s.io/apimachinery/pkg/util/validation/field/errors_test.go (v1.37.2).

Ported: TestMakeFuncs (the constructors this port has), TestToAggregate (without the nil row,
which is the empty row in Python), TestErrorFormatting (the rows whose values Python can hold:
no typed nil pointers, no failing MarshalJSON, no unknown error type, no TooLongCharacters or
TypeInvalid constructor). Not ported: the Origin/declarative marks tests and TestErrListFilter,
whose helpers are not part of this port.
"""

from __future__ import annotations

import pytest

from kube_scheduler_py.v1_37.api.util.validation.field import (
    Error,
    ErrorList,
    ErrorType,
    ErrorTypeDuplicate,
    ErrorTypeForbidden,
    ErrorTypeInternal,
    ErrorTypeInvalid,
    ErrorTypeNotFound,
    ErrorTypeNotSupported,
    ErrorTypeRequired,
    ErrorTypeTooLong,
    ErrorTypeTooMany,
    ErrorTypeTypeInvalid,
    duplicate,
    forbidden,
    internal_error,
    invalid,
    new_path,
    not_found,
    not_supported,
    omitValue,
    required,
    too_long,
    too_many,
)


@pytest.mark.parametrize(
    ("err", "expected"),
    [
        (invalid(new_path("f"), "v", "d"), ErrorTypeInvalid),
        (not_supported(new_path("f"), "v", []), ErrorTypeNotSupported),
        (duplicate(new_path("f"), "v"), ErrorTypeDuplicate),
        (not_found(new_path("f"), "v"), ErrorTypeNotFound),
        (required(new_path("f"), "d"), ErrorTypeRequired),
        (internal_error(new_path("f"), Exception("e")), ErrorTypeInternal),
    ],
)
def test_make_funcs(err: Error, expected: ErrorType) -> None:
    assert err.type == expected


@pytest.mark.parametrize(
    ("err_list", "num_expected_errs"),
    [
        (ErrorList(), 0),
        (ErrorList([invalid(new_path("f"), "v", "d")]), 1),
        (ErrorList([invalid(new_path("f"), "v", "d"), invalid(new_path("f"), "v", "d")]), 1),
        (
            ErrorList(
                [invalid(new_path("f"), "v", "d"), internal_error(new_path(""), Exception("e"))]
            ),
            2,
        ),
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


class _TinyStruct:
    """The test's TinyStruct, which encoding/json marshals by its json tags."""

    def marshal_json(self) -> str:
        return '{"stringField":"stringval","intField":9376,"boolField":true}'


def _err(type_: ErrorType, bad_value: object) -> Error:
    return Error(type_, "path.to.field", bad_value, "the details", origin="theOrigin")


@pytest.mark.parametrize(
    ("err", "expect"),
    [
        pytest.param(
            _err(ErrorTypeRequired, "the value"),
            "path.to.field: Required value: the details",
            id="required",
        ),
        pytest.param(
            required(new_path("path.to.field"), "the details"),
            "path.to.field: Required value: the details",
            id="required func",
        ),
        pytest.param(
            _err(ErrorTypeForbidden, "the value"),
            "path.to.field: Forbidden: the details",
            id="forbidden",
        ),
        pytest.param(
            forbidden(new_path("path.to.field"), "the details"),
            "path.to.field: Forbidden: the details",
            id="forbidden func",
        ),
        pytest.param(
            _err(ErrorTypeTooLong, "the value"),
            "path.to.field: Too long: the details",
            id="too long",
        ),
        pytest.param(
            too_long(new_path("path.to.field"), "the value", 1),
            "path.to.field: Too long: may not be more than 1 byte",
            id="too long func(1)",
        ),
        pytest.param(
            too_long(new_path("path.to.field"), "the value", 2),
            "path.to.field: Too long: may not be more than 2 bytes",
            id="too long func(2)",
        ),
        pytest.param(
            too_long(new_path("path.to.field"), "the value", -1),
            "path.to.field: Too long: value is too long",
            id="too long func(-1)",
        ),
        pytest.param(
            _err(ErrorTypeTooMany, "the value"),
            'path.to.field: Too many: "the value": the details',
            id="too many",
        ),
        pytest.param(
            too_many(new_path("path.to.field"), 2, 1),
            "path.to.field: Too many: 2: must have at most 1 item",
            id="too many func(2, 1)",
        ),
        pytest.param(
            too_many(new_path("path.to.field"), 3, 2),
            "path.to.field: Too many: 3: must have at most 2 items",
            id="too many func(3, 2)",
        ),
        pytest.param(
            too_many(new_path("path.to.field"), 2, -1),
            "path.to.field: Too many: 2: has too many items",
            id="too many func(2, -1)",
        ),
        pytest.param(
            too_many(new_path("path.to.field"), -1, 1),
            "path.to.field: Too many: must have at most 1 item",
            id="too many func(-1, 1)",
        ),
        pytest.param(
            _err(ErrorTypeInternal, "the value"),
            "path.to.field: Internal error: the details",
            id="internal error",
        ),
        pytest.param(
            internal_error(new_path("path.to.field"), Exception("the error")),
            "path.to.field: Internal error: the error",
            id="internal error func",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, "the value"),
            'path.to.field: Invalid value: "the value": the details',
            id="invalid string",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, -42),
            "path.to.field: Invalid value: -42: the details",
            id="invalid int",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, True),
            "path.to.field: Invalid value: true: the details",
            id="invalid bool",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, _TinyStruct()),
            'path.to.field: Invalid value: {"stringField":"stringval","intField":9376,'
            '"boolField":true}: the details',
            id="invalid struct",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, ["one", "two", "three"]),
            'path.to.field: Invalid value: ["one","two","three"]: the details',
            id="invalid list",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, {"one": 1, "two": 2, "three": 3}),
            'path.to.field: Invalid value: {"one":1,"three":3,"two":2}: the details',
            id="invalid map",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, omitValue),
            "path.to.field: Invalid value: the details",
            id="invalid omitValue",
        ),
        pytest.param(
            _err(ErrorTypeInvalid, None),
            "path.to.field: Invalid value: null: the details",
            id="invalid untyped nil",
        ),
        pytest.param(
            invalid(new_path("path.to.field"), "the value", "the details"),
            'path.to.field: Invalid value: "the value": the details',
            id="invalid func",
        ),
        pytest.param(
            _err(ErrorTypeNotFound, "the value"),
            'path.to.field: Not found: "the value": the details',
            id="not found",
        ),
        pytest.param(
            _err(ErrorTypeNotSupported, "the value"),
            'path.to.field: Unsupported value: "the value": the details',
            id="not supported",
        ),
        pytest.param(
            not_supported(new_path("path.to.field"), "the value", ["val1", "val2"]),
            'path.to.field: Unsupported value: "the value": supported values: "val1", "val2"',
            id="not supported func",
        ),
        pytest.param(
            _err(ErrorTypeDuplicate, "the value"),
            'path.to.field: Duplicate value: "the value": the details',
            id="duplicate",
        ),
        pytest.param(
            duplicate(new_path("path.to.field"), "the value"),
            'path.to.field: Duplicate value: "the value"',
            id="duplicate func",
        ),
        pytest.param(
            _err(ErrorTypeTypeInvalid, "the value"),
            'path.to.field: Invalid value: "the value": the details',
            id="type invalid",
        ),
    ],
)
def test_error_formatting(err: Error, expect: str) -> None:
    assert err.error() == expect
