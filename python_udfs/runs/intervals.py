"""Which runs are active when: the interval rule R1 and the hourly buckets a run is active in, one
value at a time (the reference) and over whole columns (what the pandas UDFs run)."""

from __future__ import annotations

import numpy as np
import pandas as pd


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


# vectorized: the same rules over whole columns (what the pandas UDFs run)

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
