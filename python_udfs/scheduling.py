"""Scheduling domain (seed: presto-multilevel-split-queue): Trino's multilevel feedback split
queue, and a discrete-event simulator of one worker running split traces under it or FIFO.

The queue mirrors Trino's ``MultilevelSplitQueue``, ``Priority`` and ``TaskHandle`` (names,
rounding and all; see ``../shared/reference/scheduling-trino-mlfq.md``) so a Trino engineer
recognises them. Times are nanoseconds from the trace start.

Not modelled (said in the README): Trino's per-task driver limits and leaf-split admission,
lock contention, and quanta that overrun their budget: a quantum here runs exactly
``min(quantum_ns, cpu left)``, so wall time on a runner thread equals CPU time.
"""

from __future__ import annotations

import bisect
import gc
import heapq
import math
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import pandas as pd
import pyarrow as pa

NANOS_PER_SECOND = 1_000_000_000
#: A task's level by its accumulated scheduled time: [0,1), [1,10), [10,60), [60,300), [300,∞) s.
LEVEL_THRESHOLD_SECONDS = (0, 1, 10, 60, 300)
#: m: level L is meant to get m times less CPU than level L - 1.
LEVEL_TIME_MULTIPLIER = 2.0
#: One quantum adds at most this much to a level's scheduled time (a split stuck for minutes
#: in one `process` call would otherwise starve its level).
LEVEL_CONTRIBUTION_CAP_SECONDS = 30
#: Trino's SPLIT_RUN_QUANTA: how long one `process` call runs.
SPLIT_RUN_QUANTA_NANOS = NANOS_PER_SECOND
#: Whose accumulated time sets a split's level: its task's (Trino) or its query's (Presto's QUERY_FAIR).
PRIORITY_TRACKING = ("task", "query")
#: How the level walk divides the level-0 target by m: Trino rounds half up (``Math.round``),
#: Presto truncates (``targetScheduledTime /= levelTimeMultiplier`` on a long).
TARGET_ROUNDING = ("round", "truncate")
SCHEDULERS = ("mlfq", "fifo")
#: No priority recorded yet for a level (Trino's -1).
UNSET = -1

QUANTA_SCHEMA = (
    "scheduler string, worker string, thread int, start_ns bigint, end_ns bigint, "
    "split_id string, task_id string, query_id string, level int, level_priority bigint"
)
QUANTA_COLUMNS = [field.split()[0] for field in QUANTA_SCHEMA.split(", ")]


def seconds_to_nanos(seconds: int) -> int:
    return int(seconds) * NANOS_PER_SECOND


def compute_level(scheduled_nanos: int, thresholds_seconds=LEVEL_THRESHOLD_SECONDS) -> int:
    """Level of a task that has been scheduled ``scheduled_nanos`` (whole seconds count)."""
    seconds = scheduled_nanos // NANOS_PER_SECOND
    for level in range(len(thresholds_seconds) - 1):
        if seconds < thresholds_seconds[level + 1]:
            return level
    return len(thresholds_seconds) - 1


def java_round(x: float) -> int:
    """Java's ``Math.round`` (half up), which Trino uses when it divides the level target."""
    return math.floor(x + 0.5)


class Priority(NamedTuple):
    """A split's level and its priority within the level (lower runs first)."""

    level: int
    level_priority: int


