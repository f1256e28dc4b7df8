"""The multilevel split queue and the worker simulator, without Spark, against cases worked
out by hand from Trino's algorithm (``../shared/reference/scheduling-trino-mlfq.md``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from python_udfs.scheduling import (
    MultilevelSplitQueue,
    PrioritizedSplit,
    Priority,
    SchedulerConfig,
    TaskHandle,
    compute_level,
    java_round,
    level_selections,
    level_selections_plain,
    level_time_shares,
    longest_waits,
    simulate_worker,
    simulate_worker_plain,
    simulate_workers,
    size_classes,
)

pytestmark = pytest.mark.unit

S = 1_000_000_000  # one second in nanoseconds


def _split(queue_or_handle, worker_id, priority=None):
    """A split of its own task (or of ``handle``'s), at ``priority`` (its task's too)."""
    handle = queue_or_handle if isinstance(queue_or_handle, TaskHandle) else TaskHandle(queue_or_handle)
    if priority is not None:
        handle.priority = priority
    return PrioritizedSplit(f"s{worker_id}", "t", "q", 0, S, S, 0, handle, worker_id)


def _trace(rows):
    frame = pd.DataFrame(rows, columns=["split_id", "task_id", "query_id", "arrival_ns", "cpu_ns", "quantum_ns", "blocked_ns"])
    return frame.astype({"blocked_ns": "Int64"})


def _finish_seconds(quanta):
    frame = pd.DataFrame(quanta)
    return (frame.groupby("split_id")["end_ns"].max() // S).to_dict()


@pytest.mark.parametrize(
    ("nanos", "level"),
    [(0, 0), (S - 1, 0), (S, 1), (10 * S - 1, 1), (10 * S, 2), (60 * S, 3), (299 * S, 3), (300 * S, 4), (10**6 * S, 4)],
)
def test_level_by_whole_seconds_of_scheduled_time(nanos, level):
    assert compute_level(nanos) == level


def test_java_round_is_half_up():
    assert [java_round(x) for x in (0.5, 1.5, 2.5, 2.4999, -0.5)] == [1, 2, 3, 2, 0]


def test_take_picks_the_level_furthest_behind_its_share():
    queue = MultilevelSplitQueue()
    zero, one = _split(queue, 0), _split(queue, 1, Priority(1, 0))
    queue.offer(zero)
    queue.offer(one)  # both levels empty before: caught up to a target of 0
    queue.update_priority(Priority(0, 0), 4 * S, 0)  # level 0 has run 4 s
    queue.update_priority(Priority(1, 0), S, S)  # level 1 has run 1 s
    # target0 = max(4, 1*2) = 4 s; level 0: 4/4 = 1; level 1: round(4/2)/1 = 2 > 1
    assert queue.take() is one
    assert queue.selected_level_counts == [0, 1, 0, 0, 0]


def _trino_poll_level(queue: MultilevelSplitQueue, rounding: str = "round") -> int:
    """Trino's ``pollSplit`` level choice (Presto's with ``truncate``), transcribed literally
    (every level walked, the level-0 target recomputed): the reference the queue's faster
    bookkeeping must match."""
    m = queue.level_time_multiplier
    target, current = queue.level_scheduled_time(0), m
    for level in range(queue.levels):
        current /= m
        target = max(target, int(queue.level_scheduled_time(level) / current))
    selected, worst = -1, 1.0
    for level in range(queue.levels):
        if queue._waiting[level]:
            scheduled = queue.level_scheduled_time(level)
            ratio = 0.0 if scheduled == 0 else target / scheduled
            if selected == -1 or ratio > worst:
                selected, worst = level, ratio
        target = java_round(target / m) if rounding == "round" else int(target / m)
    return selected


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from([2.0, 1.5, 3.0, 0.5]),
    st.sampled_from(["round", "truncate"]),
    # quanta down to a few ns, where rounding and truncating the target differ
    st.lists(st.tuples(st.integers(0, 4), st.one_of(st.integers(0, 9), st.integers(0, 400 * S)), st.booleans()),
             min_size=1, max_size=40),
)
def test_take_chooses_the_level_trinos_poll_would(multiplier, rounding, steps):
    """Random offers, quanta and takes: every take picks the level the literal algorithm picks."""
    queue = MultilevelSplitQueue(level_time_multiplier=multiplier, target_rounding=rounding)
    for worker_id, (level, quantum, take) in enumerate(steps):
        split = _split(queue, worker_id, Priority(level, worker_id))
        queue.offer(split)
        queue.update_priority(Priority(level, 0), quantum, 0)  # charge a quantum to that level
        if take:
            expected = _trino_poll_level(queue, rounding)
            assert queue.take().priority.level == expected


@pytest.mark.parametrize(("rounding", "level"), [("round", 1), ("truncate", 0)])
def test_trino_rounds_the_level_target_and_presto_truncates_it(rounding, level):
    queue = MultilevelSplitQueue(target_rounding=rounding)
    zero, one = _split(queue, 0), _split(queue, 1, Priority(1, 0))
    queue.offer(zero)
    queue.offer(one)
    queue.update_priority(Priority(0, 0), 3, 0)  # level 0 has run 3 ns
    queue.update_priority(Priority(1, 0), 1, S)  # level 1 has run 1 ns
    # target0 = 3 ns: level 0's ratio 3/3 = 1; level 1's target is 3/2 = 1.5 ns, which Trino
    # rounds to 2 (ratio 2 > 1: level 1) and Presto truncates to 1 (ratio 1, a tie: level 0)
    assert queue.take().priority.level == level
    assert queue.selected_level_counts[level] == 1


def test_a_tie_in_ratio_keeps_the_lower_level():
    queue = MultilevelSplitQueue()
    zero, one = _split(queue, 0), _split(queue, 1, Priority(1, 0))
    queue.offer(zero)
    queue.offer(one)
    queue.update_priority(Priority(0, 0), 4 * S, 0)
    queue.update_priority(Priority(1, 0), 2 * S, S)
    # level 1: 2/2 = 1, not strictly larger than level 0's 1
    assert queue.take() is zero


def test_offer_to_an_empty_level_catches_its_time_up_to_the_level0_target():
    queue = MultilevelSplitQueue()
    queue.update_priority(Priority(0, 0), 8 * S, 0)
    assert queue.level_scheduled_time(2) == 0
    split = _split(queue, 0, Priority(2, 0))
    queue.offer(split)
    assert queue.level_scheduled_time(2) == 2 * S  # 8 s / 2^2
    queue.update_priority(Priority(0, 0), 8 * S, 0)
    other = _split(queue, 1, Priority(2, 5))
    queue.offer(other)  # level 2 not empty: no catch-up
    assert queue.level_scheduled_time(2) == 2 * S


def test_one_quantum_contributes_at_most_30_seconds_to_its_level():
    queue = MultilevelSplitQueue()
    priority = queue.update_priority(Priority(4, 7), 100 * S, 500 * S)
    assert queue.level_scheduled_time(4) == 30 * S
    assert priority == Priority(4, 7 + 100 * S)  # the task's priority takes the whole quantum


def test_a_long_quantum_accrues_to_every_level_it_crosses():
    queue = MultilevelSplitQueue()
    priority = queue.update_priority(Priority(0, 0), 15 * S, 15 * S)
    # 15 s from level 0 to level 2: level 0 gets its width 1 s, level 1 its width 9 s, level 2 the rest
    assert [queue.level_scheduled_time(level) for level in range(5)] == [S, 9 * S, 5 * S, 0, 0]
    # level 2's minimum priority is seeded with the task's time, plus the time not accrued below
    assert priority == Priority(2, 15 * S + 5 * S)


def test_the_cap_also_bounds_what_crossing_levels_accrue():
    queue = MultilevelSplitQueue()
    priority = queue.update_priority(Priority(0, 0), 100 * S, 100 * S)
    # contribution capped at 30 s: 1 s to level 0, 9 s to level 1, 20 s (of 50) to level 2, none to 3
    assert [queue.level_scheduled_time(level) for level in range(5)] == [S, 9 * S, 20 * S, 0, 0]
    assert priority == Priority(3, 100 * S + 70 * S)


def test_take_requeues_a_split_whose_task_changed_level_while_it_waited():
    queue = MultilevelSplitQueue()
    handle = TaskHandle(queue)
    first, second = _split(handle, 0), _split(handle, 1)
    queue.offer(first)
    queue.offer(second)
    assert queue.take() is first
    first.priority = handle.add_scheduled_nanos(2 * S)  # the task moves to level 1
    assert handle.priority == Priority(1, 2 * S + S)  # min priority seeded at 2 s, + 1 s not accrued to level 0
    queue.offer(first)
    # level 0 (ratio 2 s / 1 s) is chosen and gives `second`, which still says level 0: it is
    # re-queued into level 1, behind nothing with a lower priority; `first` was created first.
    assert queue.take() is first
    assert second.priority.level == 1
    assert queue.selected_level_counts == [1, 1, 0, 0, 0]
    assert queue.take() is second
    assert queue.take() is None


def test_a_split_back_from_blocked_starts_at_its_levels_minimum_priority():
    queue = MultilevelSplitQueue()
    handle = TaskHandle(queue)
    queue.level_min_priority(0, 0)
    split = _split(handle, 0)
    queue.offer(split)
    queue.take()
    queue._min_priority[0] = 5 * S  # others ran meanwhile
    assert handle.reset_level_priority() == Priority(0, 5 * S)
    handle.priority = Priority(0, 9 * S)
    assert handle.reset_level_priority() == Priority(0, 9 * S)  # never lowered


def test_invalid_queue_settings_are_clear_errors():
    with pytest.raises(ValueError, match="level_time_multiplier"):
        MultilevelSplitQueue(0)
    with pytest.raises(ValueError, match="thresholds"):
        MultilevelSplitQueue(2, (0, 10, 5))
    with pytest.raises(ValueError, match="priority_tracking"):
        SchedulerConfig(priority_tracking="stage")
    with pytest.raises(ValueError, match="target_rounding must be one of"):
        SchedulerConfig(target_rounding="ceil")


def test_the_seeds_ten_requests_on_one_thread():
    """Request 0 needs 10 s, requests 1-9 need 1 s, all arrive at 0, one thread, 1 s quanta.

    FIFO: 0 runs to the end first; request k finishes at 10 + k.
    MLFQ, by hand (times in s, L0/L1 = level scheduled times):
      t=0 take 0 (all priority 0, created first). t=1: task 0 has 1 s -> level 1; 1 s accrues
      to L0; L1 was empty: caught up to target0/2 = 0.5. take: target0 = max(1, 0.5*2) = 1;
      L0 ratio 1/1 = 1, L1 round(1/2)/0.5 = 1, not larger -> L0: request 1.
      t=2: L0 = 2. target0 = 2: L0 2/2 = 1, L1 1/0.5 = 2 -> request 0 (L1 = 1.5 after it).
      t=3: target0 = max(2, 3) = 3: L0 1.5, L1 1.5/1.5 = 1 -> request 2. t=4: L0 = 3, target0
      3: both 1 -> request 3. t=5: L0 = 4: L1 2/1.5 > 1 -> request 0. From there the pattern
      repeats: two short requests, then one quantum of the long one, while shorts remain.
    So shorts finish at 2, 4, 5, 7, 8, 10, 11, 13, 14 and the long one at 19: not
    shortest-job-first (which would finish shorts at 1..9), but the long one never waits more
    than two quanta.
    """
    trace = _trace([(f"r{i}", f"t{i}", f"q{i}", 0, (10 if i == 0 else 1) * S, S, None) for i in range(10)])
    fifo = _finish_seconds(simulate_worker(trace, 1, "fifo"))
    mlfq = _finish_seconds(simulate_worker(trace, 1, "mlfq"))
    assert fifo == {"r0": 10, **{f"r{i}": 10 + i for i in range(1, 10)}}
    assert mlfq == {"r0": 19, "r1": 2, "r2": 4, "r3": 5, "r4": 7, "r5": 8, "r6": 10, "r7": 11, "r8": 13, "r9": 14}
    quanta = pd.DataFrame(simulate_worker(trace, 1, "mlfq"))
    long_quanta = quanta[quanta["split_id"] == "r0"]
    assert long_quanta["level"].tolist() == [0] + [1] * 9
    assert long_quanta["level_priority"].tolist() == [0] + [k * S for k in range(1, 10)]


def test_query_tracking_shares_one_level_across_a_querys_tasks():
    # query q has two tasks of 1 s each; under task tracking both start at level 0, under
    # query tracking the second inherits the first's second of CPU and waits at level 1
    trace = _trace([
        ("a", "ta", "q", 0, S, S, None),
        ("b", "tb", "q", 0, S, S, None),
        ("c", "tc", "other", 0, S, S, None),
    ])
    by_task = pd.DataFrame(simulate_worker(trace, 1, "mlfq", SchedulerConfig(priority_tracking="task")))
    by_query = pd.DataFrame(simulate_worker(trace, 1, "mlfq", SchedulerConfig(priority_tracking="query")))
    assert by_task["split_id"].tolist() == ["a", "b", "c"]
    assert by_query["split_id"].tolist() == ["a", "c", "b"]
    assert by_query.set_index("split_id").loc["b", "level"] == 1


def test_blocked_splits_come_back_after_their_blocked_time():
    trace = _trace([("a", "ta", "q", 0, 3 * S, S, 5 * S), ("b", "tb", "q", 0, 2 * S, S, None)])
    quanta = pd.DataFrame(simulate_worker(trace, 1, "mlfq"))
    a = quanta[quanta["split_id"] == "a"]
    assert (a["start_ns"] // S).tolist() == [0, 6, 12]  # runs 1 s, blocks 5 s, ...
    assert (quanta[quanta["split_id"] == "b"]["start_ns"] // S).tolist() == [1, 2]


def _splits_strategy():
    split = st.tuples(
        st.integers(0, 3),  # task
        st.integers(0, 20 * S),  # arrival
        st.integers(1, 40 * S),  # cpu
        st.sampled_from([S // 4, S, 3 * S]),  # quantum
        st.one_of(st.none(), st.integers(0, 2 * S)),  # blocked
    )
    return st.lists(split, min_size=1, max_size=25)


@settings(max_examples=60, deadline=None)
@given(_splits_strategy(), st.integers(1, 4), st.sampled_from(["mlfq", "fifo"]), st.sampled_from(["task", "query"]))
def test_simulated_schedules_are_physically_possible(rows, threads, scheduler, tracking):
    trace = _trace([
        (f"s{i}", f"t{task}", f"q{task % 2}", arrival, cpu, quantum, blocked)
        for i, (task, arrival, cpu, quantum, blocked) in enumerate(rows)
    ])
    quanta = pd.DataFrame(simulate_worker(trace, threads, scheduler, SchedulerConfig(priority_tracking=tracking)))
    by_split = trace.set_index("split_id")
    # every split finishes, total quantum time = cpu, no quantum longer than the split's quantum
    run = quanta.assign(d=quanta.end_ns - quanta.start_ns).groupby("split_id")["d"].sum()
    assert len(run) == len(by_split) and (run == by_split["cpu_ns"].reindex(run.index)).all()
    assert ((quanta.end_ns - quanta.start_ns) <= by_split.loc[quanta.split_id, "quantum_ns"].to_numpy()).all()
    # no split runs before it arrives
    first_start = quanta.groupby("split_id")["start_ns"].min()
    assert (first_start >= by_split["arrival_ns"].reindex(first_start.index)).all()
    # no thread runs two quanta at once; only threads that exist
    assert quanta["thread"].between(0, threads - 1).all()
    for _, on_thread in quanta.sort_values("start_ns").groupby("thread"):
        assert (on_thread["start_ns"].to_numpy()[1:] >= on_thread["end_ns"].to_numpy()[:-1]).all()
    # a split's next quantum starts no earlier than its previous end plus its blocked time
    for split_id, own in quanta.sort_values("start_ns").groupby("split_id"):
        blocked = by_split.loc[split_id, "blocked_ns"]
        gap = 0 if pd.isna(blocked) else int(blocked)
        assert (own["start_ns"].to_numpy()[1:] >= own["end_ns"].to_numpy()[:-1] + gap).all()
    if scheduler == "fifo":
        assert quanta["level"].isna().all()
    else:
        assert quanta["level"].between(0, 4).all()


@settings(max_examples=20, deadline=None)
@given(_splits_strategy(), st.integers(1, 3))
def test_the_grouped_map_equals_one_simulation_per_worker(rows, threads):
    trace = _trace([
        (f"s{i}", f"t{task}", "q", arrival, cpu, quantum, blocked)
        for i, (task, arrival, cpu, quantum, blocked) in enumerate(rows)
    ])
    both = pd.concat([
        trace.assign(worker="w1", runner_threads=threads),
        trace.assign(worker="w0", runner_threads=1, split_id=trace["split_id"] + "-w0"),
    ])
    out = simulate_workers(both, "mlfq")
    for worker, threads_of in (("w0", 1), ("w1", threads)):
        expected = pd.DataFrame(simulate_worker(both[both.worker == worker], threads_of, "mlfq"))
        got = out[out.worker == worker].drop(columns=["scheduler", "worker"]).reset_index(drop=True)
        assert got["start_ns"].tolist() == expected["start_ns"].tolist()
        assert got["split_id"].tolist() == expected["split_id"].tolist()
        assert got["level"].tolist() == expected["level"].tolist()
    assert set(out["scheduler"]) == {"mlfq"}


def test_simulation_is_deterministic_across_processes():
    """Same trace, same schedule, in a process with another hash seed (no set/dict-order luck)."""
    code = (
        "import pandas as pd;from python_udfs.scheduling import simulate_worker;"
        "t=pd.DataFrame({'split_id':[f's{i}' for i in range(30)],'task_id':[f't{i%4}' for i in range(30)],"
        "'query_id':[f'q{i%3}' for i in range(30)],'arrival_ns':[(i*7919)%5*10**9 for i in range(30)],"
        "'cpu_ns':[(i%5+1)*10**9 for i in range(30)],'quantum_ns':[10**9]*30,'blocked_ns':[None]*30});"
        "print(simulate_worker(t,2,'mlfq',)['split_id'])"
    )
    outputs = {
        subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": seed},
                       capture_output=True, text=True, check=True).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1


# ---- the seed's two claims, over generated traces

def _saturating_trace(seconds: int, threads: int) -> pd.DataFrame:
    """A new 100 s task every 1/threads s, so every level always has splits waiting (with
    levels one quantum wide, each level's inflow is the level below's whole share, which is
    m times the level's own)."""
    count = seconds * threads
    return _trace([
        (f"s{i:06d}", f"t{i}", f"q{i}", i * S // threads, 100 * S, S, None) for i in range(count)
    ])


@pytest.mark.parametrize("multiplier", [1.5, 2.0, 3.0])
@pytest.mark.parametrize("threads", [1, 3])
@pytest.mark.parametrize("rounding", ["round", "truncate"])
def test_under_saturation_each_level_gets_the_share_its_multiplier_sets(multiplier, threads, rounding):
    """Seed claim 1: with splits always waiting at every level, level L gets m^-L of the CPU
    (normalised), within 3% of its target plus one quantum per thread (a level's time comes
    in whole quanta, and the threads take theirs at the same instants) - measured from 100 s (when the first tasks have reached every level) while the
    tasks still arrive (after that the backlog drains through the top level)."""
    seconds = 1_000
    config = SchedulerConfig(level_thresholds_seconds=(0, 1, 2, 3, 4), level_time_multiplier=multiplier,
                             target_rounding=rounding)
    quanta = pd.DataFrame(simulate_worker(_saturating_trace(seconds, threads), threads, "mlfq", config))
    saturated = quanta[quanta["start_ns"].between(100 * S, seconds * S - 1)].assign(worker="w", scheduler="mlfq")
    shares = level_time_shares(saturated, multiplier)
    assert shares["level"].tolist() == [0, 1, 2, 3, 4]
    one_quantum_per_thread = threads / len(saturated)
    tolerance = 0.03 * shares["target_share"] + one_quantum_per_thread
    assert ((shares["cpu_share"] - shares["target_share"]).abs() <= tolerance).all(), shares


def test_a_long_query_progresses_under_a_continuous_stream_of_short_ones():
    """Seed claim 2: short queries (0.5 s of CPU) arrive as fast as one thread runs them, for
    100 min; a 400 s query arriving at 5 s still runs a quantum at least every m^4 = 16 quanta
    (at level 4 it shares the thread 1:16 with level 0) and finishes while shorts still arrive.
    A queue that always served the lowest level first would never run it again after 1 s."""
    stream_seconds = 6_000
    shorts = [(f"short{i:05d}", f"t{i}", f"q{i}", i * S // 2, S // 2, S, None) for i in range(2 * stream_seconds)]
    trace = _trace([*shorts, ("long", "tlong", "qlong", 5 * S, 400 * S, S, None)])
    quanta = pd.DataFrame(simulate_worker(trace, 1, "mlfq"))
    long_quanta = quanta[quanta["split_id"] == "long"]
    assert long_quanta["level"].max() == 4
    assert longest_waits(quanta, trace)["long"] <= 16 * S
    assert long_quanta["end_ns"].max() < stream_seconds * S


def test_the_longest_wait_counts_from_arrival_and_from_each_unblocking():
    # a: arrives at 0, runs [0,1), blocks 5 s (ready at 6), runs [6,7), ... b arrives at 0
    # and waits for a's first quantum: 1 s; a never waits once unblocked (the thread is free)
    trace = _trace([("a", "ta", "q", 0, 3 * S, S, 5 * S), ("b", "tb", "q", 0, 2 * S, S, None)])
    quanta = pd.DataFrame(simulate_worker(trace, 1, "mlfq"))
    assert longest_waits(quanta, trace).to_dict() == {"a": 0, "b": S}
    fifo = pd.DataFrame(simulate_worker(trace, 1, "fifo")).assign(scheduler="fifo")
    assert longest_waits(fifo, trace).to_dict() == {("fifo", "a"): 0, ("fifo", "b"): S}


@settings(max_examples=30, deadline=None)
@given(_splits_strategy(), st.integers(1, 3))
def test_trinos_level_selection_counters_are_the_quanta_per_level(rows, threads):
    trace = _trace([
        (f"s{i}", f"t{task}", "q", arrival, cpu, quantum, blocked)
        for i, (task, arrival, cpu, quantum, blocked) in enumerate(rows)
    ])
    quanta = pd.DataFrame(simulate_worker(trace, threads, "mlfq"))
    per_level = quanta["level"].value_counts().reindex(range(5), fill_value=0).tolist()
    assert level_selections(trace, threads) == per_level


def test_size_classes_follow_the_level_thresholds():
    assert [(c.size_class, c.min_cpu_seconds, c.max_cpu_seconds) for c in size_classes((0, 2, 30))] == [
        ("< 2 s", 0, 2), ("2-30 s", 2, 30), (">= 30 s", 30, None),
    ]
    assert [c.size_class for c in size_classes()] == ["< 1 s", "1-10 s", "10-60 s", "60-300 s", ">= 300 s"]


# ---- the compiled simulator against the plain queue

#: queue settings the compiled loop is checked under: Trino's; Presto's truncation with
#: another multiplier; query tracking, other levels and a small cap; a single level
COMPILED_CONFIGS = (
    SchedulerConfig(),
    SchedulerConfig(target_rounding="truncate", level_time_multiplier=1.5),
    SchedulerConfig(priority_tracking="query", level_thresholds_seconds=(0, 2, 30), level_contribution_cap_seconds=5),
    SchedulerConfig(level_thresholds_seconds=(0,)),
)


def _same_quanta(trace: pd.DataFrame, threads: int, scheduler: str, config: SchedulerConfig) -> int:
    compiled = simulate_worker(trace, threads, scheduler, config)
    plain = simulate_worker_plain(trace, threads, scheduler, config)
    assert compiled.keys() == plain.keys()
    for column in plain:
        assert list(compiled[column]) == list(plain[column]), column
    if scheduler == "mlfq":
        assert level_selections(trace, threads, config) == level_selections_plain(trace, threads, config)
    return len(plain["thread"])


@settings(max_examples=150, deadline=None)
@given(_splits_strategy(), st.integers(1, 4), st.sampled_from(["mlfq", "fifo"]), st.sampled_from(COMPILED_CONFIGS))
def test_the_compiled_simulator_gives_the_plain_queues_quanta(rows, threads, scheduler, config):
    """Row for row: thread, start, end, split, level and level priority of every quantum, and
    Trino's level selection counters."""
    trace = _trace([
        (f"s{i}", f"t{task}", f"q{task % 2}", arrival, cpu, quantum, blocked)
        for i, (task, arrival, cpu, quantum, blocked) in enumerate(rows)
    ])
    _same_quanta(trace, threads, scheduler, config)


@pytest.mark.parametrize("config", COMPILED_CONFIGS[:2])
def test_the_compiled_simulator_gives_the_plain_quanta_on_the_held_traces(config):
    """The traces the claims above rest on: saturation on one and three threads, a long query
    under a stream of short ones, the seed's ten requests."""
    held = [(_saturating_trace(200, threads), threads) for threads in (1, 3)]
    short = [(f"s{i}", f"t{i}", f"q{i}", i * S // 2, S // 4, S, None) for i in range(1, 400)]
    held.append((_trace([("long", "tl", "ql", 0, 400 * S, S, None), *short]), 1))
    quanta = sum(_same_quanta(trace, threads, scheduler, config) for trace, threads in held for scheduler in ("mlfq", "fifo"))
    assert quanta > 10_000


def test_the_compiled_simulator_refuses_a_quantum_that_never_ends():
    trace = _trace([("s", "t", "q", 0, S, 0, None)])
    with pytest.raises(ValueError, match="quantum_ns must be positive"):
        simulate_worker(trace, 1, "mlfq")

