"""The runs domain's incremental builds: each equals a full refresh, whatever the namespaces,
corrections, late records, rewrites, layouts and moved start days; a record from the future
cannot move as_of."""

from __future__ import annotations

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from bench.harness import executed_plan, plan_nodes, scanned_table, scans_read, table_files
from tests.runs_queries import COMPLETED, FULL_REFRESHED, HOUR, brute_force, build_vars, partitions_holding_rows, runs_as_of

pytestmark = pytest.mark.dbt

def test_a_record_from_the_future_cannot_move_as_of(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """as_of is the latest valid record_time not after the build's clock: a record stamped
    in 2100 (a wrong clock upstream) is rejected as after as_of instead of becoming "now"."""
    from opsmeta import paths

    source = paths.raw_dir()
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_asof")
    records = pq.read_table(source / "run_records").to_pandas()
    latest = records[records.status == "RUNNING"].iloc[[0]].copy()
    future = 4_102_444_800  # 2100-01-01
    latest["record_time"] = future
    latest["run_id"] = "from-the-future"
    _write_records(raw, source, pd.concat([records, latest], ignore_index=True))
    try:
        assert dbt.run("--select", "+int_run_records_checked").success
        staged = spark.table("opsmeta_asof_intermediate.int_run_records_checked").toPandas()
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
    valid = staged[staged.reject_reason.isna()]
    assert staged.as_of_time.nunique() == 1
    assert staged.as_of_time.iloc[0] == valid.record_time.max() < future
    assert staged.loc[staged.run_id == "from-the-future", "reject_reason"].tolist() == ["time after as_of"]


def _write_batch(source_dir, out_dir, since: int | None, until: int, tables: dict | None = None) -> None:
    """What was recorded in (``since``, ``until``] (epoch seconds) landing as new raw files,
    as an export appends; ``since`` None: the raw tables hold only what was recorded up to
    ``until``. The rows come from ``source_dir``, or from ``tables`` (by raw table name)."""
    for table, time_column in (("run_records", "record_time"), ("program_heartbeats", "heartbeat_time")):
        data = tables[table] if tables else pq.read_table(source_dir / table).to_pandas()
        rows = data[(data[time_column] <= until) & (since is None or data[time_column] > (since or 0))]
        _write_table(out_dir, source_dir, table, rows, append=since is not None)


def _write_records(out_dir, source_dir, records: pd.DataFrame, append: bool = False) -> None:
    """``records`` as the run records (a new file with ``append``), with no heartbeats."""
    _write_table(out_dir, source_dir, "run_records", records, append=append)
    if not append:
        heartbeats = pq.read_table(source_dir / "program_heartbeats").to_pandas().head(0)
        _write_table(out_dir, source_dir, "program_heartbeats", heartbeats)


def _write_table(out_dir, source_dir, table: str, rows: pd.DataFrame, append: bool = False) -> None:
    """``rows`` as the raw table (replacing its files), or as one more file with ``append``."""
    (out_dir / table).mkdir(parents=True, exist_ok=True)
    existing = sorted((out_dir / table).glob("*.parquet"))
    if not append:
        for old in existing:
            old.unlink()
    schema = pq.read_schema(next((source_dir / table).glob("*.parquet")))
    pq.write_table(
        pa.Table.from_pandas(rows, schema=schema, preserve_index=False),
        out_dir / table / f"part-{len(existing) if append else 0:05d}.parquet",
    )


def _partition_files(spark, table: str) -> dict[str, int]:
    return {name: path.stat().st_mtime_ns for name, path in table_files(spark, table).items()}


def _files_out_of_stop_order(spark, table: str) -> list[str]:
    """The files of ``table`` whose rows are not in stop_time order (stopped_run_order: the
    order active_runs' lower bounds on stop_time skip pages by)."""
    files = table_files(spark, table)
    assert files, table
    return [name for name, path in files.items()
            if not pq.read_table(path, columns=["stop_time"]).column("stop_time").to_pandas().is_monotonic_increasing]


def _partitions_created(spark, table: str) -> dict[str, int]:
    """The metastore's creation time of each of ``table``'s partitions, by its spec: a
    partition dropped and added back gets a new one."""
    database, name = table.split(".")
    catalog = spark._jsparkSession.sessionState().catalog().externalCatalog()
    partitions = catalog.listPartitions(database, name, spark._jvm.scala.Option.empty()).iterator()
    created = {}
    while partitions.hasNext():
        partition = partitions.next()
        created[partition.spec().toString()] = partition.createTime()
    return created


ODD_NAMESPACES = {"ns0": "o'neil", "ns1": "a=b/c%d e", "ns2": "ünï+x"}


def test_incremental_builds_equal_full_refresh_with_any_namespace(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """Two appended batches (the second ending inside an hour) each rewrite only some
    partitions, and the second build, continuing from the first, equals a full refresh, with
    namespaces holding a quote, the characters Hive escapes in partition paths and non-ASCII
    (partition drops included); active_runs sees them as written. A partition a build rewrites
    keeps its metastore entry (only a stale one is dropped). The stopped-run index keeps every
    file it had, appending the runs that stopped (none was corrected), except where it would
    append to a partition holding runs_index_files_per_partition files: it rewrites it."""
    from opsmeta import paths

    source = paths.raw_dir()
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_inc")
    tables = {
        table: pq.read_table(source / table).to_pandas().replace({"namespace": ODD_NAMESPACES})
        for table in ("run_records", "program_heartbeats")
    }
    first = int(tables["run_records"].record_time.max()) - 6 * HOUR
    table, runs_table = "opsmeta_inc.active_run_buckets", "opsmeta_inc.program_runs"
    index_table = "opsmeta_inc.stopped_run_index"
    partitioned = (table, runs_table, index_table)
    select = ["+active_runs", COMPLETED, "--exclude", "test_type:unit", *build_vars()]
    try:
        _write_batch(source, raw, None, first, tables)
        assert dbt.run("--select", *select).success
        # the second build compacts every partition of the index it writes to that holds a file
        batches = ((first, first + HOUR, {}), (first + HOUR, first + 3 * HOUR + 1234, {"runs_index_files_per_partition": 1}))
        for since, until, index_vars in batches:
            before = {name: _partition_files(spark, name) for name in partitioned}
            created = {name: _partitions_created(spark, name) for name in partitioned}
            _write_batch(source, raw, since, until, tables)
            assert dbt.run("--select", *select[:-2], *build_vars(**index_vars)).success
            for name, files in before.items():
                after = _partition_files(spark, name)
                assert 0 < len(set(after.items()) - set(files.items())) < len(after), f"{name} rewrites only some partitions"
                rewritten = {path.rsplit("/", 1)[0] for path, mtime in after.items() if files.get(path) != mtime}
                assert rewritten & {path.rsplit("/", 1)[0] for path in files}, f"{name} rewrites partitions it had"
                now = _partitions_created(spark, name)
                common = now.keys() & created[name].keys()
                assert {spec: now[spec] for spec in common} == {spec: created[name][spec] for spec in common}, (
                    f"{name} drops and adds back partitions it rewrites"
                )
            # the index appends a file to the partitions it writes, or rewrites them whole, each
            # file in stop_time order
            assert _files_out_of_stop_order(spark, index_table) == []
            files, after = before[index_table], _partition_files(spark, index_table)
            written = {path.rsplit("/", 1)[0] for path in after.keys() - files.keys()}
            for path, mtime in files.items():
                kept = after.get(path) == mtime
                assert kept == (path.rsplit("/", 1)[0] not in written or not index_vars), path
            if not index_vars:
                # built again, the index appends nothing it holds
                assert dbt.run("--select", "stopped_run_index", *build_vars()).success
                assert _partition_files(spark, index_table) == after
        # the plan of program_runs' increment reads every run id once, narrow (where the
        # changed runs lay: int_runs_changed_before, which the index's plan reads too), and
        # then the row counts of the partitions they left only; the increment reads of the
        # runs it keeps only the partitions it rewrites
        compiled = dbt.target_path / "compiled" / "opsmeta" / "models" / "runs" / "marts" / "program_runs.sql"
        intermediate = compiled.parent.with_name("intermediate")
        partitions = len(spark.sql(f"show partitions {runs_table}").collect())
        read = [listed for name, _, listed in scans_read(spark, intermediate.joinpath("int_runs_changed_before.sql").read_text())
                if name == "program_runs"]
        assert read == [partitions], (read, partitions)
        left = spark.table("opsmeta_inc_intermediate.int_runs_changed_before").select("start_day_at", "stop_day_at").distinct()
        held = spark.table(runs_table).select("start_day_at", "stop_day_at").distinct()
        on = (left.start_day_at == held.start_day_at) & left.stop_day_at.eqNullSafe(held.stop_day_at)
        still_held = left.join(held, on, "left_semi").count()
        read = [listed for name, _, listed in scans_read(spark, intermediate.joinpath("int_run_partitions_rewritten.sql").read_text())
                if name == "program_runs"]
        assert read == [still_held] and 0 < still_held < partitions, (read, still_held, partitions)
        index_plan = intermediate.joinpath("int_run_index_partitions_dirty.sql").read_text()
        assert "int_runs_changed_before" in index_plan and "left semi join opsmeta_inc_intermediate.int_runs_changed " not in index_plan
        kept = spark.table("opsmeta_inc_intermediate.int_run_partitions_rewritten").where("not is_emptied").count()
        read = [listed for name, _, listed in scans_read(spark, compiled.read_text()) if name == "program_runs"]
        assert read == [kept] and 0 < kept < partitions, (read, kept, partitions)
        # the index's rewrite reads the runs table's rows only of its dirty partitions' days
        # (and of those, the stopped runs' partitions only)
        dirty = spark.table("opsmeta_inc_intermediate.int_run_index_partitions_dirty").select("start_day_at").distinct()
        days = spark.table(runs_table).select("start_day_at").distinct().count()
        stopped = spark.table(runs_table).where("stop_day_at is not null").join(dirty, "start_day_at", "left_semi")
        expected = stopped.select("start_day_at", "stop_day_at").distinct().count()
        index_sql = compiled.with_name("stopped_run_index.sql").read_text()
        read = [listed for name, _, listed in scans_read(spark, index_sql) if name == "program_runs"]
        assert 0 < dirty.count() < days and set(read) == {expected}, (read, expected, days)
        # the bucket partitions left stale are found by matching the partitions the runs
        # rewrite, not by comparing each bucket row with every run of its namespace (the plan
        # as planned: run, an empty side would take the join out)
        stale_sql = compiled.parent.parent / "intermediate" / "int_run_buckets_stale.sql"
        planned = spark.sql(stale_sql.read_text())._jdf.queryExecution().sparkPlan()
        anti = [
            node for node in plan_nodes(planned)
            if node.nodeName().endswith("Join") and node.joinType().toString() == "LeftAnti"
        ]
        assert anti and all(node.leftKeys().size() == 2 and node.condition().isEmpty() for node in anti), anti
        # the changes read the raw records after the watermark through a filter their scan
        # applies (a number, not a subquery's value), skipping the older row groups
        changes_sql = compiled.parent.parent / "intermediate" / "int_runs_changed.sql"
        pushed = [
            node.metadata().apply("PushedFilters") for node in plan_nodes(executed_plan(spark, changes_sql.read_text()))
            if node.nodeName().startswith("Scan ") and scanned_table(node) == "run_records"
        ]
        assert pushed and all("GreaterThan(record_time," in filters for filters in pushed), pushed
        # and the plan finds "now" among the records after the last build's watermark (every
        # file it read is unchanged), the scan that checks their rows filtering on it
        watermark = spark.table("opsmeta_inc_intermediate.int_run_builds_planned").first().previous_record_time
        plan_sql = changes_sql.with_name("int_run_builds_planned.sql").read_text()
        checked = [
            node.metadata().apply("PushedFilters") for node in plan_nodes(executed_plan(spark, plan_sql))
            if node.nodeName().startswith("Scan ") and scanned_table(node) == "run_records"
            and "status" in node.metadata().apply("ReadSchema")
        ]
        assert checked and all(f"GreaterThan(record_time,{watermark})" in filters for filters in checked), checked
        _assert_equals_full_refresh(dbt, spark, table, *build_vars())
        runs = runs_as_of(spark, "opsmeta_inc")
        assert set(ODD_NAMESPACES.values()) <= set(runs.namespace)
        assert set(spark.table(table).toPandas().namespace) <= set(runs.namespace)
        spark.catalog.setCurrentDatabase("opsmeta_inc")
        as_of = int(runs.as_of_time.max())
        for namespace in ODD_NAMESPACES.values():
            got = spark.sql(
                "select * from active_runs(:namespace, :begin, :end)",
                args={"namespace": namespace, "begin": as_of - 5 * HOUR, "end": as_of},
            ).toPandas()
            assert set(got.program_run_id) == brute_force(runs, [namespace], as_of - 5 * HOUR, as_of)
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")


def _assert_equals_full_refresh(dbt, spark, table: str, *dbt_args: str) -> None:
    """The bucket table, the runs table, the stopped-run index and the as_of an incremental
    build left equal a full refresh."""
    runs_table = table.replace("active_run_buckets", "program_runs")
    index_table = table.replace("active_run_buckets", "stopped_run_index")
    keys = {table: ["namespace", "bucket_at", "program_run_id"], runs_table: ["program_run_id"], index_table: ["program_run_id"]}
    schema = table.split(".")[0]
    as_of = spark.table(f"{schema}.runs_as_of").first().as_of_time
    incremental = {name: spark.table(name).toPandas() for name in keys}
    assert dbt.invoke("run", "--select", *FULL_REFRESHED, "--full-refresh", *dbt_args).success
    assert spark.table(f"{schema}_intermediate.int_run_builds_planned").first().as_of_time == as_of
    for name, key in keys.items():
        full = spark.table(name).toPandas()
        columns = sorted(full.columns)
        pd.testing.assert_frame_equal(
            incremental[name][columns].sort_values(key).reset_index(drop=True),
            full[columns].sort_values(key).reset_index(drop=True),
        )


def test_incremental_build_takes_corrections_late_records_rewrites_and_layouts(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """One table through what forces more than an append: a new version of a run that
    stopped long ago rewrites from its start (equal to a full refresh); records that arrive at
    or before the last build's watermark rewrite every bucket; so do old records changed in
    place with the row count kept (a delete plus an add of the same size: the fingerprint of
    the files the last build read catches it) and a status added to the seed run_statuses
    (the plan's reasons are checked for these two), and another
    runs_bucket_seconds (the new layout, not a mix of hour and half-hour buckets: equal to a
    full refresh). Every full rebuild says why in the log."""
    from opsmeta import paths

    source = paths.raw_dir()
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_late")
    records = pq.read_table(source / "run_records").to_pandas()
    valid = records.dropna(subset=["run_id", "stop_time"])
    valid = valid[(valid.status == "COMPLETED") & (valid.stop_time > valid.start_time)]
    first = int(records.record_time.max()) - 6 * HOUR
    # a run that stopped a day before the first build (inside the retention window), and one
    # held back until after it
    stopped = valid[(valid.stop_time < first - 86400) & (valid.start_time > first - 2 * 86400 + 2 * HOUR)].iloc[0]
    late_run = valid[(valid.record_time < first - HOUR) & (valid.start_time > first - 2 * 86400)].iloc[-1].run_id
    assert late_run != stopped.run_id
    correction = stopped.copy()
    correction["stop_time"] = stopped.stop_time + HOUR
    correction["record_time"] = first + 10
    table = "opsmeta_late.active_run_buckets"
    select = [COMPLETED, "--exclude", "test_type:unit", *build_vars()]

    def last_log() -> str:
        return (dbt.log_path / "dbt.log").read_text().split("Running with dbt")[-1]

    try:
        _write_records(raw, source, records[(records.record_time <= first) & (records.run_id != late_run)])
        assert dbt.run("--select", *select).success
        before = _partition_files(spark, table)
        newer = (records.record_time > first) & (records.record_time <= first + HOUR)
        _write_records(raw, source, pd.concat([
            records[newer & (records.run_id != late_run)],
            correction.to_frame().T.astype(records.dtypes),
        ]), append=True)
        assert dbt.run("--select", *select).success
        after = _partition_files(spark, table)
        rewritten = {name.split("/")[1] for name, mtime in after.items() if before.get(name) != mtime}
        corrected_from = stopped.start_time // HOUR * HOUR
        assert f"bucket_at={corrected_from}" in rewritten
        assert 0 < len(set(after.items()) - set(before.items())) < len(after)
        _assert_equals_full_refresh(dbt, spark, table, *build_vars())

        before = _partition_files(spark, table)  # the full refresh left its watermark
        _write_records(raw, source, records[(records.record_time <= first + HOUR) & (records.run_id == late_run)], append=True)
        # a start day no record gives: rebuilding every run leaves no row or partition of it
        runs_table = "opsmeta_late.program_runs"
        spark.sql(f"insert into {runs_table} select * except (start_day_at, stop_day_at), 0, stop_day_at from {runs_table} limit 1")
        assert dbt.run("--select", *select).success
        after = _partition_files(spark, table)
        assert not set(after.items()) & set(before.items()), "late records rebuild every bucket"
        assert "raw records at or before the last build changed" in last_log()
        assert "rebuilding every run" in last_log()
        assert 0 not in set(partitions_holding_rows(spark, runs_table, ["start_day_at", "stop_day_at"]).start_day_at)

        half_hour = build_vars(runs_bucket_seconds=1800)
        assert dbt.invoke("run", "--select", COMPLETED, *half_hour).success
        assert "active_run_buckets: bucket layout changed" in last_log()
        buckets = spark.table(table).select("bucket_at").distinct().toPandas().bucket_at
        assert (buckets % 1800 == 0).all() and (buckets % HOUR != 0).any()
        _assert_equals_full_refresh(dbt, spark, table, *half_hour)

        # a status added to the seed run_statuses: old records may pass or fail other rules
        # now, so the plan (this build's pin of the files, then the plan) rebuilds every run
        # and bucket
        spark.sql("insert into opsmeta_late.run_statuses values ('ARCHIVED', true)")
        assert dbt.run("--select", "int_run_record_files_read", "int_run_builds_planned", *half_hour).success
        plan = spark.table("opsmeta_late_intermediate.int_run_builds_planned").first()
        changed = "1 status(es) of the seed run_statuses added, removed or changed since the last build"
        assert (plan.runs_rebuild_reason, plan.buckets_rebuild_reason) == (changed, changed)

        # an old stop moved in the first file, rewritten in place with as many rows: the plan
        # (this build's pin of the files, then the plan) rebuilds every run and bucket, which
        # the models do as for the late records above
        first_file = sorted((raw / "run_records").glob("*.parquet"))[0]
        old = pq.read_table(first_file).to_pandas()
        moved = old[
            (old.status == "COMPLETED") & (old.run_id != stopped.run_id)
            & (old.stop_time < first - 86400) & (old.start_time > first - 3 * 86400)
        ].index[0]
        old.loc[moved, "stop_time"] += 2 * HOUR
        pq.write_table(pa.Table.from_pandas(old, schema=pq.read_schema(first_file), preserve_index=False), first_file)
        assert dbt.run("--select", "int_run_record_files_read", "int_run_builds_planned", *half_hour).success
        plan = spark.table("opsmeta_late_intermediate.int_run_builds_planned").first()
        changed = "1 raw file(s) the last build read changed or are gone"
        assert (plan.runs_rebuild_reason, plan.buckets_rebuild_reason) == (changed, changed)
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")


def test_incremental_runs_follow_a_corrected_start_day(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """A run whose start_time a new record corrects moves to its new start day (the old day
    rewritten without it in the runs table and the stopped-run index, equal to a full
    refresh); a partition of the runs table it leaves with no run is dropped (here each time:
    a running run's partition), while one that would leave a namespace's day of the index
    with no stopped run stops the build with the full-refresh line instead of leaving a stale
    row."""
    from opsmeta import paths

    source = paths.raw_dir()
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_moved")
    day = 86400
    first_day = 1_767_225_600 + 20 * day

    def record(run_id: str, start_time: int, record_time: int, stopped: bool = False) -> dict:
        return {
            "namespace": "ns", "application": "app", "app_version": "1", "program_type": "WORKFLOW",
            "program": "p", "run_id": run_id, "status": "COMPLETED" if stopped else "RUNNING", "start_time": start_time,
            "stop_time": start_time + 60 if stopped else None, "record_time": record_time, "node_count": 1,
        }

    def records(*rows: dict) -> pd.DataFrame:
        frame = pd.DataFrame(list(rows))
        return frame.astype({"stop_time": "Int64", "node_count": "Int32"})

    table = "opsmeta_moved.program_runs"
    select = ["--select", COMPLETED, "--exclude", "test_type:unit", *build_vars()]

    def start_days(table: str = table) -> dict[str, int]:
        rows = spark.table(table).toPandas()
        return dict(zip(rows.run_id, rows.start_day_at // day - first_day // day, strict=True))

    def last_log() -> str:
        return (dbt.log_path / "dbt.log").read_text().split("Running with dbt")[-1]

    def moved(run_id: str, start_day: int, record_time: int, stopped: bool = False) -> None:
        """A new record of `run_id` starting on `start_day`, recorded at `record_time` (later
        than every earlier record: not a late record)."""
        start = first_day + start_day * day + 300
        _write_records(raw, source, records(record(run_id, start, record_time, stopped)), append=True)

    try:
        _write_records(raw, source, records(
            record("lonely", first_day + 100, first_day + 200),
            record("a", first_day + 2 * day + 100, first_day + 2 * day + 200, stopped=True),
            record("b", first_day + 2 * day + 300, first_day + 2 * day + 400),
            record("c", first_day + 4 * day + 100, first_day + 4 * day + 200),
            record("d", first_day + 4 * day + 300, first_day + 4 * day + 400, stopped=True),
        ))
        # with active_runs, which the builds after it re-create where it exists
        assert dbt.run("--select", COMPLETED, "active_runs", *select[2:]).success
        assert start_days() == {"lonely": 0, "a": 2, "b": 2, "c": 4, "d": 4}

        # a running run's start corrected as it stops (a stopped run's start never moves:
        # active_run_buckets assumes it)
        moved("b", 3, first_day + 6 * day, stopped=True)
        assert dbt.run(*select).success
        assert "rebuilding every run" not in last_log()
        assert start_days() == {"lonely": 0, "a": 2, "b": 3, "c": 4, "d": 4}
        assert start_days("opsmeta_moved.stopped_run_index") == {"a": 2, "b": 3, "d": 4}
        _assert_equals_full_refresh(dbt, spark, "opsmeta_moved.active_run_buckets", *build_vars())

        # day 4 keeps a run, but no stopped one in the index: the build stops there; the bucket
        # table, built beside the index, does not re-create active_runs for a build whose index
        # failed
        moved("d", 5, first_day + 6 * day + 100, stopped=True)
        failed = dbt.run(*select)
        assert "stopped_run_index: a start day lost every stopped run of a namespace" in dbt.errors(failed)
        assert "dbt build --full-refresh --select stopped_run_index" in dbt.errors(failed)
        assert {r.node.name: str(r.status) for r in failed.result.results}["active_run_buckets"] == "success"
        assert "function opsmeta_moved.active_runs(" not in last_log()
        spark.sql("drop function opsmeta_moved.active_runs")
        # what the line asks for (a build that stopped half-way leaves the next one a rebuild)
        assert dbt.run(*select, "--full-refresh").success

        # the only run of day 0 moves to day 3: the build drops day 0's running partition,
        # which a partition overwrite could not empty
        moved("lonely", 3, first_day + 6 * day + 200)
        assert dbt.run(*select).success
        assert "rebuilding every run" not in last_log()
        assert start_days() == {"lonely": 3, "a": 2, "b": 3, "c": 4, "d": 5}
        partitions = [row.partition for row in spark.sql(f"show partitions {table}").collect()]
        assert not [name for name in partitions if name.startswith(f"start_day_at={first_day}/")], partitions
        _assert_equals_full_refresh(dbt, spark, "opsmeta_moved.active_run_buckets", *build_vars())
        assert start_days("opsmeta_moved.stopped_run_index") == {"a": 2, "b": 3, "d": 5}
        # active_run_buckets re-creates active_runs only where it exists (not selected here)
        assert not spark.sql("show user functions in opsmeta_moved like 'active_runs'").collect()

        # a runs table built before it was partitioned by stop day: the next build says what to run
        spark.sql(f"create table opsmeta_moved.runs_old using parquet partitioned by (start_day_at) as select * except (stop_day_at) from {table}")
        spark.sql(f"drop table {table}")
        spark.sql(f"alter table opsmeta_moved.runs_old rename to {table}")
        moved("c", 4, first_day + 6 * day + 300, stopped=True)
        failed = dbt.run(*select)
        assert "program_runs: the table was built before runs were partitioned by stop day too" in dbt.errors(failed)
        assert "dbt build --full-refresh --select program_runs+" in dbt.errors(failed)
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
