"""Load Kubernetes manifests the way the apiserver would have stored them.

Input is what people have at hand: YAML or JSON files with one or many documents, a single
object or a `kind: List` (what `kubectl get nodes,pods -A -o yaml` prints), plain dicts, or
objects of the official `kubernetes` Python client. Each object is decoded into the API
dataclasses and given the apiserver's defaults; admission and the apiserver's validation
happen when the object is created in the in-memory API server.

Loading is all or nothing: the first bad document raises `LoadError`, whose message names the
file, the document (and list item), the object and the field path, e.g.
``cluster.yaml: document 3 (Pod default/web): spec.containers[0].resources.requests.cpu:
Invalid value: "1x": quantities must match the regular expression ...``. Unknown fields and
kinds the scheduler never reads are warnings, not errors.

This module is Python-only glue; the defaults and checks it applies link to their Go origin.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kube_scheduler_py import manifests
from kube_scheduler_py.simulation import timeline
from kube_scheduler_py.v1_31.api.apps import v1 as appsv1
from kube_scheduler_py.v1_31.api.core import v1
from kube_scheduler_py.v1_31.api.core.v1 import defaults as corev1defaults
from kube_scheduler_py.v1_31.api.core.validation import validation
from kube_scheduler_py.v1_31.api.meta import v1 as metav1
from kube_scheduler_py.v1_31.api.policy import v1 as policyv1
from kube_scheduler_py.v1_31.api.scheduling import v1 as schedulingv1
from kube_scheduler_py.v1_31.api.scheduling.v1 import defaults as schedulingv1defaults
from kube_scheduler_py.v1_31.api.serialization import DecodeError, from_dict
from kube_scheduler_py.v1_31.api.storage import v1 as storagev1
from kube_scheduler_py.v1_31.api.storage.v1 import defaults as storagev1defaults

__all__ = [
    "KINDS",
    "Kind",
    "LoadError",
    "LoadResult",
    "document_where",
    "load_bytes",
    "load_objects",
    "load_paths",
    "load_text",
    "object_where",
]


class LoadError(ValueError):
    """Input that the apiserver would have refused; nothing of it is loaded."""


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind the scheduler reads: its API group/version, class, scope and defaulting."""

    api_version: str
    cls: type
    namespaced: bool
    set_defaults: Callable[[Any], None] | None = None


#: The kinds the scheduler reads, by `kind`. Anything else is skipped with a warning.
KINDS: dict[str, Kind] = {
    "Node": Kind("v1", v1.Node, False, corev1defaults.set_object_defaults_node),
    "Pod": Kind("v1", v1.Pod, True, corev1defaults.set_object_defaults_pod),
    "Namespace": Kind("v1", v1.Namespace, False, corev1defaults.set_object_defaults_namespace),
    "PersistentVolume": Kind(
        "v1", v1.PersistentVolume, False, corev1defaults.set_object_defaults_persistent_volume
    ),
    "PersistentVolumeClaim": Kind(
        "v1",
        v1.PersistentVolumeClaim,
        True,
        corev1defaults.set_object_defaults_persistent_volume_claim,
    ),
    "Service": Kind("v1", v1.Service, True),
    "ReplicationController": Kind(
        "v1",
        v1.ReplicationController,
        True,
        corev1defaults.set_defaults_replication_controller,
    ),
    "PriorityClass": Kind(
        "scheduling.k8s.io/v1",
        schedulingv1.PriorityClass,
        False,
        schedulingv1defaults.set_defaults_priority_class,
    ),
    "StorageClass": Kind(
        "storage.k8s.io/v1",
        storagev1.StorageClass,
        False,
        storagev1defaults.set_defaults_storage_class,
    ),
    "CSINode": Kind("storage.k8s.io/v1", storagev1.CSINode, False),
    "CSIDriver": Kind(
        "storage.k8s.io/v1", storagev1.CSIDriver, False, storagev1defaults.set_defaults_csi_driver
    ),
    "CSIStorageCapacity": Kind("storage.k8s.io/v1", storagev1.CSIStorageCapacity, True),
    "PodDisruptionBudget": Kind("policy/v1", policyv1.PodDisruptionBudget, True),
    "ReplicaSet": Kind("apps/v1", appsv1.ReplicaSet, True),
    "StatefulSet": Kind("apps/v1", appsv1.StatefulSet, True),
}


@dataclass(slots=True)
class LoadResult:
    """The loaded objects in input order, and the warnings met on the way."""

    objects: list[Any] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    _skipped_kinds: set[str] = field(default_factory=set)
    _origins: dict[int, str] = field(default_factory=dict)

    def of_kind(self, cls: type) -> list[Any]:
        """The loaded objects of one class, in input order."""
        return [obj for obj in self.objects if isinstance(obj, cls)]

    def origin(self, obj: Any) -> str | None:
        """``FILE: document N (Kind namespace/name)`` of a loaded object, for messages."""
        return self._origins.get(id(obj))


