"""The Go source behind a permalink, read from the local Go module cache.

The permalinks of the port point into `k8s.io/kubernetes` v1.31.1 (and its staging modules at
v0.31.1). `tools/gosrc` prints where such a file lies; this module does the same from Python so
that the stepper can show the Go function next to each step:

    go_source("https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go#L65-L133")
    # GoSource(path='pkg/scheduler/schedule_one.go', start=65, lines=[...]) or None

The module cache is `$GOMODCACHE`, else what `go env GOMODCACHE` says, else `$GOPATH/pkg/mod`
or `~/go/pkg/mod`. In the browser edition the site's own copy of the files the stepper links
is read instead (kube_scheduler_py.browser.go_files). Where the file is not there (no Go,
modules not downloaded), the answer is None and callers show just the link. Nothing is
downloaded from elsewhere.

Python-only: nothing here is in Go.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from kube_scheduler_py.browser import go_files

__all__ = ["GoSource", "go_source", "local_go_file", "module_cache"]

_PERMALINK = re.compile(
    r"^https://github\.com/kubernetes/kubernetes/blob/v1\.31\.1/(?P<path>[^#\s]+)"
    r"#L(?P<start>\d+)(?:-L(?P<end>\d+))?$"
)
_STAGING = re.compile(r"^staging/src/k8s\.io/(?P<module>[\w.-]+)/(?P<rest>.+)$")


@dataclass(frozen=True, slots=True)
class GoSource:
    """Lines start..start+len(lines)-1 of a file of the kubernetes repository at v1.31.1."""

    link: str
    path: str
    start: int
    lines: tuple[str, ...]


@cache
def module_cache() -> Path | None:
    """The Go module cache directory, or None when there is none on this machine."""
    candidates: list[str] = []
    if os.environ.get("GOMODCACHE"):
        candidates.append(os.environ["GOMODCACHE"])
    go = shutil.which("go")
    if go:
        try:
            done = subprocess.run(
                [go, "env", "GOMODCACHE"],
                capture_output=True,
                text=True,
                timeout=30,
                env={**os.environ, "GOTOOLCHAIN": "local"},
            )
            if done.returncode == 0 and done.stdout.strip():
                candidates.append(done.stdout.strip())
        except (OSError, subprocess.TimeoutExpired):
            pass
    gopath = os.environ.get("GOPATH", "").split(os.pathsep)[0]
    if gopath:
        candidates.append(str(Path(gopath) / "pkg" / "mod"))
    candidates.append(str(Path.home() / "go" / "pkg" / "mod"))
    for candidate in candidates:
        if Path(candidate).is_dir():
            return Path(candidate)
    return None


def local_go_file(repo_path: str) -> Path | None:
    """Where a file of the kubernetes repository at v1.31.1 (`pkg/scheduler/...go`, or a staging
    module's `staging/src/k8s.io/api/...`) lies in the module cache, if it is there."""
    root = module_cache()
    if root is None:
        return None
    staging = _STAGING.match(repo_path)
    if staging:
        path = root / "k8s.io" / f"{staging['module']}@v0.31.1" / staging["rest"]
    else:
        path = root / "k8s.io" / "kubernetes@v1.31.1" / repo_path
    return path if path.is_file() else None


@cache
def _file_lines(path: Path) -> tuple[str, ...]:
    return tuple(path.read_text(encoding="utf-8").splitlines())


def go_source(link: str) -> GoSource | None:
    """The lines a v1.31.1 permalink (`...#L10-L20`) points to, or None when the link is not
    such a permalink or the file is not in the local module cache."""
    match = _PERMALINK.match(link)
    if match is None:
        return None
    path = local_go_file(match["path"])
    lines = go_files.site_lines(match["path"]) if path is None else _file_lines(path)
    if lines is None:
        return None
    start = int(match["start"])
    end = int(match["end"] or start)
    if not 1 <= start <= end <= len(lines):
        return None
    return GoSource(link, match["path"], start, lines[start - 1 : end])
