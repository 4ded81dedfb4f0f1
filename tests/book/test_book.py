"""The book (book/) builds, links to the right Go code, names real Python, and shows real output.

- The Jupyter Book is built once per session with warnings as errors (`jupyter-book build -W`,
  tests/book/building.py); the build must succeed without a warning, every page of
  book/_toc.yml (and every notebook the notebooks glob picks up) must be in the HTML, every
  chapter shows a figure the port drew while the book was built, and the tour shows the
  stepper's kernel-free replay with nothing fetched from elsewhere.
- Every Go permalink in book/*.md is a Markdown link whose text names a Go declaration, and
  the linked range starts at that declaration (the checks of tests/test_permalinks.py).
- Every dotted `kube_scheduler_py....` name in book/*.md can be imported.
- Every example runs: a ```python block is executed and, when a ```text block follows it, its
  output must be that block; a ```console block `$ .venv/bin/kube-scheduler-py ...` (or
  `$ cat FILE`) must print what follows the command.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import json
import re
import shlex
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from kube_scheduler_py import cli

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"
PAGES = sorted(BOOK.glob("*.md"))
# What the build fixture gives: the HTML directory, the log, the exit code, the pages expected.
Build = tuple[Path, str, int, list[str]]
MD_LINK = re.compile(
    r"\[(?P<text>[^\[\]]+)\]\((?P<url>https://github\.com/kubernetes/kubernetes/blob/v1\.31\.1/[^)\s]+)\)"
)
PYTHON_NAME = re.compile(r"`(kube_scheduler_py(?:\.\w+)+)`")
FENCE = re.compile(r"^```(?P<info>\S*)\s*$")
CLI = ".venv/bin/kube-scheduler-py "


def _load_by_path(name: str, path: Path) -> ModuleType:
    """A module of the tests, imported by path (tests are not a package)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


permalinks = _load_by_path("_book_permalink_checks", ROOT / "tests" / "test_permalinks.py")


@dataclass(frozen=True)
class Block:
    """A fenced code block of a page: its info string, fence lines (0-based) and content."""

    page: Path
    info: str
    start: int
    end: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.page.name}:{self.start + 1}"


def _blocks(page: Path) -> list[Block]:
    blocks: list[Block] = []
    lines = page.read_text().splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if match is None:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and lines[end] != "```":
            end += 1
        text = "\n".join(lines[i + 1 : end]) + "\n"
        blocks.append(Block(page, match["info"], i, end, text))
        i = end + 1
    return blocks


def _shows_output(page_lines: list[str], block: Block, following: Block) -> bool:
    """Whether following is a ```text block right after block (only blank lines between)."""
    between = page_lines[block.end + 1 : following.start]
    return following.info == "text" and not any(line.strip() for line in between)


def _examples() -> list[tuple[Block, Block | None]]:
    """Each runnable block with the block that shows its output (None: no output shown)."""
    examples: list[tuple[Block, Block | None]] = []
    for page in PAGES:
        lines = page.read_text().splitlines()
        blocks = _blocks(page)
        for block, following in zip(blocks, [*blocks[1:], None], strict=True):
            if block.info == "python":
                shown = following if following and _shows_output(lines, block, following) else None
                examples.append((block, shown))
            elif block.info == "console":
                examples.append((block, None))
    return examples


def _normalized(text: str) -> list[str]:
    return [line.rstrip() for line in text.rstrip().splitlines()]


# --- the build ----------------------------------------------------------------------------


