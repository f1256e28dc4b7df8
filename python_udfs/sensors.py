"""Sensors domain (seed: airflow-smart-sensor): the sensor_instance signature (canonical poke
context, stable hashcode, shardcode), shard ranges, and each sensor's outcome under the smart
sensor service, classic sensors and deferrable sensors, in closed form over its poke grid.

Facts followed: ``../shared/reference/sensors-airflow-smart-sensor.md``. Times are epoch
seconds. Plain Python, one sensor at a time: the reference the Spark wrappers are checked
against, and checked itself against a poke-by-poke simulation (``simulate_pokes``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import NamedTuple

import numpy as np
import pandas as pd

#: Airflow's [smart_sensor] defaults.
SHARD_CODE_UPPER_LIMIT = 10_000
SHARDS = 5
SENSORS_ENABLED = ("NamedHivePartitionSensor",)
SMART_SENSOR_POKE_INTERVAL_SECONDS = 180
#: Airflow's [triggerer] default_capacity: triggers one triggerer process runs.
TRIGGERER_CAPACITY = 1000

MODES = ("smart", "classic", "deferrable")
FINAL_STATES = ("success", "up_for_retry", "failed", "skipped")
#: The state of an instance the smart sensor service still owns; any other state was set
#: elsewhere (a user, a clear), and the service copies it instead of writing its own.
SENSING = "sensing"


# ---- the signature


def canonical_json(value) -> str:
    """One text per JSON value: keys sorted, no insignificant whitespace, non-ASCII kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def hashcode(poke_context: dict) -> int:
    """A signed 64-bit hash of the canonical poke context, the same in every process and on
    every machine (Airflow's salted ``hash`` was not): the first 8 bytes of its BLAKE2b."""
    digest = hashlib.blake2b(canonical_json(poke_context).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def shardcode(code: int, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> int:
    """``hashcode mod upper_limit``, never negative (Python's ``%`` floors, like SQL ``pmod``)."""
    return code % upper_limit


def shard_bounds(shard: int, shards: int = SHARDS, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> tuple[int, int]:
    """Shard ``shard`` of ``shards`` covers shardcodes ``[lower, upper)``."""
    return shard * upper_limit // shards, (shard + 1) * upper_limit // shards


def shard_of(code: int, shards: int = SHARDS, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> int:
    """The one shard whose bounds hold ``code`` (a shardcode): the largest i with
    ``i*limit//n <= code``, which is ``((code + 1)*n - 1) // limit`` in integers."""
    return ((code + 1) * shards - 1) // upper_limit


# ---- the poke grid


def first_at_or_after(t: int, origin: int, interval: int) -> int:
    """The first grid point ``origin + k*interval`` (k >= 0) at or after ``t``."""
    if t <= origin:
        return origin
    return origin + -(-(t - origin) // interval) * interval


def first_after(t: int, origin: int, interval: int) -> int:
    """The first grid point ``origin + k*interval`` (k >= 0) strictly after ``t``."""
    if t < origin:
        return origin
    return origin + ((t - origin) // interval + 1) * interval


class Outcome(NamedTuple):
    final_state: str
    final_time: int
    pokes: int


def sensor_timeout(timeout: int, execution_timeout: int | None) -> int:
    return timeout if execution_timeout is None else min(timeout, execution_timeout)


def timeout_state(try_number: int, max_tries: int, soft_fail: bool) -> str:
    """What a timed-out sensor becomes. (The smart sensor service stored ``soft_fail`` but
    never read it: its callers pass False.)"""
    if soft_fail:
        return "skipped"
    return "up_for_retry" if try_number <= max_tries else "failed"


class PokedSensor(NamedTuple):
    """One sensor instance on a poke grid ``grid_origin + k*interval``: its own start and
    interval (classic, deferrable) or its shard's first start and cycle (smart)."""

    start: int
    available: int | None  # when the condition became true; None: never
    timeout: int  # ``sensor_timeout``
    grid_origin: int
    interval: int
    try_number: int
    max_tries: int
    soft_fail: bool


def outcome(sensor: PokedSensor) -> Outcome:
    """The sensor poked at the grid points at or after its start, in closed form.

    A poke succeeds once the condition is true. A poke that fails after the timeout has
    passed (strictly) ends the sensor (``timeout_state``). The poke first, then the timeout
    check, as Airflow's loop: a success at the detecting poke is still a success.
    """
    start, available, timeout, origin, interval = sensor[:5]
    first = first_at_or_after(start, origin, interval)
    detect = first_after(start + timeout, origin, interval)
    if available is not None:
        success = first_at_or_after(max(available, first), origin, interval)
        if success <= detect:
            return Outcome("success", success, (success - first) // interval + 1)
    state = timeout_state(sensor.try_number, sensor.max_tries, sensor.soft_fail)
    return Outcome(state, detect, (detect - first) // interval + 1)


def simulate_pokes(sensor: PokedSensor) -> Outcome:
    """``outcome`` poke by poke (Airflow's loop, literally): the brute force it is tested against."""
    t = sensor.grid_origin
    while t < sensor.start:
        t += sensor.interval
    pokes = 0
    while True:
        pokes += 1
        if sensor.available is not None and t >= sensor.available:
            return Outcome("success", t, pokes)
        if t - sensor.start > sensor.timeout:
            return Outcome(timeout_state(sensor.try_number, sensor.max_tries, sensor.soft_fail), t, pokes)
        t += sensor.interval


def mirrored_state(ti_state: str, computed: str) -> str:
    """The smart sensor service writes its final state only to an instance still sensing;
    otherwise the instance keeps the state set elsewhere."""
    return computed if ti_state == SENSING else ti_state


# ---- capacity: what a smart sensor task's cycles cost, and how many shards keep them in time

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


# ---- vectorised (pandas) versions, checked against the plain ones

SIGNATURE_SCHEMA = "poke_context string, hashcode bigint"
OUTCOME_SCHEMA = "final_state string, final_time bigint, pokes int"


def signature_vec(poke_context: pd.Series) -> pd.DataFrame:
    """Canonical text and hashcode of each JSON text (both null when it is not a JSON object)."""
    canonical, codes = [], []
    for text in poke_context:
        try:
            value = json.loads(text) if isinstance(text, str) else None
        except ValueError:
            value = None
        if isinstance(value, dict):
            canonical.append(canonical_json(value))
            codes.append(hashcode(value))
        else:
            canonical.append(None)
            codes.append(None)
    return pd.DataFrame({"poke_context": canonical, "hashcode": pd.array(codes, dtype="Int64")})


def _at_or_after(t: np.ndarray, origin: np.ndarray, interval: np.ndarray) -> np.ndarray:
    return np.where(t <= origin, origin, origin - ((origin - t) // interval) * interval)


def _after(t: np.ndarray, origin: np.ndarray, interval: np.ndarray) -> np.ndarray:
    return np.where(t < origin, origin, origin + ((t - origin) // interval + 1) * interval)


def outcome_vec(
    start: pd.Series, available: pd.Series, timeout: pd.Series, grid_origin: pd.Series, interval: pd.Series,
    try_number: pd.Series, max_tries: pd.Series, soft_fail: pd.Series,
) -> pd.DataFrame:
    """``outcome`` for many sensors at once (``available`` null: never)."""
    start, timeout, origin, interval = (np.asarray(x, dtype=np.int64) for x in (start, timeout, grid_origin, interval))
    has = np.asarray(available.notna())
    available = np.asarray(available.fillna(0), dtype=np.int64)
    first = _at_or_after(start, origin, interval)
    detect = _after(start + timeout, origin, interval)
    success = _at_or_after(np.maximum(available, first), origin, interval)
    succeeded = has & (success <= detect)
    retry = np.asarray(try_number, dtype=np.int64) <= np.asarray(max_tries, dtype=np.int64)
    timed_out = np.where(np.asarray(soft_fail, dtype=bool), "skipped", np.where(retry, "up_for_retry", "failed"))
    final_time = np.where(succeeded, success, detect)
    return pd.DataFrame({
        "final_state": np.where(succeeded, "success", timed_out),
        "final_time": final_time,
        "pokes": ((final_time - first) // interval + 1).astype(np.int32),
    })


# ---- Spark wrappers: no logic of their own

def register(spark) -> list[str]:
    """Register the sensors UDFs on ``spark`` (temporary functions: table models may call them)."""
    from pyspark.sql.functions import pandas_udf

    @pandas_udf(SIGNATURE_SCHEMA)
    def sensors_signature(poke_context: pd.Series) -> pd.DataFrame:
        return signature_vec(poke_context)

    @pandas_udf(OUTCOME_SCHEMA)
    def sensors_outcome(
        start: pd.Series, available: pd.Series, timeout: pd.Series, grid_origin: pd.Series, interval: pd.Series,
        try_number: pd.Series, max_tries: pd.Series, soft_fail: pd.Series,
    ) -> pd.DataFrame:
        return outcome_vec(start, available, timeout, grid_origin, interval, try_number, max_tries, soft_fail)

    udfs = {"sensors_signature": sensors_signature, "sensors_outcome": sensors_outcome}
    for name, fn in udfs.items():
        spark.udf.register(name, fn)
    return list(udfs)
