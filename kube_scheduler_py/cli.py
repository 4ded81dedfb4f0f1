"""The `kube-scheduler-py` command line (see docs/simulate.md).

    kube-scheduler-py simulate SCENARIO [SCENARIO ...] [--config FILE] [--seed N]
                               [--output json|table] [--trace FILE] [--feature-gates A=true,...]
                               [--edition 1.31|1.37]
    kube-scheduler-py config defaults [--config FILE] [--feature-gates A=true,...] [--edition ...]
    kube-scheduler-py config feature-gates [--edition 1.31|1.37]
    kube-scheduler-py run [--kubeconfig FILE] [--context NAME] [--config FILE] [--v N]
                          [--bind-address IP] [--port N] [--connect-timeout SECONDS]
                          [--leader-elect[=BOOL]] [--leader-elect-lease-duration D ...]
                          [--feature-gates A=true,...] [--edition ...]

Bad input (a scenario or configuration the apiserver or kube-scheduler would refuse) exits
with code 2 and one message naming the file, document and field.

Python-only: the command line of this project (kube-scheduler's own flags are not ported).
"""

from __future__ import annotations

import argparse
import os
import sys
import typing
from collections.abc import Sequence
from contextlib import AbstractContextManager

from kube_scheduler_py import KUBERNETES_VERSION, __version__, editions

if typing.TYPE_CHECKING:
    from kube_scheduler_py.v1_31.apis.config import KubeSchedulerConfiguration

EXIT_BAD_INPUT = 2
#: A plugin panicked (raised where Go's extension point has no error result); see
#: docs/simulate.md. Distinct from bad input: the scenario was fine, a plugin was not.
EXIT_PLUGIN_PANIC = 3


def _add_feature_gates_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--feature-gates",
        action="append",
        default=[],
        metavar="A=true,B=false",
        help=(
            "kube-scheduler's flag: gates to switch on or off (may be repeated; 'kube:' "
            "prefixes allowed), e.g. SchedulerQueueingHints=true; `config feature-gates` "
            "lists them"
        ),
    )


def _add_edition_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--edition",
        type=editions.from_flag,
        default=editions.get(editions.DEFAULT),
        metavar="1.31|1.37",
        help=(
            "which Kubernetes release's scheduler: 1.31 (v1.31.1, the default) or 1.37 "
            "(v1.37.2, being ported: what is not there yet is refused; docs/editions.md)"
        ),
    )


def _feature_gates(args: argparse.Namespace) -> AbstractContextManager[None]:
    """The gates of --feature-gates, set for what runs inside the returned context;
    raises the edition's FeatureGateError with kube-scheduler's message."""
    entry: editions.EditionEntry = args.edition.entry()
    return entry.feature_gates(args.feature_gates)


def _not_ported(args: argparse.Namespace, err: editions.NotPortedError) -> int:
    return _bad_input(f"--edition {args.edition.name}: {err}")


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
    simulate.add_argument(
        "--keep-results",
        metavar="all|top:N|rejections|none",
        type=_keep_results,
        default="all",
        help=(
            "how much of each attempt's per-node plugin results the annotations keep: every "
            "node's (all, the default), the N best-scored nodes' (top:N), only the filter "
            "verdicts that rejected a node (rejections), or none (the fastest)"
        ),
    )
    _add_feature_gates_flag(simulate)
    _add_edition_flag(simulate)

    run = commands.add_parser(
        "run",
        help="schedule the pods of a real cluster (the port as a second scheduler)",
        description=(
            "Run the port against a real kube-apiserver: it schedules the pods whose "
            "spec.schedulerName names one of the configuration's profiles, until SIGINT or "
            "SIGTERM, after taking the leader lease when leaderElection.leaderElect is on "
            "(README.md, 'A real cluster', says more)."
        ),
    )
    _add_run_flags(run)
    _add_feature_gates_flag(run)
    _add_edition_flag(run)

    config = commands.add_parser("config", help="the scheduler configuration")
    config_commands = config.add_subparsers(dest="config_command", metavar="SUBCOMMAND")
    defaults = config_commands.add_parser(
        "defaults",
        help="print the configuration kube-scheduler would run with, after defaulting",
    )
    defaults.add_argument("--config", metavar="FILE", help="a KubeSchedulerConfiguration (v1)")
    _add_feature_gates_flag(defaults)
    _add_edition_flag(defaults)
    feature_gates = config_commands.add_parser(
        "feature-gates",
        help="list the gates --feature-gates can switch, with their maturity and default",
    )
    _add_edition_flag(feature_gates)
    return parser


