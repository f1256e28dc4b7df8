"""Capacity: what a smart sensor task's cycles cost, how many shards keep them in time, the
fleet's daily peaks and the share of duplicate sensor jobs."""

from __future__ import annotations

from collections.abc import Iterable

import pandas as pd

from python_udfs.sensors.pokes import SMART_SENSOR_POKE_INTERVAL_SECONDS
from python_udfs.sensors.signature import SHARD_CODE_UPPER_LIMIT, shard_of, shardcode

#: Airflow's [triggerer] default_capacity: triggers one triggerer process runs.
TRIGGERER_CAPACITY = 1000


#: How long one poke takes when nothing says otherwise (var sensors_poke_milliseconds).
POKE_MILLISECONDS = 500


def cycle_overruns(pokes: int, poke_milliseconds: int, interval_seconds: int) -> bool:
    """A cycle overruns when its pokes, one after another, take longer than its interval."""
    return pokes * poke_milliseconds > interval_seconds * 1000


def shard_sizing(
    poke_cycles: pd.DataFrame,
    max_shards: int,
    upper_limit: int = SHARD_CODE_UPPER_LIMIT,
    interval_seconds: int = SMART_SENSOR_POKE_INTERVAL_SECONDS,
    poke_milliseconds: int = POKE_MILLISECONDS,
) -> list[tuple[int, int, int]]:
    """For 1 to ``max_shards`` shards: (shards, the busiest shard's pokes in the busiest poke
    interval, cycles that would overrun), re-sharding the signatures of ``poke_cycles``
    (cycle_time, hashcode) with :func:`shard_of`. Intervals count from the first cycle."""
    if poke_cycles.empty:
        return [(shards, 0, 0) for shards in range(1, max_shards + 1)]
    origin = int(poke_cycles["cycle_time"].min())
    polled = {
        ((int(cycle_time) - origin) // interval_seconds, int(code))
        for cycle_time, code in zip(poke_cycles["cycle_time"], poke_cycles["hashcode"], strict=True)
    }
    sizing = []
    for shards in range(1, max_shards + 1):
        loads: dict[tuple[int, int], int] = {}
        for window, code in polled:
            key = (window, shard_of(shardcode(code, upper_limit), shards, upper_limit))
            loads[key] = loads.get(key, 0) + 1
        overruns = sum(cycle_overruns(pokes, poke_milliseconds, interval_seconds) for pokes in loads.values())
        sizing.append((shards, max(loads.values()), overruns))
    return sizing


#: A day, the period sensor_savings reports by (UTC days of epoch seconds).
DAY_SECONDS = 86_400


def daily_peaks(spans: Iterable[tuple[int, int]]) -> dict[int, int]:
    """The most spans (start, end) open at once, per day of the moments it changes (epoch
    seconds of midnight UTC): ends before starts at one time, so a span ending as another
    starts does not overlap it. sensor_savings' peaks, the fleet's running tasks' sweep."""
    events = sorted([(start, 1) for start, _ in spans] + [(end, -1) for _, end in spans])
    peaks: dict[int, int] = {}
    running = 0
    for at, step in events:
        running += step
        day = at - at % DAY_SECONDS
        peaks[day] = max(peaks.get(day, running), running)
    return peaks


def duplicate_share(hashcodes: Iterable[int]) -> float | None:
    """The seed's duplicate sensor jobs: the share of instances beyond one per poke context."""
    codes = list(hashcodes)
    return 1 - len(set(codes)) / len(codes) if codes else None
