"""The marts' references: what level_time_shares, split_latency and query_latency_comparison
compute, in pandas, for the tests and the seed's claims."""

from __future__ import annotations

from typing import NamedTuple

import pandas as pd

from python_udfs.scheduling.queues import LEVEL_THRESHOLD_SECONDS, LEVEL_TIME_MULTIPLIER


def level_time_shares(quanta: pd.DataFrame, level_time_multiplier: float = LEVEL_TIME_MULTIPLIER) -> pd.DataFrame:
    """Per worker and level under mlfq: CPU used, its share, and the share m^-level aims at
    (normalised over the levels the worker used)."""
    mlfq = quanta[quanta["scheduler"] == "mlfq"] if "scheduler" in quanta else quanta
    shares = (
        mlfq.assign(run_ns=mlfq["end_ns"] - mlfq["start_ns"])
        .groupby(["worker", "level"], as_index=False)
        .agg(scheduled_ns=("run_ns", "sum"), quanta=("run_ns", "size"))
    )
    by_worker = shares.groupby("worker")
    shares["cpu_share"] = shares["scheduled_ns"] / by_worker["scheduled_ns"].transform("sum")
    weight = float(level_time_multiplier) ** -shares["level"].astype(float)
    shares["target_share"] = weight / weight.groupby(shares["worker"]).transform("sum")
    return shares


def longest_waits(quanta: pd.DataFrame, splits: pd.DataFrame) -> pd.Series:
    """Per (scheduler, split_id): the longest stretch the split was ready but not running -
    from its arrival to its first quantum, or from the end of a quantum plus its blocked time
    to the next. A starving split is one whose longest wait keeps growing."""
    keys = ["scheduler", "split_id"] if "scheduler" in quanta else ["split_id"]
    ordered = quanta.sort_values([*keys, "start_ns"]).merge(
        splits[["split_id", "arrival_ns", "blocked_ns"]], on="split_id", how="left"
    )
    previous_end = ordered.groupby(keys)["end_ns"].shift()
    ready_since = (previous_end + ordered["blocked_ns"].astype("Int64").fillna(0)).fillna(ordered["arrival_ns"])
    waits = ordered.assign(wait_ns=(ordered["start_ns"] - ready_since).astype("int64"))
    return waits.groupby(keys)["wait_ns"].max()


class SizeClass(NamedTuple):
    class_order: int
    size_class: str
    min_cpu_seconds: int
    max_cpu_seconds: int | None


def size_classes(thresholds_seconds=LEVEL_THRESHOLD_SECONDS) -> list[SizeClass]:
    """A query's size class by its CPU: one per level, bounded by the level thresholds."""
    bounds = list(thresholds_seconds)
    classes = []
    for order, (low, high) in enumerate(zip(bounds, [*bounds[1:], None], strict=True), start=1):
        if high is None:
            label = f">= {low} s"
        elif low == 0:
            label = f"< {high} s"
        else:
            label = f"{low}-{high} s"
        classes.append(SizeClass(order, label, low, high))
    return classes
