"""The opsmeta_spark adapter: dbt-spark plus in-process Python models and project UDFs."""

import json

import pytest

from python_udfs import runs
from tests.conftest import copy_project

pytestmark = pytest.mark.dbt


def _status(build, name):
    return {r.node.name: str(r.status) for r in build.result.results}[name]


def test_plugin_extends_spark():
    from dbt.adapters.opsmeta_spark import Plugin

    assert Plugin.adapter.type() == "opsmeta_spark"
    assert Plugin.dependencies == ["spark"]


def test_python_model_ran_in_process(dbt_build, spark):
    # int_heartbeats_bucketed is a Python model using a grouped-map pandas UDF
    assert _status(dbt_build, "int_heartbeats_bucketed") == "success"
    table = spark.table("opsmeta_intermediate.int_heartbeats_bucketed")
    assert table.count() > 0
    provider = spark.sql("describe table extended opsmeta_intermediate.int_heartbeats_bucketed")
    assert any(r.col_name == "Provider" and r.data_type == "parquet" for r in provider.collect())


def test_sql_model_calls_python_udf(dbt_build, spark):
    # active_run_buckets calls the pandas UDF runs_active_bucket_range
    assert _status(dbt_build, "active_run_buckets") == "success"
    assert spark.table("opsmeta.active_run_buckets").count() > 0


def test_view_model_calls_persistent_sql_function(dbt_build, spark):
    kind = spark.sql("describe table extended opsmeta_staging.stg_runs__run_records").collect()
    assert any(r.col_name == "Type" and r.data_type == "VIEW" for r in kind)
    functions = {r.function for r in spark.sql("show user functions in opsmeta").collect()}
    assert "spark_catalog.opsmeta.program_run_id" in functions
    row = spark.sql(
        "select program_run_id, namespace, application, program_type, program, run_id "
        "from opsmeta_staging.stg_runs__run_records where reject_reason is null limit 1"
    ).first()
    assert row.program_run_id == ".".join(
        [row.namespace, row.application, row.program_type, row.program, row.run_id]
    )


def test_registered_pandas_udf_matches_plain_python(spark):
    from python_udfs import register_all

    assert {"runs_is_active_in", "runs_active_bucket_range"} <= set(register_all(spark))
    rows = spark.sql(
        """
        select s, e, runs_active_bucket_range(s, e, 100000L, 50000L, 3600L) as r
        from values (90000L, 93600L), (0L, cast(null as bigint)), (0L, 1000L) as t(s, e)
        """
    ).collect()
    for row in rows:
        expected = runs.active_bucket_range(row.s, row.e, 100_000, 50_000, 3600)
        got = None if row.r.first_bucket_at is None else (row.r.first_bucket_at, row.r.last_bucket_at)
        assert got == expected


def test_session_has_the_project_database_current(spark):
    assert spark.catalog.currentDatabase() == "opsmeta"


def test_local_files_are_written_without_checksum_files(dbt_build, spark):
    """The embedded default writes no .crc beside its files, and keeps Hadoop's checksummed
    local file system (FileSystem.getLocal, which sc.textFile calls, casts to it)."""
    from opsmeta import paths

    warehouse = paths.warehouse_dir()
    assert next(warehouse.rglob("*.parquet"), None) is not None
    assert next(warehouse.rglob("*.crc"), None) is None
    assert spark.sparkContext.textFile(str(paths.PROJECT_ROOT / "README.md")).count() > 0


def test_the_embedded_default_lists_a_tables_partitions_without_a_job(dbt_build, spark):
    """The bucket table has more partitions than Spark lists on the driver by default (32):
    the embedded default still lists them there, without a job of a task a path on the same
    cores."""
    table = "opsmeta.active_run_buckets"
    assert len(spark.sql(f"show partitions {table}").collect()) > 32
    spark.catalog.refreshTable(table)  # no listing cached
    context = spark.sparkContext
    context.setJobGroup("listing", "the bucket table's files")
    try:
        assert spark.table(table).inputFiles()
    finally:
        context.setLocalProperty("spark.jobGroup.id", None)
    assert not context.statusTracker().getJobIdsForGroup("listing")


def test_python_table_model_is_partitioned_when_asked(dbt, dbt_build, spark, tmp_path):
    project = copy_project(tmp_path)
    (project / "models/runs/intermediate/probe_partitioned.py").write_text(
        "def model(dbt, spark):\n"
        "    dbt.config(materialized='table', partition_by=['namespace'])\n"
        "    return dbt.ref('program_runs').select('namespace', 'program_run_id')\n"
    )
    result = dbt.invoke("run", "--select", "probe_partitioned", project_dir=project)
    assert result.success, result.exception
    partitions = spark.sql("show partitions opsmeta_intermediate.probe_partitioned").collect()
    assert len(partitions) == spark.table("opsmeta.program_runs").select("namespace").distinct().count()
    spark.sql("drop table opsmeta_intermediate.probe_partitioned")