class MultilevelSplitQueue:
    """Trino's queue: one priority queue per level, each level's scheduled time, and each
    level's minimum priority. ``take`` returns None when empty instead of blocking."""

    def __init__(
        self,
        level_time_multiplier: float = LEVEL_TIME_MULTIPLIER,
        level_thresholds_seconds=LEVEL_THRESHOLD_SECONDS,
        level_contribution_cap_seconds: int = LEVEL_CONTRIBUTION_CAP_SECONDS,
        target_rounding: str = "round",
    ) -> None:
        if target_rounding not in TARGET_ROUNDING:
            raise ValueError(f"target_rounding must be one of {TARGET_ROUNDING}, got {target_rounding!r}")
        if not level_time_multiplier > 0:
            raise ValueError(f"level_time_multiplier must be positive, got {level_time_multiplier}")
        thresholds = tuple(int(t) for t in level_thresholds_seconds)
        if not thresholds or thresholds[0] != 0 or any(b <= a for a, b in zip(thresholds, thresholds[1:], strict=False)):
            raise ValueError(f"level thresholds must start at 0 and increase, got {list(level_thresholds_seconds)}")
        if level_contribution_cap_seconds <= 0:
            raise ValueError(f"level_contribution_cap_seconds must be positive, got {level_contribution_cap_seconds}")
        self.level_time_multiplier = float(level_time_multiplier)
        self.truncates_target = target_rounding == "truncate"
        self.thresholds = thresholds
        self.levels = len(thresholds)
        self.contribution_cap = seconds_to_nanos(level_contribution_cap_seconds)
        # Java's running `currentMultiplier /= m` (1, 1/m, 1/m^2, ...), computed once, same doubles
        divisors, multiplier = [], self.level_time_multiplier
        for _ in thresholds:
            multiplier /= self.level_time_multiplier
            divisors.append(multiplier)
        self._target_divisors = tuple(divisors)
        self._level_widths = [seconds_to_nanos(b - a) for a, b in zip(thresholds, thresholds[1:], strict=False)]
        # a task stays in its level while its scheduled time is below the next threshold
        self._level_ends = [seconds_to_nanos(t) for t in thresholds[1:]] + [math.inf]
        self._level_powers = tuple(self.level_time_multiplier**level for level in range(self.levels))
        self._waiting: list[list] = [[] for _ in thresholds]
        self._nonempty: list[int] = []  # the levels with waiting splits, ascending
        self._size = 0
        self._scheduled = [0] * self.levels
        # each level's term of the level-0 target, kept with its scheduled time
        self._target_terms = [0] * self.levels
        self._min_priority = [UNSET] * self.levels
        self.selected_level_counts = [0] * self.levels

    def __len__(self) -> int:
        return self._size

    # ---- the level clock

    def level_scheduled_time(self, level: int) -> int:
        return self._scheduled[level]

    def level_min_priority(self, level: int, task_nanos: int) -> int:
        """The level's minimum priority, seeded with ``task_nanos`` the first time it is asked."""
        if self._min_priority[level] == UNSET:
            self._min_priority[level] = task_nanos
        return self._min_priority[level]

    def _level0_target_time(self) -> int:
        # max over L of scheduled[L] * m^L, with Java's double arithmetic and (long) casts
        target, level0 = max(self._target_terms), self._scheduled[0]
        return level0 if level0 > target else target

    # ---- offer / take

    def offer(self, split: PrioritizedSplit) -> None:
        level = split.priority.level
        queue = self._waiting[level]
        if not queue:
            # A level coming back to life starts at its fair share of the level-0 target, so
            # it neither starves the others with old credit nor is starved by old debt.
            self._set_level_time(level, int(self._level0_target_time() / self._level_powers[level]))
            bisect.insort(self._nonempty, level)
        heapq.heappush(queue, (split.priority.level_priority, split.worker_id, split))
        self._size += 1

    def take(self) -> PrioritizedSplit | None:
        waiting, nonempty = self._waiting, self._nonempty
        while self._size:
            level = self._select_level()
            queue = waiting[level]
            split = heapq.heappop(queue)[2]
            self._size -= 1
            if not queue:
                nonempty.remove(level)
            if split.update_level_priority():
                # its task changed level while it waited: queue it where it now belongs
                self.offer(split)
                continue
            self._min_priority[level] = split.priority.level_priority
            self.selected_level_counts[level] += 1
            return split
        return None

    def _select_level(self) -> int:
        """The non-empty level furthest behind its share: the largest target/scheduled ratio."""
        nonempty = self._nonempty
        if len(nonempty) == 1:
            return nonempty[0]  # nothing to weigh
        target = self._level0_target_time()
        worst_ratio = 1.0
        selected = -1
        multiplier = self.level_time_multiplier
        scheduled = self._scheduled
        truncates = self.truncates_target
        level = 0
        for candidate in nonempty:
            while level < candidate:
                # java_round or Java's (long) cast, inlined: the hot loop
                target = int(target / multiplier) if truncates else math.floor(target / multiplier + 0.5)
                level += 1
            level_time = scheduled[level]
            ratio = 0.0 if level_time == 0 else target / level_time
            if selected == -1 or ratio > worst_ratio:
                worst_ratio = ratio
                selected = level
        return selected

    # ---- accounting after a quantum

    def _add_level_time(self, level: int, nanos: int) -> None:
        self._set_level_time(level, self._scheduled[level] + nanos)

    def _set_level_time(self, level: int, nanos: int) -> None:
        self._scheduled[level] = nanos
        self._target_terms[level] = int(nanos / self._target_divisors[level])

    def update_priority(self, priority: Priority, quanta_nanos: int, scheduled_nanos: int) -> Priority:
        """The priority after a quantum of ``quanta_nanos`` that brought its task to
        ``scheduled_nanos``; charges the quantum (capped) to the levels it ran through."""
        old_level = priority.level
        level_contribution = min(quanta_nanos, self.contribution_cap)
        if scheduled_nanos < self._level_ends[old_level]:
            # the common case, once per quantum: _add_level_time inlined
            level_time = self._scheduled[old_level] + level_contribution
            self._scheduled[old_level] = level_time
            self._target_terms[old_level] = int(level_time / self._target_divisors[old_level])
            return Priority(old_level, priority.level_priority + quanta_nanos)

        new_level = compute_level(scheduled_nanos, self.thresholds)
        remaining_level_contribution = level_contribution
        remaining_task_time = quanta_nanos
        # a long quantum accrues to each level it crossed as if it had run there up to the level's width
        for level in range(old_level, new_level):
            accrued = min(self._level_widths[level], remaining_level_contribution)
            self._add_level_time(level, accrued)
            remaining_level_contribution -= accrued
            remaining_task_time -= accrued
        self._add_level_time(new_level, remaining_level_contribution)
        return Priority(new_level, self.level_min_priority(new_level, scheduled_nanos) + remaining_task_time)


