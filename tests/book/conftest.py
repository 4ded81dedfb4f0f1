"""The session's build of the book (tests/book/building.py), shared with tests/browser."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest


def _building() -> ModuleType:
    path = Path(__file__).with_name("building.py")
    spec = importlib.util.spec_from_file_location("_book_building", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


building = _building()


@pytest.fixture(scope="session")
def book_build(tmp_path_factory: pytest.TempPathFactory) -> object:
    """The book built with warnings as errors (see building.py)."""
    return building.build_book(tmp_path_factory)
