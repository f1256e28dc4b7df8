"""The worker simulator's hot loop, compiled: :func:`python_udfs.scheduling.simulator.simulate_worker`'s
event loop, Trino's ``MultilevelSplitQueue`` (level selection, the per-level queues, the
contribution cap, the lazy re-queue) and the FIFO baseline over arrays, with no Python object
per split or quantum. The plain classes in python_udfs.scheduling.queues stay the reference: tests
check this gives their quanta row for row.

Every double the queue computes (the level-0 target's terms, a reviving level's share, the
level walk's rounding) is computed here from the same constants, passed in from
:class:`~python_udfs.scheduling.queues.MultilevelSplitQueue`, so the arithmetic is the same IEEE
operations in the same order. ``cache=True``: a process compiles once per machine, and the
cache lives beside this file (numba's ``__pycache__``)."""

from __future__ import annotations

import heapq

import numba
import numpy as np

#: an event at one instant: quanta ending (by thread) before splits back from blocked
QUANTUM_END, UNBLOCKED = 0, 1
#: no priority recorded yet for a level (Trino's -1)
UNSET = -1
NANOS_PER_SECOND = 1_000_000_000


@numba.njit(cache=True)
def _compute_level(scheduled_nanos, thresholds_seconds):
    seconds = scheduled_nanos // NANOS_PER_SECOND
    for level in range(len(thresholds_seconds) - 1):
        if seconds < thresholds_seconds[level + 1]:
            return level
    return len(thresholds_seconds) - 1


@numba.njit(cache=True)
def _level0_target(scheduled, target_terms):
    target = target_terms[0]
    for level in range(1, len(target_terms)):
        if target_terms[level] > target:
            target = target_terms[level]
    return scheduled[0] if scheduled[0] > target else target


@numba.njit(cache=True)
def _set_level_time(level, nanos, scheduled, target_terms, divisors):
    scheduled[level] = nanos
    target_terms[level] = np.int64(nanos / divisors[level])


@numba.njit(cache=True)
def _select_level(queues, scheduled, target_terms, multiplier, truncates):
    """The non-empty level furthest behind its share (MultilevelSplitQueue._select_level)."""
    levels = len(queues)
    nonempty = 0
    only = -1
    for level in range(levels):
        if len(queues[level]) > 0:
            nonempty += 1
            only = level
    if nonempty == 1:
        return only
    target = _level0_target(scheduled, target_terms)
    worst_ratio = 1.0
    selected = -1
    for level in range(levels):
        if level > 0:
            target = np.int64(target / multiplier) if truncates else np.int64(np.floor(target / multiplier + 0.5))
        if len(queues[level]) == 0:
            continue
        ratio = 0.0 if scheduled[level] == 0 else target / scheduled[level]
        if selected == -1 or ratio > worst_ratio:
            worst_ratio = ratio
            selected = level
    return selected


