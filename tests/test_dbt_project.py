"""The dbt project on the sample data: build, quarantine, marts."""

import collections
import os
import time

import pandas as pd
import pyarrow.parquet as pq
import pytest

from bench.harness import scans_read, table_files
from opsmeta import paths
from tests.conftest import copy_project

pytestmark = pytest.mark.dbt


def test_build_runs_every_node(dbt_build):
    results = dbt_build.result.results
    kinds = {r.node.resource_type for r in results}
    assert {"model", "test", "unit_test"} <= {str(k) for k in kinds}
    # exposures (the dashboards and reports the marts feed) are in the graph, not run
    assert {r.node.name for r in results if str(r.node.resource_type) == "exposure"} >= {"runs_ops_dashboard"}
    failed = [(r.node.name, str(r.status), r.message) for r in results
              if str(r.status) not in ("success", "pass") and not (str(r.node.resource_type) == "exposure" and str(r.status) == "no-op")]
    assert not failed, failed


def test_accepted_plus_rejected_is_the_input(dbt_build, spark, raw_counts):
    accepted = spark.sql(
        "select count(*) from opsmeta_intermediate.int_run_records_checked where reject_reason is null"
    ).first()[0]
    rejected = spark.sql(
        "select count(*) from opsmeta.program_runs_rejected where source = 'run_records'"
    ).first()[0]
    assert rejected > 0
    assert accepted + rejected == raw_counts["run_records"]


def test_reconciliation_test_catches_a_dropped_row(dbt, dbt_build, spark):
    # Hide one rejected row: the reconciles_with_input test must fail.
    spark.sql("drop table if exists opsmeta.program_runs_rejected_backup")
    spark.sql("create table opsmeta.program_runs_rejected_backup using parquet as select * from opsmeta.program_runs_rejected")
    try:
        spark.sql(
            "insert overwrite table opsmeta.program_runs_rejected select * from opsmeta.program_runs_rejected_backup "
            "where not (source = 'run_records' and reject_reason = "
            "(select min(reject_reason) from opsmeta.program_runs_rejected_backup where source = 'run_records'))"
        )
        result = dbt.invoke("test", "--select", "program_runs_rejected,test_name:reconciles_with_input")
        assert not result.success
    finally:
        spark.sql("insert overwrite table opsmeta.program_runs_rejected select * from opsmeta.program_runs_rejected_backup")
        spark.sql("drop table opsmeta.program_runs_rejected_backup")


def test_unique_combination_fails_once_per_key_shared_by_rows(dbt, dbt_build, spark, tmp_path):
    """The unique_combination test: a key two or more rows share is one failing result (null
    equal to null, as in a group by); distinct keys, even differing in one column only, pass."""
    project = copy_project(tmp_path)
    probe_input = "opsmeta_intermediate.probe_keys_input"
    (project / "models/runs/intermediate/probe_keys.sql").write_text(
        f"{{{{ config(materialized='table') }}}}\nselect name, part from {probe_input}\n"
    )
    (project / "models/runs/intermediate/_probe__models.yml").write_text(
        "version: 2\nmodels:\n  - name: probe_keys\n    data_tests:\n"
        "      - unique_combination:\n          arguments: {columns: [name, part]}\n"
    )

    def build(*rows):
        spark.createDataFrame(rows, "name string, part int").write.mode("overwrite").saveAsTable(probe_input)
        return dbt.invoke("build", "--select", "probe_keys", project_dir=project)

    try:
        assert build(("a", 1), ("a", 2), ("b", 1), (None, 1), (None, 2)).success
        shared = build(("a", 1), ("a", 1), ("a", 1), ("b", 1), ("b", 2), (None, 3), (None, 3))
        assert "Got 2 results" in dbt.errors(shared)
    finally:
        spark.sql("drop table if exists opsmeta_intermediate.probe_keys")
        spark.sql(f"drop table if exists {probe_input}")


