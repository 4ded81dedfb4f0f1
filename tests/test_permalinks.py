"""Every permalink in the package must point at the right Go code of its edition's tag.

A permalink names a file of the kubernetes repository at a tag (v1.31.1 or v1.37.2) and a line
range. This test opens the file in the local Go module cache (the modules the oracle pins for
that edition) and checks that the range exists, that it starts at a Go declaration, and — for
a link in the docstring of a Python def or class — that the declared Go name is the Python name
(ignoring case and underscores, so `RunFilterPlugins` matches `run_filter_plugins`). The ported
files of an edition (`kube_scheduler_py/v1_31`, `kube_scheduler_py/v1_37`) link their own tag
only (docs/editions.md).
"""

from __future__ import annotations

import ast
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "kube_scheduler_py"
LINK = re.compile(
    r"https://github\.com/kubernetes/kubernetes/blob/(v1\.31\.1|v1\.37\.2)/([\w./-]+?\.go)"
    r"#L(\d+)(?:-L(\d+))?"
)
#: The tag each edition's ported tree links (kube_scheduler_py/<package>/...).
EDITION_TAGS = {"v1_31": "v1.31.1", "v1_37": "v1.37.2"}
# A line that declares something: func/type/const/var, or an entry of a grouped block
# (a constant, a type in a type block, or a method of an interface).
DECLARATION = re.compile(
    r"^(?:func\s+(?:\([^)]*\)\s*)?(?P<func>\w+)"
    r"|(?:type|const|var)\s+(?P<top>\w+)"
    r"|\t(?P<member>\w+)\b)"
)


