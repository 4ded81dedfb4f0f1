"""Field-level validation errors, such as the ones a malformed label selector produces."""

from __future__ import annotations

import json
from collections.abc import Sequence
from enum import StrEnum

from kube_scheduler_py.gostrconv import quote as go_quote  # Go's strconv.Quote (%q)
from kube_scheduler_py.v1_37.api.util.errors import Aggregate, new_aggregate
from kube_scheduler_py.v1_37.api.util.validation.field.path import Path, path_string


class ErrorType(StrEnum):
    """A machine-readable reason why a field is invalid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L177-L177
    """

    ErrorTypeNotFound = "FieldValueNotFound"
    ErrorTypeRequired = "FieldValueRequired"
    ErrorTypeDuplicate = "FieldValueDuplicate"
    ErrorTypeInvalid = "FieldValueInvalid"
    ErrorTypeNotSupported = "FieldValueNotSupported"
    ErrorTypeForbidden = "FieldValueForbidden"
    ErrorTypeTooLong = "FieldValueTooLong"
    ErrorTypeTooMany = "FieldValueTooMany"
    ErrorTypeTooFew = "FieldValueTooFew"
    ErrorTypeInternal = "InternalError"
    ErrorTypeTypeInvalid = "FieldValueTypeInvalid"
    ErrorTypeTooShort = "FieldValueTooShort"

    def string(self) -> str:
        """The human-readable phrase for this error type.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L225-L254
        """
        return _ERROR_TYPE_STRINGS[self]


ErrorTypeNotFound = ErrorType.ErrorTypeNotFound
ErrorTypeRequired = ErrorType.ErrorTypeRequired
ErrorTypeDuplicate = ErrorType.ErrorTypeDuplicate
ErrorTypeInvalid = ErrorType.ErrorTypeInvalid
ErrorTypeNotSupported = ErrorType.ErrorTypeNotSupported
ErrorTypeForbidden = ErrorType.ErrorTypeForbidden
ErrorTypeTooLong = ErrorType.ErrorTypeTooLong
ErrorTypeTooMany = ErrorType.ErrorTypeTooMany
ErrorTypeTooFew = ErrorType.ErrorTypeTooFew
ErrorTypeInternal = ErrorType.ErrorTypeInternal
ErrorTypeTypeInvalid = ErrorType.ErrorTypeTypeInvalid
ErrorTypeTooShort = ErrorType.ErrorTypeTooShort

# Python: Go's switch has a default arm for types outside the enum; a StrEnum holds only these.
_ERROR_TYPE_STRINGS = {
    ErrorTypeNotFound: "Not found",
    ErrorTypeRequired: "Required value",
    ErrorTypeDuplicate: "Duplicate value",
    ErrorTypeInvalid: "Invalid value",
    ErrorTypeNotSupported: "Unsupported value",
    ErrorTypeForbidden: "Forbidden",
    ErrorTypeTooLong: "Too long",
    ErrorTypeTooMany: "Too many",
    ErrorTypeTooFew: "Too few",
    ErrorTypeInternal: "Internal error",
    ErrorTypeTypeInvalid: "Invalid value",
    ErrorTypeTooShort: "Too short",
}


class OmitValueType:
    """The bad value that tells an error to print no value at all.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L109-L109
    """


omitValue = OmitValueType()


class Error(Exception):
    """A validation error about one field: its type, the field path, the bad value, a detail,
    and where it came from (the origin and the declarative-validation marks).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L31-L70
    """

    def __init__(
        self, type: ErrorType, field: str, bad_value: object, detail: str, origin: str = ""
    ) -> None:
        super().__init__(type, field, bad_value, detail)
        self.type = type
        self.field = field
        self.bad_value = bad_value
        self.detail = detail
        self.origin = origin
        self.covered_by_declarative = False

    def error(self) -> str:
        """The full message: `<field>: <body>`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L105-L107
        """
        return f"{self.field}: {self.error_body()}"

    def error_body(self) -> str:
        """The message without the field name: the type phrase, the bad value, the detail.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L115-L160
        """
        if (
            self.type
            in (
                ErrorTypeRequired,
                ErrorTypeForbidden,
                ErrorTypeTooLong,
                ErrorTypeTooShort,
                ErrorTypeInternal,
            )
            or self.bad_value is omitValue
        ):
            s = self.type.string()
        else:
            s = f"{self.type.string()}: {_format_value(self.bad_value)}"
        if len(self.detail) != 0:
            s += f": {self.detail}"
        return s

    def with_origin(self, o: str) -> Error:
        """Record which validation produced this error; returns the error itself.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L163-L166
        """
        self.origin = o
        return self

    def mark_covered_by_declarative(self) -> Error:
        """Mark this error as one declarative validation also reports; returns the error.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L169-L172
        """
        self.covered_by_declarative = True
        return self

    def __str__(self) -> str:
        return self.error()