@dataclass(slots=True)
class _Loader:
    """Collects objects across documents, checking each before anything is kept."""

    result: LoadResult = field(default_factory=LoadResult)
    seen: set[tuple[str, str, str]] = field(default_factory=set)
    #: The first document's object of each name (a timed write may name it again).
    first: dict[tuple[str, str, str], Any] = field(default_factory=dict)

    def add_document(self, data: Any, where: str) -> None:
        if data is None:
            return
        if not isinstance(data, dict):
            raise LoadError(
                f"{where}: not a Kubernetes object: expected a mapping, got {_kind_of(data)}"
            )
        kind = data.get("kind")
        # A kind or apiVersion that is no string is missing to the decoder too.
        if not kind or not isinstance(kind, str):
            raise LoadError(f"{where}: Object 'Kind' is missing in '{_compact(data)}'")
        if not data.get("apiVersion") or not isinstance(data["apiVersion"], str):
            raise LoadError(f"{where}: Object 'apiVersion' is missing in '{_compact(data)}'")
        if isinstance(kind, str) and kind.endswith("List") and "items" in data:
            self._add_list(data, where)
            return
        self._add_object(data, where)

    def _add_list(self, data: dict[str, Any], where: str) -> None:
        items = data.get("items") or []
        if not isinstance(items, list):
            raise LoadError(f"{where}: items: expected a list, got {_kind_of(items)}")
        for index, item in enumerate(items, start=1):
            item_where = f"{where}, item {index}"  # the format of document_where
            if not isinstance(item, dict):
                raise LoadError(f"{item_where}: not a Kubernetes object: got {_kind_of(item)}")
            # `kubectl get -o yaml` leaves kind/apiVersion on every item; a typed list
            # (PodList from the API) may not.
            item = dict(item)
            item.setdefault("kind", data["kind"].removesuffix("List"))
            item.setdefault("apiVersion", data["apiVersion"])
            self.add_document(item, item_where)

    def _add_object(self, data: dict[str, Any], where: str) -> None:
        kind_name = str(data["kind"])
        kind = KINDS.get(kind_name)
        if kind is None:
            if kind_name not in self.result._skipped_kinds:
                self.result._skipped_kinds.add(kind_name)
                self.result.warnings.append(_skipped_kind_warning(where, kind_name))
            return
        where = object_where(where, kind_name, *_namespace_and_name(data, kind))
        if data["apiVersion"] != kind.api_version:
            raise LoadError(
                f'{where}: no kind "{kind_name}" is registered for version '
                f'"{data["apiVersion"]}" (the scheduler reads {kind.api_version})'
            )
        unknown: list[str] = []
        try:
            obj: Any = from_dict(kind.cls, data, unknown=unknown)
        except DecodeError as err:
            raise LoadError(f"{where}: {err}") from err
        for path in unknown:
            self.result.warnings.append(f'{where}: unknown field "{path}"')
        if kind.namespaced and not obj.metadata.namespace:
            obj.metadata.namespace = metav1.NamespaceDefault
        if not kind.namespaced:
            obj.metadata.namespace = ""
        if kind.set_defaults is not None:
            kind.set_defaults(obj)
        problem = _validate(obj)
        if problem is not None:
            raise LoadError(f"{where}: {problem}")
        problem = timeline.check_annotations(obj, kind_name)
        if problem is not None:
            raise LoadError(f"{where}: {problem}")
        key = (kind_name, obj.metadata.namespace, obj.metadata.name)
        if key in self.seen and not timeline.is_timed(obj):
            raise LoadError(
                f'{where}: {_group_resource(kind_name, kind)} "{obj.metadata.name}" already exists'
            )
        created = self.first.setdefault(key, obj)
        if isinstance(obj, v1.Pod) and obj is not created:
            problem = timeline.added_gate(created, obj)
            if problem is not None:
                raise LoadError(f"{where}: {problem}")
        self.seen.add(key)
        self.result.objects.append(obj)
        self.result._origins[id(obj)] = where


def load_text(text: str, source: str = "<input>", loader: _Loader | None = None) -> LoadResult:
    """Load every document of a YAML or JSON text; `source` names it in messages."""
    return load_bytes(text.encode("utf-8"), source, loader)


def load_bytes(data: bytes, source: str = "<input>", loader: _Loader | None = None) -> LoadResult:
    """Load every document of a manifest file's bytes (see `manifests` for how they are read)."""
    loader = loader or _Loader()
    try:
        for document in manifests.documents(data):
            loader.add_document(document.value, document_where(source, document.number))
    except manifests.ManifestError as err:
        if err.document is None:
            raise LoadError(f"{source}: {err}") from err
        raise LoadError(f"{document_where(source, err.document)}: {err}") from err
    return loader.result


