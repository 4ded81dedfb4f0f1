"""The `kube-scheduler-py` command line (see ../shared/contracts/simulate.md).

    kube-scheduler-py simulate SCENARIO [SCENARIO ...] [--config FILE] [--seed N]
                               [--output json|table] [--trace FILE]
    kube-scheduler-py config defaults [--config FILE]

Bad input (a scenario or configuration the apiserver or kube-scheduler would refuse) exits
with code 2 and one message naming the file, document and field.

Python-only: the command line of this project (kube-scheduler's own flags are not ported).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from kube_scheduler_py import KUBERNETES_VERSION, __version__

EXIT_BAD_INPUT = 2


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
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="schedule the pending pods of a scenario and report what happened",
        description=(
            "Fill an in-memory API server with the scenario's objects (YAML or JSON, several "
            "documents or a List; '-' reads standard input), run the scheduler on a virtual "
            "clock until it is quiescent, and report every pod and event."
        ),
    )
    simulate.add_argument("scenario", nargs="+", metavar="SCENARIO")
    simulate.add_argument("--config", metavar="FILE", help="a KubeSchedulerConfiguration (v1)")
    simulate.add_argument("--seed", type=int, default=0, help="seeds every random choice")
    simulate.add_argument("--output", choices=("json", "table"), default="json")
    simulate.add_argument(
        "--trace",
        metavar="FILE",
        help=(
            "also write a trace of the run to FILE: every queue move, cache transition, "
            "extension-point call, CycleState access and scheduling/binding cycle step, in "
            "order, with the virtual time and the Go code behind it (a JSON array, one record "
            "per line)"
        ),
    )

    config = commands.add_parser("config", help="the scheduler configuration")
    config_commands = config.add_subparsers(dest="config_command", metavar="SUBCOMMAND")
    defaults = config_commands.add_parser(
        "defaults",
        help="print the configuration kube-scheduler would run with, after defaulting",
    )
    defaults.add_argument("--config", metavar="FILE", help="a KubeSchedulerConfiguration (v1)")
    return parser


def _simulate(args: argparse.Namespace) -> int:
    from kube_scheduler_py.api.loader import LoadError, load_paths
    from kube_scheduler_py.apis.config.write import ConfigFileError, load_valid_config
    from kube_scheduler_py.apiserver.server import AdmissionError, InvalidError
    from kube_scheduler_py.simulation.output import to_json, to_table
    from kube_scheduler_py.simulation.run import simulate
    from kube_scheduler_py.trace import Trace

    try:
        loaded = load_paths(args.scenario)
        config = load_valid_config(args.config)
    except (LoadError, ConfigFileError) as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for warning in loaded.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    trace = Trace() if args.trace is not None else None
    try:
        result = simulate(loaded.objects, config, args.seed, trace=trace, validate=True)
    except (AdmissionError, InvalidError) as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if trace is not None:
        with open(args.trace, "w", encoding="utf-8") as out:
            out.write(trace.to_json())
    if not result.settled:
        print("warning: the run did not settle within the virtual time limit", file=sys.stderr)
    sys.stdout.write(to_json(result) if args.output == "json" else to_table(result))
    return 0


def _config_defaults(args: argparse.Namespace) -> int:
    from kube_scheduler_py.apis.config.write import ConfigFileError, write_config_defaults

    try:
        sys.stdout.write(write_config_defaults(args.config))
    except ConfigFileError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "config" and args.config_command == "defaults":
        return _config_defaults(args)
    if args.command == "config":
        parser.parse_args(["config", "--help"])
    parser.print_help(sys.stdout)
    return 0
