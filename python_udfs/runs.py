"""Runs domain (seed: cdap-active-runs-in-time-range): interval filter, bucket assignment,
heartbeat node-hours.

Times are epoch seconds. A run is *active in* ``[begin, end)`` (requirement R1) when
``start_time < end`` and (``stop_time`` is null or ``stop_time >= begin``): the begin bound
is inclusive for the stop time, the end bound exclusive for the start time. A run with
no stop time is running up to ``as_of``.
"""

from __future__ import annotations

from collections.abc import Collection

import numpy as np
import pandas as pd

# The bucket width and a heartbeat's longest vouching gap are the project's vars
# (runs_bucket_seconds, runs_heartbeat_max_gap_seconds in dbt_project.yml): every function
# here takes them as arguments, and has no default of its own.

BUCKET_RANGE_SCHEMA = "first_bucket_at bigint, last_bucket_at bigint"
NODE_SECONDS_SCHEMA = (
    "namespace string, bucket_at bigint, program_run_id string, node_seconds double"
)


# ---- plain Python: one value at a time, the reference for everything below

def is_active_in(start_time: int, stop_time: int | None, begin: int, end: int) -> bool:
    """R1: ``start_time < end and (stop_time is None or stop_time >= begin)``."""
    return start_time < end and (stop_time is None or stop_time >= begin)