def _add_run_flags(run: argparse.ArgumentParser) -> None:
    run.add_argument(
        "--kubeconfig",
        metavar="FILE",
        help=(
            "the cluster to schedule for; without it: the configuration's "
            "clientConnection.kubeconfig, else KUBECONFIG, else the in-cluster configuration, "
            "else ~/.kube/config"
        ),
    )
    run.add_argument("--context", default="", metavar="NAME", help="the kubeconfig context to use")
    run.add_argument("--config", metavar="FILE", help="a KubeSchedulerConfiguration (v1)")
    run.add_argument(
        "--bind-address",
        default="127.0.0.1",
        metavar="IP",
        help=(
            "where /healthz, /livez, /readyz and /metrics listen (plain HTTP, no "
            "authentication; default 127.0.0.1)"
        ),
    )
    run.add_argument(
        "--port",
        type=int,
        default=10251,
        metavar="N",
        help="the port of /healthz, /livez, /readyz and /metrics (default 10251; 0: none)",
    )
    run.add_argument(
        "--connect-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="how long to keep trying to reach the API server at start (default 60)",
    )
    run.add_argument("--v", type=int, default=0, metavar="LEVEL", help="log verbosity (klog's -v)")
    _add_leader_election_flags(run)


def _add_leader_election_flags(run: argparse.ArgumentParser) -> None:
    """kube-scheduler's leader election flags: each one given overrides the configuration."""
    flags = run.add_argument_group(
        "leader election",
        "kube-scheduler's flags: each one given overrides the configuration's leaderElection",
    )
    flags.add_argument(
        "--leader-elect",
        type=_go_bool,
        nargs="?",
        const=True,
        metavar="true|false",
        help="take the leader lease before scheduling",
    )
    for name in ("lease-duration", "renew-deadline", "retry-period"):
        flags.add_argument(f"--leader-elect-{name}", type=_go_duration, metavar="DURATION")
    for name in ("resource-lock", "resource-name", "resource-namespace"):
        flags.add_argument(f"--leader-elect-{name}", metavar="NAME")


def _go_bool(text: str) -> bool:
    """A boolean flag's value as Go's strconv.ParseBool reads it."""
    from kube_scheduler_py import gostrconv

    value = gostrconv.parse_bool(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"invalid boolean {text!r}")
    return value


def _go_duration(text: str) -> typing.Any:
    """A duration flag's value ("15s", "500ms") as a metav1.Duration."""
    from kube_scheduler_py import gotime
    from kube_scheduler_py.v1_31.apis.config import Duration

    try:
        return Duration(gotime.parse_duration_ns(text))
    except gotime.DurationError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _apply_leader_election_flags(
    args: argparse.Namespace, config: KubeSchedulerConfiguration
) -> None:
    """ApplyLeaderElectionTo: the flags given, over the configuration; then validate again, as
    kube-scheduler validates the configuration it runs with."""
    from kube_scheduler_py.v1_31.apis.config.validation.validation import (
        validate_kube_scheduler_configuration,
    )
    from kube_scheduler_py.v1_31.apis.config.write import ConfigFileError

    election = config.leader_election
    fields = {
        "leader_elect": args.leader_elect,
        "lease_duration": args.leader_elect_lease_duration,
        "renew_deadline": args.leader_elect_renew_deadline,
        "retry_period": args.leader_elect_retry_period,
        "resource_lock": args.leader_elect_resource_lock,
        "resource_name": args.leader_elect_resource_name,
        "resource_namespace": args.leader_elect_resource_namespace,
    }
    given = {name: value for name, value in fields.items() if value is not None}
    if not given:
        return
    for name, value in given.items():
        setattr(election, name, value)
    errs = validate_kube_scheduler_configuration(config)
    if errs is not None:
        fields_of = [str(getattr(e, "field", "")) for e in errs.errors()]
        raise ConfigFileError("--leader-elect flags", str(errs), fields_of)


def _keep_results(text: str) -> str:
    """--keep-results: all, rejections, none or top:N."""
    from kube_scheduler_py.simulation.results import Keep

    return Keep.flag(text)