class TaskHandle:
    """The scheduled time and priority shared by the splits of one task (or query)."""

    __slots__ = ("queue", "scheduled_nanos", "priority")

    def __init__(self, queue: MultilevelSplitQueue) -> None:
        self.queue = queue
        self.scheduled_nanos = 0
        self.priority = Priority(0, 0)

    def add_scheduled_nanos(self, nanos: int) -> Priority:
        self.scheduled_nanos += nanos
        self.priority = self.queue.update_priority(self.priority, nanos, self.scheduled_nanos)
        return self.priority

    def reset_level_priority(self) -> Priority:
        """Raise the priority to its level's minimum (a split back from blocked must not jump
        ahead of splits that waited meanwhile)."""
        level_min = self.queue.level_min_priority(self.priority.level, self.scheduled_nanos)
        if self.priority.level_priority < level_min:
            self.priority = Priority(self.priority.level, level_min)
        return self.priority


class PrioritizedSplit:
    """One split of a trace: its work, its task's handle and its cached priority."""

    __slots__ = (
        "split_id", "task_id", "query_id", "arrival_ns", "cpu_left", "quantum_ns", "blocked_ns",
        "handle", "priority", "worker_id", "last_quantum",
    )

    def __init__(self, split_id, task_id, query_id, arrival_ns, cpu_ns, quantum_ns, blocked_ns, handle, worker_id):
        self.split_id = split_id
        self.task_id = task_id
        self.query_id = query_id
        self.arrival_ns = arrival_ns
        self.cpu_left = cpu_ns
        self.quantum_ns = quantum_ns
        self.blocked_ns = blocked_ns
        self.handle = handle
        self.priority = handle.priority if handle is not None else Priority(0, 0)
        #: creation order, Trino's tie-break between equal priorities
        self.worker_id = worker_id
        self.last_quantum = 0

    def update_level_priority(self) -> bool:
        """Take the task's current priority; True when that moved the split to another level."""
        new, old = self.handle.priority, self.priority
        self.priority = new
        return new.level != old.level


class FifoSplitQueue:
    """The baseline: first come, first served by arrival; a split keeps its place when it
    comes back after a quantum, so a long split holds its thread until it finishes."""

    def __init__(self) -> None:
        self._waiting: list = []

    def __len__(self) -> int:
        return len(self._waiting)

    def offer(self, split: PrioritizedSplit) -> None:
        heapq.heappush(self._waiting, (split.arrival_ns, split.worker_id, split))

    def take(self) -> PrioritizedSplit | None:
        return heapq.heappop(self._waiting)[2] if self._waiting else None