def _toc_files() -> list[str]:
    toc = yaml.safe_load((BOOK / "_toc.yml").read_text())
    files = [toc["root"]]
    globs: list[str] = []

    def walk(entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            if "file" in entry:
                files.append(entry["file"])
            if "glob" in entry:
                globs.append(entry["glob"])
            walk(entry.get("sections", []))

    for part in toc.get("parts", []):
        walk(part.get("chapters", []))
    for pattern in globs:
        for source in sorted(BOOK.glob(pattern.split("/")[0] + "/*")):
            docname = str(source.relative_to(BOOK).with_suffix(""))
            if source.suffix in (".md", ".ipynb") and fnmatch(docname, pattern):
                files.append(docname)
    return files


@pytest.fixture(scope="module")
def build(book_build: Any) -> Build:
    """The session's build (tests/book/conftest.py): the HTML directory, the log, the exit code
    and the pages the table of contents listed."""
    return book_build.html, book_build.log, book_build.returncode, _toc_files()


def test_the_book_builds_without_errors_or_warnings(build: Build) -> None:
    _, log, returncode, _ = build
    problems = [
        line
        for line in log.splitlines()
        if re.search(r"\b(WARNING|ERROR|CRITICAL|SEVERE)\b|Traceback", line)
    ]
    assert problems == [], "\n".join(problems)
    assert returncode == 0, log


def test_every_page_of_the_toc_is_built(build: Build) -> None:
    html, log, _, pages = build
    missing = [page for page in pages if not (html / f"{page}.html").is_file()]
    assert missing == [], f"pages not built: {missing}\n{log}"
    assert (html / "index.html").is_file()


CHAPTERS = [page for page in PAGES if re.match(r"\d", page.name)]
FIGURE = re.compile(r'<figure class="kube-figure"[^>]*>(.*?)</figure>', re.DOTALL)
REMOTE = re.compile(r"""<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)=["']?(?:https?:)?//""")


@pytest.mark.parametrize("md", CHAPTERS, ids=lambda p: p.name)
def test_every_chapter_has_a_figure_drawn_at_build_time(build: Build, md: Path) -> None:
    html, _, _, _ = build
    assert "```{kube-figure}" in md.read_text()
    figures = FIGURE.findall((html / f"{md.stem}.html").read_text())
    assert figures, f"no figure drawn by the port in {md.name}"
    assert all("<svg" in figure or "<table" in figure for figure in figures)


def test_the_tour_steps_without_a_kernel_or_network(build: Build) -> None:
    html, _, _, _ = build
    page = (html / "notebooks" / "00_tour.html").read_text()
    assert 'class="kube-replay kube-stepper"' in page
    # No widget view (it needs a kernel) and no require.js or widget manager from a CDN.
    assert "application/vnd.jupyter.widget-view+json" not in page
    assert "require.js" not in page and "embed-amd" not in page
    assert REMOTE.findall(page) == []


def test_the_replays_get_their_go_source_at_build_time(build: Build) -> None:
    html, _, _, _ = build
    from kube_scheduler_py.trace.gosource import go_source
    from kube_scheduler_py.widgets.replay import unpack

    page = (html / "notebooks" / "00_tour.html").read_text()
    packed = re.search(r'data-encoding="gzip\+base64">([^<]*)</script>', page)
    assert packed is not None
    links = [link for _, link in unpack(packed[1])["links"]]
    script = (html / "_static" / "kube-go-sources.js").read_text()
    assert 'src="_static/kube-go-sources.js' in page.replace("../", "")
    available = [link for link in links if go_source(link) is not None]
    assert available, "the Go module cache is missing: run bin/bootstrap --go"
    for link in available:
        assert json.dumps(link) in script


# --- Go permalinks ------------------------------------------------------------------------


def _declared_name(text: str) -> str:
    """The Go name a link text names: `Scheduler.ScheduleOne` -> ScheduleOne."""
    return text.strip("`").removesuffix("()").split(".")[-1]


@pytest.mark.parametrize("md", PAGES, ids=lambda p: p.name)
def test_go_permalinks_start_at_the_declaration_they_name(md: Path) -> None:
    text = md.read_text()
    problems = []
    links = list(MD_LINK.finditer(text))
    if len(permalinks._links(text)) != len(links):
        problems.append("a Go permalink that is not a Markdown link naming its declaration")
    for link in links:
        parsed = permalinks._links(link["url"])
        if len(parsed) != 1:
            problems.append(f"not a permalink of an edition's tag to a line range: {link['url']}")
            continue
        tag, path, start, end = parsed[0]
        problem = permalinks._link_problem(tag, path, start, end)
        if problem:
            problems.append(f"[{link['text']}]: {problem}")
            continue
        declared = permalinks._declared_name(permalinks._lines(tag, path)[start - 1])
        wanted = _declared_name(link["text"])
        if permalinks._normalize(declared or "") != permalinks._normalize(wanted):
            problems.append(f"[{link['text']}] links to {path}#L{start}, which declares {declared}")
    assert problems == [], "\n".join(problems)


# --- Python names -------------------------------------------------------------------------


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(obj, attribute):
                return False
            obj = getattr(obj, attribute)
        return True
    return False


@pytest.mark.parametrize("md", PAGES, ids=lambda p: p.name)
def test_python_names_exist(md: Path) -> None:
    names = sorted(set(PYTHON_NAME.findall(md.read_text())))
    missing = [name for name in names if not _resolves(name)]
    assert missing == []


# --- examples -----------------------------------------------------------------------------


def _run_python(code: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<book example>", "exec"), {"__name__": "__main__"})
    return out.getvalue()


def _run_console(command: str) -> str:
    if command.startswith("cat "):
        return (ROOT / command.removeprefix("cat ").strip()).read_text()
    assert command.startswith(CLI), f"the book may only run kube-scheduler-py or cat: {command}"
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        cli.main(shlex.split(command.removeprefix(CLI)))
    return out.getvalue() + err.getvalue()


EXAMPLES = _examples()


@pytest.mark.parametrize(("block", "shown"), EXAMPLES, ids=[b.id for b, _ in EXAMPLES])
def test_examples_print_what_the_book_shows(
    block: Block, shown: Block | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    if block.info == "python":
        output = _run_python(block.text)
        if shown is not None:
            assert _normalized(output) == _normalized(shown.text)
        return
    command, _, expected = block.text.partition("\n")
    assert command.startswith("$ "), f"a console block starts with '$ COMMAND': {block.id}"
    assert _normalized(_run_console(command.removeprefix("$ "))) == _normalized(expected)