def test_a_build_tests_the_partitions_it_wrote_and_dbt_test_all_of_them(dbt, dbt_build, spark, tmp_path):
    """The data tests of a partition-overwriting incremental model read, in the `dbt build`
    that built it, the files that build wrote (a failing row it wrote fails it, a failing row
    an earlier build left in a partition it did not rewrite does not); `dbt test` reads all.
    The relationships test reads its parent for the written rows' values only (a semi join),
    and the whole parent when its child is the whole table."""
    project = copy_project(tmp_path)
    probe, probe_input = "opsmeta_intermediate.probe_written", "opsmeta_intermediate.probe_written_input"
    (project / "models/runs/intermediate/probe_written.sql").write_text(
        "{{ config(materialized='incremental', incremental_strategy='insert_overwrite', partition_by=['part']) }}\n"
        f"select value, part from {probe_input}\n"
    )
    (project / "models/runs/intermediate/_probe__models.yml").write_text(
        "version: 2\nmodels:\n  - name: probe_written\n    columns:\n      - name: value\n"
        "        data_tests:\n          - not_null\n"
        "          - relationships:\n              arguments: {to: ref('run_statuses'), field: status}\n"
    )

    def build(*rows):
        spark.createDataFrame(rows, "value string, part int").write.mode("overwrite").saveAsTable(probe_input)
        return dbt.invoke("build", "--select", "probe_written", project_dir=project)

    def failed(result) -> list[str]:
        return sorted(r.node.name.split("_probe_written")[0] for r in result.result.results if r.status == "fail")

    def parent_read(result) -> str:
        (node,) = [r.node for r in result.result.results if r.node.name.startswith("relationships_")]
        return node.compiled_code.split("parent as (")[1].split(")")[0]

    try:
        built = build(("RUNNING", 1), ("COMPLETED", 2))
        assert built.success
        assert "in (select child.from_field from child" in parent_read(built)
        # the build wrote a null and a value no status has: both tests fail
        assert failed(build((None, 2), ("NOPE", 2))) == ["not_null", "relationships"]
        assert build(("FAILED", 2)).success
        # an earlier build's failing rows in partition 1, which the next builds do not rewrite
        spark.sql(f"insert into {probe} partition (part = 1) values (null), ('NOPE')")
        hour_ago = time.time() - 3600
        for path in [path for name, path in table_files(spark, probe).items() if name.startswith("part=1/")]:
            os.utime(path, (hour_ago, hour_ago))
        spark.sql(f"refresh table {probe}")
        assert build(("KILLED", 2)).success
        tested = dbt.invoke("test", "--select", "probe_written", project_dir=project)
        assert failed(tested) == ["not_null", "relationships"] and dbt.errors(tested).count("1 result") == 2
        assert "child.from_field" not in parent_read(tested), "the whole table's child joins the whole parent"
    finally:
        spark.sql(f"drop table if exists {probe}")
        spark.sql(f"drop table if exists {probe_input}")


def test_a_relationship_to_a_partitioned_parent_reads_the_partitions_the_written_rows_name(dbt, dbt_build, spark, tmp_path):
    """A relationships test's `meta: to_partitions` (the parent's partition column, and the
    expression over a child row that gives it): in the build that wrote the child's rows, the
    parent is read in the partitions those rows name only, and a value found only in another
    partition fails; `dbt test` (the whole child) reads the whole parent."""
    project = copy_project(tmp_path)
    parent_input, child_input = "opsmeta_intermediate.probe_parent_input", "opsmeta_intermediate.probe_child_input"
    (project / "models/runs/intermediate/probe_parent.sql").write_text(
        f"{{{{ config(materialized='table', partition_by=['day']) }}}}\nselect key, day from {parent_input}\n"
    )
    (project / "models/runs/intermediate/probe_child.sql").write_text(
        "{{ config(materialized='incremental', incremental_strategy='insert_overwrite', partition_by=['part']) }}\n"
        f"select key, at, part from {child_input}\n"
    )
    (project / "models/runs/intermediate/_probe__models.yml").write_text(
        "version: 2\nmodels:\n  - name: probe_child\n    columns:\n      - name: key\n        data_tests:\n"
        "          - relationships:\n              arguments: {to: ref('probe_parent'), field: key}\n"
        "              config: {meta: {to_partitions: {day: 'at - pmod(at, 10)'}}}\n"
    )
    spark.createDataFrame([("k1", 0), ("k2", 10), ("k3", 20)], "key string, day int").write.mode("overwrite").saveAsTable(parent_input)

    def build(*rows):
        spark.createDataFrame(rows, "key string, at int, part int").write.mode("overwrite").saveAsTable(child_input)
        return dbt.invoke("build", "--select", "probe_parent", "probe_child", project_dir=project)

    def relationship(result):
        (found,) = [r for r in result.result.results if r.node.name.startswith("relationships_")]
        return found

    try:
        built = build(("k1", 3, 1), ("k3", 25, 1))
        assert built.success
        test = relationship(built).node.compiled_code
        assert "array_contains" in test.split("parent as (")[1]
        read = [listed for name, _, listed in scans_read(spark, test) if name == "probe_parent"]
        assert read == [2], read
        # k2 is the parent's, in day 10, not in day 0 the row names
        assert str(relationship(build(("k2", 3, 1))).status) == "fail"
        tested = dbt.invoke("test", "--select", "probe_child", project_dir=project)
        assert tested.success and "array_contains" not in relationship(tested).node.compiled_code
    finally:
        for table in ("probe_child", "probe_parent", "probe_child_input", "probe_parent_input"):
            spark.sql(f"drop table if exists opsmeta_intermediate.{table}")


