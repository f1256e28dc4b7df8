"""The one span the sample's four domains share: each domain's data ends shortly before the
span's end, which is when the sample is generated (``opsmeta generate``/``main``, or
``--end``), so that the report's timeline draws every domain in the same hours and
``dbt source freshness`` passes on a fresh sample.

Each domain keeps its own shape and length (runs: days of runs; sensors: a month of daily
DAG runs; streams: a day and a bit of scaling; scheduling: one trace) and is placed by whole
hours, so the hour structure it has (runs bunched at the top of the hour) is kept. Same seed
and same end, same bytes; no end gives each domain its historical place (``REFERENCE_END``
for scheduling), as benchmarks use.
"""

from __future__ import annotations

import time

SECONDS_PER_HOUR = 3600
#: 2026-10-21T07:00:00Z: the end at which every domain's sample is where it was before the
#: domains shared a span (sensors to the second; runs and streams moved by whole hours)
REFERENCE_END = 1_792_566_000


def floor_hour(moment: float) -> int:
    return int(moment) - int(moment) % SECONDS_PER_HOUR


def now() -> int:
    """The end of a sample generated now."""
    return int(time.time())


def parse_end(text: str) -> int:
    """``--end``: epoch seconds or an ISO 8601 time (UTC when no zone is given); else a clear error."""
    import datetime as dt

    if text.strip().isdigit():
        return int(text)
    try:
        moment = dt.datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"--end {text!r}: give epoch seconds or an ISO 8601 time such as 2026-10-21T07:00:00Z") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return int(moment.timestamp())
