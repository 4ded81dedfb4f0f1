"""Port of pkg/scheduler/apis/config/scheme: decoding and encoding of configuration files."""

from kube_scheduler_py.v1_37.apis.config.scheme.scheme import (
    DecodeError,
    NotRegisteredError,
    SchemeName,
    StrictDecodingError,
    decode,
    encode,
)

__all__ = [
    "DecodeError",
    "NotRegisteredError",
    "SchemeName",
    "StrictDecodingError",
    "decode",
    "encode",
]
