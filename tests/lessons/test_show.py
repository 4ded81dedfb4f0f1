"""show() displays only the picture forms."""

from __future__ import annotations

from typing import Any

import IPython.display

from kube_scheduler_py.lessons.show import show


def test_show_passes_only_picture_formats(monkeypatch: Any) -> None:
    seen: list[tuple[Any, dict[str, Any]]] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj, **kw: seen.append((obj, kw)))
    show("picture")
    assert seen == [("picture", {"include": ["image/svg+xml", "text/html"]})]
