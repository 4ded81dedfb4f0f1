"""Python-only: where kube-scheduler v1.37.2 decides differently from v1.31.1 on the corpus.

Every conformance scenario has a golden of each edition of the oracle (`<name>.golden.json`,
`<name>.v1.37.golden.json`, see kube_scheduler_py.simulation.conformance). This module compares
the two, aspect by aspect, and renders docs/what-changed.md; nothing here runs a scheduler.

    python -m kube_scheduler_py.simulation.what_changed          # rewrites docs/what-changed.md
    python -m kube_scheduler_py.simulation.what_changed --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kube_scheduler_py.simulation.conformance import ROOT, Scenario, scenarios

__all__ = ["ASPECTS", "Comparison", "compare_editions", "main", "render"]

OUTPUT = ROOT / "docs" / "what-changed.md"

Document = dict[str, Any]


def _pods(field: str) -> Callable[[Document], list[Any]]:
    return lambda doc: [pod[field] for pod in doc["pods"]]


def _events(doc: Document) -> list[Any]:
    return [(e["reason"], e["regarding"], e["note"]) for e in doc["events"]]


#: Plugins only one edition has; their entries in the plugin results are left out, so that a
#: plugin joining the default profile does not mark every scenario as changed.
NEW_PLUGINS = frozenset({"DynamicResources", "NodeDeclaredFeatures"})
#: Annotations whose JSON is keyed by plugin (else by node, then plugin).
_BY_PLUGIN = ("prefilter-result", "prefilter-result-status", "prescore-result", "reserve-result")


def _plugin_results(doc: Document) -> list[Any]:
    """Each pod's simulator annotations, decoded, without the result history (the same
    results again) and without the entries of plugins only one edition has."""
    results = []
    for pod in doc["pods"]:
        decoded: dict[str, Any] = {}
        for key, value in sorted(pod["annotations"].items()):
            short = key.rsplit("/", 1)[-1]
            if short in ("result-history", "selected-node"):
                continue
            decoded[short] = _without_new_plugins(json.loads(value), short in _BY_PLUGIN)
        results.append(decoded)
    return results


def _without_new_plugins(value: Any, by_plugin: bool) -> Any:
    if not isinstance(value, dict):
        return value
    if by_plugin:
        return {k: v for k, v in value.items() if k not in NEW_PLUGINS}
    return {k: _without_new_plugins(v, True) for k, v in value.items()}


#: What a scenario's output says, aspect by aspect: (column name, what it reads).
ASPECTS: tuple[tuple[str, Callable[[Document], list[Any]]], ...] = (
    ("placement", _pods("nodeName")),
    ("nominated node", _pods("nominatedNodeName")),
    ("deleted", _pods("deleted")),
    ("conditions", _pods("conditions")),
    ("events", _events),
    ("plugin results", _plugin_results),
)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One scenario under both editions: which aspects differ, and the first difference."""

    scenario: Scenario
    status: str  # "same", "differs", "refused by v1.37.2", "v1.31.1 only", "v1.37.2 only"
    aspects: tuple[str, ...] = ()
    example: str = ""


def _load(path: Path) -> Document | None:
    return json.loads(path.read_text()) if path.exists() else None


def compare_editions(scenario: Scenario) -> Comparison:
    """Compare the scenario's two goldens (or say why there is only one)."""
    old, new = _load(scenario.golden_of("1.31")), _load(scenario.golden_of("1.37"))
    if new is None:
        return Comparison(scenario, "v1.31.1 only")
    if "refused" in new:
        message = new["refused"]["stderr"].strip().splitlines()[0]
        return Comparison(scenario, "refused by v1.37.2", example=message)
    if old is None:
        return Comparison(scenario, "v1.37.2 only")
    differing = [name for name, read in ASPECTS if read(old) != read(new)]
    if not differing:
        return Comparison(scenario, "same")
    return Comparison(scenario, "differs", tuple(differing), _first_change(old, new))


def _first_change(old: Document, new: Document) -> str:
    """A short description of the first pod whose placement or condition message changed,
    else of the first changed event."""
    for before, after in zip(old["pods"], new["pods"], strict=False):
        if before["nodeName"] != after["nodeName"]:
            old_node, new_node = before["nodeName"] or "(none)", after["nodeName"] or "(none)"
            return f"{after['name']}: node {old_node} → {new_node}"
        messages = [[c["message"] for c in pod["conditions"]] for pod in (before, after)]
        if messages[0] != messages[1]:
            return f"{after['name']}: “{_last(messages[0])}” → “{_last(messages[1])}”"
    for before_event, after_event in zip(_events(old), _events(new), strict=False):
        if before_event != after_event:
            return f"event “{before_event[2]}” → “{after_event[2]}”"
    if len(old["events"]) != len(new["events"]):
        return f"{len(old['events'])} events → {len(new['events'])}"
    pods = zip(old["pods"], _plugin_results(old), _plugin_results(new), strict=False)
    for pod, before_results, after_results in pods:
        change = _first_leaf_change(before_results, after_results, [])
        if change:
            return f"{pod['name']}: {change}"
    return "plugin results differ"


