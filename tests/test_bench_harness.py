"""The benchmarks' shared timing helpers (bench/harness.py)."""

from __future__ import annotations

import itertools
import time

import pyarrow as pa
import pyarrow.parquet as pq

from bench.harness import raw_copy_seconds, warm_jvm


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


def test_the_raw_copy_reads_and_writes_each_raw_table_once(spark, tmp_path):
    """The build's yardstick copies every raw table (a directory each; a loose file is none),
    row for row, and writes it as the models write theirs (zstd)."""
    raw, copy = tmp_path / "raw", tmp_path / "copy"
    for name, rows in (("creations", 3), ("scales", 5)):
        (raw / name).mkdir(parents=True)
        pq.write_table(pa.table({"seq": list(range(rows)), "stream": [f"{name}-{i}" for i in range(rows)]}),
                       raw / name / "part-0.parquet")
    (raw / "README").write_text("not a table")

    assert raw_copy_seconds(spark, raw, copy) > 0
    assert sorted(p.name for p in copy.iterdir()) == ["creations", "scales"]
    for name in ("creations", "scales"):
        copied = sorted(map(tuple, spark.read.parquet(str(copy / name)).collect()))
        assert copied == sorted(map(tuple, spark.read.parquet(str(raw / name)).collect()))
        files = [f for f in (copy / name).glob("*.parquet") if pq.ParquetFile(f).metadata.num_rows]
        assert files and all(pq.ParquetFile(f).metadata.row_group(0).column(0).compression == "ZSTD" for f in files)
