"""Field-level validation errors, such as the ones a malformed label selector produces."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from kube_scheduler_py.gostrconv import quote as go_quote  # Go's strconv.Quote (%q)
from kube_scheduler_py.v1_31.api.util.errors import Aggregate, new_aggregate
from kube_scheduler_py.v1_31.api.util.validation.field.path import Path, path_string


class ErrorType(StrEnum):
    """A machine-readable reason why a field is invalid.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L102-L102
    """

    ErrorTypeNotFound = "FieldValueNotFound"
    ErrorTypeRequired = "FieldValueRequired"
    ErrorTypeDuplicate = "FieldValueDuplicate"
    ErrorTypeInvalid = "FieldValueInvalid"
    ErrorTypeNotSupported = "FieldValueNotSupported"
    ErrorTypeForbidden = "FieldValueForbidden"
    ErrorTypeTooLong = "FieldValueTooLong"
    ErrorTypeTooMany = "FieldValueTooMany"
    ErrorTypeInternal = "InternalError"
    ErrorTypeTypeInvalid = "FieldValueTypeInvalid"

    def string(self) -> str:
        """The human-readable phrase for this error type.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L143-L168
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
ErrorTypeInternal = ErrorType.ErrorTypeInternal
ErrorTypeTypeInvalid = ErrorType.ErrorTypeTypeInvalid

_ERROR_TYPE_STRINGS = {
    ErrorTypeNotFound: "Not found",
    ErrorTypeRequired: "Required value",
    ErrorTypeDuplicate: "Duplicate value",
    ErrorTypeInvalid: "Invalid value",
    ErrorTypeNotSupported: "Unsupported value",
    ErrorTypeForbidden: "Forbidden",
    ErrorTypeTooLong: "Too long",
    ErrorTypeTooMany: "Too many",
    ErrorTypeInternal: "Internal error",
    ErrorTypeTypeInvalid: "Invalid value",
}


class Error(Exception):
    """A validation error about one field: its type, the field path, the bad value, a detail.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L31-L36
    """

    def __init__(self, type: ErrorType, field: str, bad_value: object, detail: str) -> None:
        super().__init__(type, field, bad_value, detail)
        self.type = type
        self.field = field
        self.bad_value = bad_value
        self.detail = detail

    def error(self) -> str:
        """The full message: `<field>: <body>`.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L41-L43
        """
        return f"{self.field}: {self.error_body()}"

    def error_body(self) -> str:
        """The message without the field name: the type phrase, the bad value, the detail.

        # Python: only the value kinds this port produces are printed like Go's %v/%q/%#v
        # (None, bool, int, float, str, list of str); anything else falls back to repr().

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L51-L97
        """
        if self.type in (
            ErrorTypeRequired,
            ErrorTypeForbidden,
            ErrorTypeTooLong,
            ErrorTypeInternal,
        ):
            s = self.type.string()
        else:
            s = f"{self.type.string()}: {_format_value(self.bad_value)}"
        if len(self.detail) != 0:
            s += f": {self.detail}"
        return s

    def __str__(self) -> str:
        return self.error()


def _format_value(value: object) -> str:
    """Print a bad value the way Go's field errors print it."""
    if value is None:
        return go_quote("null")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return go_quote(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "[]string{" + ", ".join(go_quote(v) for v in value) + "}"
    go_syntax = getattr(value, "go_syntax", None)
    if callable(go_syntax):
        return str(go_syntax())
    return repr(value)


def invalid(field: Path | None, value: object, detail: str) -> Error:
    """An error saying the value of a field is malformed.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L196-L198
    """
    return Error(ErrorTypeInvalid, path_string(field), value, detail)


def required(path: Path | None, detail: str) -> Error:
    """An error saying a required field is missing or empty.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L184-L186
    """
    return Error(ErrorTypeRequired, path_string(path), "", detail)


def duplicate(path: Path | None, value: object) -> Error:
    """An error saying a value that must be unique appears twice.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L190-L192
    """
    return Error(ErrorTypeDuplicate, path_string(path), value, "")


def forbidden(path: Path | None, detail: str) -> Error:
    """An error saying a field may not be set here.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L219-L221
    """
    return Error(ErrorTypeForbidden, path_string(path), "", detail)


def not_supported(field: Path | None, value: object, valid_values: Sequence[str]) -> Error:
    """An error saying a value is not one of the listed supported values.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L203-L213
    """
    detail = ""
    if len(valid_values) > 0:
        quoted_values = [go_quote(str(v)) for v in valid_values]
        detail = "supported values: " + ", ".join(quoted_values)
    return Error(ErrorTypeNotSupported, path_string(field), value, detail)


class ErrorList(list[Error]):
    """A list of field errors, collected while validating one object.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L277-L277
    """

    def to_aggregate(self) -> Aggregate | None:
        """One error made of the distinct errors in the list, or None when it is empty.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/staging/src/k8s.io/apimachinery/pkg/util/validation/field/errors.go#L291-L306
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
