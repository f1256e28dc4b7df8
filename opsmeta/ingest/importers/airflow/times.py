"""Airflow's times as epoch seconds: a database's (a datetime, or SQLite's text) and a log's
(ISO text, 2.10's with a comma before its fraction), or epoch seconds already. Naive means UTC, as Airflow stores them."""

from __future__ import annotations

import datetime as dt


def epoch(value) -> float | None:
    """``value`` as epoch seconds; None for None or text that is no time."""
    if value is None:
        return None
    if isinstance(value, (int, float)):  # already epoch seconds (what an import keeps of an earlier one)
        return float(value)
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value.replace(",", ".").replace("Z", "+00:00"))
        except ValueError:
            return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    return value.timestamp()