def load_paths(paths: Sequence[str]) -> LoadResult:
    """Load files in order; `-` reads standard input. All or nothing across the files."""
    loader = _Loader()
    for path in paths:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)
            limit = manifests.MAX_FILE_BYTES + 1
            data = stdin.read(limit) if stdin is not None else sys.stdin.read(limit).encode()
            _check_file_size(len(data), "<stdin>")
            load_bytes(data, "<stdin>", loader)
            continue
        try:
            _check_file_size(Path(path).stat().st_size, path)
            data = Path(path).read_bytes()
        except OSError as err:
            # Go's wording (lower case), as the oracle prints it.
            reason = err.strerror or str(err)
            raise LoadError(f"{path}: {reason[:1].lower()}{reason[1:]}") from err
        load_bytes(data, path, loader)
    return loader.result


def _check_file_size(size: int, source: str) -> None:
    """Refuse a file beyond the input limit before reading it (the oracle does the same)."""
    if size > manifests.MAX_FILE_BYTES:
        raise LoadError(f"{source}: file larger than {manifests.MAX_FILE_BYTES // 2**20} MiB")


def document_where(source: str, number: int, item: int | None = None) -> str:
    """Where a document (or an item of a List) is: ``FILE: document N[, item M]``.

    Documents and list items are counted from 1, as a reader counts them; the oracle
    (tools/oracle/cmd/oracle/load.go, documentWhere) writes the same.
    """
    where = f"{source}: document {number}"
    return where if item is None else f"{where}, item {item}"


def object_where(where: str, kind: str, namespace: str, name: str) -> str:
    """``WHERE (Kind namespace/name)``, or ``(Kind name)`` for a cluster-scoped object.

    Every message about one object starts with this; the oracle writes the same.
    """
    name = name or "<no name>"
    return f"{where} ({kind} {namespace}/{name})" if namespace else f"{where} ({kind} {name})"


def load_objects(objects: Iterable[Any], source: str = "<objects>") -> LoadResult:
    """Load dicts or `kubernetes` client objects (V1Pod, V1Node, ...) already in memory."""
    loader = _Loader()
    for index, obj in enumerate(objects, start=1):
        loader.add_document(_with_type_meta(obj, _plain(obj)), f"{source}: object {index}")
    return loader.result


def _with_type_meta(obj: Any, plain: Any) -> Any:
    """Client models built in code often lack kind/apiVersion; their class name tells them."""
    kind_name = type(obj).__name__.removeprefix("V1")
    if isinstance(plain, dict) and not plain.get("kind") and kind_name in KINDS:
        plain = {"apiVersion": KINDS[kind_name].api_version, "kind": kind_name, **plain}
    return plain


def _validate(obj: Any) -> str | None:
    """The apiserver's complaint about an object's name, or None.

    The rest of the apiserver's validation runs when the object is created
    (kube_scheduler_py.apiserver.server.APIServer.create), after admission, as in the
    apiserver.
    """
    errors = validation.validate_object_meta_accessor(obj.metadata)
    return str(errors[0]) if errors else None


def _plain(value: Any) -> Any:
    """Turn `kubernetes` client models (which carry an `attribute_map`) into JSON-like dicts."""
    attribute_map = getattr(value, "attribute_map", None)
    if isinstance(attribute_map, dict) and hasattr(value, "openapi_types"):
        plain = {}
        for attribute, json_name in attribute_map.items():
            item = getattr(value, attribute)
            if item is not None:
                plain[json_name] = _plain(item)
        return plain
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def _group_resource(kind_name: str, kind: Kind) -> str:
    """The resource as the apiserver names it in errors: `priorityclasses.scheduling.k8s.io`."""
    lower = kind_name.lower()
    plural = (
        lower + "es"
        if lower.endswith("s")
        else lower[:-1] + "ies"
        if lower.endswith("y")
        else lower + "s"
    )
    group = kind.api_version.rpartition("/")[0]
    return f"{plural}.{group}" if group else plural


def _skipped_kind_warning(where: str, kind: str) -> str:
    """The warning for the first object of a kind the scheduler never reads (as the oracle's)."""
    return (
        f"{where}: skipping kind {kind}: the scheduler does not read it "
        "(further objects of this kind are skipped silently)"
    )


def _namespace_and_name(data: dict[str, Any], kind: Kind) -> tuple[str, str]:
    """The namespace (the default one when absent; "" if cluster-scoped) and name, as written."""
    metadata = data.get("metadata")
    metadata = metadata if isinstance(metadata, dict) else {}
    name = metadata.get("name")
    name = name if isinstance(name, str) else ""
    if not kind.namespaced:
        return "", name
    namespace = metadata.get("namespace")
    return (namespace if isinstance(namespace, str) and namespace else "default"), name


def _kind_of(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    return type(value).__name__


def _compact(data: Any, limit: int = 80) -> str:
    text = json.dumps(data, default=str, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