def _simulate(args: argparse.Namespace) -> int:
    entry: editions.EditionEntry = args.edition.entry()
    try:
        entry.require_scheduling()
        with _feature_gates(args):
            return _simulate_with_gates(args)
    except editions.NotPortedError as err:
        return _not_ported(args, err)
    except entry.FeatureGateError as err:
        print(f"error: --feature-gates: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _simulate_with_gates(args: argparse.Namespace) -> int:
    from kube_scheduler_py.simulation.output import to_json, to_table
    from kube_scheduler_py.simulation.run import ObjectRefusedError, PluginPanic, simulate
    from kube_scheduler_py.trace import Trace
    from kube_scheduler_py.v1_31.api.loader import LoadError, load_paths
    from kube_scheduler_py.v1_31.apis.config.write import ConfigFileError, load_valid_config

    try:
        _check_writable(args.trace)
        loaded = load_paths(args.scenario)
        config = load_valid_config(args.config)
    except (LoadError, _OutputError) as err:
        return _bad_input(str(err))
    except ConfigFileError as err:
        return _bad_input(_config_error(err))
    for warning in loaded.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    trace = Trace() if args.trace is not None else None
    try:
        result = simulate(
            loaded.objects,
            config,
            args.seed,
            trace=trace,
            validate=True,
            keep_results=args.keep_results,
        )
    except ObjectRefusedError as err:
        return _bad_input(f"{loaded.origin(err.obj) or '<input>'}: {err}")
    except PluginPanic as panic:
        print(f"error: {panic}\n\n{panic.plugin_traceback()}", end="", file=sys.stderr)
        return EXIT_PLUGIN_PANIC
    if trace is not None:
        with open(args.trace, "w", encoding="utf-8") as out:
            out.write(trace.to_json())
    if not result.settled:
        print("warning: the run did not settle within the virtual time limit", file=sys.stderr)
    sys.stdout.write(to_json(result) if args.output == "json" else to_table(result))
    return 0


def _run(args: argparse.Namespace) -> int:
    from kube_scheduler_py.remote import klog
    from kube_scheduler_py.remote.connect import StartError, wait_for_apiserver
    from kube_scheduler_py.remote.health import ServingError
    from kube_scheduler_py.remote.kubeconfig import KubeconfigError, load_connection
    from kube_scheduler_py.remote.leaderelection import LeaderElectionLost
    from kube_scheduler_py.remote.run import SchedulerFailedError, Serving, run
    from kube_scheduler_py.v1_31.apis.config.write import ConfigFileError, load_valid_config

    klog.set_verbosity(args.v)
    entry: editions.EditionEntry = args.edition.entry()
    try:
        entry.require_scheduling()
        with _feature_gates(args):
            config = load_valid_config(args.config)
            _apply_leader_election_flags(args, config)
            _warn_about_run_config(args, config)
            kubeconfig = args.kubeconfig or config.client_connection.kubeconfig
            connection = load_connection(kubeconfig, args.context)
            wait_for_apiserver(connection, args.connect_timeout)
            run(connection, config, Serving(args.bind_address, args.port))
    except SchedulerFailedError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except editions.NotPortedError as err:
        return _not_ported(args, err)
    except entry.FeatureGateError as err:
        return _bad_input(f"--feature-gates: {err}")
    except (KubeconfigError, StartError) as err:
        return _bad_input(str(err))
    except ConfigFileError as err:
        return _bad_input(_config_error(err))
    except LeaderElectionLost as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except ServingError as err:
        print(f"error: --bind-address, --port: {err}", file=sys.stderr)
        return 1
    return 0


def _warn_about_run_config(args: argparse.Namespace, config: KubeSchedulerConfiguration) -> None:
    """Warn about what a user may not expect (validation already refused the rest, among it
    a leaderElection.resourceLock other than leases)."""
    from kube_scheduler_py.remote import klog

    if args.config is None:
        names = ", ".join(profile.scheduler_name for profile in config.profiles)
        klog.warning(
            "No --config: scheduling the pods of the default profile, as kube-scheduler would; "
            "beside a real kube-scheduler, give a configuration with another schedulerName",
            schedulerNames=names,
        )
    if args.port and args.bind_address not in ("127.0.0.1", "::1", "localhost"):
        klog.warning(
            "Health and metrics are served over plain HTTP without authentication",
            address=args.bind_address,
        )


def _config_defaults(args: argparse.Namespace) -> int:
    entry: editions.EditionEntry = args.edition.entry()
    try:
        with _feature_gates(args):
            sys.stdout.write(entry.config_defaults(args.config))
    except editions.NotPortedError as err:
        return _not_ported(args, err)
    except entry.FeatureGateError as err:
        print(f"error: --feature-gates: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except entry.ConfigFileError as err:
        return _bad_input(_config_error(err))
    return 0


def _config_feature_gates(args: argparse.Namespace) -> int:
    entry: editions.EditionEntry = args.edition.entry()
    try:
        gates = entry.known_feature_gates()
    except editions.NotPortedError as err:
        return _not_ported(args, err)
    sys.stdout.write("".join(f"{line}\n" for line in gates))
    return 0


class _OutputError(Exception):
    """A file the command is to write cannot be written."""


def _check_writable(path: str | None) -> None:
    """Refuse, before anything runs, an output file whose directory is missing or read-only."""
    if path is None:
        return
    directory = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise _OutputError(f"--trace {path}: is a directory")
    if not os.path.isdir(directory):
        raise _OutputError(f"--trace {path}: no such directory: {directory}")
    if not os.access(directory, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise _OutputError(f"--trace {path}: permission denied")


def _config_error(err: Exception) -> str:
    """A configuration error, after the file it is about (the oracle prints the same)."""
    file = getattr(err, "file", "")
    message = str(err)
    named = message.startswith((f"open {file}:", f"read {file}:"))  # Go's *PathError
    return f"{file}: {message}" if file and not named else message


def _bad_input(message: str) -> int:
    """Print the one message bad input gets and return exit code 2."""
    print(f"error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


#: The exit code of a command whose reader closed the pipe (`... | head`): 128 + SIGPIPE, what
#: a shell reports for a Go program killed by the signal.
EXIT_BROKEN_PIPE = 141


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away: say nothing more, and keep Python from complaining at exit
        # about the output it can no longer flush.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE


def _main(argv: Sequence[str] | None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "run":
        return _run(args)
    if args.command == "config" and args.config_command == "defaults":
        return _config_defaults(args)
    if args.command == "config" and args.config_command == "feature-gates":
        return _config_feature_gates(args)
    if args.command == "config":
        parser.parse_args(["config", "--help"])
    parser.print_help(sys.stdout)
    return 0
