"""Trino's multilevel feedback split queue: ``MultilevelSplitQueue``, ``Priority`` and
``TaskHandle`` (names, rounding and all; see ``../shared/reference/scheduling-trino-mlfq.md``)
so a Trino engineer recognises them, and the FIFO queue the simulator compares it with. The
plain classes are the reference the compiled loop (``compiled``) is checked against."""

from __future__ import annotations

import bisect
import heapq
import math
from typing import NamedTuple

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
#: No priority recorded yet for a level (Trino's -1).
UNSET = -1


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
