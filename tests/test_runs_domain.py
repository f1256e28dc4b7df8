"""Runs domain end to end on the shared build: active_runs against brute force on both
routes and what each reads, the hourly marts and heartbeats against their references, the
function re-created for a new as_of, the BI endpoint. Incremental builds:
test_runs_incremental.py."""

from __future__ import annotations

import json
import re

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.harness import scans_read
from bench.runs import SCAN_BELOW_RUNS_VAR
from python_udfs.runs import active_runs_from_heartbeats, vouched_intervals
from tests.conftest import BUILD_VARS
from tests.project_vars import project_var
from tests.runs_queries import HOUR, brute_force, partitions_holding_rows, runs_as_of

pytestmark = pytest.mark.dbt

LOOKBACK = json.loads(BUILD_VARS)["runs_lookback_days"] * 86400
RUN_COLUMNS = ["namespace", "program_run_id", "status", "start_time", "stop_time"]


@pytest.fixture(scope="module")
def runs(dbt_build, spark) -> pd.DataFrame:
    return runs_as_of(spark, "opsmeta")


def active_runs(spark, namespaces: str, begin: int, end: int):
    return spark.sql(f"select * from active_runs('{namespaces}', {begin}, {end})")


def first_retained_bucket(runs: pd.DataFrame) -> int:
    """Where the retention window starts: active_runs answers a window beginning there or later
    from the bucket table, one beginning earlier from the stopped-run index."""
    return (int(runs.as_of_time.max()) - LOOKBACK) // HOUR * HOUR


@st.composite
def windows(draw, runs, path: str):
    """(namespaces, begin, end) with begin inside the retention window (``path`` "buckets") or
    before it ("index")."""
    as_of, retained = int(runs.as_of_time.max()), first_retained_bucket(runs)
    low, high = (retained, as_of) if path == "buckets" else (int(runs.start_time.min()), retained - 1)
    stops = sorted(int(s) for s in runs.stop_time.dropna() if low <= s <= high)
    # Edges on purpose: begin on some run's stop, end on some run's start
    begin = draw(st.one_of(st.sampled_from(stops or [low]), st.integers(low, high)))
    starts = sorted(int(s) for s in runs.start_time if s >= begin)
    end = draw(st.one_of(st.sampled_from(starts or [begin]), st.integers(begin, begin + 2 * 86400)))
    namespaces = draw(st.lists(st.sampled_from(sorted(runs.namespace.unique())), min_size=1, max_size=3, unique=True))
    return namespaces, begin, end


@pytest.mark.parametrize("path", ["buckets", "index"])
def test_active_runs_matches_brute_force(spark, runs, path):
    """active_runs against a brute force over program_runs on random windows, drawn per path
    (the bucket table for a begin inside the retention window, the stopped-run index before
    it), so every run checks both."""
    retained = first_retained_bucket(runs)

    @settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
    @given(window=windows(runs, path))
    def check(window):
        namespaces, begin, end = window
        assert (begin >= retained) == (path == "buckets")
        got = active_runs(spark, ",".join(namespaces), begin, end).toPandas()
        assert set(got.program_run_id) == brute_force(runs, namespaces, begin, end)
        assert got.program_run_id.is_unique

    check()


def test_active_runs_edges(spark, runs):
    stopped = runs.dropna(subset=["stop_time"]).iloc[0]
    ns, stop = stopped.namespace, int(stopped.stop_time)
    # a run stopping exactly at begin is active; one starting exactly at end is not
    assert stopped.program_run_id in set(active_runs(spark, ns, stop, stop + 10).toPandas().program_run_id)
    start = int(stopped.start_time)
    assert stopped.program_run_id not in set(active_runs(spark, ns, start - 10, start).toPandas().program_run_id)
    # a run started long before the window and still running
    running = runs[runs.stop_time.isna()].sort_values("start_time").iloc[0]
    as_of = int(runs.as_of_time.max())
    got = active_runs(spark, f" {running.namespace} ", as_of - HOUR, as_of).toPandas()
    assert running.program_run_id in set(got.program_run_id)
    assert list(got.columns) == [
        "namespace", "application", "program_type", "program", "run_id", "program_run_id",
        "status", "start_time", "stop_time",
    ]
    # past the first eight names (which prune partitions in the metastore) a name still counts
    names = [f"absent{i}" for i in range(9)] + [running.namespace]
    got = active_runs(spark, ",".join(names), as_of - HOUR, as_of).toPandas()
    assert set(got.program_run_id) == brute_force(runs, [running.namespace], as_of - HOUR, as_of)
    assert running.program_run_id in set(got.program_run_id)


