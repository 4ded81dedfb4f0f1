"""Port of k8s.io/component-helpers/node/topology: a node's failure-zone key."""

from .helpers import get_zone_key

__all__ = ["get_zone_key"]
