"""The differential families' report in pytest's terminal summary.

Each family's test records its counts as a user property (test_differential.py,
REPORT_PROPERTY); user properties travel from xdist workers to the controller with the test
report, so the table appears in every run, with or without -n.
"""

from __future__ import annotations

from typing import Any

import pytest

REPORT_PROPERTY = "differential-family"
COLUMNS = ("agree", "refused", "tie", "timing-dependent", "disagree")


def _rows(terminalreporter: Any) -> list[dict[str, Any]]:
    rows = []
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for name, value in getattr(report, "user_properties", []):
                if name == REPORT_PROPERTY:
                    rows.append(value)
    return sorted(rows, key=lambda row: str(row["family"]))


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    rows = _rows(terminalreporter)
    if not rows:
        return
    terminalreporter.section("differential: examples per family (both sides, same verdict)")
    header = ["family", *COLUMNS, "flagged", "seconds"]
    widths = [max(14, len(h)) for h in header]
    terminalreporter.write_line("  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True)))
    total: dict[str, float] = {}
    for row in rows:
        cells = [str(row["family"])]
        for column in header[1:]:
            value = row.get(column, 0)
            total[column] = total.get(column, 0) + value
            cells.append(str(value))
        terminalreporter.write_line(
            "  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True))
        )
    cells = ["all", *(str(round(total[c], 1)) for c in header[1:])]
    terminalreporter.write_line("  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    terminalreporter.write_line(
        "agree: identical output; refused: both refused the invalid scenario alike; tie: parted "
        "only at a random tie-break; timing-dependent: the oracle's run read the wall clock; "
        "flagged: runs the oracle flagged (agreeing or not). Counts include hypothesis's "
        "shrinking runs when a test failed."
    )
