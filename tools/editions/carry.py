#!/usr/bin/env python3
"""Carry a module of the v1.31.1 port into the v1.37.2 edition, where its Go did not change.

    tools/editions/carry.py MODULE [MODULE ...]          # write kube_scheduler_py/v1_37/MODULE
    tools/editions/carry.py --check MODULE [MODULE ...]  # only say what would happen

MODULE is a path under kube_scheduler_py/v1_31 (`api/resource/scale_int.py`). For every
permalink in the module, the Go declaration it names at v1.31.1 is looked up at v1.37.2 — in
the same file, or where v1.37.2 moved it (`internal/` became `backend/`; framework files went
to the staging module `k8s.io/kube-scheduler/framework`) — and the two are compared with
comments and blank space removed. Only when every linked declaration is unchanged is the
module copied: its imports now name `kube_scheduler_py.v1_37`, its links the v1.37.2 lines.
Otherwise nothing is written and each changed or vanished declaration is listed: that module
is re-ported by hand from the v1.37.2 source (docs/editions.md). A module of `internal/` goes
to `backend/`, where v1.37.2 keeps it. A module that imports a v1_37
module which does not exist yet is refused too, naming it: carry that one first.

Python-only: a tool of this project; it ports nothing.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OLD, NEW = ROOT / "kube_scheduler_py" / "v1_31", ROOT / "kube_scheduler_py" / "v1_37"
OLD_TAG, NEW_TAG = "v1.31.1", "v1.37.2"
LINK = re.compile(
    r"https://github\.com/kubernetes/kubernetes/blob/v1\.31\.1/([\w./-]+?\.go)#L(\d+)(?:-L(\d+))?"
)
TOP = re.compile(
    r"^(?:func\s+(?:\(\s*\w*\s*\*?\s*(\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)|(type|const|var)\s+(\w+|\())"
)
LITERAL = re.compile(r""""(\\.|[^"\\])*"|`[^`]*`|'(\\.|[^'\\])*'""")
MEMBER = re.compile(r"^\t(\w+)\b")
IMPORT = re.compile(r"\bkube_scheduler_py\.v1_31((?:\.\w+)*)")


def _new_place(dotted: str) -> str:
    """Where a v1_31 module path (`.internal.cache.node_tree`, `internal/...`) lies in v1_37."""
    return re.sub(r"^([./]?)internal\b", r"\1backend", dotted)