# ---- the worker simulator

#: Events at one instant, in this order: quanta ending, splits back from blocked, arrivals.
_QUANTUM_END, _UNBLOCKED = 0, 1


@dataclass(frozen=True)
class SchedulerConfig:
    level_thresholds_seconds: tuple = LEVEL_THRESHOLD_SECONDS
    level_time_multiplier: float = LEVEL_TIME_MULTIPLIER
    level_contribution_cap_seconds: int = LEVEL_CONTRIBUTION_CAP_SECONDS
    priority_tracking: str = "task"
    target_rounding: str = "round"

    def __post_init__(self) -> None:
        if self.priority_tracking not in PRIORITY_TRACKING:
            raise ValueError(f"priority_tracking must be one of {PRIORITY_TRACKING}, got {self.priority_tracking!r}")
        if self.target_rounding not in TARGET_ROUNDING:
            raise ValueError(f"target_rounding must be one of {TARGET_ROUNDING}, got {self.target_rounding!r}")

    def queue(self) -> MultilevelSplitQueue:
        return MultilevelSplitQueue(
            self.level_time_multiplier, self.level_thresholds_seconds, self.level_contribution_cap_seconds,
            self.target_rounding,
        )


def simulate_worker(splits: pd.DataFrame, runner_threads: int, scheduler: str, config: SchedulerConfig = SchedulerConfig()) -> dict:
    """Run one worker's splits on ``runner_threads`` threads under ``scheduler``.

    ``splits`` has split_id, task_id, query_id, arrival_ns, cpu_ns, quantum_ns (positive),
    blocked_ns (null: never blocks). Returns the quanta as columns (``QUANTA_COLUMNS`` minus
    scheduler and worker): each ``min(quantum_ns, cpu left)`` long; after a quantum a split
    that is not finished blocks ``blocked_ns`` and is queued again. Deterministic: ties at one
    instant resolve quanta ending (by thread), then unblocked splits, then arrivals (by
    arrival, split_id); idle threads take in thread order.

    Runs compiled (python_udfs.scheduling_compiled); :func:`simulate_worker_plain`, the
    queue's plain classes, is the reference it gives the same quanta as.
    """
    quanta, _ = _compiled(splits, runner_threads, scheduler, config)
    return quanta


def simulate_worker_plain(splits: pd.DataFrame, runner_threads: int, scheduler: str,
                          config: SchedulerConfig = SchedulerConfig()) -> dict:
    """:func:`simulate_worker` through the plain ``MultilevelSplitQueue`` / ``FifoSplitQueue``:
    the reference, one Python object per split and per quantum."""
    taken, _ = _replay(splits, runner_threads, scheduler, config)
    return _quanta_columns(taken, scheduler == "mlfq")


def level_selections(splits: pd.DataFrame, runner_threads: int, config: SchedulerConfig = SchedulerConfig()) -> list[int]:
    """Trino's ``selectedLevelCounters`` after replaying one worker under mlfq: per level, the
    takes that returned a split of that level (a re-queued split is not counted)."""
    _, counts = _compiled(splits, runner_threads, "mlfq", config)
    return counts.tolist()


def level_selections_plain(splits: pd.DataFrame, runner_threads: int, config: SchedulerConfig = SchedulerConfig()) -> list[int]:
    """:func:`level_selections` through the plain queue (the reference)."""
    _, queue = _replay(splits, runner_threads, "mlfq", config)
    return list(queue.selected_level_counts)


def _check_run(scheduler: str, runner_threads: int) -> None:
    if scheduler not in SCHEDULERS:
        raise ValueError(f"scheduler must be one of {SCHEDULERS}, got {scheduler!r}")
    if runner_threads <= 0:
        raise ValueError(f"runner_threads must be positive, got {runner_threads}")


#: a level with no end (the last): the compiled loop's int64 for the reference's math.inf
_NO_END = np.iinfo(np.int64).max


