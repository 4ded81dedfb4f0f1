"""The benchmark's curve: pods/s and peak memory against node count, the port beside Go.

    python -m kube_scheduler_py.simulation.benchmark_figure [RESULTS.json [FIGURE.svg]]

reads the file `bin/benchmark --vs-go --write-results` wrote (default
docs/benchmark/results.json) and draws three panels: pods per second (wall clock), pods per
CPU second, and peak memory, each against the number of nodes on log scales. The line is
SchedulingBasic with 1,000 pods to schedule; the other workloads are single points with
their own markers. Each point is the median of the runs, its bar the minimum to maximum.
The title names the date and the machine. `bin/benchmark-figure` runs it, and prints the
medians as a Markdown table for the README.

Python-only: a tool of the port.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kube_scheduler_py.simulation.conformance import ROOT
from kube_scheduler_py.viz.render import FigurePicture, matplotlib_module

__all__ = ["DEFAULT_FIGURE", "DEFAULT_RESULTS", "curve", "main", "markdown_table", "save"]

DEFAULT_RESULTS = ROOT / "docs" / "benchmark" / "results.json"
DEFAULT_FIGURE = ROOT / "docs" / "benchmark" / "curve.svg"

#: The side, its colour and label.
_SIDES = (("port", "tab:blue", "kube-scheduler-py"), ("go", "tab:orange", "kube-scheduler (Go)"))
#: Panels: title, and how to read one figure off a run of the side.
_PANELS: tuple[tuple[str, Callable[[dict[str, Any]], float]], ...] = (
    ("pods/s (wall clock)", lambda run: run["pods_per_second"]),
    (
        "pods per CPU second",
        lambda run: run["scheduled"] / run["cpu_seconds"] if run["cpu_seconds"] > 0 else 0.0,
    ),
    ("peak memory (MiB)", lambda run: run["peak_memory_mib"]),
)


def _is_curve(entry: dict[str, Any]) -> bool:
    """SchedulingBasic with 1,000 pods to schedule: the points joined by the line."""
    return bool(entry["shape"] == "basic" and entry["pending_pods"] == 1000)


def _marker(entry: dict[str, Any]) -> str:
    if _is_curve(entry):
        return "o"
    return {"affinity": "^", "spread": "s", "dump": "X"}.get(entry["shape"], "D")


def _point_label(entry: dict[str, Any]) -> str:
    if entry["shape"] == "affinity":
        return "SchedulingPodAffinity"
    if entry["shape"] == "spread":
        return "TopologySpreading"
    if entry["shape"] == "dump":
        return "cluster dump"
    return f"{entry['running_pods']:,} running, {entry['pending_pods']:,} pending"


def _stats(values: Sequence[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return ordered[0], median, ordered[-1]


def _title(document: dict[str, Any]) -> str:
    host = document["machine"]
    runs = document["repeat"]
    date = document["date"].replace("T", " ").replace("Z", " UTC")
    load = host["load_average_at_start"][0]
    return (
        f"kube-scheduler-py against kube-scheduler v1.31.1, measured {date} on "
        f"{host['cpus']} CPUs ({host['cpu']}), load average {load:.1f} at the start; "
        f"Python {host['python']}, {host['go']}; median of {runs} run{'s' if runs != 1 else ''}, "
        "bars min to max"
    )


def curve(document: dict[str, Any]) -> FigurePicture:
    """The figure of a results document (bin/benchmark --vs-go --write-results)."""
    matplotlib = matplotlib_module()
    figure = matplotlib.figure.Figure(figsize=(13, 4.6))
    axes = figure.subplots(1, len(_PANELS))
    entries = sorted(document["workloads"], key=lambda e: (e["nodes"], e["workload"]))
    for ax, (title, read) in zip(axes, _PANELS, strict=True):
        for side, colour, label in _SIDES:
            line = [e for e in entries if _is_curve(e)]
            medians = [_stats([read(r) for r in e[side]]) for e in line]
            ax.errorbar(
                [e["nodes"] for e in line],
                [m for _, m, _ in medians],
                yerr=[[m - lo for lo, m, _ in medians], [hi - m for _, m, hi in medians]],
                color=colour,
                marker="o",
                capsize=3,
                label=f"{label}: SchedulingBasic, 1,000 pending",
            )
            for entry in (e for e in entries if not _is_curve(e)):
                low, median, high = _stats([read(r) for r in entry[side]])
                ax.errorbar(
                    [entry["nodes"]],
                    [median],
                    yerr=[[median - low], [high - median]],
                    color=colour,
                    marker=_marker(entry),
                    markerfacecolor="white",
                    capsize=3,
                    linestyle="none",
                    label=f"{label}: {_point_label(entry)}",
                )
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("nodes")
        ax.set_title(title)
        ax.grid(True, which="both", alpha=0.3)
    handles, labels = axes[0].get_legend_handles_labels()
    figure.legend(handles, labels, loc="lower center", ncol=2, fontsize="small", frameon=False)
    figure.suptitle(_title(document), fontsize="small")
    figure.subplots_adjust(bottom=0.36, top=0.86, wspace=0.3)
    return FigurePicture(figure)


def markdown_table(document: dict[str, Any]) -> str:
    """The medians of every workload as a Markdown table (the README's)."""
    lines = [
        "| workload (nodes / running / pending) | port pods/s | Go pods/s | port/Go "
        "| port pods/CPU-s | Go pods/CPU-s | port/Go (CPU) | port MiB | Go MiB |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for entry in document["workloads"]:
        s = entry["summary"]
        shape = "" if entry["shape"] == "basic" else f"{_point_label(entry)}: "
        size = f"{entry['nodes']:,} / {entry['running_pods']:,} / {entry['pending_pods']:,}"
        cells = [
            shape + size,
            f"{s['port_pods_per_second']['median']:.1f}",
            f"{s['go_pods_per_second']['median']:.0f}",
            f"{s['ratio']:.3f}",
            f"{s['port_pods_per_cpu_second']['median']:.1f}",
            f"{s['go_pods_per_cpu_second']['median']:.0f}",
            f"{s['cpu_ratio']:.3f}",
            f"{s['port_peak_memory_mib']['median']:.0f}",
            f"{s['go_peak_memory_mib']['median']:.0f}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def save(document: dict[str, Any], target: Path) -> None:
    """Draw and write the figure; in SVG the text stays text (searchable, and smaller)."""
    picture = curve(document)
    with matplotlib_module().rc_context({"svg.fonttype": "none"}):
        picture.save(target)


def main(argv: Sequence[str] | None = None) -> int:
    """Draw the figure: `bin/benchmark-figure [RESULTS.json [FIGURE.svg]]`."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) > 2 or any(a.startswith("-") for a in args):
        print("usage: benchmark-figure [RESULTS.json [FIGURE.svg|.png|.pdf]]", file=sys.stderr)
        return 2
    results = Path(args[0]) if args else DEFAULT_RESULTS
    target = Path(args[1]) if len(args) > 1 else DEFAULT_FIGURE
    try:
        document = json.loads(results.read_text())
        table = markdown_table(document)
        save(document, target)
    except (OSError, ValueError, KeyError, TypeError) as err:
        print(f"benchmark-figure: {results}: {type(err).__name__}: {err}", file=sys.stderr)
        return 2
    print(table)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