def _first_leaf_change(before: Any, after: Any, path: list[str]) -> str:
    """The first place (annotation, node, plugin) where two decoded results differ."""
    if isinstance(before, dict) and isinstance(after, dict):
        for key in sorted(set(before) | set(after)):
            change = _first_leaf_change(before.get(key), after.get(key), [*path, key])
            if change:
                return change
        return ""
    if before == after:
        return ""
    return f"{' '.join(path)}: {_shown(before)} → {_shown(after)}"


def _shown(value: Any) -> str:
    return "(none)" if value is None else json.dumps(value, ensure_ascii=False)


def _last(messages: list[str]) -> str:
    return messages[-1] if messages else ""


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(comparisons: Sequence[Comparison]) -> str:
    """docs/what-changed.md: a table by area, then every scenario that changed."""
    by_area: dict[str, list[Comparison]] = defaultdict(list)
    for comparison in comparisons:
        by_area[comparison.scenario.area].append(comparison)
    aspect_names = [name for name, _ in ASPECTS]
    lines = [
        "# What changed from kube-scheduler v1.31.1 to v1.37.2, scenario by scenario",
        "",
        "<!-- Generated by `bin/conformance-report --editions` from the conformance goldens of",
        "     both editions of tools/oracle; do not edit. -->",
        "",
        "Every conformance scenario ran through the real v1.31.1 and v1.37.2 schedulers",
        "(`tools/oracle/run --edition 1.31|1.37`, [oracle.md](oracle.md)). A scenario *differs*",
        "when the two outputs disagree on some aspect: the node a pod is bound to, its nominated",
        "node, whether it was deleted (a preemption victim), its conditions (the PodScheduled",
        "message), the events, or the per-plugin results the simulator records (filter messages,",
        "scores).",
        "The output's `kubernetesVersion` is not compared, nor, in the plugin results, the plugins",
        "only v1.37.2 has (" + ", ".join(sorted(NEW_PLUGINS)) + ") or the result history.",
        "*Refused* scenarios use what v1.37.2 cannot run yet or no longer knows (a removed",
        "feature gate, for instance).",
        "",
        "| area | scenarios | same | differ | refused by v1.37.2 | one edition only | "
        + " | ".join(aspect_names)
        + " |",
        "|---|" + "--:|" * (5 + len(aspect_names)),
    ]
    for area, items in sorted(by_area.items()):
        counts: defaultdict[str, int] = defaultdict(int)
        for item in items:
            counts[item.status] += 1
            for aspect in item.aspects:
                counts[aspect] += 1
        one_edition = counts["v1.31.1 only"] + counts["v1.37.2 only"]
        row = [area, len(items), counts["same"], counts["differs"], counts["refused by v1.37.2"]]
        row += [one_edition] + [counts[name] for name in aspect_names]
        lines.append("| " + " | ".join(str(cell) for cell in row) + " |")
    lines += ["", "## Scenarios that changed", ""]
    lines += ["| scenario | differs in | first change |", "|---|---|---|"]
    for item in comparisons:
        if item.status == "differs":
            lines.append(
                f"| `{item.scenario.name}` | {', '.join(item.aspects)} | {_cell(item.example)} |"
            )
    lines += ["", "## Scenarios v1.37.2 refuses", ""]
    lines += ["| scenario | message |", "|---|---|"]
    for item in comparisons:
        if item.status == "refused by v1.37.2":
            lines.append(f"| `{item.scenario.name}` | {_cell(item.example)} |")
    return "\n".join(lines) + "\n"


def current() -> str:
    """The report as the goldens stand."""
    return render([compare_editions(scenario) for scenario in scenarios()])


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrite docs/what-changed.md, or with `--check` only say whether it is up to date."""
    args = list(sys.argv[1:] if argv is None else argv)
    text = current()
    if args == ["--check"]:
        if OUTPUT.read_text() != text:
            where = OUTPUT.relative_to(ROOT)
            print(f"{where} is out of date: run bin/conformance-report --editions")
            return 1
        return 0
    if args:
        print(__doc__, file=sys.stderr)
        return 2
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