@cache
def _module_cache() -> Path:
    out = subprocess.run(
        ["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True
    ).stdout.strip()
    return Path(out)


def _local_file(tag: str, repo_path: str) -> Path:
    """Where a file of the kubernetes repo at a tag lies in the Go module cache."""
    staging = re.match(r"staging/src/k8s\.io/([\w-]+)/(.*)", repo_path)
    if staging:
        module, rest = staging.groups()
        return _module_cache() / "k8s.io" / f"{module}@{tag.replace('v1.', 'v0.', 1)}" / rest
    return _module_cache() / "k8s.io" / f"kubernetes@{tag}" / repo_path


@cache
def _lines(tag: str, repo_path: str) -> list[str]:
    return _local_file(tag, repo_path).read_text().splitlines()


def _normalize(name: str) -> str:
    return name.replace("_", "").lower()


def _declared_name(line: str) -> str | None:
    match = DECLARATION.match(line)
    if not match:
        return None
    return match.group("func") or match.group("top") or match.group("member")


def _python_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _declaration_end(lines: list[str], start: int) -> int | None:
    """The line where a top-level declaration starting at `start` ends (its closing brace or
    parenthesis, or the line itself); None for members of grouped blocks."""
    if lines[start - 1].startswith("\t"):
        return None
    depth, opened = 0, False
    for number in range(start, len(lines) + 1):
        code = re.sub(r'"(\\.|[^"\\])*"|`[^`]*`|//.*', "", lines[number - 1])
        code = re.sub(r"'(\\.|[^'\\])*'", "", code)
        for char in code:
            if char in "{(":
                depth, opened = depth + 1, True
            elif char in "})":
                depth -= 1
        if opened and depth == 0:
            return number
        if not opened:
            return number
    return None


def _link_problem(tag: str, repo_path: str, start: int, end: int) -> str | None:
    if not _local_file(tag, repo_path).is_file():
        return f"no such file at {tag}: {repo_path}"
    lines = _lines(tag, repo_path)
    if not 1 <= start <= end <= len(lines):
        return f"{repo_path}#L{start}-L{end} is outside the file ({len(lines)} lines)"
    if _declared_name(lines[start - 1]) is None:
        return f"{repo_path}#L{start} does not start at a declaration: {lines[start - 1]!r}"
    declaration_end = _declaration_end(lines, start)
    if declaration_end is not None and end != start and declaration_end != end:
        return f"{repo_path}#L{start}-L{end} should end at L{declaration_end}"
    return None


def _links(text: str) -> list[tuple[str, str, int, int]]:
    found = []
    for tag, path, start, end in LINK.findall(text):
        found.append((tag, path, int(start), int(end or start)))
    return found


def _edition_tag(path: Path) -> str | None:
    """The tag a file of an edition's ported tree must link; None for the shared layers."""
    return EDITION_TAGS.get(path.relative_to(PACKAGE).parts[0])


@pytest.mark.parametrize("path", _python_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_permalinks_point_at_declarations(path: Path) -> None:
    text = path.read_text()
    problems = []
    links = _links(text)
    tags = {tag for tag, *_ in links}
    own = _edition_tag(path)
    if own is not None and tags - {own}:
        problems.append(f"an edition's file links another edition's tag: {sorted(tags - {own})}")
    if len(tags) > 1:
        problems.append(f"links both tags: {sorted(tags)}")
    for tag, repo_path, start, end in links:
        problem = _link_problem(tag, repo_path, start, end)
        if problem:
            problems.append(problem)
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        if node.name.startswith("__"):
            continue
        links = _links(ast.get_docstring(node) or "")
        if not links:
            continue
        names = [
            _declared_name(_lines(tag, p)[s - 1])
            for tag, p, s, e in links
            if not _link_problem(tag, p, s, e)
        ]
        if names and _normalize(node.name.lstrip("_")) not in {_normalize(n or "") for n in names}:
            problems.append(f"line {node.lineno}: {node.name} links to Go {names}")
    assert not problems, "\n".join(problems)


def test_the_module_cache_holds_v1_31_1() -> None:
    assert "func (sched *Scheduler) ScheduleOne" in "\n".join(
        _lines("v1.31.1", "pkg/scheduler/schedule_one.go")
    )


def test_the_module_cache_holds_v1_37_2() -> None:
    assert "func (sched *Scheduler) ScheduleOne" in "\n".join(
        _lines("v1.37.2", "pkg/scheduler/schedule_one.go")
    )
    assert _local_file(
        "v1.37.2", "staging/src/k8s.io/kube-scheduler/framework/interface.go"
    ).is_file()


# -- every ported name says where it comes from -------------------------------------------------

#: Packages that port no Go code: the simulator, the pictures, the trace, the widgets and the
#: in-memory API server.
PYTHON_ONLY_PACKAGES = {"apiserver", "simulation", "trace", "viz", "widgets"}
#: Where ported code comes from: kubernetes at an edition's tag, or k8s.io/utils (the clock).
ORIGIN = re.compile(
    r"https://github\.com/kubernetes/(?:kubernetes/blob/v1\.(?:31\.1|37\.2)|utils/blob)/"
)
#: What a docstring says of a name (or a module of names) that ports nothing.
PYTHON_ONLY = "Python-only"


def _says_origin(node: ast.AST) -> bool:
    doc = ast.get_docstring(node) or ""  # type: ignore[arg-type]
    return bool(ORIGIN.search(doc)) or PYTHON_ONLY in doc


def _unsourced(body: list[ast.stmt], prefix: str = "") -> list[str]:
    """Public classes, functions and methods whose docstring names no origin."""
    found = []
    for node in body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        public = not node.name.startswith("_")
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            setter = any(
                isinstance(d, ast.Attribute) and d.attr in ("setter", "deleter")
                for d in node.decorator_list
            )
            if public and not setter and not _says_origin(node):
                found.append(f"{node.lineno}: {prefix}{node.name}")
            continue
        if public and not _says_origin(node):
            found.append(f"{node.lineno}: {prefix}{node.name}")
        doc = ast.get_docstring(node) or ""
        # The methods of a Python-only class are Python-only too.
        if PYTHON_ONLY not in doc:
            found += _unsourced(node.body, f"{prefix}{node.name}.")
    return found


def _ported_modules() -> list[Path]:
    ported = []
    for path in _python_files():
        parts = path.relative_to(PACKAGE).parts
        if parts[0] in PYTHON_ONLY_PACKAGES or path.name == "__main__.py":
            continue
        tree = ast.parse(path.read_text())
        if PYTHON_ONLY in (ast.get_docstring(tree) or ""):
            continue
        ported.append(path)
    return ported


@pytest.mark.parametrize("path", _ported_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_public_name_says_where_it_comes_from(path: Path) -> None:
    """Each public class, function and method of ported code links its Go origin, or says
    "Python-only" (and why); a Python-only class covers its methods, a Python-only module
    docstring covers the module."""
    unsourced = _unsourced(ast.parse(path.read_text()).body)
    assert not unsourced, "no Go permalink and not marked Python-only:\n" + "\n".join(unsourced)
