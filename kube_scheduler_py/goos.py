"""Python-only: Go's os.ReadFile and the *PathError messages it returns.

Where the port reads a file that kube-scheduler reads with os.ReadFile (a configuration
file, an extender's CA, certificate and key files), a file that cannot be read must fail with
the message Go prints: `open FILE: no such file or directory`, `read FILE: is a directory`.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["PathError", "read_file"]


class PathError(Exception):
    """A file operation that failed, with Go's message ("open FILE: permission denied")."""


def read_file(file: str) -> bytes:
    """The file's bytes, as os.ReadFile reads them; PathError with Go's message otherwise."""
    try:
        return Path(file).read_bytes()
    except FileNotFoundError as err:
        raise PathError(f"open {file}: no such file or directory") from err
    except IsADirectoryError as err:
        raise PathError(f"read {file}: is a directory") from err
    except OSError as err:
        reason = err.strerror or str(err)
        raise PathError(f"open {file}: {reason[:1].lower()}{reason[1:]}") from err
