"""The JSON conversion of the v1.31.1 API dataclasses (see kube_scheduler_py/apiserialization.py).

Python-only: Go gets this from the generated JSON codecs of apimachinery; the converter is shared
by both editions, and this module binds it to this release's Quantity, IntOrString and
known_fields.json (every JSON field of the v1.31.1 Go types, from tools/gen_known_fields.py).
"""

from __future__ import annotations

from kube_scheduler_py.apiserialization import DecodeError, EditionAPI, Serialization
from kube_scheduler_py.v1_31.api.resource import Quantity, QuantityError, parse_quantity
from kube_scheduler_py.v1_31.api.util.intstr import Int, IntOrString, from_int32, from_string

_SERIALIZATION = Serialization(
    EditionAPI(
        package="kube_scheduler_py.v1_31.api",
        quantity=Quantity,
        quantity_error=QuantityError,
        parse_quantity=parse_quantity,
        int_or_string=IntOrString,
        int_kind=Int,
        from_int32=from_int32,
        from_string=from_string,
    )
)

from_dict = _SERIALIZATION.from_dict
to_dict = _SERIALIZATION.to_dict
_known_go_fields = _SERIALIZATION.known_go_fields

__all__ = ["DecodeError", "from_dict", "to_dict"]
