"""The `kube-scheduler-py` command line.

Subcommands are added as the port grows; `--version` names the Kubernetes release being ported.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from kube_scheduler_py import KUBERNETES_VERSION, __version__


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kube-scheduler-py",
        description=(
            "A readable Python port of the Kubernetes "
            f"{KUBERNETES_VERSION} scheduler (pkg/scheduler)."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"kube-scheduler-py {__version__} (ports Kubernetes {KUBERNETES_VERSION})",
    )
    parser.add_subparsers(dest="command", metavar="COMMAND")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stdout)
        return 0
    return 0
