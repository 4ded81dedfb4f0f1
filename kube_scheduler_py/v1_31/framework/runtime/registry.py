"""The plugin registry: which plugin names exist and how to build each plugin.

A profile only names plugins; the framework looks each name up in a Registry and calls the
factory found there to build the plugin.

# Python: a factory is `factory(args, handle) -> Plugin`. Go's ctx parameter is dropped and a
# factory that fails raises instead of returning an error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from kube_scheduler_py.v1_31.api.serialization import from_dict
from kube_scheduler_py.v1_31.framework.interface import FrameworkError, Handle, Plugin
from kube_scheduler_py.v1_31.framework.plugins.feature import Features

T = TypeVar("T")


class FrameworkRuntimeError(FrameworkError):
    """An error of the framework runtime: a bad registry or profile, or a failed plugin call.

    Python-only: Go returns plain `error` values here; this class names them.
    """


#: Builds a plugin from its (already typed) args and the framework handle.
PluginFactory = Callable[[object, Handle], Plugin]

#: Builds a plugin from its args, the framework handle and the feature gates.
PluginFactoryWithFts = Callable[[object, Handle, Features], Plugin]


def factory_adapter(fts: Features, with_fts: PluginFactoryWithFts) -> PluginFactory:
    """Turn a factory that needs feature gates into a plain PluginFactory bound to fts.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L38-L42
    """

    def factory(pl_args: object, fh: Handle) -> Plugin:
        return with_fts(pl_args, fh, fts)

    return factory


def decode_into(obj: object, into: type[T]) -> T:
    """Decode the raw args of an out-of-tree plugin into the dataclass `into`.

    None gives `into()` with its zero values.

    # Python: Go fills a pointer and decodes JSON or YAML bytes by content type; here the raw
    # args (Go's runtime.Unknown) already arrive parsed as a dict, and the decoded value is
    # returned. Keys that no field claims are ignored, as encoding/json does. The error names
    # the Python type, without Go's `*package.` prefix.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L45-L66
    """
    if obj is None:
        return into()
    if not isinstance(obj, dict):
        raise FrameworkRuntimeError(f"want args of type runtime.Unknown, got {type(obj).__name__}")
    return from_dict(into, obj)


class Registry(dict[str, PluginFactory]):
    """All the plugins a framework can build, by name.

    Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L71-L71
    """

    def register(self, name: str, factory: PluginFactory) -> None:
        """Add a plugin; raises if the name is already taken.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L75-L81
        """
        if name in self:
            raise FrameworkRuntimeError(f"a plugin named {name} already exists")
        self[name] = factory

    def unregister(self, name: str) -> None:
        """Remove a plugin; raises if there is no plugin of that name.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L85-L91
        """
        if name not in self:
            raise FrameworkRuntimeError(f"no plugin named {name} exists")
        del self[name]

    def merge(self, in_: Registry) -> None:
        """Register every plugin of in_; stops at (and raises on) the first name clash.

        Go: https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/framework/runtime/registry.go#L94-L101
        """
        for name, factory in in_.items():
            self.register(name, factory)
