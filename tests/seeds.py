"""The project's seeds (seeds/<domain>/*.csv) as tests read them without Spark."""

from __future__ import annotations

import csv

from opsmeta import paths


def run_statuses(*, terminal: bool) -> set[str]:
    """The statuses of seeds/runs/run_statuses.csv that are (or are not) terminal."""
    with (paths.PROJECT_ROOT / "seeds" / "runs" / "run_statuses.csv").open(newline="") as rows:
        return {row["status"] for row in csv.DictReader(rows) if (row["is_terminal"] == "true") == terminal}
