"""The benchmarks' shared timing helpers (bench/harness.py) that need no Spark."""

from __future__ import annotations

import itertools
import time

from bench.harness import warm_jvm


def test_warm_up_runs_rounds_until_the_jit_settles():
    """Rounds go on while the JIT compiles for a large share of them, and stop at the first
    round under the share."""
    calls = []
    # rounds compile 3 s, 3 s, then 1 ms: far over the share however slow a round, then under
    grown = iter([0.0, 3000.0, 3000.0, 6000.0, 6000.0, 6001.0])

    def action():
        calls.append(1)
        time.sleep(0.02)

    spent, share = warm_jvm([action, action], lambda: next(grown), settled_share=0.15, budget_s=60)
    assert len(calls) == 6  # three rounds of two calls
    assert share < 0.15 and spent >= 0.12


def test_warm_up_stops_at_its_budget_however_busy_the_jit():
    compiled = itertools.count(step=1000)  # a second of compiling between any two reads
    started_at = []

    def action():
        started_at.append(time.perf_counter())
        time.sleep(0.01)

    spent, share = warm_jvm([action], lambda: next(compiled), budget_s=0.05)
    assert share > 1 and 0.05 < spent < 1
    # no round starts once the budget is spent (the last one began within it)
    assert started_at[-1] - started_at[0] <= 0.05