@numba.njit(cache=True)
def simulate(arrival, owner, cpu, quantum_ns, blocked, n_owners, threads, mlfq, n_quanta,
             thresholds_seconds, level_ends, widths, divisors, powers, multiplier, cap, truncates):
    """One worker's splits (in arrival order; ``owner``: the index of the task or query whose
    time sets the split's level) on ``threads`` runner threads, under the multilevel queue or
    FIFO. Returns the quanta (thread, start, end, split index, level, level priority: as
    ``_event_loop`` records them) and the levels' selection counts."""
    n = len(arrival)
    levels = len(thresholds_seconds)
    out_thread = np.empty(n_quanta, np.int32)
    out_start = np.empty(n_quanta, np.int64)
    out_end = np.empty(n_quanta, np.int64)
    out_split = np.empty(n_quanta, np.int64)
    out_level = np.empty(n_quanta, np.int32)
    out_priority = np.empty(n_quanta, np.int64)
    recorded = 0

    # the queue: per level a heap of (level priority, split); FIFO uses level 0 by arrival
    queues = [[(np.int64(0), np.int64(0))] for _ in range(levels)]
    for level in range(levels):
        queues[level].pop()
    scheduled = np.zeros(levels, np.int64)
    target_terms = np.zeros(levels, np.int64)
    min_priority = np.full(levels, UNSET, np.int64)
    selected_counts = np.zeros(levels, np.int64)
    # each task's handle, and each split's cached priority and progress
    handle_nanos = np.zeros(n_owners, np.int64)
    handle_level = np.zeros(n_owners, np.int32)
    handle_priority = np.zeros(n_owners, np.int64)
    split_level = np.zeros(n, np.int32)
    split_priority = np.zeros(n, np.int64)
    cpu_left = cpu.copy()
    last_quantum = np.zeros(n, np.int64)
    size = 0

    events = [(np.int64(0), np.int64(0), np.int64(0), np.int64(0))]
    events.pop()
    idle = [np.int64(t) for t in range(threads)]
    next_arrival = 0
    event_order = 0
    while next_arrival < n or len(events) > 0:
        if next_arrival < n:
            now = arrival[next_arrival]
            if len(events) > 0 and events[0][0] < now:
                now = events[0][0]
        else:
            now = events[0][0]
        while len(events) > 0 and events[0][0] == now:
            _, kind, thread, split = heapq.heappop(events)
            if kind == QUANTUM_END:
                heapq.heappush(idle, thread)
                if mlfq:
                    # TaskHandle.add_scheduled_nanos: MultilevelSplitQueue.update_priority
                    task = owner[split]
                    quanta = last_quantum[split]
                    handle_nanos[task] += quanta
                    task_nanos = handle_nanos[task]
                    old_level = handle_level[task]
                    contribution = quanta if quanta < cap else cap
                    if task_nanos < level_ends[old_level]:
                        _set_level_time(old_level, scheduled[old_level] + contribution, scheduled, target_terms, divisors)
                        handle_priority[task] += quanta
                    else:
                        new_level = _compute_level(task_nanos, thresholds_seconds)
                        remaining_contribution = contribution
                        remaining_task_time = quanta
                        for level in range(old_level, new_level):
                            accrued = widths[level] if widths[level] < remaining_contribution else remaining_contribution
                            _set_level_time(level, scheduled[level] + accrued, scheduled, target_terms, divisors)
                            remaining_contribution -= accrued
                            remaining_task_time -= accrued
                        _set_level_time(new_level, scheduled[new_level] + remaining_contribution, scheduled, target_terms, divisors)
                        if min_priority[new_level] == UNSET:
                            min_priority[new_level] = task_nanos
                        handle_level[task] = new_level
                        handle_priority[task] = min_priority[new_level] + remaining_task_time
                    split_level[split] = handle_level[task]
                    split_priority[split] = handle_priority[task]
                if cpu_left[split] == 0:
                    continue
                if blocked[split] != 0:
                    event_order += 1
                    heapq.heappush(events, (now + blocked[split], np.int64(UNBLOCKED), np.int64(event_order), split))
                    continue
            elif mlfq:
                # TaskHandle.reset_level_priority
                task = owner[split]
                level = handle_level[task]
                if min_priority[level] == UNSET:
                    min_priority[level] = handle_nanos[task]
                if handle_priority[task] < min_priority[level]:
                    handle_priority[task] = min_priority[level]
                split_level[split] = level
                split_priority[split] = handle_priority[task]
            _offer(split, queues, mlfq, arrival, split_level, split_priority, scheduled, target_terms, divisors, powers)
            size += 1
        while next_arrival < n and arrival[next_arrival] == now:
            split = np.int64(next_arrival)
            if mlfq:
                split_level[split] = handle_level[owner[split]]
                split_priority[split] = handle_priority[owner[split]]
            _offer(split, queues, mlfq, arrival, split_level, split_priority, scheduled, target_terms, divisors, powers)
            size += 1
            next_arrival += 1
        while len(idle) > 0:
            split = np.int64(-1)
            while size > 0:
                level = _select_level(queues, scheduled, target_terms, multiplier, truncates) if mlfq else 0
                candidate = heapq.heappop(queues[level])[1]
                size -= 1
                if mlfq:
                    task = owner[candidate]
                    moved = handle_level[task] != split_level[candidate]
                    split_level[candidate] = handle_level[task]
                    split_priority[candidate] = handle_priority[task]
                    if moved:
                        # its task changed level while it waited: queue it where it now belongs
                        _offer(candidate, queues, mlfq, arrival, split_level, split_priority, scheduled,
                               target_terms, divisors, powers)
                        size += 1
                        continue
                    min_priority[level] = split_priority[candidate]
                    selected_counts[level] += 1
                split = candidate
                break
            if split < 0:
                break
            thread = heapq.heappop(idle)
            quantum = quantum_ns[split] if quantum_ns[split] < cpu_left[split] else cpu_left[split]
            cpu_left[split] -= quantum
            last_quantum[split] = quantum
            out_thread[recorded] = thread
            out_start[recorded] = now
            out_end[recorded] = now + quantum
            out_split[recorded] = split
            out_level[recorded] = split_level[split]
            out_priority[recorded] = split_priority[split]
            recorded += 1
            heapq.heappush(events, (now + quantum, np.int64(QUANTUM_END), thread, split))
    return (out_thread[:recorded], out_start[:recorded], out_end[:recorded], out_split[:recorded],
            out_level[:recorded], out_priority[:recorded], selected_counts)


@numba.njit(cache=True)
def _offer(split, queues, mlfq, arrival, split_level, split_priority, scheduled, target_terms, divisors, powers):
    """MultilevelSplitQueue.offer (FIFO: level 0 by arrival)."""
    if not mlfq:
        heapq.heappush(queues[0], (arrival[split], split))
        return
    level = split_level[split]
    if len(queues[level]) == 0:
        # a level coming back to life starts at its fair share of the level-0 target
        share = np.int64(_level0_target(scheduled, target_terms) / powers[level])
        _set_level_time(level, share, scheduled, target_terms, divisors)
    heapq.heappush(queues[level], (split_priority[split], split))


def compile_kernels() -> None:
    """Compile :func:`simulate` into numba's cache (``__pycache__`` beside this file) with
    the argument types python_udfs.scheduling.simulator passes, by running one split under each
    scheduler; else each Python worker of the first build compiles it. scripts/bootstrap.sh
    calls this after an install."""
    one = np.ones(1, np.int64)
    zero = np.zeros(1, np.int64)
    thresholds = np.array([0, 1], np.int64)
    for mlfq in (True, False):
        thread, *_ = simulate(zero, zero, one, one, zero, 1, 1, mlfq, 1, thresholds,
                              np.array([NANOS_PER_SECOND, np.iinfo(np.int64).max], np.int64),
                              np.array([NANOS_PER_SECOND], np.int64), np.array([1.0, 0.5]), np.array([1.0, 2.0]),
                              2.0, 30 * NANOS_PER_SECOND, False)
        if len(thread) != 1:
            raise RuntimeError("the compiled simulator did not run one quantum")


if __name__ == "__main__":
    compile_kernels()