def bucket_floor(t: int, bucket_seconds: int) -> int:
    """Start of the bucket holding ``t`` (floor, also for negative ``t``)."""
    if bucket_seconds <= 0:
        raise ValueError(f"bucket_seconds must be positive, got {bucket_seconds}")
    return (t // bucket_seconds) * bucket_seconds


def active_bucket_range(
    start_time: int,
    stop_time: int | None,
    as_of: int,
    window_start: int,
    bucket_seconds: int,
) -> tuple[int, int] | None:
    """First and last bucket start (inclusive) in which the run is active, within the window.

    The run is active in bucket ``[b, b + w)`` iff ``start_time < b + w`` and
    ``effective_stop >= b``, where ``effective_stop`` is ``stop_time`` or, for a running
    run, ``as_of``. Only buckets ``b`` with ``bucket_floor(window_start) <= b <=
    bucket_floor(as_of)`` are kept (the retention window ending at ``as_of``). ``None``
    when no bucket is left.
    """
    effective_stop = as_of if stop_time is None else min(stop_time, as_of)
    first = max(bucket_floor(start_time, bucket_seconds), bucket_floor(window_start, bucket_seconds))
    last = bucket_floor(effective_stop, bucket_seconds)
    if start_time > as_of or first > last:
        return None
    return first, last


def bucket_rows(
    start_time: int,
    stop_time: int | None,
    status: str,
    as_of: int,
    window_start: int,
    bucket_seconds: int,
) -> dict[int, tuple]:
    """The rows of one run in active_run_buckets, by bucket start, as the model writes them:
    a row in every bucket the run is active in (:func:`active_bucket_range`), carrying its
    start, and its state (status, and the stop) only in the bucket it stopped in or, while it
    runs, in the as_of bucket."""
    buckets = active_bucket_range(start_time, stop_time, as_of, window_start, bucket_seconds)
    if buckets is None:
        return {}
    state_bucket = bucket_floor(as_of if stop_time is None else stop_time, bucket_seconds)
    stop_bucket = None if stop_time is None else bucket_floor(stop_time, bucket_seconds)
    return {
        bucket: (
            start_time,
            status if bucket == state_bucket else None,
            stop_time if bucket == stop_bucket else None,
        )
        for bucket in range(buckets[0], buckets[1] + 1, bucket_seconds)
    }


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


# ---- vectorized: the same rules over whole columns (what the pandas UDFs run)

def is_active_in_vec(start: pd.Series, stop: pd.Series, begin: pd.Series, end: pd.Series) -> pd.Series:
    """Column-wise :func:`is_active_in`; a null ``stop`` means still running."""
    still_running = stop.isna()
    return (start < end) & (still_running | (stop.fillna(0) >= begin))


def active_bucket_range_vec(
    start: pd.Series,
    stop: pd.Series,
    as_of: pd.Series,
    window_start: pd.Series,
    bucket_seconds: pd.Series,
) -> pd.DataFrame:
    """Column-wise :func:`active_bucket_range`; rows with no bucket get nulls."""
    width = bucket_seconds.to_numpy(dtype=np.int64)
    if (width <= 0).any():
        raise ValueError("bucket_seconds must be positive")
    start_v = start.to_numpy(dtype=np.int64)
    as_of_v = as_of.to_numpy(dtype=np.int64)
    stop_v = np.minimum(stop.fillna(as_of).to_numpy(dtype=np.int64), as_of_v)
    first = np.maximum(
        (start_v // width) * width, (window_start.to_numpy(dtype=np.int64) // width) * width
    )
    last = (stop_v // width) * width
    empty = (start_v > as_of_v) | (first > last)
    return pd.DataFrame(
        {
            "first_bucket_at": pd.array(np.where(empty, None, first), dtype="Int64"),
            "last_bucket_at": pd.array(np.where(empty, None, last), dtype="Int64"),
        }
    )


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


def vouched_intervals(
    heartbeats: pd.DataFrame,
    as_of: int,
    terminal_statuses: Collection[str],
    max_gap_seconds: int,
) -> pd.DataFrame:
    """What each heartbeat says about its run (approach 3 of the seed): the heartbeats sorted
    by run and time with ``vouched_until`` and ``is_terminal``.

    A heartbeat at ``t`` vouches for ``[t, vouched_until)``: up to the run's next heartbeat,
    cut at ``max_gap_seconds`` after ``t`` and at ``as_of``; a heartbeat with a status in
    ``terminal_statuses`` (the seed run_statuses' terminal ones) says the run stopped at ``t``
    and vouches for nothing after it (``vouched_until = t``). Of several heartbeats of a run at
    one time, the last in (status, node_count) order vouches, however Spark ordered the rows.
    """
    beats = heartbeats.sort_values(["program_run_id", "heartbeat_time", "status", "node_count"], kind="mergesort")
    runs = beats["program_run_id"].to_numpy()
    times = beats["heartbeat_time"].to_numpy(dtype=np.int64)
    terminal = beats["status"].isin(list(terminal_statuses)).to_numpy()
    # the next heartbeat of the same run; none after a run's last
    last_of_run = np.append(runs[1:] != runs[:-1], True) if runs.size else np.array([], bool)
    next_times = np.where(last_of_run, np.iinfo(np.int64).max, np.append(times[1:], 0))
    ends = np.minimum(np.minimum(next_times, times + max_gap_seconds), as_of)
    return beats.assign(vouched_until=np.where(terminal, times, ends), is_terminal=terminal)


def node_seconds_by_bucket(
    heartbeats: pd.DataFrame,
    as_of: int,
    terminal_statuses: Collection[str],
    bucket_seconds: int,
    max_gap_seconds: int,
) -> pd.DataFrame:
    """Node-seconds per run and bucket from the heartbeats of any number of runs: each
    heartbeat's ``node_count`` over what it vouches for (:func:`vouched_intervals`), split
    across the buckets it touches. Input columns: namespace, program_run_id, status,
    heartbeat_time, node_count. Output: :data:`NODE_SECONDS_SCHEMA`, sorted by run and bucket.
    """
    columns = ["namespace", "bucket_at", "program_run_id", "node_seconds"]
    if heartbeats.empty:
        return pd.DataFrame(columns=columns)
    beats = vouched_intervals(heartbeats, as_of, terminal_statuses, max_gap_seconds)
    times = beats["heartbeat_time"].to_numpy(dtype=np.int64)
    ends = beats["vouched_until"].to_numpy(dtype=np.int64)
    nodes = beats["node_count"].fillna(0).to_numpy(dtype=np.float64)
    keep = ends > times
    starts, ends, nodes = times[keep], ends[keep], nodes[keep]
    if starts.size == 0:
        return pd.DataFrame(columns=columns)
    first = (starts // bucket_seconds) * bucket_seconds
    last = ((ends - 1) // bucket_seconds) * bucket_seconds
    counts = (last - first) // bucket_seconds + 1
    interval = np.repeat(np.arange(starts.size), counts)
    offset = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    bucket = first[interval] + offset * bucket_seconds
    overlap = np.minimum(ends[interval], bucket + bucket_seconds) - np.maximum(starts[interval], bucket)
    return (
        pd.DataFrame({
            "namespace": beats["namespace"].to_numpy()[keep][interval],
            "bucket_at": bucket,
            "program_run_id": beats["program_run_id"].to_numpy()[keep][interval],
            "node_seconds": overlap * nodes[interval],
        })
        .groupby(["program_run_id", "bucket_at"], as_index=False, sort=True)
        .agg(namespace=("namespace", "first"), node_seconds=("node_seconds", "sum"))[columns]
    )


def active_runs_from_heartbeats(vouched: pd.DataFrame, namespaces: Collection[str], begin: int, end: int) -> pd.DataFrame:
    """The reference of the table function of the same name: per run of ``namespaces`` with a
    heartbeat in ``[begin, end)`` by R1's rule, its vouched interval standing for the run's
    life (it starts before ``end`` and reaches ``begin``, inclusive as R1's stop: a terminal
    heartbeat at ``begin`` is a stop at ``begin``), its first and last such heartbeat and the
    status and node count of the last. ``vouched`` is :func:`vouched_intervals`' output, in
    its order (by run, time, status, node count), which the filter keeps."""
    hits = vouched[
        vouched["namespace"].isin(list(namespaces))
        & (vouched["heartbeat_time"] < end)
        & (vouched["vouched_until"] >= begin)
    ]
    return (
        hits.groupby("program_run_id", as_index=False, sort=True)
        .agg(
            namespace=("namespace", "first"),
            first_heartbeat_time=("heartbeat_time", "first"),
            last_heartbeat_time=("heartbeat_time", "last"),
            status=("status", "last"),
            node_count=("node_count", "last"),
        )
    )


# ---- Spark wrappers: no logic of their own

def register(spark) -> list[str]:
    """Register the runs UDFs on ``spark`` (temporary functions: table models may call them)."""
    from pyspark.sql.functions import pandas_udf, udf

    @pandas_udf("boolean")
    def runs_is_active_in(start: pd.Series, stop: pd.Series, begin: pd.Series, end: pd.Series) -> pd.Series:
        return is_active_in_vec(start, stop, begin, end)

    @pandas_udf(BUCKET_RANGE_SCHEMA)
    def runs_active_bucket_range(
        start: pd.Series, stop: pd.Series, as_of: pd.Series, window_start: pd.Series, width: pd.Series
    ) -> pd.DataFrame:
        return active_bucket_range_vec(start, stop, as_of, window_start, width)

    @pandas_udf("bigint")
    def runs_changed_from_time(
        previous_start: pd.Series, previous_stop: pd.Series, start: pd.Series, stop: pd.Series,
        previous_as_of: pd.Series, as_of: pd.Series,
    ) -> pd.Series:
        return changed_from_time_vec(previous_start, previous_stop, start, stop, previous_as_of, as_of)

    # one row per build: a plain (row-at-a-time) UDF
    @udf("string")
    def runs_rebuild_reason(
        previous_record_time, previous_as_of, previous_raw_records, previous_bucket_seconds, previous_lookback_days,
        as_of, raw_records, newly_admissible, changed_files, changed_statuses, bucket_seconds, lookback_days,
    ):
        layout = None if bucket_seconds is None else (bucket_seconds, lookback_days)
        return rebuild_reason(
            previous_record_time, previous_as_of, previous_raw_records, (previous_bucket_seconds, previous_lookback_days),
            as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout,
        )

    udfs = {
        "runs_rebuild_reason": runs_rebuild_reason,
        "runs_is_active_in": runs_is_active_in,
        "runs_active_bucket_range": runs_active_bucket_range,
        "runs_changed_from_time": runs_changed_from_time,
    }
    for name, fn in udfs.items():
        spark.udf.register(name, fn)
    return list(udfs)