@pytest.mark.parametrize(
    "arguments, message",
    [
        ("'ns0', 200, 100", "begin_time 200 is after end_time 100"),
        ("'ns0', -5, 100", "epoch seconds >= 0"),
        ("'', 0, 100", "namespaces is empty"),
        ("' ', 0, 100", "namespaces is empty"),
    ],
)
def test_active_runs_rejects_malformed_arguments(spark, dbt_build, arguments, message):
    with pytest.raises(Exception, match=message):
        spark.sql(f"select * from active_runs({arguments})").collect()


def _file_scans(plan: str, table: str) -> list[str]:
    """The file scans of opsmeta's ``table`` in a plan's text: the table's own, or (in a table
    function) its frozen copy's (opsmeta.warehouse.frozen)."""
    return [line for line in plan.splitlines() if "FileScan" in line
            and (f"opsmeta.{table} " in line or f"opsmeta.{table}[" in line or f"opsmeta__{table}__frozen_" in line)]


def test_bucket_path_reads_only_the_asked_partitions(spark, runs):
    as_of = int(runs.as_of_time.max())
    plan = active_runs(spark, "ns0", as_of - 3 * HOUR, as_of)._jdf.queryExecution().executedPlan().toString()
    scans = _file_scans(plan, "active_run_buckets")
    assert scans, plan
    paths = int(re.search(r"InMemoryFileIndex\((\d+) paths\)", scans[0]).group(1))
    assert 1 <= paths <= 4  # ns0 x the 4 hour buckets touching the window, at most


