"""A fake API server for PersistentVolumes and PersistentVolumeClaims, as the PV controller's
and the volume binder's tests use it.

It keeps the latest version of every PV and PVC, refuses an update whose resourceVersion is
not the stored one (as etcd would), bumps the version of every real change, and tells the
watchers (the informers) about each change. Tests fill it with add_volume/add_claim, which
neither bump versions nor notify anyone, and compare its contents with check_volumes and
check_claims at the end.

# Python: Go installs the reactor on a fake.Clientset; here the reactor is an APIServer, so the
# Clientset and the SharedInformerFactory of the package use it directly. Like a fake.Clientset
# without an object tracker, it ignores the verbs the Go reactor does not handle: writes of other
# kinds vanish, reads give an empty object and every list is empty.
"""

from __future__ import annotations

import builtins
import difflib
import pprint
from dataclasses import dataclass
from typing import Any

from kube_scheduler_py.apiserver.deepcopy import deep_copy
from kube_scheduler_py.apiserver.server import (
    ADDED,
    DELETED,
    MODIFIED,
    RESOURCES,
    APIServer,
    WatchEvent,
)
from kube_scheduler_py.clock import PassiveClock
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.errors import new_not_found


class VersionConflictError(Exception):
    """An update carried a resourceVersion other than the stored one.

    Python-only: the type of ErrVersionConflict, a plain `error` in Go.
    """


#: The error of an update with a stale resourceVersion.
ErrVersionConflict = VersionConflictError("VersionError")


class ReactorCheckError(Exception):
    """check_volumes/check_claims found the stored objects differ from the expected ones.

    Python-only: Go returns plain `error` values here; this class names them.
    """


class ReactorRequestError(Exception):
    """A create of a name already stored, or an update or delete of a name not stored.

    Python-only: Go returns plain `error` values here; this class names them.
    """


class _UnhandledError(Exception):
    """Python: the request is not one the reactor handles (Go's handled=false)."""


@dataclass(slots=True)
class Action:
    """One request to the fake API server: a verb on a resource, with its object or name.

    # Python-only: a stand-in for client-go's testing.Action, reduced to what React reads.
    """

    verb: str
    resource: str
    namespace: str = ""
    name: str = ""
    obj: Any = None

    def matches(self, verb: str, resource: str) -> bool:
        """Whether this is verb on resource ("*" matches any), like Action.Matches."""
        return verb in ("*", self.verb) and resource in ("*", self.resource)


@dataclass(slots=True)
class ReactorError:
    """An error the reactor returns (once) for the first request of verb on resource.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L77-L81
    """

    verb: str
    resource: str
    error: Exception