def test_rejected_rows_keep_the_raw_row_and_typed_keys(dbt_build, spark):
    import json

    raw = pq.read_table(paths.raw_dir() / "run_records").to_pandas()
    raw_rows = {tuple(sorted((k, v) for k, v in row.items() if v == v and v is not None)) for row in raw.to_dict("records")}
    rejected = spark.sql("select * from opsmeta.program_runs_rejected where source = 'run_records'").toPandas()
    assert len(rejected) > 0
    for row in rejected.to_dict("records"):
        kept = json.loads(row["raw_row"])
        assert tuple(sorted(kept.items())) in raw_rows, "the raw row, whole"
        typed = {key: None if pd.isna(row[key]) else row[key] for key in ("namespace", "run_id")}
        assert typed == {"namespace": kept.get("namespace"), "run_id": kept.get("run_id")}
        assert row["event_time"] == kept["record_time"]
    beats = spark.sql(
        "select event_time, raw_row from opsmeta.program_runs_rejected where source = 'program_heartbeats'"
    ).collect()
    assert all(json.loads(b.raw_row)["heartbeat_time"] == b.event_time for b in beats)


def test_latest_version_wins(dbt_build, spark):
    records = pq.read_table(paths.raw_dir() / "run_records").to_pandas()
    valid = records.dropna(subset=["run_id"])
    valid = valid[valid["status"] != "BOGUS"]
    one = valid.groupby("run_id").filter(lambda g: len(g) >= 3)["run_id"].iloc[0]
    expected = valid[valid.run_id == one].sort_values("record_time").iloc[-1]
    row = spark.sql(f"select status, record_time from opsmeta.program_runs where run_id = '{one}'").first()
    assert (row.status, row.record_time) == (expected.status, expected.record_time)


def test_program_runs_are_the_valid_runs_of_the_raw_records(dbt_build, spark):
    """program_runs against the raw Parquet, read with pandas: one row per run key with at
    least one record passing every staging rule (statuses from the seed's CSV), in the
    status of its latest such record where that record is the only one at its time."""
    from tests.seeds import run_statuses

    key = ["namespace", "application", "program_type", "program", "run_id"]
    terminal, active = run_statuses(terminal=True), run_statuses(terminal=False)
    records = pq.read_table(paths.raw_dir() / "run_records").to_pandas()
    records["status"] = records.status.str.upper()
    stopped = records.stop_time.notna()
    passing = (
        records[key + ["status", "start_time", "record_time"]].notna().all(axis=1)
        & records.status.isin(terminal | active)
        & ~(records.stop_time < records.start_time)
        & ~(records.status.isin(terminal) & ~stopped)
        & ~(records.status.isin(active) & stopped)
        & ~((records.start_time < 0) | (records.stop_time < 0) | (records.record_time < 0))
    )
    as_of = records.loc[passing & (records.record_time <= time.time()), "record_time"].max()
    passing &= ~((records.start_time > as_of) | (records.stop_time > as_of) | (records.record_time > as_of))
    valid = records[passing]
    program_runs = spark.table("opsmeta.program_runs").toPandas()
    assert set(map(tuple, program_runs[key].to_numpy())) == set(map(tuple, valid[key].drop_duplicates().to_numpy()))
    latest = valid[valid.record_time == valid.groupby(key).record_time.transform("max")]
    single = latest.groupby(key).filter(lambda versions: len(versions) == 1)
    merged = single.merge(program_runs, on=key, suffixes=("_raw", ""))
    assert len(merged) == len(single) > 0
    assert (merged.status_raw == merged.status).all()


def test_marts_are_in_the_bi_schema(dbt_build, spark):
    tables = {r.tableName for r in spark.sql("show tables in opsmeta").collect()}
    assert {"program_runs", "program_runs_rejected", "active_run_buckets", "node_hours_hourly"} <= tables
    staging = {r.tableName for r in spark.sql("show tables in opsmeta_staging").collect()}
    assert "stg_runs__run_records" in staging and "stg_runs__run_records" not in tables


