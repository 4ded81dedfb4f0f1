"""Log lines as kube-scheduler writes them (klog's text format), to standard error.

    I1128 08:49:51.123456   12345 run.py:61] "Starting Kubernetes Scheduler" version="v1.31.1"

One line per call: a severity letter (I, W, E, F), the month and day, the time to the
microsecond, the process id right-aligned in seven columns, the caller's file and line, then the
message quoted and the key/value pairs, strings quoted as Go's %q quotes them, numbers and
booleans bare. `v(level).info(...)` writes only when the verbosity (`--v`, set with
`set_verbosity`) is at least level, as klog.V(level).InfoS does. Errors and warnings are always
written. Lines from several threads (the watches) never interleave.

Python-only: the part of k8s.io/klog/v2 that the remote layer uses, standard library only.
"""

from __future__ import annotations

import datetime
import os
import sys
import threading
from types import FrameType
from typing import Any, TextIO

__all__ = [
    "Verbose",
    "error",
    "info",
    "kobj",
    "set_output",
    "set_verbosity",
    "v",
    "verbosity",
    "warning",
]

_lock = threading.Lock()
_verbosity = 0
_output: TextIO | None = None  # None: sys.stderr at the time of writing (tests swap it)


def set_verbosity(level: int) -> None:
    """Python-only: klog's -v flag; lines of `v(n)` with n above level are dropped."""
    global _verbosity
    _verbosity = level


def verbosity() -> int:
    """Python-only: the level set_verbosity set (0 at start)."""
    return _verbosity


def set_output(stream: TextIO | None) -> None:
    """Python-only: write to stream instead of standard error (None: back to standard error)."""
    global _output
    _output = stream


def kobj(obj: Any) -> str:
    """Python-only: klog.KObj, how an API object is named in a line: "namespace/name", or
    "name" for an object without a namespace."""
    meta = obj.metadata
    return f"{meta.namespace}/{meta.name}" if meta.namespace else meta.name


class Verbose:
    """Python-only: what klog.V(level) returns; it writes only when the level is enabled."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def info(self, msg: str, **pairs: Any) -> None:
        if self.enabled:
            _write("I", msg, pairs, sys._getframe(1))


def v(level: int) -> Verbose:
    """Python-only: klog.V(level)."""
    return Verbose(level <= _verbosity)


def info(msg: str, **pairs: Any) -> None:
    """Python-only: klog.InfoS, always written."""
    _write("I", msg, pairs, sys._getframe(1))


def warning(msg: str, **pairs: Any) -> None:
    """Python-only: a W line (klog.Warning with structured pairs)."""
    _write("W", msg, pairs, sys._getframe(1))


def error(err: BaseException | str | None, msg: str, **pairs: Any) -> None:
    """Python-only: klog.ErrorS; the error comes first among the pairs as err="..."."""
    if err is not None:
        pairs = {"err": err, **pairs}
    _write("E", msg, pairs, sys._getframe(1))


def _write(severity: str, msg: str, pairs: dict[str, Any], caller: FrameType) -> None:
    now = datetime.datetime.now()
    where = f"{os.path.basename(caller.f_code.co_filename)}:{caller.f_lineno}"
    line = (
        f"{severity}{now:%m%d %H:%M:%S.%f} {os.getpid():7d} {where}] {_quote(msg)}"
        + "".join(f" {key}={_value(value)}" for key, value in pairs.items())
        + "\n"
    )
    with _lock:
        stream = _output if _output is not None else sys.stderr
        stream.write(line)
        stream.flush()


def _value(value: Any) -> str:
    """A value as klog's text format prints it: numbers and booleans bare, the rest quoted."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list | tuple):
        return "[" + " ".join(_value(item) for item in value) + "]"
    return _quote(str(value))


def _quote(text: str) -> str:
    """Go's strconv.Quote for the characters log lines meet: backslash, double quote and the
    control characters escaped, everything else as it is."""
    out = []
    for char in text:
        if char in ('"', "\\"):
            out.append("\\" + char)
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif char == "\r":
            out.append("\\r")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\x{ord(char):02x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'
