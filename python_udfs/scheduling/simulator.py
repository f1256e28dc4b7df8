"""A discrete-event simulator of one worker running split traces under the multilevel queue or
FIFO: compiled (``compiled``) by default, the plain queues (``queues``) as the reference."""

from __future__ import annotations

import gc
import heapq
import math
from dataclasses import dataclass

import numpy as np
import pandas as pd
import pyarrow as pa

from python_udfs.scheduling.queues import (
    LEVEL_CONTRIBUTION_CAP_SECONDS,
    LEVEL_THRESHOLD_SECONDS,
    LEVEL_TIME_MULTIPLIER,
    PRIORITY_TRACKING,
    TARGET_ROUNDING,
    FifoSplitQueue,
    MultilevelSplitQueue,
    PrioritizedSplit,
    TaskHandle,
)

SCHEDULERS = ("mlfq", "fifo")

QUANTA_SCHEMA = (
    "scheduler string, worker string, thread int, start_ns bigint, end_ns bigint, "
    "split_id string, task_id string, query_id string, level int, level_priority bigint"
)
QUANTA_COLUMNS = [field.split()[0] for field in QUANTA_SCHEMA.split(", ")]


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

    Runs compiled (python_udfs.scheduling.compiled); :func:`simulate_worker_plain`, the
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
    from python_udfs.scheduling.compiled import simulate

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
