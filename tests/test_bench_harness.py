"""The benchmarks' shared timing helpers (bench/harness.py)."""

from __future__ import annotations

import itertools
import time

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from bench.harness import raw_copy_seconds, warm_jvm
from opsmeta import domains


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


# --- bench/faults.py ---------------------------------------------------------------------


def test_a_build_s_swaps_are_counted_by_the_domain_folder_of_their_model(tmp_path):
    import json

    from bench import faults

    (tmp_path / "target").mkdir()
    node = {"resource_type": "model", "schema": "opsmeta", "alias": None}
    (tmp_path / "target" / "manifest.json").write_text(json.dumps({"nodes": {
        "model.opsmeta.program_runs": {**node, "name": "program_runs", "fqn": ["opsmeta", "runs", "marts", "program_runs"]},
        "model.opsmeta.stream_segments": {**node, "name": "stream_segments", "alias": "segments",
                                          "fqn": ["opsmeta", "streams", "marts", "stream_segments"]},
        "seed.opsmeta.run_statuses": {**node, "resource_type": "seed", "name": "run_statuses",
                                      "fqn": ["opsmeta", "runs", "run_statuses"]},
        "test.opsmeta.not_null": {**node, "resource_type": "test", "name": "not_null", "fqn": ["opsmeta", "runs", "x"]},
    }}))
    timings = tmp_path / "swaps.jsonl"
    timings.write_text("".join(json.dumps({"table": table}) + "\n" for table in (
        "opsmeta.program_runs", "opsmeta.segments", "OPSMETA.run_statuses", "opsmeta.program_runs", "elsewhere.t")))
    assert faults.swaps_by_domain(tmp_path, timings) == {"runs": 3, "streams": 1}
    assert faults.swaps_done(timings) == 5 and faults.swaps_done(tmp_path / "none.jsonl") == 0


def test_tables_that_differ_are_named_with_both_answers():
    from bench import faults

    expected = {"opsmeta.a": (3, 10), "opsmeta.b": (1, 2), "opsmeta.gone": (1, 1)}
    got = {"opsmeta.a": (3, 10), "opsmeta.b": (1, 3), "opsmeta.new": (0, None)}
    assert faults.differences(expected, got) == {
        "opsmeta.b": ((1, 2), (1, 3)), "opsmeta.gone": ((1, 1), None), "opsmeta.new": (None, (0, None))}
    assert faults.differences(expected, dict(expected)) == {}


def test_a_domain_is_selected_with_its_seeds_when_it_has_some():
    from bench import faults

    assert faults.domain_selection("runs") == ["--select", "path:models/runs", "path:seeds/runs"]
    assert faults.domain_selection("sensors") == ["--select", "path:models/sensors", "path:seeds/sensors"]
    assert faults.domain_selection("streams") == ["--select", "path:models/streams"]


def test_a_reader_keeps_each_answer_and_each_error_until_it_is_finished():
    """The serving test's and bench.faults' reader: every distinct answer of a query (its rows
    in one order) and every failed call, round after round, over a connection of its own."""
    from bench import faults

    class Cursor:
        def __init__(self):
            self.calls = 0

        def execute(self, sql, parameters=None):
            self.calls += 1
            if sql == "broken":
                raise RuntimeError("table not found")
            self.rows = [(2, "b"), (1, "a")] if self.calls % 3 else [(1, "a"), (3, "c")]

        def fetchall(self):
            return self.rows

    class Connection:
        closed = False

        def cursor(self):
            return Cursor()

        def close(self):
            Connection.closed = True

    reader = faults.Reader(Connection, {"mart": ("select", {}), "gone": ("broken", {})})
    reader.start()
    deadline = time.monotonic() + 10
    while reader.rounds < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    reader.finish()
    assert reader.rounds >= 3 and Connection.closed
    assert reader.answers["mart"] == {((1, "a"), (2, "b")), ((1, "a"), (3, "c"))}
    assert reader.answers["gone"] == set()
    assert len(reader.errors) == reader.rounds and reader.errors[0] == "gone: table not found"
    assert faults.other_answers(reader, {"mart": ((1, "a"), (2, "b")), "gone": ()}) == {"mart": 1}
    assert faults.answers_once(Connection(), {"mart": ("select", {})}) == {"mart": ((1, "a"), (2, "b"))}


def test_version_dirs_are_every_table_s_versions_under_the_warehouse(tmp_path):
    from bench import faults
    from opsmeta.warehouse import swap

    made = {tmp_path / "warehouse" / f"{db}.db" / swap.VERSIONS_DIR / table / version
            for db, table, version in (("opsmeta", "a", "v-1"), ("opsmeta", "a", "v-2"), ("opsmeta_staging", "b", "v-1"))}
    for path in made:
        path.mkdir(parents=True)
    (tmp_path / "warehouse" / "opsmeta.db" / "a").mkdir()
    assert faults.version_dirs(tmp_path) == made


