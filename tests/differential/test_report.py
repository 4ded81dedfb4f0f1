"""The per-family table of the differential reaches pytest's terminal summary, with and
without xdist (tests/conftest.py reads the counts from the test reports' user properties)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

CONFTEST = Path(__file__).parents[1] / "conftest.py"

RECORDING = """
import pytest

@pytest.mark.parametrize("family, agree, refused", [("small", 7, 1), ("large", 2, 3)])
def test_family(family, agree, refused, record_property):
    record_property("differential-family", {"family": family, "agree": agree, "refused": refused})
"""


@pytest.mark.parametrize("workers", [[], ["-p", "xdist.plugin", "-n", "1"]], ids=["plain", "xdist"])
def test_the_table_is_in_the_summary(
    pytester: pytest.Pytester, workers: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Only the plugins the table needs: the others' start-up is most of a pytest run's time.
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    pytester.makeconftest(CONFTEST.read_text())
    pytester.makepyfile(test_recording=RECORDING)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", *workers)
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(
        [
            "*differential: examples per family*",
            "*family*agree*refused*map-order*timing-dependent*disagree*",
            "*large*2*3*0*0*0*",
            "*small*7*1*0*0*0*",
            "*all*9*4*0*0*0*",
        ]
    )
