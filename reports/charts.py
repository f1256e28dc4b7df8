"""What every section of the ops report shares: a chart with its title and caption, epoch
times as dates, and the reader of the marts.

A section module (``reports/<domain>.py``, ``reports/timeline.py``, ``reports/quality.py``)
names the marts it reads (``MARTS``) and turns them into charts (``charts(read)``); ``read``
runs one query over the marts schema (``{schema}`` in the query text is replaced by it: the
schema is configuration, never data) and returns a pandas DataFrame. Sections aggregate in
SQL, so a chart holds rows per hour, day or class, not per input row.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import altair as alt
import pandas as pd

#: one query over the marts -> its rows
Reader = Callable[[str], pd.DataFrame]

SECONDS_PER = {"seconds": 1, "milliseconds": 1_000, "nanoseconds": 1_000_000_000}
#: a chart's height (its width follows the page)
HEIGHT = 260


@dataclass(frozen=True)
class Chart:
    """One plot of the report. ``key`` is its element id in the page (unique across the
    report); a chart with no rows has no ``spec`` and says why in ``empty``."""

    key: str
    title: str
    caption: str
    spec: alt.TopLevelMixin | None = None
    empty: str = ""

    def to_json(self) -> str | None:
        """The Vega-Lite spec with its data inline (the report loads nothing)."""
        if self.spec is None:
            return None
        with alt.data_transformers.disable_max_rows():
            return self.spec.to_json(indent=None)


def chart(key: str, title: str, caption: str, frame: pd.DataFrame, draw: Callable[[pd.DataFrame], alt.TopLevelMixin],
          empty: str) -> Chart:
    """A chart of ``frame`` drawn by ``draw``, or an empty one saying ``empty`` when the
    frame has no rows."""
    if frame.empty:
        return Chart(key, title, caption, empty=empty)
    return Chart(key, title, caption, spec=draw(frame))


def as_time(frame: pd.DataFrame, column: str, unit: str = "seconds") -> pd.DataFrame:
    """``frame`` with ``column`` (epoch ``unit``: seconds, milliseconds or nanoseconds) as UTC
    timestamps, which Vega-Lite draws on a time axis."""
    seconds = frame[column].astype("float64") / SECONDS_PER[unit]
    return frame.assign(**{column: pd.to_datetime(seconds, unit="s", utc=True)})


def sized(spec: alt.TopLevelMixin, height: int = HEIGHT) -> alt.TopLevelMixin:
    return spec.properties(width="container", height=height)


@dataclass(frozen=True)
class Cell:
    text: str
    href: str = ""
    failed: bool = False


@dataclass(frozen=True)
class Table:
    headings: list[str]
    rows: list[list[Cell]]


@dataclass(frozen=True)
class Part:
    """What a cross-domain section returns: its charts, notes on what it left out, and a
    table when it has one."""

    charts: list[Chart]
    notes: list[str]
    table: Table | None = None