def test_active_run_buckets_partitioned_by_namespace_and_bucket(dbt_build, spark):
    partitions = [r.partition for r in spark.sql("show partitions opsmeta.active_run_buckets").collect()]
    assert partitions and all(p.startswith("namespace=") and "/bucket_at=" in p for p in partitions)


def test_every_table_the_build_writes_is_zstd_compressed(dbt_build, spark):
    """dbt_project.yml's table option (SQL and Python models alike, kept with the table so
    incremental inserts follow it): the data files of every model table (three each) are zstd."""
    tables = {
        (r.node.name, f"{r.node.schema}.{r.node.alias}")
        for r in dbt_build.result.results
        if str(r.node.resource_type) == "model" and r.node.config.materialized in ("table", "incremental")
    }
    checked = set()
    for name, table in sorted(tables):
        for path in sorted(spark.table(table).inputFiles())[:3]:
            metadata = pq.ParquetFile(path.removeprefix("file:")).metadata
            codecs = {metadata.row_group(g).column(c).compression for g in range(metadata.num_row_groups) for c in range(metadata.num_columns)}
            assert codecs <= {"ZSTD"}, (table, path, codecs)
            checked.add(name)
    assert {"program_runs", "active_run_buckets", "int_stream_segments_sized", "int_stream_requests_replayed"} <= checked


def test_the_streams_tables_keep_all_but_unique_columns_out_of_parquet_dictionaries(dbt_build, spark):
    """dbt_project.yml's streams options (the session's too): no dictionary for a segment id
    column, top-level or nested in an epoch's segment lists or a shard's map (SQL and Python
    models alike), nor for a segment row's other all-but-unique columns; other columns keep
    theirs."""
    dictionary = {"PLAIN_DICTIONARY", "RLE_DICTIONARY"}
    tables = {
        "opsmeta_intermediate.int_stream_requests_replayed": ["segments.list.element.segment_id",
                                                              "sealed.list.element.segment_id", "created.list.element.segment_id"],
        "opsmeta_intermediate.int_stream_segments_sized": ["segment_id", "creation_time", "key_start", "key_end",
                                                           "sealed_epoch", "sealed_time", "size_bytes"],
        "opsmeta.sealed_segment_size_shards": ["sizes.key_value.key"],
    }
    for table, without in tables.items():
        encodings = collections.defaultdict(set)
        for path in spark.table(table).inputFiles():
            metadata = pq.ParquetFile(path.removeprefix("file:")).metadata
            for g in range(metadata.num_row_groups):
                for c in range(metadata.num_columns):
                    column = metadata.row_group(g).column(c)
                    encodings[column.path_in_schema] |= set(column.encodings)
        for column in without:
            assert column in encodings and not encodings[column] & dictionary, (table, column, encodings[column])
        assert encodings["stream"] & dictionary, (table, encodings["stream"])


def test_the_session_writes_with_the_projects_parquet_column_settings(spark, tmp_path):
    """Every write of the session carries the per-column Parquet settings the model folders
    give (parquet-mr can hand a file another concurrent file's settings, so a table's own
    options alone do not hold); table-wide options (compression) stay per table, and a key
    two folders set apart is refused."""
    from opsmeta.engine.session import parquet_column_settings

    settings = parquet_column_settings()
    assert settings["parquet.enable.dictionary#segments.list.element.segment_id"] == "false"
    assert settings["parquet.enable.dictionary#sizes.key_value.key"] == "false"
    assert all("#" in key for key in settings), settings
    hadoop = spark.sparkContext._jsc.hadoopConfiguration()
    for key, value in settings.items():
        assert hadoop.get(key) == value, key
    assert hadoop.get("compression") is None

    project = tmp_path / "dbt_project.yml"
    project.write_text(
        "models:\n  p:\n    +options: {compression: zstd}\n"
        "    a:\n      +options: {'parquet.enable.dictionary#x': 'false'}\n"
        "    b:\n      +options: {'parquet.enable.dictionary#x': 'true'}\n"
    )
    with pytest.raises(ValueError, match="parquet.enable.dictionary#x is 'false' in one model folder and 'true'"):
        parquet_column_settings(project)
    project.write_text("models:\n  p:\n    a:\n      +options: {compression: zstd, 'parquet.bloom.filter.enabled#y': 'true'}\n")
    assert parquet_column_settings(project) == {"parquet.bloom.filter.enabled#y": "true"}


