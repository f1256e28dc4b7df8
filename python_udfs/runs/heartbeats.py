"""Heartbeat-based node hours: the intervals heartbeats vouch for, node seconds per bucket, and the
runs active in a window by their heartbeats."""

from __future__ import annotations

from collections.abc import Collection

import numpy as np
import pandas as pd

NODE_SECONDS_SCHEMA = (
    "namespace string, bucket_at bigint, program_run_id string, node_seconds double"
)


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
