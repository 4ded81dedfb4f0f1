"""klog-style lines: header, caller, quoting and verbosity."""

from __future__ import annotations

import io
import os
import re
from collections.abc import Iterator

import pytest

from kube_scheduler_py.remote import klog
from kube_scheduler_py.remote.liveness import SchedulerHealth


@pytest.fixture
def out() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    klog.set_output(stream)
    klog.set_verbosity(0)
    yield stream
    klog.set_output(None)
    klog.set_verbosity(0)


def test_a_line_has_klogs_header_caller_and_quoted_pairs(out: io.StringIO) -> None:
    klog.info("Starting Kubernetes Scheduler", version="v1.31.1", nodes=3, ready=True)
    line = out.getvalue()
    header = re.match(r"I(\d{4}) (\d\d:\d\d:\d\d\.\d{6}) +(\d+) test_klog\.py:(\d+)\] ", line)
    assert header, line
    assert int(header.group(3)) == os.getpid()
    assert line[header.end() :] == (
        '"Starting Kubernetes Scheduler" version="v1.31.1" nodes=3 ready=true\n'
    )


def test_errors_come_first_and_quotes_are_escaped(out: io.StringIO) -> None:
    klog.error(ConnectionRefusedError('refused "now"'), "Error binding pod", pod="default/a")
    line = out.getvalue()
    assert line.startswith("E")
    assert line.endswith('] "Error binding pod" err="refused \\"now\\"" pod="default/a"\n'), line


def test_verbosity_drops_lines_above_the_level(out: io.StringIO) -> None:
    klog.set_verbosity(2)
    klog.v(2).info("shown")
    klog.v(3).info("hidden")
    klog.warning("always")
    lines = out.getvalue().splitlines()
    assert [line.split("] ", 1)[1] for line in lines] == ['"shown"', '"always"']
    assert lines[1].startswith("W")


def test_kobj_names_namespaced_and_cluster_objects() -> None:
    class Meta:
        def __init__(self, namespace: str, name: str) -> None:
            self.namespace, self.name = namespace, name

    class Obj:
        def __init__(self, namespace: str, name: str) -> None:
            self.metadata = Meta(namespace, name)

    assert klog.kobj(Obj("default", "p")) == "default/p"
    assert klog.kobj(Obj("", "node-1")) == "node-1"


def test_health_keeps_the_first_reason() -> None:
    health = SchedulerHealth()
    assert health.alive() and health.stopped_reason() == ""
    health.mark_stopped("scheduling loop ended: boom")
    health.mark_stopped("later")
    assert not health.alive()
    assert health.stopped_reason() == "scheduling loop ended: boom"