def test_bucket_path_reads_the_same_partitions_however_far_back_the_window(spark, runs):
    """A window inside the retention window reads its own hour buckets and the as_of bucket,
    and of the start-time index only the start days of the runs that stopped after it: the
    partitions read do not grow with the distance from the window to as_of."""
    as_of = int(runs.as_of_time.max())
    oldest = (as_of - LOOKBACK) // HOUR * HOUR + HOUR
    read = {}
    for begin in (as_of - 2 * HOUR + 17, oldest + 17):
        end = begin + HOUR
        sql = f"select * from active_runs('ns0', {begin}, {end})"
        got = set(spark.sql(sql).toPandas().program_run_id)
        assert got == brute_force(runs, ["ns0"], begin, end)
        scans = scans_read(spark, sql)
        buckets = sum(parts for table, _, parts in scans if table == "active_run_buckets")
        index = sum(parts for table, _, parts in scans if table == "stopped_run_index")
        # the runs of the answer still running after the window's last bucket, their start days
        later = runs[runs.program_run_id.isin(got) & ~(runs.stop_time < end // HOUR * HOUR + HOUR)]
        assert index <= later.start_day_at.nunique(), (begin, scans)
        read[begin] = buckets
    assert read[oldest + 17] > 0 and later.stop_time.notna().any()
    # both: two buckets of the window (begin's and end's), the as_of bucket, and end's again
    assert read[oldest + 17] == read[as_of - 2 * HOUR + 17] <= 4, read


def test_index_path_lists_only_the_days_up_to_the_window(spark, runs):
    """A window before the retention window reads the start-time index, listing only the
    asked namespace's start days before the window's end (the days from the start lower bound
    on are pruned again when the scan starts)."""
    as_of = int(runs.as_of_time.max())
    begin = as_of - LOOKBACK - 3 * 86400
    plan = active_runs(spark, "ns0", begin, begin + HOUR)._jdf.queryExecution().executedPlan().toString()
    scans = _file_scans(plan, "stopped_run_index")
    assert scans, plan
    paths = int(re.search(r"InMemoryFileIndex\((\d+) paths\)", scans[0]).group(1))
    days = spark.sql(
        f"select distinct start_day_at from opsmeta.stopped_run_index where namespace = 'ns0' and start_day_at < {begin + HOUR}"
    ).count()
    assert 0 < paths == days < spark.table("opsmeta.stopped_run_index").select("namespace", "start_day_at").distinct().count()


def test_earliest_start_hourly_is_the_seed_value(spark, runs):
    table = spark.table("opsmeta.earliest_start_hourly").toPandas()
    sample = table.sample(n=min(200, len(table)), random_state=1)
    as_of = int(runs.as_of_time.max())
    for row in sample.itertuples():
        ns_runs = runs[runs.namespace == row.namespace]
        stop = ns_runs.stop_time.fillna(as_of)
        active = ns_runs[(ns_runs.start_time <= row.bucket_at) & (stop >= row.bucket_at)]
        expected = min(row.bucket_at, int(active.start_time.min())) if len(active) else row.bucket_at
        assert row.earliest_start_time == expected


def test_node_hours_hourly_is_the_heartbeats_brute_force(spark, runs):
    """Each heartbeat at t with n nodes vouches for n nodes over [t, the next heartbeat), at
    most runs_heartbeat_max_gap_seconds and up to as_of; one with a terminal status for
    nothing. Summed second by second over the hour, here interval by interval."""
    max_gap = 1800
    as_of = int(runs.as_of_time.max())
    beats = spark.sql(
        "select namespace, program_run_id, status, heartbeat_time, node_count "
        "from opsmeta_intermediate.int_heartbeats_checked where reject_reason is null"
    ).toPandas()
    hourly = spark.table("opsmeta.node_hours_hourly").toPandas()
    terminal = {row.status for row in spark.table("opsmeta.run_statuses").where("is_terminal").collect()}
    # every heartbeat's interval: from it to the run's next heartbeat (terminal ones included),
    # at most max_gap, up to as_of
    beats = beats.sort_values(["namespace", "program_run_id", "heartbeat_time", "status"], kind="mergesort")
    following = beats.groupby(["namespace", "program_run_id"]).heartbeat_time.shift(-1).fillna(as_of)
    beats["end"] = np.minimum(np.minimum(beats.heartbeat_time + max_gap, as_of), following)
    vouching = beats[~beats.status.isin(terminal)]
    for row in hourly.sample(n=min(25, len(hourly)), random_state=3).itertuples():
        of_namespace = vouching[vouching.namespace == row.namespace]
        overlap = np.minimum(of_namespace.end, row.bucket_at + HOUR) - np.maximum(of_namespace.heartbeat_time, row.bucket_at)
        node_seconds = (np.maximum(overlap, 0) * of_namespace.node_count).sum()
        assert row.node_hours == pytest.approx(node_seconds / 3600)


@pytest.fixture(scope="module")
def vouched(dbt_build, spark, runs) -> pd.DataFrame:
    """The kept heartbeats with what each vouches for, by the plain-Python reference."""
    beats = spark.sql(
        "select namespace, program_run_id, status, heartbeat_time, node_count "
        "from opsmeta_intermediate.int_heartbeats_checked where reject_reason is null"
    ).toPandas()
    terminal = {row.status for row in spark.table("opsmeta.run_statuses").where("is_terminal").collect()}
    return vouched_intervals(beats, int(runs.as_of_time.max()), terminal, project_var("runs_heartbeat_max_gap_seconds"))


def test_run_heartbeats_vouch_as_the_reference_says(spark, vouched):
    mart = spark.table("opsmeta.run_heartbeats").toPandas()
    key = ["program_run_id", "heartbeat_time", "status", "node_count"]
    got = mart.sort_values(key, kind="mergesort")[[*key, "vouched_until", "is_terminal"]].values.tolist()
    expected = vouched.sort_values(key, kind="mergesort")[[*key, "vouched_until", "is_terminal"]].values.tolist()
    assert len(got) == len(expected) > 0
    assert got == expected


def test_active_runs_from_heartbeats_is_the_reference_and_agrees_with_active_runs(spark, runs, vouched):
    """Approach 3 against its reference on windows drawn over the sample (inside the heartbeat
    retention, which covers the whole sample), and against active_runs: the sample's runs
    heartbeat at their start, every 30 min, and at their stop, so the two answers agree."""

    @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
    @given(window=st.one_of(windows(runs, "buckets"), windows(runs, "index")))
    def check(window):
        namespaces, begin, end = window
        got = spark.sql(
            f"select * from active_runs_from_heartbeats('{','.join(namespaces)}', {begin}, {end})"
        ).toPandas().sort_values("program_run_id").reset_index(drop=True)
        expected = active_runs_from_heartbeats(vouched, namespaces, begin, end)
        columns = ["program_run_id", "namespace", "first_heartbeat_time", "last_heartbeat_time", "status", "node_count"]
        assert got[columns].values.tolist() == expected[columns].values.tolist()
        assert set(got.program_run_id) == brute_force(runs, namespaces, begin, end)

    check()


def test_heartbeats_past_the_retention_expire_and_the_function_reads_few_days(spark, runs):
    rejected = spark.sql(
        "select count(*) from opsmeta.program_runs_rejected where reject_reason = 'heartbeat past retention'"
    ).first()[0]
    oldest = spark.sql("select min(heartbeat_time) from opsmeta.run_heartbeats").first()[0]
    assert rejected == 0 and oldest >= int(runs.as_of_time.max()) - 30 * 86400  # the sample spans 14 days
    # a two-hour range reads the partitions of the day or two it (less the gap) touches
    as_of = int(runs.as_of_time.max())
    read = scans_read(spark, f"select * from active_runs_from_heartbeats('ns0', {as_of - 2 * HOUR}, {as_of})")
    partitions = [partitions for table, _, partitions in read if table == "run_heartbeats"]
    assert partitions and all(1 <= count <= 2 for count in partitions), read


@pytest.mark.parametrize(("arguments", "message"), [
    ("'', 0, 10", "active_runs_from_heartbeats: namespaces is empty"),
    ("'ns0', 10, 0", "active_runs_from_heartbeats: begin_time 10 is after end_time 0"),
    ("'ns0', -1, 10", "active_runs_from_heartbeats: times are epoch seconds >= 0"),
])
def test_active_runs_from_heartbeats_rejects_malformed_arguments(spark, dbt_build, arguments, message):
    with pytest.raises(Exception, match=message):
        spark.sql(f"select * from active_runs_from_heartbeats({arguments})").collect()


def test_active_runs_hourly_counts(spark, runs):
    hourly = spark.table("opsmeta.active_runs_hourly").toPandas()
    window_start = first_retained_bucket(runs)
    assert hourly.started_runs.sum() == (runs.start_time // HOUR * HOUR >= window_start).sum() > 0
    assert hourly.stopped_runs.sum() == (runs.stop_time // HOUR * HOUR >= window_start).sum() > 0
    for row in hourly.sample(n=min(60, len(hourly)), random_state=2).itertuples():
        active = brute_force(runs, [row.namespace], row.bucket_at, row.bucket_at + HOUR)
        assert row.active_runs == len(active)
        of_namespace = runs[runs.namespace == row.namespace]
        assert row.started_runs == (of_namespace.start_time // HOUR * HOUR == row.bucket_at).sum()
        stopped = of_namespace[of_namespace.stop_time // HOUR * HOUR == row.bucket_at]
        assert row.stopped_runs == len(stopped)
        assert row.completed_runs == (stopped.status == "COMPLETED").sum()
        assert row.failed_runs == (stopped.status == "FAILED").sum()


def test_bi_endpoint_serves_marts_and_active_runs(dbt_build, bi_endpoint, runs):
    from pyhive import hive

    host, port = bi_endpoint
    connection = hive.connect(host=host, port=port, database="opsmeta", username="opsmeta")
    cursor = connection.cursor()
    cursor.execute("select count(*) from program_runs")
    assert cursor.fetchall() == [(len(runs),)]
    as_of = int(runs.as_of_time.max())
    namespace = runs.namespace.iloc[0]
    cursor.execute(f"select program_run_id from active_runs('{namespace}', {as_of - HOUR}, {as_of})")
    assert {r[0] for r in cursor.fetchall()} == brute_force(runs, [namespace], as_of - HOUR, as_of)
    with pytest.raises(Exception, match="begin_time 9 is after end_time 1"):
        cursor.execute(f"select * from active_runs('{namespace}', 9, 1)")
        cursor.fetchall()
    connection.close()


def test_rebuilding_buckets_recreates_the_function(dbt, dbt_build, spark, runs):
    """Building active_run_buckets alone re-creates active_runs, at the invocation's end, for
    its as_of and layout (BI keeps it; a schema without the function does not get one: see
    test_incremental_runs_follow_a_corrected_start_day).
    Without this invocation's plan it rebuilds every bucket (a partition it writes no row for
    is gone, rows and metastore entry) and forgets the last completed build (the next build
    rebuilds too); program_runs alone stops with one line instead of merging an older build's
    changes."""
    table = "opsmeta.active_run_buckets"
    as_of = int(runs.as_of_time.max())
    # the re-creation is the invocation's, so the bucket table builds beside what only the
    # function reads
    manifest = json.loads((dbt.target_path / "manifest.json").read_text())
    parents = manifest["nodes"]["model.opsmeta.active_run_buckets"]["depends_on"]["nodes"]
    assert not {"model.opsmeta.stopped_run_index", "model.opsmeta.earliest_start_hourly"} & set(parents)
    # and +run_builds (a completed build) still builds all the function reads
    completed = set(manifest["nodes"]["model.opsmeta.run_builds"]["depends_on"]["nodes"])
    assert {"model.opsmeta.active_run_buckets", "model.opsmeta.stopped_run_index", "model.opsmeta.earliest_start_hourly"} <= completed
    # the function as another configuration makes it (one scan of program_runs): the bucket
    # build replaces it with its own
    assert dbt.invoke("run", "--select", "active_runs", "--vars", _route_vars(len(runs) + 1)).success
    sql = f"select * from active_runs('ns0', {as_of - 3 * HOUR}, {as_of})"
    assert [name for name, _, _ in scans_read(spark, sql)] == ["program_runs"]
    spark.sql(f"insert into {table} select * except (namespace, bucket_at), 'gone', 0 from {table} limit 1")
    assert dbt.invoke("run", "--select", "active_run_buckets", "--vars", BUILD_VARS).success
    log = (dbt.log_path / "dbt.log").read_text().split("Running with dbt")[-1]
    assert "built without this invocation's int_run_builds_planned (select +active_run_buckets); rebuilding every bucket" in log
    assert "gone" not in set(partitions_holding_rows(spark, table, ["namespace", "bucket_at"]).namespace)
    # the last completed build stays for BI, marked superseded: the next build rebuilds
    assert spark.sql("show tables in opsmeta like 'run_builds'").collect()
    assert spark.sql("show views in opsmeta_intermediate like 'run_builds_superseded'").collect()
    try:
        result = dbt.invoke("run", "--select", "program_runs")
        assert not result.success
        log = (dbt.log_path / "dbt.log").read_text().split("Running with dbt")[-1]
        assert "program_runs: int_run_builds_planned was not built by this invocation; select +program_runs" in log
    finally:
        # the shared build's run_builds back, for the tests after this one
        assert dbt.invoke(
            "run", "--select", "int_run_record_files_read", "int_run_builds_planned", "run_builds", "--vars", BUILD_VARS,
        ).success
    assert not spark.sql("show views in opsmeta_intermediate like 'run_builds_superseded'").collect()
    assert "active_run_buckets" in {name for name, _, _ in scans_read(spark, sql)}
    got = active_runs(spark, "ns0", as_of - 3 * HOUR, as_of).toPandas()
    assert set(got.program_run_id) == brute_force(runs, ["ns0"], as_of - 3 * HOUR, as_of)
    body = spark.sql("describe function extended opsmeta.active_runs").toPandas().to_string()
    assert str(as_of // HOUR * HOUR) in body, "the function inlines the build's as_of bucket"


def _route_vars(scan_below_runs: int) -> str:
    return json.dumps({**json.loads(BUILD_VARS), SCAN_BELOW_RUNS_VAR: scan_below_runs})


def test_below_the_scan_threshold_active_runs_scans_program_runs(dbt, dbt_build, spark, runs):
    """A build that saw fewer runs than var runs_active_runs_scan_below_runs makes active_runs
    one scan of program_runs, with the layout's answers and argument errors; at the threshold
    it reads the layout again."""
    as_of = int(runs.as_of_time.max())
    before_retention = as_of - LOOKBACK - 3 * 86400
    windows = [(as_of - 3 * HOUR, as_of), (as_of - 2 * 86400 + 17, as_of - 86400), (before_retention, before_retention + HOUR)]
    namespaces = sorted(runs.namespace.unique())
    days = partitions_holding_rows(spark, "opsmeta.program_runs", ["start_day_at", "stop_day_at"])
    answered = 0
    try:
        assert dbt.invoke("run", "--select", "active_runs", "--vars", _route_vars(len(runs) + 1)).success
        for names in (namespaces[:1], namespaces[:2], [f"absent{i}" for i in range(9)] + namespaces[-1:]):
            for begin, end in windows:
                sql = f"select * from active_runs('{', '.join(names)}', {begin}, {end})"
                got = set(spark.sql(sql).toPandas().program_run_id)
                assert got == brute_force(runs, names, begin, end)
                # only the days a run active in the window can start and stop on are read
                touched = days[(days.start_day_at < end) & (days.stop_day_at.isna() | (days.stop_day_at >= begin // 86400 * 86400))]
                assert 0 < len(touched) < len(days)
                assert [(table, partitions) for table, _, partitions in scans_read(spark, sql)] == [("program_runs", len(touched))]
                answered += len(got)
        assert answered > 0
        with pytest.raises(Exception, match="begin_time 9 is after end_time 1"):
            spark.sql("select * from active_runs('ns0', 9, 1)").collect()
        assert dbt.invoke("run", "--select", "active_runs", "--vars", _route_vars(len(runs))).success
        sql = f"select * from active_runs('ns0', {as_of - 3 * HOUR}, {as_of})"
        assert "active_run_buckets" in {table for table, _, _ in scans_read(spark, sql)}
    finally:
        assert dbt.invoke("run", "--select", "active_runs", "--vars", BUILD_VARS).success
