"""Go struct tags for the versioned configuration types.

# Python: Go spells a field's JSON name and `omitempty` in a struct tag; here the same facts sit
in the dataclass field's metadata, where the decoder and encoder of `scheme` read them.

Python-only: Go writes these as struct tags.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any


def json_tag(name: str, *, omitempty: bool = False, go: str = "") -> MappingProxyType[str, Any]:
    """Metadata for a field: `json_tag("urlPrefix")` is Go's `json:"urlPrefix"`.

    `go` names the Go integer or float type ("int64", "float32") where the Python `int` or
    `float` alone does not say it; decoding errors quote it. Integers default to int32.
    """
    return MappingProxyType({"json": name, "omitempty": omitempty, "go": go})
