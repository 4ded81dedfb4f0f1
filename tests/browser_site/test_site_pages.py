"""The pages tools/site adds to a built site, without building one: the landing page (which
keeps JupyterLite's configuration element and prefetches the kernel's files) and its icon
(tools/site/landing.py), and the site's copy of the Go files the stepper links
(tools/site/go_sources.py). The built site itself is tested in Chromium in test_site.py."""

from __future__ import annotations

import importlib.util
import json
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

from kube_scheduler_py.trace import GO_FUNCS
from kube_scheduler_py.trace.gosource import local_go_file

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str) -> ModuleType:
    path = ROOT / "tools" / "site" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_site_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


landing = _tool("landing")
go_sources = _tool("go_sources")

CONFIG = (
    '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">'
    '{"appUrl": "./lab"}</script>'
)


def _site(tmp_path: Path) -> Path:
    """A site folder as JupyterLite leaves it, with the served lock of two wheels."""
    pyodide = tmp_path / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    (pyodide / "pyodide.asm.wasm").write_bytes(b"\0asm")
    lock = {"packages": {n: {"file_name": f"{n}-1-py3-none-any.whl"} for n in ("a", "b")}}
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock))
    (tmp_path / "index.html").write_text(f"<html><head>{CONFIG}</head><body></body></html>")
    return tmp_path


def test_the_landing_page_leads_to_lesson_00_and_the_book(tmp_path: Path) -> None:
    site = _site(tmp_path)
    landing.write_landing(site)
    page = (site / "index.html").read_text()
    assert CONFIG in page  # the lab reads it from every folder above it
    assert 'href="lab/index.html?path=notebooks/00_tour.ipynb"' in page
    assert 'href="book/intro.html"' in page
    for name in (
        "pyodide.asm.wasm",
        "pyodide-lock.json",
        "a-1-py3-none-any.whl",
        "b-1-py3-none-any.whl",
    ):
        assert f'<link rel="prefetch" href="static/pyodide/{name}">' in page
    icon = (site / "favicon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", icon[:6])
    assert (reserved, kind, count) == (0, 1, 1)
    size, offset = struct.unpack("<II", icon[14:22])
    assert icon[offset:].startswith(b"\x89PNG") and len(icon) == offset + size


def test_a_site_without_jupyterlite_configuration_is_refused(tmp_path: Path) -> None:
    site = _site(tmp_path)
    (site / "index.html").write_text("<html></html>")
    with pytest.raises(ValueError, match="jupyter-config-data"):
        landing.write_landing(site)


def test_the_go_files_the_stepper_links_are_copied_with_line_anchors(tmp_path: Path) -> None:
    linked = go_sources.linked_files()
    framework = "pkg/scheduler/framework/runtime/framework.go"
    assert framework in linked
    assert "pkg/scheduler/framework/plugins/noderesources/fit.go" in linked
    runners = {func.link.split("/v1.31.1/")[1].split("#")[0] for func in GO_FUNCS.values()}
    assert runners <= set(linked)
    if local_go_file(framework) is None:
        pytest.fail("the Go module cache is missing: bin/bootstrap --go downloads it")
    copied = go_sources.write_go_sources(tmp_path)
    assert copied == linked
    folder = go_sources.go_folder(tmp_path)
    text = (folder / framework).read_text()
    assert text == local_go_file(framework).read_text()
    page = (folder / f"{framework}.html").read_text()
    line = text.splitlines()[699]
    assert '<span id="L700"><b>700</b>' in page and line.strip().split()[0] in page