def _format_value(value: object) -> str:
    """Print a bad value as Go's ErrorBody does: numbers and booleans as they are, strings
    quoted, anything else as its JSON.

    Python-only: Go picks the arm by the value's type; a Python object that Go marshals with
    its own MarshalJSON (a Quantity, a time) offers `marshal_json()`.
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return go_quote(value)
    return go_json(value)


def go_json(value: object) -> str:
    """encoding/json's compact text for a value (keys of maps sorted, <, > and & escaped).

    Python-only: Go gets this from encoding/json.
    """
    to_json = getattr(value, "marshal_json", None)
    if callable(to_json):
        return str(to_json())
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return go_json_string(value)
    if isinstance(value, list | tuple):
        return "[" + ",".join(go_json(item) for item in value) + "]"
    if isinstance(value, dict):
        items = sorted((str(k), v) for k, v in value.items())
        return "{" + ",".join(go_json_string(k) + ":" + go_json(v) for k, v in items) + "}"
    # Python: a value Go could not marshal falls back to its String() or %#v.
    return repr(value)


def go_json_string(text: str) -> str:
    """A JSON string as encoding/json writes it (HTML characters and line separators escaped).

    Python-only: Go gets this from encoding/json.
    """
    out = json.dumps(text, ensure_ascii=False)
    for char, escape in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        out = out.replace(char, escape)
    return out


def not_found(field: Path | None, value: object) -> Error:
    """An error saying a value that must exist was not found.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L268-L274
    """
    return Error(ErrorTypeNotFound, path_string(field), value, "")


def required(field: Path | None, detail: str) -> Error:
    """An error saying a required field is missing or empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L279-L286
    """
    return Error(ErrorTypeRequired, path_string(field), "", detail)


def duplicate(field: Path | None, value: object) -> Error:
    """An error saying a value that must be unique appears twice.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L290-L296
    """
    return Error(ErrorTypeDuplicate, path_string(field), value, "")


def invalid(field: Path | None, value: object, detail: str) -> Error:
    """An error saying the value of a field is malformed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L300-L308
    """
    return Error(ErrorTypeInvalid, path_string(field), value, detail)


def not_supported(field: Path | None, value: object, valid_values: Sequence[str]) -> Error:
    """An error saying a value is not one of the listed supported values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L313-L328
    """
    detail = ""
    if len(valid_values) > 0:
        quoted_values = [go_quote(str(v)) for v in valid_values]
        detail = "supported values: " + ", ".join(quoted_values)
    return Error(ErrorTypeNotSupported, path_string(field), value, detail)


def forbidden(field: Path | None, detail: str) -> Error:
    """An error saying a field may not be set here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L334-L341
    """
    return Error(ErrorTypeForbidden, path_string(field), "", detail)


def too_long(field: Path | None, _value: object, max_length: int) -> Error:
    """An error saying a value is longer than max_length bytes (the value is not printed).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L347-L364
    """
    if max_length >= 0:
        bs = "byte" if max_length == 1 else "bytes"
        msg = f"may not be more than {max_length} {bs}"
    else:
        msg = "value is too long"
    return Error(ErrorTypeTooLong, path_string(field), "<value omitted>", msg)


def too_many(field: Path | None, actual_quantity: int, max_quantity: int) -> Error:
    """An error saying a list holds more than max_quantity items.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L398-L424
    """
    if max_quantity >= 0:
        items = "item" if max_quantity == 1 else "items"
        msg = f"must have at most {max_quantity} {items}"
    else:
        msg = "has too many items"
    actual: object = actual_quantity if actual_quantity >= 0 else omitValue
    return Error(ErrorTypeTooMany, path_string(field), actual, msg)


def internal_error(field: Path | None, err: Exception) -> Error:
    """An error saying validation itself failed; the detail is the error's message.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L429-L436
    """
    return Error(ErrorTypeInternal, path_string(field), err, str(err))


class ErrorList(list[Error]):
    """A list of field errors, collected while validating one object.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L463-L463
    """

    def to_aggregate(self) -> Aggregate | None:
        """One error made of the distinct errors in the list, or None when it is empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L501-L516
        """
        if len(self) == 0:
            return None
        errs: list[Exception | None] = []
        error_msgs: set[str] = set()
        for err in self:
            msg = str(err)
            if msg in error_msgs:
                continue
            error_msgs.add(msg)
            errs.append(err)
        return new_aggregate(errs)