# --- bench/fuzz.py -----------------------------------------------------------------------


def test_fuzz_bench_reads_the_failed_nodes_and_refuses_an_unknown_domain(tmp_path, capsys):
    import json

    from bench import fuzz

    assert fuzz._failed_nodes(tmp_path) == []
    (tmp_path / "target").mkdir()
    (tmp_path / "target" / "run_results.json").write_text(json.dumps({"results": [
        {"unique_id": "test.opsmeta.reconciles_x", "status": "fail"},
        {"unique_id": "model.opsmeta.a", "status": "success"},
        {"unique_id": "model.opsmeta.b", "status": "error"},
    ]}))
    assert fuzz._failed_nodes(tmp_path) == ["model.opsmeta.b", "test.opsmeta.reconciles_x"]
    with pytest.raises(SystemExit) as refused:
        fuzz.main(["--domains", "runs,nope"])
    assert refused.value.code == 2 and "unknown domain 'nope'" in capsys.readouterr().err


# --- bench/serve.py ------------------------------------------------------------------------


def test_serve_history_compares_distinct_sizes_at_one_rate_and_refuses_bad_values(capsys):
    from bench import serve

    # smallest first, whatever the order given; a history ten times larger is ten times longer
    assert serve._history_sizes("100m,10M") == ["10M", "100M"]
    assert [serve._history_days(size) for size in (10_000_000, 100_000_000, 1_000)] == [30, 300, 1]
    for argv, message in (
        (["--history", "10M"], "give at least two different sizes"),
        (["--history", "10M,10000K"], "give at least two different sizes"),
        (["--history", "10M,1x"], "a size is a whole number of runs"),
        (["--history", "1M,2M", "--conf", "spark.driver.memory"], "a Spark setting is KEY=VALUE"),
    ):
        with pytest.raises(SystemExit) as refused:
            serve.main(argv)
        error = capsys.readouterr().err
        assert refused.value.code == 2 and message in error, (argv, error)


# --- bench/incremental.py ----------------------------------------------------------------


def _rows(frames) -> list:
    return sorted(repr(row) for frame in frames for row in frame.itertuples(index=False))


def test_append_sequences_cut_each_row_into_one_batch_in_order(tmp_path):
    import random

    from bench import incremental
    from opsmeta.ingest.generators import runs as runs_generator
    from opsmeta.ingest.generators import streams as streams_generator

    for domain, generator in (("runs", runs_generator), ("streams", streams_generator)):
        counts = generator.generate(tmp_path / domain, size=300, seed=5, progress=False)
        frames = {name: pq.read_table(tmp_path / domain / name).to_pandas() for name in counts}
        for seed in range(3):
            batches = incremental.SPLITTERS[domain](frames, 3, random.Random(seed))
            assert len(batches) == 3 and all(len(b["stream_creations" if domain == "streams" else "run_records"]) for b in batches[:1])
            for name, frame in frames.items():
                # every row once, in one batch
                assert _rows(b[name] for b in batches) == _rows([frame]), (domain, name)
            if domain == "runs":
                # a batch holds what was recorded up to its bound: its times all exceed the batch before's
                for column_table, column in incremental.RUNS_TIME_COLUMNS.items():
                    highs = [b[column_table][column].max() for b in batches]
                    lows = [b[column_table][column].min() for b in batches]
                    assert all(low > high for high, low in zip(highs, lows[1:], strict=False) if pd.notna(high) and pd.notna(low))
            else:
                # one stream wholly in the last batch; each other stream's requests in request_seq order
                late = batches[-1]["stream_creations"]
                assert len(late) == 1 and all(len(b["stream_creations"].merge(late, on=["scope", "stream"])) == 0 for b in batches[:-1])
                for name in incremental.STREAMS_REQUEST_TABLES[1:]:
                    ordered = pd.concat([b[name].assign(batch=i) for i, b in enumerate(batches[:-1])])
                    for _, stream in ordered.dropna(subset=["request_seq"]).groupby(["scope", "stream"]):
                        assert stream.sort_values("request_seq").batch.is_monotonic_increasing


def test_the_incremental_models_of_a_domain_are_found_from_its_files():
    from bench import incremental

    assert ("marts", "program_runs") in incremental.incremental_models("runs")
    assert ("intermediate", "int_stream_requests_replayed") in incremental.incremental_models("streams")
    assert incremental.incremental_models("sensors") == []