@cache
def _module_cache() -> Path:
    out = subprocess.run(["go", "env", "GOMODCACHE"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip())


def _local(tag: str, repo_path: str) -> Path:
    staging = re.match(r"staging/src/k8s\.io/([\w-]+)/(.*)", repo_path)
    if staging:
        module, rest = staging.groups()
        return _module_cache() / "k8s.io" / f"{module}@{tag.replace('v1.', 'v0.', 1)}" / rest
    return _module_cache() / "k8s.io" / f"kubernetes@{tag}" / repo_path


@cache
def _lines(tag: str, repo_path: str) -> tuple[str, ...]:
    """The Go file's lines with its comments removed (line numbers kept)."""
    path = _local(tag, repo_path)
    return tuple(_without_comments(path.read_text()).splitlines()) if path.is_file() else ()


def _literal_end(text: str, start: int) -> int:
    """Where the string or rune literal opening at text[start] ends (just past its quote)."""
    quote, index = text[start], start + 1
    while index < len(text) and text[index] != quote:
        index += 2 if text[index] == "\\" and quote != "`" else 1
    return index + 1


def _without_comments(text: str) -> str:
    """Go source without its // and /* */ comments; newlines inside a block comment stay, so
    every line keeps its number. A comment marker inside a string or rune literal is code."""
    out: list[str] = []
    index = 0
    while index < len(text):
        char, pair = text[index], text[index : index + 2]
        if char in "\"'`":
            end = _literal_end(text, index)
            out.append(text[index:end])
            index = end
        elif pair == "//":
            index = text.find("\n", index)
            index = len(text) if index < 0 else index
        elif pair == "/*":
            end = text.find("*/", index + 2)
            end = len(text) if end < 0 else end + 2
            out.append(" " + "\n" * text.count("\n", index, end))
            index = end
        else:
            out.append(char)
            index += 1
    return "".join(out)


def _code(line: str) -> str:
    """A comment-free Go line without its string and rune literals' contents."""
    return LITERAL.sub('""', line)


def _end(lines: tuple[str, ...], start: int) -> int:
    """The line (1-based) where the declaration starting at `start` ends."""
    depth, opened = 0, False
    for number in range(start, len(lines) + 1):
        for char in _code(lines[number - 1]):
            if char in "{(":
                depth, opened = depth + 1, True
            elif char in "})":
                depth -= 1
        if not opened or depth == 0:
            return number
    return len(lines)


def _key(line: str) -> tuple[str, str] | None:
    """(receiver or kind, name) of a top-level declaration line; None for other lines."""
    match = TOP.match(line)
    if not match:
        return None
    receiver, func, kind, name = match.groups()
    return (receiver or "func", func) if func else (kind, name)


def _enclosing(lines: tuple[str, ...], start: int) -> int:
    """The top-level declaration line holding line `start` (itself when it is one)."""
    for number in range(start, 0, -1):
        if _key(lines[number - 1]):
            return number
    raise LookupError(f"no declaration above line {start}")


def _normalized(lines: tuple[str, ...], start: int, end: int) -> list[str]:
    """The comment-free lines start..end with blank space collapsed and blank lines dropped."""
    return [" ".join(line.split()) for line in lines[start - 1 : end] if line.strip()]


def _candidates(repo_path: str) -> list[str]:
    """Where v1.37.2 may hold what v1.31.1 had in repo_path, most likely first."""
    paths = [repo_path, repo_path.replace("pkg/scheduler/internal/", "pkg/scheduler/backend/")]
    framework = re.match(r"pkg/scheduler/framework/(\w+\.go)$", repo_path)
    if framework:
        paths.append(f"staging/src/k8s.io/kube-scheduler/framework/{framework.group(1)}")
    return list(dict.fromkeys(paths))


@dataclass
class Moved:
    """Where one linked declaration lies at v1.37.2."""

    repo_path: str
    start: int
    end: int


def _find(repo_path: str, start: int, end: int) -> Moved | str:
    """The v1.37.2 twin of the declaration linked at v1.31.1, or why there is none."""
    old = _lines(OLD_TAG, repo_path)
    top = _enclosing(old, start)
    key = _key(old[top - 1])
    member = MEMBER.match(old[start - 1]) if start != top else None
    old_body = _normalized(old, start, end)
    for candidate in _candidates(repo_path):
        new = _lines(NEW_TAG, candidate)
        for number, line in enumerate(new, 1):
            if _key(line) != key:
                continue
            if member is None:
                new_end = _end(new, number) if end != start else number
                if _normalized(new, number, new_end) != old_body:
                    return f"{repo_path}#L{start}: {key[1]} changed in {candidate}"
                return Moved(candidate, number, new_end)
            block_end = _end(new, number)
            for inner in range(number + 1, block_end + 1):
                if MEMBER.match(new[inner - 1]) and MEMBER.match(new[inner - 1])[1] == member[1]:
                    if _normalized(new, inner, inner) != old_body:
                        return f"{repo_path}#L{start}: {key[1]}.{member[1]} changed in {candidate}"
                    return Moved(candidate, inner, inner)
    return f"{repo_path}#L{start}: {key[1] if key else '?'} is gone at {NEW_TAG}"


def carry(module: str, write: bool) -> list[str]:
    """Carry one module; returns the problems (nothing is written when there are any)."""
    source = OLD / module
    if not source.is_file():
        return [f"{module}: no such module in kube_scheduler_py/v1_31"]
    text = source.read_text()
    problems: list[str] = []
    replacements: dict[str, str] = {}
    for match in LINK.finditer(text):
        repo_path, start, end = match[1], int(match[2]), int(match[3] or match[2])
        found = _find(repo_path, start, end)
        if isinstance(found, str):
            problems.append(found)
            continue
        span = f"#L{found.start}" + (f"-L{found.end}" if found.end != found.start else "")
        replacements[match[0]] = (
            f"https://github.com/kubernetes/kubernetes/blob/{NEW_TAG}/{found.repo_path}{span}"
        )
    for dotted in sorted(set(IMPORT.findall(text))):
        moved = _new_place(dotted)
        target = NEW.joinpath(*moved.strip(".").split("."))
        if dotted and not (target.with_suffix(".py").is_file() or target.is_dir()):
            problems.append(f"{module}: imports kube_scheduler_py.v1_37{moved}, not there yet")
    if problems or not write:
        return problems
    for old_link, new_link in replacements.items():
        text = text.replace(old_link, new_link)
    text = IMPORT.sub(lambda m: f"kube_scheduler_py.v1_37{_new_place(m[1])}", text)
    target = NEW / _new_place(module)
    target.parent.mkdir(parents=True, exist_ok=True)
    for package in [target.parent, *target.parent.parents]:
        if package == NEW.parent:
            break
        (package / "__init__.py").touch(exist_ok=True)
    target.write_text(text)
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="+", metavar="MODULE")
    parser.add_argument("--check", action="store_true", help="report only; write nothing")
    args = parser.parse_args(argv)
    failed = False
    for module in args.modules:
        problems = carry(module, write=not args.check)
        for problem in problems:
            print(f"{module}: {problem}" if not problem.startswith(module) else problem)
        if not problems:
            print(f"{module}: {'can be carried' if args.check else 'carried'}")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
