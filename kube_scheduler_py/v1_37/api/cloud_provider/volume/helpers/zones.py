"""Parsing the zone label of a volume, which may list several zones joined by "__"."""

from __future__ import annotations

from kube_scheduler_py.v1_37.api.cloud_provider.volume import LabelMultiZoneDelimiter
from kube_scheduler_py.v1_37.api.util.validation.field import go_quote


class ZonesError(Exception):
    """A zone list with an empty entry.

    Python-only: Go returns plain `error` values here; this class names them.
    """


def label_zones_to_set(label_zones_value: str) -> set[str]:
    """The zones of a volume's zone label value; raises ZonesError on an empty zone.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/cloud-provider/volume/helpers/zones.go#L33-L35
    """
    return string_to_set(label_zones_value, LabelMultiZoneDelimiter)


def string_to_set(str_: str, delimiter: str) -> set[str]:
    """The trimmed items of str_ split at delimiter; raises ZonesError on an empty item.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.37.2/staging/src/k8s.io/cloud-provider/volume/helpers/zones.go#L52-L66
    """
    zones_set: set[str] = set()
    for zone in str_.split(delimiter):
        trimmed_zone = zone.strip()
        if trimmed_zone == "":
            raise ZonesError(
                f"{go_quote(delimiter)} separated list ({go_quote(str_)}) must not contain "
                "an empty string"
            )
        zones_set.add(trimmed_zone)
    return zones_set
