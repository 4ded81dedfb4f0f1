"""Browser tests: pytest-playwright drives Debian's chromium (bin/test installs it) against
Voila and JupyterLab servers started on 127.0.0.1 for the test, and always stopped after it,
and against the built book opened from disk (the session's build, tests/book/building.py).

The servers get their own config, runtime, settings and workspace directories, so that nothing
in the user's Jupyter set-up changes what the test sees and nothing the test does is left behind.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = ROOT / ".venv" / "bin"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: How long a server may take to answer its first request.
START_TIMEOUT = 60.0


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's chromium, headless, without sandbox (we may run as root) or network."""
    if not CHROMIUM.is_file():
        pytest.fail(
            f"{CHROMIUM} is missing: the browser tests need Debian's chromium "
            "(bin/test installs it; or run: apt-get install chromium)"
        )
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": CHROMIUM_ARGS,
        "headless": True,
    }


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def port() -> int:
    """A free TCP port on 127.0.0.1 for a test's server."""
    return free_port()


@dataclass
class Server:
    """A server process started for a test: its base URL and its log file."""

    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]


def jupyter_env(home: Path) -> dict[str, str]:
    """The environment of a server: private Jupyter directories under home, no proxies."""
    env = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
    for name, sub in [
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("JUPYTERLAB_SETTINGS_DIR", "lab-settings"),
        ("JUPYTERLAB_WORKSPACES_DIR", "lab-workspaces"),
        ("IPYTHONDIR", "ipython"),
    ]:
        path = home / sub
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    env["PATH"] = f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}"
    env["NO_PROXY"] = "127.0.0.1,localhost"
    return env


def start_server(command: list[str], cwd: Path, home: Path, url: str, log: Path) -> Server:
    """Start a server in its own process group and wait until url answers."""
    with log.open("wb") as out:
        process = subprocess.Popen(
            command,
            cwd=cwd,
            env=jupyter_env(home),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = Server(url, process, log)
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        if process.poll() is not None:
            pytest.fail(f"{command[0]} exited with {process.returncode}:\n{server.log_text()}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return server
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if time.monotonic() > deadline:
            stop_server(server)
            pytest.fail(f"{command[0]} did not answer in {START_TIMEOUT}s:\n{server.log_text()}")
        time.sleep(0.25)


def stop_server(server: Server) -> None:
    """Stop the server's process group (the server and the kernels it started)."""
    if server.process.poll() is None:
        os.killpg(server.process.pid, signal.SIGTERM)
        try:
            server.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.process.pid, signal.SIGKILL)
            server.process.wait(timeout=5)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.process.pid, signal.SIGKILL)


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[Any]:
    """start(command, cwd, url) starts a server for this test; all are stopped afterwards."""
    servers: list[Server] = []

    def start(command: list[str], cwd: Path, url: str) -> Server:
        home = tmp_path / f"jupyter-{len(servers)}"
        server = start_server(command, cwd, home, url, tmp_path / f"server-{len(servers)}.log")
        servers.append(server)
        return server

    yield start
    for server in servers:
        stop_server(server)


def _building() -> Any:
    """tests/book/building.py, imported by path (tests are not a package)."""
    path = ROOT / "tests" / "book" / "building.py"
    spec = importlib.util.spec_from_file_location("_book_building", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def book_build(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The book built once per session (shared with tests/book under pytest-xdist)."""
    return _building().build_book(tmp_path_factory)
