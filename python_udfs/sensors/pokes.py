"""Each sensor's outcome under the smart sensor service, classic sensors and deferrable sensors,
in closed form over its poke grid (one sensor at a time, and over whole columns), checked
against a poke-by-poke simulation (``simulate_pokes``)."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import pandas as pd

#: Airflow's [smart_sensor] poke_interval default.
SMART_SENSOR_POKE_INTERVAL_SECONDS = 180

MODES = ("smart", "classic", "deferrable")
FINAL_STATES = ("success", "up_for_retry", "failed", "skipped")
#: The state of an instance the smart sensor service still owns; any other state was set
#: elsewhere (a user, a clear), and the service copies it instead of writing its own.
SENSING = "sensing"


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


def timeout_state(try_number: int, max_tries: int, soft_fail: bool, retries_on_timeout: bool = True) -> str:
    """What a timed-out sensor becomes. The smart sensor service retries it while tries remain
    (and stored ``soft_fail`` but never read it: its callers pass False); a sensor running on
    its own raises AirflowSensorTimeout, which Airflow fails without a retry
    (``retries_on_timeout`` False), or skips for ``soft_fail``."""
    if soft_fail:
        return "skipped"
    return "up_for_retry" if retries_on_timeout and try_number <= max_tries else "failed"


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
    #: seconds after its start at which the task is killed (its execution_timeout, for a task
    #: running on its own: Airflow's AirflowTaskTimeout, between two pokes); None: never
    killed_after: int | None = None
    #: whether its own timeout leaves a retry (the smart sensor service's rule); a task running
    #: on its own fails at its timeout, retries left or not
    retries_on_timeout: bool = True


def killed_state(try_number: int, max_tries: int) -> str:
    """What a task killed at its execution_timeout becomes: retried while tries remain (soft_fail
    is for a sensor's own timeout only)."""
    return "up_for_retry" if try_number <= max_tries else "failed"


def outcome(sensor: PokedSensor) -> Outcome:
    """The sensor poked at the grid points at or after its start, in closed form.

    A poke succeeds once the condition is true. A poke that fails after the timeout has
    passed (strictly) ends the sensor (``timeout_state``). The poke first, then the timeout
    check, as Airflow's loop: a success at the detecting poke is still a success. A task
    killed (``killed_after``) before that ends there, with the pokes made until then.
    """
    start, available, timeout, origin, interval = sensor[:5]
    first = first_at_or_after(start, origin, interval)
    detect = first_after(start + timeout, origin, interval)
    ended = Outcome(timeout_state(sensor.try_number, sensor.max_tries, sensor.soft_fail, sensor.retries_on_timeout), detect,
                    (detect - first) // interval + 1)
    if available is not None:
        success = first_at_or_after(max(available, first), origin, interval)
        if success <= detect:
            ended = Outcome("success", success, (success - first) // interval + 1)
    if sensor.killed_after is not None and ended.final_time > start + sensor.killed_after:
        killed = start + sensor.killed_after
        pokes = (killed - first) // interval + 1 if killed >= first else 0
        return Outcome(killed_state(sensor.try_number, sensor.max_tries), killed, pokes)
    return ended


def simulate_pokes(sensor: PokedSensor) -> Outcome:
    """``outcome`` poke by poke (Airflow's loop, literally): the brute force it is tested against."""
    t = sensor.grid_origin
    while t < sensor.start:
        t += sensor.interval
    pokes = 0
    while True:
        if sensor.killed_after is not None and t > sensor.start + sensor.killed_after:
            return Outcome(killed_state(sensor.try_number, sensor.max_tries), sensor.start + sensor.killed_after, pokes)
        pokes += 1
        if sensor.available is not None and t >= sensor.available:
            return Outcome("success", t, pokes)
        if t - sensor.start > sensor.timeout:
            return Outcome(timeout_state(sensor.try_number, sensor.max_tries, sensor.soft_fail, sensor.retries_on_timeout),
                           t, pokes)
        t += sensor.interval


def mirrored_state(ti_state: str, computed: str) -> str:
    """The smart sensor service writes its final state only to an instance still sensing;
    otherwise the instance keeps the state set elsewhere."""
    return computed if ti_state == SENSING else ti_state
OUTCOME_SCHEMA = "final_state string, final_time bigint, pokes int"


def _at_or_after(t: np.ndarray, origin: np.ndarray, interval: np.ndarray) -> np.ndarray:
    return np.where(t <= origin, origin, origin - ((origin - t) // interval) * interval)


def _after(t: np.ndarray, origin: np.ndarray, interval: np.ndarray) -> np.ndarray:
    return np.where(t < origin, origin, origin + ((t - origin) // interval + 1) * interval)


def outcome_vec(
    start: pd.Series, available: pd.Series, timeout: pd.Series, grid_origin: pd.Series, interval: pd.Series,
    try_number: pd.Series, max_tries: pd.Series, soft_fail: pd.Series, killed_after: pd.Series | None = None,
    retries_on_timeout: pd.Series | None = None,
) -> pd.DataFrame:
    """``outcome`` for many sensors at once (``available``, ``killed_after`` null: never;
    ``retries_on_timeout`` null or not given: the service's rule, a retry while tries remain)."""
    start, timeout, origin, interval = (np.asarray(x, dtype=np.int64) for x in (start, timeout, grid_origin, interval))
    has = np.asarray(available.notna())
    available = np.asarray(available.fillna(0), dtype=np.int64)
    first = _at_or_after(start, origin, interval)
    detect = _after(start + timeout, origin, interval)
    success = _at_or_after(np.maximum(available, first), origin, interval)
    succeeded = has & (success <= detect)
    retry = np.asarray(try_number, dtype=np.int64) <= np.asarray(max_tries, dtype=np.int64)
    retried = retry if retries_on_timeout is None else retry & np.asarray(retries_on_timeout.fillna(True), dtype=bool)
    timed_out = np.where(np.asarray(soft_fail, dtype=bool), "skipped", np.where(retried, "up_for_retry", "failed"))
    final_time = np.where(succeeded, success, detect)
    final_state = np.where(succeeded, "success", timed_out)
    pokes = (final_time - first) // interval + 1
    if killed_after is not None:
        can_kill = np.asarray(killed_after.notna())
        killed_at = start + np.asarray(killed_after.fillna(0), dtype=np.int64)
        killed = can_kill & (final_time > killed_at)
        final_state = np.where(killed, np.where(retry, "up_for_retry", "failed"), final_state)
        pokes = np.where(killed, np.where(killed_at >= first, (killed_at - first) // interval + 1, 0), pokes)
        final_time = np.where(killed, killed_at, final_time)
    return pd.DataFrame({"final_state": final_state, "final_time": final_time, "pokes": pokes.astype(np.int32)})