def test_contract_change_fails_the_build(dbt, dbt_build, spark, tmp_path):
    project = copy_project(tmp_path)
    marts = project / "models/runs/marts"
    (marts / "contract_probe.sql").write_text("select cast(node_count as string) as node_count from {{ ref('program_runs') }}")
    (marts / "_probe__models.yml").write_text(
        "version: 2\nmodels:\n  - name: contract_probe\n    description: probe\n"
        "    columns:\n      - name: node_count\n        data_type: int\n        description: x\n"
    )
    result = dbt.invoke("run", "--select", "contract_probe", project_dir=project)
    assert not result.success
    failed = [r for r in result.result.results if str(r.status) == "error"]
    assert [r.node.name for r in failed] == ["contract_probe"]
    assert "enforced contract that failed" in failed[0].message
    assert "node_count" in failed[0].message
    assert not spark.catalog.tableExists("opsmeta.contract_probe")


def test_every_raw_table_a_node_reads_is_registered_for_it(dbt_build, dbt):
    """What the shared build compiled: each node's SQL reads only raw tables among the sources
    an invocation selecting that node alone registers (a macro reading a source its model does
    not declare would read a table of another invocation's snapshot)."""
    import re

    from dbt.adapters.opsmeta_spark.impl import sources_upstream

    manifest = json.loads((dbt.target_path / "manifest.json").read_text())
    graph = {key: manifest[key] for key in ("nodes", "sources", "unit_tests")}
    schemas = {source["schema"] for source in manifest["sources"].values()}
    reading = 0
    for uid, node in manifest["nodes"].items():
        read = {
            f"{schema}.{table}" for schema, table in re.findall(r"\b(\w+)\.(\w+)\b", node.get("compiled_code") or "")
            if schema in schemas
        }
        registered = {f"{manifest['sources'][s]['schema']}.{manifest['sources'][s]['identifier']}"
                      for s in sources_upstream(graph, [uid])}
        assert read <= registered, uid
        reading += bool(read)
    assert reading >= 12  # the staging models and the tests reconciling marts with their input


def test_a_broken_raw_file_stops_the_build_before_anything_is_registered_or_built(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """A raw file that breaks its table's declared columns (here start_time as text): the build
    stops on run start with one message naming the table, the file and the problem; no raw table
    is registered over it and no model runs, so the marts stay as they were (tests/test_raw_files
    covers every domain's tables and every kind of break)."""
    import shutil

    import pyarrow as pa
    import pyarrow.parquet as pq

    from opsmeta import domains, paths

    for table in domains.raw_tables(domains.get("runs")):
        shutil.copytree(paths.raw_dir() / table, tmp_path / table)
    records = pq.read_table(next((tmp_path / "run_records").glob("*.parquet")))
    column = records.schema.get_field_index("start_time")
    broken = tmp_path / "run_records" / "zz-retyped.parquet"
    pq.write_table(records.set_column(column, "start_time", pa.array(["soon"] * records.num_rows)), broken)
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_broken_raw")
    try:
        result = dbt.run("--select", "+program_runs")
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
    assert not result.success
    said = " ".join(str(r.message) for r in (result.result.results if result.result else [])) + str(result.exception)
    assert f"raw table run_records: {broken}: column start_time is string, not bigint (declared bigint)" in said, said
    assert not [r for r in (result.result.results if result.result else [])
                if r.node.resource_type == "model" and r.status == "success"]
    assert not spark.catalog.databaseExists("opsmeta_broken_raw_raw") or not spark.catalog.listTables("opsmeta_broken_raw_raw")


def test_a_raw_file_landing_after_the_pin_waits_for_the_next_build(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """Every raw table reads the files modified before the invocation's pin: a file stamped
    after it (landing mid-build) is not read by this build."""
    import os
    import shutil
    import time

    from opsmeta import domains, paths

    for table in domains.raw_tables(domains.get("runs")):
        shutil.copytree(paths.raw_dir() / table, tmp_path / table)
    landing = tmp_path / "run_records" / "zz-landing.parquet"
    shutil.copy(next((tmp_path / "run_records").glob("*.parquet")), landing)
    later = time.time() + 3600
    os.utime(landing, (later, later))
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_pinned")
    try:
        assert dbt.run("--select", "+stg_runs__run_records").success
        staged = spark.table("opsmeta_pinned_staging.stg_runs__run_records").count()
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
    assert staged == spark.table("opsmeta_staging.stg_runs__run_records").count()
    # the invocation registered the raw table its selection reads, and no other
    assert [t.name for t in spark.catalog.listTables("opsmeta_pinned_raw") if not t.isTemporary] == ["run_records"]
