"""Build the Jupyter Book once per test session, for the book's tests and the browser tests.

`jupyter-book build -W --keep-going` (warnings are errors, but every warning is reported and
the pages are still written) into a temporary directory. Under pytest-xdist the workers share
one build: the first to ask builds it under a file lock, the others wait and reuse it.

Imported by path from tests/book/conftest.py and tests/browser/conftest.py (tests are not a
package).
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"
BUILD_TIMEOUT_SECONDS = 600
ANSI = re.compile(r"\x1b\[[0-9;]*m")


@dataclass(frozen=True)
class BookBuild:
    """A finished build: the HTML directory, the build's log, its exit code, how long it took."""

    html: Path
    log: str
    returncode: int
    seconds: float


def _session_dir(factory: pytest.TempPathFactory) -> Path:
    """A directory all workers of this test session share (and no other session)."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run:
        return factory.getbasetemp().parent / f"book-{run}"
    return factory.getbasetemp() / "book"


def build_book(factory: pytest.TempPathFactory) -> BookBuild:
    """The session's build of book/ (built now if no worker has built it yet)."""
    where = _session_dir(factory)
    where.mkdir(parents=True, exist_ok=True)
    result = where / "result.json"
    with (where / "lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not result.exists():
            command = [
                str(Path(sys.executable).with_name("jupyter-book")),
                "build",
                "-W",
                "--keep-going",
                "--path-output",
                str(where),
                str(BOOK),
            ]
            start = time.monotonic()
            done = subprocess.run(
                command, cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT_SECONDS
            )
            log = ANSI.sub("", done.stdout + done.stderr)
            seconds = time.monotonic() - start
            result.write_text(json.dumps([log, done.returncode, seconds]))
        log, returncode, seconds = json.loads(result.read_text())
    return BookBuild(where / "_build" / "html", log, returncode, seconds)