def test_bench_results_records_each_domain_s_tables_and_the_machine(capsys):
    import datetime as dt

    from bench import results

    for domain in domains.DOMAINS.values():
        sizes = domain.module("bench").RESULTS
        assert set(sizes) == set(results.SIZES), domain.name
        for commands in sizes.values():
            assert commands and all(isinstance(arg, str) for command in commands for arg in command), domain.name
    runs = [results.Run("runs", ("seed",), 0, 61.2, "\nseed table\n  a  b\n"),
            results.Run("streams", ("build", "--size", "small"), 1, 3.0, "Traceback ...\nValueError: no")]
    text = results.render(runs, "2 cores, 7.8 GB memory", dt.datetime(2026, 12, 4, 14, 0), "abc1234")
    assert "results --size quick` on 2026-12-04 14:00 UTC at commit abc1234, on 2 cores, 7.8 GB memory." in text
    assert "## runs: `python -m bench runs seed`\n\n61 s.\n\n```\nseed table\n  a  b\n```" in text
    assert "## streams: `python -m bench streams build --size small`\n\nFAILED with exit code 1 after 3 s." in text
    assert "Where the project stands" not in text  # no figure recorded, no summary
    assert "cores" in results.machine()
    from bench.__main__ import main as bench_main

    for command in (["results"], ["all"]):
        assert bench_main([*command, "--domain", "nope"]) == 2
        assert capsys.readouterr().err.strip() == "bench results: unknown domain 'nope'; known: runs, scheduling, sensors, streams"
    with pytest.raises(SystemExit) as exited:
        bench_main(["all", "--size", "huge"])
    assert exited.value.code == 2 and "invalid choice: 'huge'" in capsys.readouterr().err


@pytest.mark.unit
def test_figures_a_benchmark_records_head_the_results_page_with_their_baselines(tmp_path, monkeypatch):
    import datetime as dt

    from bench import results
    from bench.harness import HEADLINES_ENV, Headline, read_headlines, record_headline

    met = Headline("full build", "300 s", "raw copy: 30 s", 10.0, "<= 6x", False)
    fixed = Headline("sensors build", "60 s", "", 0.2, "<= 300 s", True)
    monkeypatch.delenv(HEADLINES_ENV, raising=False)
    record_headline(met)  # a benchmark run on its own records nothing
    path = tmp_path / "headlines.jsonl"
    monkeypatch.setenv(HEADLINES_ENV, str(path))
    record_headline(met)
    record_headline(fixed)
    assert read_headlines(path) == [met, fixed]
    assert read_headlines(tmp_path / "none.jsonl") == []
    runs = [results.Run("streams", ("long",), 0, 900.0, "table", (met,)), results.Run("sensors", ("build",), 0, 70.0, "t", (fixed,))]
    text = results.render(runs, "2 cores", dt.datetime(2026, 12, 5, 20, 0), "abc1234", "full")
    assert "results --size full` on" in text
    summary = text[text.index("## Where the project stands"):text.index("## streams:")]
    assert "| streams | full build | 300 s | raw copy: 30 s | 10.00 | <= 6x | **no** |" in summary
    assert "| sensors | sensors build | 60 s | (a fixed target) | 0.20 | <= 300 s | yes |" in summary


@pytest.mark.unit
def test_a_build_profile_shows_where_the_wall_time_went():
    import datetime as dt
    from types import SimpleNamespace

    from bench.harness import build_profile, node_timings

    start = dt.datetime(2026, 12, 5, 20, 0, 0)

    def result(name, kind, begin, end):
        timing = [SimpleNamespace(name="compile", started_at=start, completed_at=start),
                  SimpleNamespace(name="execute", started_at=start + dt.timedelta(seconds=begin), completed_at=start + dt.timedelta(seconds=end))]
        return SimpleNamespace(node=SimpleNamespace(name=name, resource_type=kind), timing=timing)

    skipped = SimpleNamespace(node=SimpleNamespace(name="skipped", resource_type="test"), timing=[])
    long_test = "reconciles_with_input_" + "x" * 200
    timings = node_timings([result("replay", "model", 2, 52), result(long_test, "test", 52, 62), result("sized", "model", 10, 40), skipped], start)
    assert [(t.name, t.started, t.seconds) for t in timings] == [("replay", 2, 50), (long_test, 52, 10), ("sized", 10, 30)]
    header, rows = build_profile(timings, 100.0, top=2)
    assert header[0] == "node" and [row[0] for row in rows] == ["replay", "sized", "every model (2)", "every test (1)"]
    shortened = build_profile(timings, 100.0)[1][2][0]
    assert len(shortened) == 60 and shortened.startswith("reconciles_with_input_x") and shortened.endswith("...")
    assert rows[0][2:] == ["2", "52", "50.0", "0.50"] and rows[2][4:] == ["80.0", "0.80"]