def _compiled(splits: pd.DataFrame, runner_threads: int, scheduler: str, config: SchedulerConfig) -> tuple[dict, np.ndarray]:
    """The quanta as columns (numpy arrays) and the levels' selection counts, from the
    compiled loop; the queue's constants (the same doubles) from its plain class."""
    from python_udfs.scheduling_compiled import simulate

    _check_run(scheduler, runner_threads)
    # by arrival, then split id (code point order, as the plain sort): numpy's lexsort over
    # the ids as fixed-width text, not a categorical of millions of distinct strings; the
    # columns are read in that order as numpy arrays, the text ones taken once at the end
    order = np.lexsort((splits["split_id"].to_numpy(dtype=str), splits["arrival_ns"].to_numpy(np.int64)))
    cpu = splits["cpu_ns"].to_numpy(np.int64)[order]
    quantum = splits["quantum_ns"].to_numpy(np.int64)[order]
    if (quantum <= 0).any():
        raise ValueError("quantum_ns must be positive")
    owners, unique_owners = pd.factorize(splits["task_id" if config.priority_tracking == "task" else "query_id"])
    queue = config.queue()
    mlfq = scheduler == "mlfq"
    thread, start, end, split, level, level_priority, counts = simulate(
        splits["arrival_ns"].to_numpy(np.int64)[order], owners.astype(np.int64)[order], cpu, quantum,
        splits["blocked_ns"].astype("Int64").fillna(0).to_numpy(np.int64)[order], len(unique_owners), runner_threads, mlfq,
        int(np.maximum(1, -(-cpu // quantum)).sum()),
        np.array(queue.thresholds, np.int64),
        np.array([_NO_END if end == math.inf else end for end in queue._level_ends], np.int64),
        np.array(queue._level_widths, np.int64), np.array(queue._target_divisors, np.float64),
        np.array(queue._level_powers, np.float64), queue.level_time_multiplier, queue.contribution_cap,
        queue.truncates_target,
    )
    count = len(thread)
    rows = order[split]
    return {
        "thread": thread,
        "start_ns": start,
        "end_ns": end,
        # taken in the columns' own arrays (Arrow's take for Arrow strings): no Python str each
        "split_id": splits["split_id"].array.take(rows),
        "task_id": splits["task_id"].array.take(rows),
        "query_id": splits["query_id"].array.take(rows),
        "level": level if mlfq else [None] * count,
        "level_priority": level_priority if mlfq else [None] * count,
    }, counts


def _replay(splits: pd.DataFrame, runner_threads: int, scheduler: str, config: SchedulerConfig) -> tuple[list, object]:
    _check_run(scheduler, runner_threads)
    ordered = splits.sort_values(["arrival_ns", "split_id"], kind="stable")
    mlfq = scheduler == "mlfq"
    queue = config.queue() if mlfq else FifoSplitQueue()
    owners = ordered["task_id" if config.priority_tracking == "task" else "query_id"].tolist()
    handles: dict = {}
    if mlfq:
        for owner in owners:
            if owner not in handles:
                handles[owner] = TaskHandle(queue)
    # plain Python values from here on: numpy scalars are slow in the per-quantum loop
    arrivals = list(zip(
        ordered["arrival_ns"].tolist(), ordered["split_id"].tolist(), ordered["task_id"].tolist(),
        ordered["query_id"].tolist(), ordered["cpu_ns"].tolist(), ordered["quantum_ns"].tolist(),
        ordered["blocked_ns"].astype("Int64").fillna(0).astype("int64").tolist(),
        [handles.get(owner) for owner in owners],
        strict=True,
    ))
    # The loop allocates millions of small objects and frees none: the cycle collector's
    # passes over them would cost a quarter of the run.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _event_loop(arrivals, queue, runner_threads, mlfq), queue
    finally:
        if was_enabled:
            gc.enable()


def _event_loop(arrivals: list, queue, runner_threads: int, mlfq: bool) -> list:
    """The quanta taken, as (thread, start, end, split, priority at take)."""
    taken: list = []
    record = taken.append
    offer, take = queue.offer, queue.take
    push, pop = heapq.heappush, heapq.heappop
    events: list = []  # (time, kind, thread or order, split)
    idle = list(range(runner_threads))
    n_arrivals = len(arrivals)
    next_arrival = 0
    event_order = 0
    while next_arrival < n_arrivals or events:
        # the next instant: the earliest pending event or arrival
        if next_arrival < n_arrivals:
            now = arrivals[next_arrival][0]
            if events and events[0][0] < now:
                now = events[0][0]
        else:
            now = events[0][0]
        while events and events[0][0] == now:
            _, kind, thread, split = pop(events)
            if kind == _QUANTUM_END:
                push(idle, thread)
                if mlfq:
                    split.priority = split.handle.add_scheduled_nanos(split.last_quantum)
                if split.cpu_left == 0:
                    continue
                if split.blocked_ns:
                    event_order += 1
                    push(events, (now + split.blocked_ns, _UNBLOCKED, event_order, split))
                    continue
            elif mlfq:
                split.priority = split.handle.reset_level_priority()
            offer(split)
        while next_arrival < n_arrivals and arrivals[next_arrival][0] == now:
            arrival, split_id, task_id, query_id, cpu_ns, quantum_ns, blocked_ns, handle = arrivals[next_arrival]
            offer(PrioritizedSplit(split_id, task_id, query_id, arrival, cpu_ns, quantum_ns, blocked_ns, handle, next_arrival))
            next_arrival += 1
        while idle:
            split = take()
            if split is None:
                break
            thread = pop(idle)
            quantum = split.quantum_ns if split.quantum_ns < split.cpu_left else split.cpu_left
            split.cpu_left -= quantum
            split.last_quantum = quantum
            record((thread, now, now + quantum, split, split.priority))
            push(events, (now + quantum, _QUANTUM_END, thread, split))
    return taken


def _quanta_columns(taken: list, mlfq: bool) -> dict:
    threads, starts, ends, splits, priorities = zip(*taken, strict=True) if taken else ((),) * 5
    return {
        "thread": list(threads),
        "start_ns": list(starts),
        "end_ns": list(ends),
        "split_id": [split.split_id for split in splits],
        "task_id": [split.task_id for split in splits],
        "query_id": [split.query_id for split in splits],
        "level": [priority.level for priority in priorities] if mlfq else [None] * len(taken),
        "level_priority": [priority.level_priority for priority in priorities] if mlfq else [None] * len(taken),
    }


def simulate_workers(traces: pd.DataFrame, scheduler: str, config: SchedulerConfig = SchedulerConfig()) -> pd.DataFrame:
    """The pandas grouped-map body: one worker's splits (with its ``runner_threads``) in,
    its quanta out in ``QUANTA_SCHEMA`` order."""
    parts = []
    for worker, splits in traces.groupby("worker", sort=True):
        quanta = simulate_worker(splits, int(splits["runner_threads"].iloc[0]), scheduler, config)
        parts.append(_quanta_frame(scheduler, worker, quanta))
    if not parts:
        return _quanta_frame(scheduler, "", _quanta_columns([], scheduler == "mlfq"))
    return pd.concat(parts, ignore_index=True)


def _quanta_frame(scheduler: str, worker: str, quanta: dict) -> pd.DataFrame:
    count = len(quanta["start_ns"])

    def nullable(name: str, dtype) -> pd.api.extensions.ExtensionArray:
        values = quanta[name]
        if count and values[0] is None:  # FIFO has no levels
            return pd.arrays.IntegerArray(np.zeros(count, dtype), np.ones(count, bool))
        return pd.arrays.IntegerArray(np.array(values, dtype), np.zeros(count, bool))

    def repeated(text: str) -> pd.api.extensions.ExtensionArray:
        # one Arrow array of the same text, not a Python str per row to convert
        return pd.array(pa.repeat(pa.scalar(text, pa.string()), count), dtype=pd.StringDtype("pyarrow", na_value=np.nan))

    return pd.DataFrame({
        "scheduler": repeated(scheduler),
        "worker": repeated(worker),
        "thread": nullable("thread", np.int32),
        "start_ns": nullable("start_ns", np.int64),
        "end_ns": nullable("end_ns", np.int64),
        "split_id": quanta["split_id"],
        "task_id": quanta["task_id"],
        "query_id": quanta["query_id"],
        "level": nullable("level", np.int32),
        "level_priority": nullable("level_priority", np.int64),
    }, columns=QUANTA_COLUMNS)


# ---- the marts' references: what level_time_shares, split_latency and
# query_latency_comparison compute, in pandas, for the tests and the seed's claims

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


def register(spark) -> list[str]:
    """No SQL UDFs: the simulator runs as a pandas grouped map in ``int_split_quanta_simulated``."""
    return []
