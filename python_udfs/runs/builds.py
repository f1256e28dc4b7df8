"""What an incremental build of the runs marts must redo: how far back a changed run reaches, and
why a build rebuilds every run or bucket instead of continuing from the last one."""

from __future__ import annotations

import numpy as np
import pandas as pd


def changed_from_time(
    previous_start: int | None,
    previous_stop: int | None,
    start_time: int,
    stop_time: int | None,
    previous_as_of: int,
    as_of: int,
) -> int:
    """Planning of an incremental build of active_run_buckets, for one run with a new record:
    the earliest time whose bucket its change can rewrite (its namespace is rewritten from
    that bucket on). ``previous_start``/``previous_stop`` are the run's state row in the
    previous build's as_of bucket, ``previous_start`` None when it has none there (a new run,
    or one that stopped before that bucket, whose start never moves).

    A moved start rewrites from the earlier start; otherwise the rows before the earlier of
    the old and new (effective) stop are unchanged.
    """
    if previous_start is None:
        return start_time
    if previous_start != start_time:
        return min(previous_start, start_time)
    return min(
        previous_as_of if previous_stop is None else previous_stop,
        as_of if stop_time is None else stop_time,
    )


def rebuild_reason(
    previous_record_time: int | None,
    previous_as_of: int | None,
    previous_raw_records: int | None,
    previous_layout: tuple[int | None, int | None] | None,
    as_of: int | None,
    raw_records: int,
    newly_admissible: int,
    changed_files: int,
    changed_statuses: int,
    layout: tuple[int, int] | None = None,
) -> str | None:
    """Planning of an incremental build of the runs domain (int_run_builds_planned): why it
    must rebuild every run (or bucket) instead of applying the records newer than the last
    completed build's watermark, or None when it may apply them.

    ``previous_*`` are what the last completed build covered (its watermark: the latest
    record_time it merged, its as_of, how many raw records had a record_time up to that one,
    its bucket layout); ``previous_record_time`` None means there is none. The others are this
    build's: its as_of, the raw records up to the previous record_time now, how many of them
    the previous build held back as after its as_of that this one admits, how many files the
    previous build read are gone or changed. ``layout`` (bucket seconds, lookback days) is
    compared only when given: the runs table does not depend on it.
    """
    if previous_record_time is None:
        return "no completed build to continue from"
    if as_of is None or previous_as_of is None or as_of < previous_as_of:
        return f"as_of moved back to {as_of}"
    if changed_files > 0:
        return f"{changed_files} raw file(s) the last build read changed or are gone"
    if changed_statuses > 0:
        return f"{changed_statuses} status(es) of the seed run_statuses added, removed or changed since the last build"
    if raw_records != previous_raw_records or newly_admissible > 0:
        return (
            f"raw records at or before the last build changed ({previous_raw_records} then, {raw_records} now;"
            f" {newly_admissible} newly admissible)"
        )
    if layout is not None and tuple(previous_layout or (None, None)) != tuple(layout):
        return f"bucket layout changed ({_layout_text(previous_layout)} then, {_layout_text(layout)} now)"
    return None


def _layout_text(layout: tuple[int | None, int | None] | None) -> str:
    bucket_seconds, lookback_days = layout or (None, None)
    return f"bucket_seconds={bucket_seconds}, lookback_days={lookback_days}"


def changed_from_time_vec(
    previous_start: pd.Series,
    previous_stop: pd.Series,
    start: pd.Series,
    stop: pd.Series,
    previous_as_of: pd.Series,
    as_of: pd.Series,
) -> pd.Series:
    """Column-wise :func:`changed_from_time`; a null ``previous_start`` means no state row."""
    start_v = start.to_numpy(dtype=np.int64)
    previous_start_v = previous_start.fillna(-1).to_numpy(dtype=np.int64)
    old_stop = previous_stop.fillna(previous_as_of).to_numpy(dtype=np.int64)
    new_stop = stop.fillna(as_of).to_numpy(dtype=np.int64)
    moved = previous_start_v != start_v
    changed = np.where(moved, np.minimum(previous_start_v, start_v), np.minimum(old_stop, new_stop))
    return pd.Series(np.where(previous_start.isna().to_numpy(), start_v, changed), dtype="int64")
