"""The kernel-free replay and the panels it shares with the widget, on real runs
(examples/basic.yaml and examples/preemption.yaml; their comments say what the real scheduler
does with each pod). The replay in a real browser is tested in tests/browser."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from kube_scheduler_py.simulation.run import simulate
from kube_scheduler_py.trace import (
    CycleStateAccess,
    PluginCall,
    SchedulingStep,
    Trace,
    gosource,
)
from kube_scheduler_py.v1_31.api.loader import load_paths
from kube_scheduler_py.widgets import Stepper, StepperModel, describe, export_replay, panels
from kube_scheduler_py.widgets.replay import FIELDS, MOVES, replay_html, static_text, unpack

ROOT = Path(__file__).resolve().parents[2]
PACKED = re.compile(r'data-encoding="gzip\+base64">([^<]*)</script>')


def _traced(example: str) -> Trace:
    trace = Trace()
    simulate(load_paths([str(ROOT / "examples" / example)]).objects, None, 0, trace=trace)
    return trace


@pytest.fixture(scope="module")
def basic() -> Trace:
    return _traced("basic.yaml")


@pytest.fixture(scope="module")
def preemption() -> Trace:
    return _traced("preemption.yaml")


@pytest.fixture(scope="module")
def basic_replay(basic: Trace) -> dict:
    return StepperModel(basic).to_replay(embed_sources=False)


def _step(data: dict, pod: str, position: int) -> dict:
    pods = [p["name"] for p in data["pods"]]
    return dict(zip(FIELDS, data["pods"][pods.index(pod)]["steps"][position], strict=True))


def test_the_replay_holds_every_record_of_every_pod(basic: Trace, basic_replay: dict) -> None:
    model = StepperModel(basic)
    assert [p["name"] for p in basic_replay["pods"]] == model.pods
    for pod in basic_replay["pods"]:
        assert len(pod["steps"]) == len(basic.records_for(pod["name"]))
    assert basic_replay["pods"][basic_replay["start"]]["name"] == model.pod


def test_the_replay_panels_are_the_widget_panels(basic: Trace, basic_replay: dict) -> None:
    stepper = Stepper(basic, pod="default/web-1")
    strings = basic_replay["strings"]
    for position in (0, 5, 17, 40, len(stepper.model.records) - 1):
        stepper.slider.value = position
        step = _step(basic_replay, "default/web-1", position)
        assert strings[step["position"]] == stepper.position_label.value
        assert strings[step["step"]] == stepper.step_html.value
        assert strings[step["go"]] == stepper.go_html.value
        assert strings[step["tables"]] == stepper.tables_html.value
        assert strings[step["link"]] == panels.source_link(stepper.model)[1]
        svg = panels.picture_svg(stepper.model)
        assert strings[step["picture"]] == panels.picture_html(svg)


def test_the_replay_moves_are_the_model_moves(preemption: Trace) -> None:
    data = StepperModel(preemption).to_replay(embed_sources=False)
    model = StepperModel(preemption)
    for pod in data["pods"]:
        model.select_pod(pod["name"])
        for position, raw in enumerate(pod["steps"]):
            moves = dict(zip(FIELDS, raw, strict=True))["moves"]
            for move, target in zip(MOVES, moves, strict=True):
                model.go_to(position)
                if target < 0:
                    assert not model.can_move()[move]
                else:
                    assert getattr(model, move)() == target


def test_to_replay_leaves_the_model_where_it_was(basic: Trace) -> None:
    model = StepperModel(basic, pod="default/notebook")
    model.go_to(7)
    model.to_replay(embed_sources=False)
    assert (model.pod, model.position) == ("default/notebook", 7)


def test_export_is_one_self_contained_page(basic: Trace, tmp_path: Path) -> None:
    page = export_replay(basic, tmp_path / "run.html", pod="default/web-1").read_text()
    assert page.startswith("<!DOCTYPE html>")
    # Script and stylesheet inline, from the package; nothing to fetch.
    assert static_text("replay.js") in page
    assert static_text("replay.css") in page
    assert not re.search(r"<(script|link|img)\b[^>]*\b(src|href)=", page)
    assert "@import" not in page and "url(" not in static_text("replay.css")
    data = unpack(PACKED.search(page)[1])
    assert data["pods"][data["start"]]["name"] == "default/web-1"
    # The same data gives the same page.
    again = export_replay(basic, tmp_path / "again.html", pod="default/web-1").read_text()
    assert again == page


def test_export_embeds_the_go_source_from_the_module_cache(basic: Trace) -> None:
    if gosource.module_cache() is None:
        pytest.fail("the Go module cache is missing: run bin/bootstrap --go")
    data = StepperModel(basic, pod="default/web-1").to_replay()
    step = _step(data, "default/web-1", 0)
    link = data["strings"][step["link"]]
    source = gosource.go_source(link)
    assert source is not None and source.lines[0].startswith("func ")
    shown = data["strings"][step["source"]]
    assert html.escape(source.lines[0].expandtabs(4)) in shown
    assert f'href="{html.escape(link)}"' in shown


def test_without_the_module_cache_just_the_link(
    basic: Trace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gosource, "local_go_file", lambda _: None)
    model = StepperModel(basic, pod="default/web-1")
    _, link = panels.source_link(model)
    assert gosource.go_source(link) is None
    shown = panels.model_source_html(model)
    assert f'href="{html.escape(link)}"' in shown
    assert "<pre" not in shown


def test_go_source_of_a_permalink() -> None:
    link = (
        "https://github.com/kubernetes/kubernetes/blob/v1.31.1/pkg/scheduler/schedule_one.go"
        "#L65-L133"
    )
    source = gosource.go_source(link)
    assert source is not None
    assert source.path == "pkg/scheduler/schedule_one.go"
    assert source.start == 65 and len(source.lines) == 133 - 65 + 1
    assert source.lines[0].startswith("func (sched *Scheduler) ScheduleOne(")
    assert gosource.go_source("https://example.com/x.go#L1-L2") is None
    assert gosource.go_source(link.replace("#L65-L133", "#L65-L999999")) is None


def test_the_widget_offers_the_replay_beside_its_view(basic: Trace) -> None:
    stepper = Stepper(basic, pod="default/web-1")
    bundle = stepper._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    replay = bundle["text/html"]
    data = unpack(PACKED.search(replay)[1])
    assert data["pods"][data["start"]]["name"] == "default/web-1"
    # Committed notebook outputs carry permalinks, never Go code.
    assert all("<pre" not in text for text in data["strings"])
    assert replay == replay_html(stepper.model.to_replay(embed_sources=False))


def test_links_look_like_links(basic: Trace) -> None:
    stepper = Stepper(basic, pod="default/web-1")
    links = re.findall(r"<a [^>]*>", stepper.go_html.value + stepper.source_html.value)
    assert links
    assert all(panels.LINK_STYLE in link and 'target="_blank"' in link for link in links)


def test_at_a_failure_the_statuses_come_first(basic: Trace) -> None:
    # basic.yaml: batch-huge fits no node, and preemption finds nothing to evict.
    model = StepperModel(basic, pod="default/batch-huge")
    failure = next(
        i
        for i, r in enumerate(model.records)
        if isinstance(r, SchedulingStep) and r.step == "HandleSchedulingFailure"
    )
    model.go_to(failure)
    assert model.failed()
    tables = panels.tables_html(model)
    assert tables.index("Statuses per node") < tables.index("CycleState #")
    model.go_to(1)
    assert not model.failed()
    tables = panels.tables_html(model)
    assert "Statuses" not in tables or tables.index("CycleState") < tables.index("Statuses")


def test_dry_run_clones_are_folded_and_labelled(preemption: Trace) -> None:
    model = StepperModel(preemption, pod="default/payments")
    failure = next(
        i
        for i, r in enumerate(model.records)
        if isinstance(r, SchedulingStep) and r.step == "HandleSchedulingFailure"
    )
    model.go_to(failure)
    clones = [s for s in model.attempt_cycle_states() if s.clone_of is not None]
    assert clones and all(s.dry_run for s in clones)
    tables = html.unescape(panels.tables_html(model))
    folded = tables[tables.index('<details class="kube-stepper-dry-run"') :]
    assert "preemption's dry run" in folded
    for clone in clones:
        title = f"CycleState #{clone.number}: a clone of #{clone.clone_of}"
        assert title in folded and title not in tables[: len(tables) - len(folded)]
    # The original state stays in view, unfolded.
    original = min(s.number for s in model.attempt_cycle_states())
    assert tables.index(f"CycleState #{original}") < tables.index("<details")


def test_statuses_in_run_order(basic: Trace) -> None:
    model = StepperModel(basic, pod="default/web-1")
    model.go_to(len(model.records) - 1)
    while model.attempt_start() == 0 and not model.statuses():
        model.back_record()
    ran: list[tuple[str, str]] = []
    for record in model.records[model.attempt_start() :]:
        if isinstance(record, PluginCall) and (record.extension_point, record.plugin) not in ran:
            ran.append((record.extension_point, record.plugin))
    shown = [key for key in model.statuses() if key[0] in ("Score", "NormalizeScore")]
    assert shown == [key for key in ran if key[0] in ("Score", "NormalizeScore")]
    assert shown != sorted(shown)  # the framework's order is not the alphabet's


def test_no_raw_reprs_in_the_panels(basic: Trace, basic_replay: dict) -> None:
    for text in basic_replay["strings"]:
        assert not re.search(r"\{'|': |\bdict\(", html.unescape(text)), text[:200]
    for record in basic:
        assert "{'" not in describe(record)


def test_every_step_text_is_at_least_12_px(basic_replay: dict) -> None:
    sizes = {
        int(size)
        for text in basic_replay["strings"]
        for size in re.findall(r"font-size: (\d+)px", text)
    }
    assert sizes and min(sizes) >= 12
    css = static_text("replay.css")
    assert min(int(size) for size in re.findall(r"font-size: (\d+)px", css)) >= 12


def test_cycle_state_accesses_are_not_extension_point_stops(preemption: Trace) -> None:
    model = StepperModel(preemption, pod="default/payments")
    while model.can_move()["next_extension_point"]:
        model.next_extension_point()
        assert not isinstance(model.current, CycleStateAccess)


def test_the_current_plugin_calls_row_is_bold(basic: Trace) -> None:
    model = StepperModel(basic, pod="default/web-1")
    for position, record in enumerate(model.records):
        if not isinstance(record, PluginCall):
            continue
        model.go_to(position)
        rows = re.findall(r"<tr>(.*?)</tr>", panels.statuses_html(model), re.DOTALL)
        bold = [row for row in rows if "<td" in row and "font-weight: bold" in row]
        assert len(bold) == 1
        stage, plugin = model.status_key()
        cells = re.findall(r"<td[^>]*>(.*?)</td>", bold[0])
        assert cells[:2] == [html.escape(stage), html.escape(plugin)]
