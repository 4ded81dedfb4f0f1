"""Port of pkg/scheduler/framework/runtime/registry_test.go."""

import json
import uuid
from dataclasses import dataclass

import pytest
import yaml

from kube_scheduler_py.v1_31.framework.interface import Handle, Plugin
from kube_scheduler_py.v1_31.framework.runtime.registry import (
    FrameworkRuntimeError,
    PluginFactory,
    Registry,
    decode_into,
)


@dataclass
class PluginFooConfig:
    foo_test: str = ""


# Python: the raw args (Go's runtime.Unknown) arrive parsed; each row parses its Go bytes
# with the decoder of its content type.
@pytest.mark.parametrize(
    ("args", "expected"),
    [
        pytest.param(
            json.loads('{\n\t\t\t\t\t"fooTest": "test decode"\n\t\t\t\t}'),
            PluginFooConfig(foo_test="test decode"),
            id="test decode for JSON config",
        ),
        pytest.param(
            yaml.safe_load('fooTest: "test decode"'),
            PluginFooConfig(foo_test="test decode"),
            id="test decode for YAML config",
        ),
    ],
)
def test_decode_into(args: object, expected: PluginFooConfig) -> None:
    assert decode_into(args, PluginFooConfig) == expected


def test_decode_into_nil_and_typed_args() -> None:
    # Python-only checks of the two other branches of DecodeInto.
    assert decode_into(None, PluginFooConfig) == PluginFooConfig()
    with pytest.raises(FrameworkRuntimeError, match=r"want args of type runtime\.Unknown, got"):
        decode_into(PluginFooConfig(), PluginFooConfig)


def is_registry_equal(registry_x: Registry, registry_y: Registry) -> bool:
    """Compare two registries by the names of the plugins their factories build."""
    for name, plugin_factory in registry_y.items():
        if name in registry_x:
            p1 = plugin_factory(None, None)  # type: ignore[arg-type]
            p2 = registry_x[name](None, None)  # type: ignore[arg-type]
            if p1.name() != p2.name():
                return False
        else:
            return False

    return all(name in registry_y for name in registry_x)


class mockNoopPlugin(Plugin):
    def __init__(self, uuid: str) -> None:
        self.uuid = uuid

    def name(self) -> str:
        return self.uuid


def new_mock_noop_plugin_factory() -> PluginFactory:
    uid = str(uuid.uuid4())

    def factory(_args: object, _fh: Handle) -> Plugin:
        return mockNoopPlugin(uid)

    return factory


m1 = new_mock_noop_plugin_factory()
m2 = new_mock_noop_plugin_factory()


@pytest.mark.parametrize(
    ("primary_registry", "registry_to_merge", "expected", "should_error"),
    [
        pytest.param(
            Registry({"pluginFactory1": m1}),
            Registry({"pluginFactory2": m2}),
            Registry({"pluginFactory1": m1, "pluginFactory2": m2}),
            False,
            id="valid Merge",
        ),
        pytest.param(
            Registry({"pluginFactory1": m1}),
            Registry({"pluginFactory1": m2}),
            Registry({"pluginFactory1": m1}),
            True,
            id="Merge duplicate factories",
        ),
    ],
)
def test_merge(
    primary_registry: Registry, registry_to_merge: Registry, expected: Registry, should_error: bool
) -> None:
    primary_registry = Registry(primary_registry)
    if should_error:
        with pytest.raises(FrameworkRuntimeError, match="a plugin named pluginFactory1 already"):
            primary_registry.merge(registry_to_merge)
    else:
        primary_registry.merge(registry_to_merge)
    assert is_registry_equal(expected, primary_registry)


@pytest.mark.parametrize(
    ("registry", "name_to_register", "factory_to_register", "expected", "should_error"),
    [
        pytest.param(
            Registry(),
            "pluginFactory1",
            m1,
            Registry({"pluginFactory1": m1}),
            False,
            id="valid Register",
        ),
        pytest.param(
            Registry({"pluginFactory1": m1}),
            "pluginFactory1",
            m2,
            Registry({"pluginFactory1": m1}),
            True,
            id="Register duplicate factories",
        ),
    ],
)
def test_register(
    registry: Registry,
    name_to_register: str,
    factory_to_register: PluginFactory,
    expected: Registry,
    should_error: bool,
) -> None:
    registry = Registry(registry)
    if should_error:
        with pytest.raises(FrameworkRuntimeError, match="a plugin named pluginFactory1 already"):
            registry.register(name_to_register, factory_to_register)
    else:
        registry.register(name_to_register, factory_to_register)
    assert is_registry_equal(expected, registry)


@pytest.mark.parametrize(
    ("registry", "name_to_unregister", "expected", "should_error"),
    [
        pytest.param(
            Registry({"pluginFactory1": m1, "pluginFactory2": m2}),
            "pluginFactory1",
            Registry({"pluginFactory2": m2}),
            False,
            id="valid Unregister",
        ),
        pytest.param(
            Registry(),
            "pluginFactory1",
            Registry(),
            True,
            id="Unregister non-existent plugin factory",
        ),
    ],
)
def test_unregister(
    registry: Registry, name_to_unregister: str, expected: Registry, should_error: bool
) -> None:
    registry = Registry(registry)
    if should_error:
        with pytest.raises(FrameworkRuntimeError, match="no plugin named pluginFactory1 exists"):
            registry.unregister(name_to_unregister)
    else:
        registry.unregister(name_to_unregister)
    assert is_registry_equal(expected, registry)