class VolumeReactor(APIServer):
    """Stored PVs and PVCs by name, the changes made so far, and errors to inject.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L61-L71
    """

    def __init__(self, clock: PassiveClock, errors: builtins.list[ReactorError]) -> None:
        super().__init__(clock)
        self.volumes: dict[str, v1.PersistentVolume] = {}
        self.claims: dict[str, v1.PersistentVolumeClaim] = {}
        self.changed_objects: builtins.list[Any] = []
        self.changed_since_last_sync = 0
        self.errors = errors

    # -- the verbs of the in-memory API server, routed to react -------------------------------

    def create(self, obj: Any) -> Any:
        """Python-only: the fake clientset's create, handed to react."""
        resource = RESOURCES[type(obj)]
        action = Action("create", resource.group_resource.resource, obj=deep_copy(obj))
        return self._invoke(action, type(obj))

    def get(self, cls: type, namespace: str, name: str) -> Any:
        """Python-only: the fake clientset's get, handed to react."""
        resource = RESOURCES[cls].group_resource.resource
        return self._invoke(Action("get", resource, namespace, name), cls)

    def list(self, cls: type) -> builtins.list[Any]:
        """Python-only: every list is empty: the Go reactor does not handle lists."""
        return []

    def update(self, obj: Any) -> Any:
        """Python-only: the fake clientset's update, handed to react."""
        resource = RESOURCES[type(obj)]
        action = Action("update", resource.group_resource.resource, obj=deep_copy(obj))
        return self._invoke(action, type(obj))

    def update_status(self, obj: Any) -> Any:
        """Python-only: the fake clientset's update of the status subresource; the Go reactor
        handles it as any update of the object."""
        return self.update(obj)

    def delete(self, cls: type, namespace: str, name: str) -> None:
        """Python-only: the fake clientset's delete, handed to react."""
        resource = RESOURCES[cls].group_resource.resource
        self._invoke(Action("delete", resource, namespace, name), cls)

    def _invoke(self, action: Action, cls: type) -> Any:
        """What fake.Clientset.Invokes does: the reactor's answer, or an empty object."""
        try:
            return self.react(action)
        except _UnhandledError:
            return cls()

    # -- the reactor --------------------------------------------------------------------------

    def react(self, action: Action) -> Any:
        """Answer one request like the API server would, checking and bumping the versions of
        updated PVs and PVCs and telling the watchers about every change.

        # Python: Go returns (handled, object, error); here the object is returned, an error is
        # raised, and a request the reactor does not handle raises _UnhandledError.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L92-L270
        """
        err = self.inject_react_error(action)
        if err is not None:
            raise err

        if action.matches("create", "persistentvolumes"):
            volume: v1.PersistentVolume = action.obj
            if volume.name in self.volumes:
                raise ReactorRequestError(
                    f"cannot create volume {volume.name}: volume already exists"
                )
            # The API server's defaulting.
            if volume.spec.volume_mode is None:
                volume.spec.volume_mode = v1.PersistentVolumeFilesystem
            self.volumes[volume.name] = volume
            self._notify(WatchEvent(ADDED, None, deep_copy(volume)))
            self._changed(volume)
            return deep_copy(volume)

        if action.matches("create", "persistentvolumeclaims"):
            claim: v1.PersistentVolumeClaim = action.obj
            if claim.name in self.claims:
                raise ReactorRequestError(f"cannot create claim {claim.name}: claim already exists")
            self.claims[claim.name] = claim
            self._notify(WatchEvent(ADDED, None, deep_copy(claim)))
            self._changed(claim)
            return deep_copy(claim)

        if action.matches("update", "persistentvolumes"):
            volume = action.obj
            stored_volume = self.volumes.get(volume.name)
            if stored_volume is None:
                raise ReactorRequestError(f"cannot update volume {volume.name}: volume not found")
            stored_ver = _atoi(stored_volume.metadata.resource_version)
            if stored_ver != _atoi(volume.metadata.resource_version):
                raise ErrVersionConflict
            if stored_volume == volume:
                return deep_copy(volume)
            volume.metadata.resource_version = str(stored_ver + 1)
            self._notify(WatchEvent(MODIFIED, stored_volume, deep_copy(volume)))
            self.volumes[volume.name] = volume
            self._changed(volume)
            return deep_copy(volume)

        if action.matches("update", "persistentvolumeclaims"):
            claim = action.obj
            stored_claim = self.claims.get(claim.name)
            if stored_claim is None:
                raise ReactorRequestError(f"cannot update claim {claim.name}: claim not found")
            stored_ver = _atoi(stored_claim.metadata.resource_version)
            if stored_ver != _atoi(claim.metadata.resource_version):
                raise ErrVersionConflict
            if stored_claim == claim:
                return deep_copy(claim)
            claim.metadata.resource_version = str(stored_ver + 1)
            self._notify(WatchEvent(MODIFIED, stored_claim, deep_copy(claim)))
            self.claims[claim.name] = claim
            self._changed(claim)
            return deep_copy(claim)

        if action.matches("get", "persistentvolumes"):
            found_volume = self.volumes.get(action.name)
            if found_volume is not None:
                return deep_copy(found_volume)
            raise new_not_found(RESOURCES[v1.PersistentVolume].group_resource, action.name)

        if action.matches("get", "persistentvolumeclaims"):
            found_claim = self.claims.get(action.name)
            if found_claim is not None:
                return deep_copy(found_claim)
            raise new_not_found(RESOURCES[v1.PersistentVolumeClaim].group_resource, action.name)

        if action.matches("delete", "persistentvolumes"):
            deleted_volume = self.volumes.pop(action.name, None)
            if deleted_volume is None:
                raise ReactorRequestError(f"cannot delete volume {action.name}: not found")
            self._notify(WatchEvent(DELETED, None, deleted_volume))
            self.changed_since_last_sync += 1
            return None

        if action.matches("delete", "persistentvolumeclaims"):
            deleted_claim = self.claims.pop(action.name, None)
            if deleted_claim is None:
                raise ReactorRequestError(f"cannot delete claim {action.name}: not found")
            self._notify(WatchEvent(DELETED, None, deleted_claim))
            self.changed_since_last_sync += 1
            return None

        raise _UnhandledError(f"{action.verb} {action.resource}")

    def _changed(self, obj: Any) -> None:
        """Record a stored change (Python: the two lines every Go write case ends with)."""
        self.changed_objects.append(obj)
        self.changed_since_last_sync += 1

    def inject_react_error(self, action: Action) -> Exception | None:
        """The first requested error matching the action, removed from the list; else None.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L304-L320
        """
        for i, expected in enumerate(self.errors):
            if action.matches(expected.verb, expected.resource):
                del self.errors[i]
                return expected.error
        return None

    def check_volumes(self, expected_volumes: builtins.list[v1.PersistentVolume]) -> None:
        """Raise ReactorCheckError unless the stored PVs are exactly the expected ones,
        resource versions (also the claimRef's) aside.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L324-L356
        """

        def without_versions(volume: v1.PersistentVolume) -> v1.PersistentVolume:
            volume = deep_copy(volume)
            volume.metadata.resource_version = ""
            if volume.spec.claim_ref is not None:
                volume.spec.claim_ref.resource_version = ""
            return volume

        expected_map = {v.name: without_versions(v) for v in expected_volumes}
        got_map = {v.name: without_versions(v) for v in self.volumes.values()}
        if expected_map != got_map:
            raise ReactorCheckError(
                "Volume check failed [A-expected, B-got]: " + _diff(expected_map, got_map)
            )

    def check_claims(self, expected_claims: builtins.list[v1.PersistentVolumeClaim]) -> None:
        """Raise ReactorCheckError unless the stored PVCs are exactly the expected ones,
        resource versions aside.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L360-L385
        """

        def without_version(claim: v1.PersistentVolumeClaim) -> v1.PersistentVolumeClaim:
            claim = deep_copy(claim)
            claim.metadata.resource_version = ""
            return claim

        expected_map = {c.name: without_version(c) for c in expected_claims}
        got_map = {c.name: without_version(c) for c in self.claims.values()}
        if expected_map != got_map:
            raise ReactorCheckError(
                "Claim check failed [A-expected, B-got result]: " + _diff(expected_map, got_map)
            )

    def add_claim(self, claim: v1.PersistentVolumeClaim) -> None:
        """Store a claim as it is: no version bump, no watch event.

        # Python: stores a copy, so that tests may share their claim objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L505-L509
        """
        self.claims[claim.name] = deep_copy(claim)

    def add_volume(self, volume: v1.PersistentVolume) -> None:
        """Store a volume as it is: no version bump, no watch event.

        # Python: stores a copy, so that tests may share their volume objects.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L512-L516
        """
        self.volumes[volume.name] = deep_copy(volume)


def new_volume_reactor(
    clock: PassiveClock, errors: builtins.list[ReactorError] | None = None
) -> VolumeReactor:
    """An empty reactor that will return the given errors, each once.

    # Python: the reactor is itself the fake API server (see the module docstring), so there is
    # no client to install it on; informers watch it through SharedInformerFactory(reactor).

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/controller/volume/persistentvolume/testing/testing.go#L547-L582
    """
    return VolumeReactor(clock, errors if errors is not None else [])


def _atoi(s: str) -> int:
    """Go's strconv.Atoi with the error ignored: 0 for anything that is not a number."""
    try:
        return int(s)
    except ValueError:
        return 0


def _diff(expected: dict[str, Any], got: dict[str, Any]) -> str:
    """A readable difference of two maps of objects (Python: instead of Go's cmp.Diff)."""
    lines = difflib.unified_diff(
        pprint.pformat(expected).splitlines(),
        pprint.pformat(got).splitlines(),
        "expected",
        "got",
        lineterm="",
    )
    return "\n".join(lines)


__all__ = [
    "Action",
    "ErrVersionConflict",
    "ReactorCheckError",
    "ReactorError",
    "ReactorRequestError",
    "VersionConflictError",
    "VolumeReactor",
    "new_volume_reactor",
]