def test_the_embedded_heap_is_a_share_of_the_machine_within_bounds(spark):
    """The session's JVM gets half the machine's memory, 1 to 16 GB (Spark's own 1 GB spilled
    the streams replay's sorts over and over); a machine whose memory it cannot read
    gets 1 GB."""
    from opsmeta.engine.session import HEAP_MAX_MB, HEAP_MIN_MB, _physical_memory_bytes, heap_mb

    assert (heap_mb(None), heap_mb(2 << 30), heap_mb(16 << 30), heap_mb(1 << 40)) == (HEAP_MIN_MB, HEAP_MIN_MB, 8192, HEAP_MAX_MB)
    wanted = heap_mb(_physical_memory_bytes())
    assert spark.sparkContext.getConf().get("spark.driver.memory") == f"{wanted}m"
    # and the JVM took it: Spark reads the setting only when it starts the JVM (the heap it
    # reports leaves out a survivor space)
    assert spark._jvm.java.lang.Runtime.getRuntime().maxMemory() > (wanted - 512) << 20


def test_the_jvm_reads_arrow_batches_without_per_value_checks(spark):
    """The Python models' Arrow batches are read with Arrow's unchecked access (ARROW_JAVA_OPTS),
    a setting the JVM takes only when it starts."""
    system = spark._jvm.java.lang.System
    assert system.getProperty("arrow.enable_unsafe_memory_access") == "true"
    assert system.getProperty("arrow.enable_null_check_for_get") == "false"


def test_table_options_render_as_string_literals_and_refuse_a_quote(dbt, dbt_build, capsys):
    """The options clause (opsmeta_spark__options_clause) quotes each key, which dbt-spark's
    leaves bare: a Parquet per-column key is no SQL identifier."""
    clause = _compiled(dbt, '{{ config(options={"parquet.enable.dictionary#segment_id": "false", "compression": "zstd"}) }}'
                            "{{ options_clause() }}")
    assert " ".join(clause.split()) == "options ( 'parquet.enable.dictionary#segment_id' 'false', 'compression' 'zstd' )"
    for options in ('{"a": "it\'s"}', '{"a\\\\b": "1"}'):
        result = dbt.invoke("compile", "--inline", f"{{{{ config(options={options}) }}}}{{{{ options_clause() }}}}")
        assert not result.success, options
        assert "a quote or a backslash is not allowed" in str(result.exception) + capsys.readouterr().out


def test_block_digests_sum_the_hashes_exactly_and_add_up_from_parts(dbt, dbt_build, spark):
    """block_digests keeps each block's rows and its hashes' sum in two 32-bit halves: the
    halves give back the exact sum of the whole hashes (extreme ones included, where a bigint
    sum would overflow); digests_summed of two parts' digests is the digest of their rows
    together; a block whose rows differ gets another digest."""
    extremes = [2**63 - 1, -(2**63), -1, 0, 1, 2**62 + 12345, -(2**40) - 7]
    rows = [("s", "a", 0, h) for h in extremes * 3] + [("s", "a", 1, h) for h in extremes[:2]] + [("s", "b", 0, 5)]
    schema = "scope string, stream string, epoch_block int, row_hash bigint"
    spark.createDataFrame(rows, schema).createOrReplaceTempView("digest_rows")
    digests = _compiled(dbt, "{{ block_digests('digest_rows') }}")
    got = {(r.stream, r.epoch_block): r.digest for r in spark.sql(digests).collect()}
    for (stream, block), digest in got.items():
        hashes = [h for _, s, b, h in rows if (s, b) == (stream, block)]
        assert digest.rows == len(hashes) and digest.high_sum * 2**32 + digest.low_sum == sum(hashes), (stream, block)
    # every block here has a hash >= 0, so the first part is never empty
    parts = _compiled(dbt, "select stream, epoch_block, {{ digests_summed('a.digest', 'b.digest') }} as digest from ("
                           "{{ block_digests('(select * from digest_rows where row_hash >= 0)') }}) as a left join ("
                           "{{ block_digests('(select * from digest_rows where row_hash < 0)') }}) as b "
                           "using (scope, stream, epoch_block)")
    assert {(r.stream, r.epoch_block): r.digest for r in spark.sql(parts).collect()} == got
    spark.createDataFrame([*rows[1:], ("s", "a", 0, 2**63 - 2)], schema).createOrReplaceTempView("digest_rows")
    changed = {(r.stream, r.epoch_block): r.digest for r in spark.sql(digests).collect()}
    assert changed[("a", 0)] != got[("a", 0)] and changed[("a", 1)] == got[("a", 1)]


def _compiled(dbt, inline: str) -> str:
    result = dbt.invoke("compile", "--inline", inline)
    assert result.success, result.exception
    return result.result.results[0].node.compiled_code
