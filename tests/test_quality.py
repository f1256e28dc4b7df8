"""Great Expectations over the marts: one checkpoint, Data Docs, a readable failure."""

import re

import pytest

import expectations.runs
from expectations import suites
from opsmeta import domains as opsmeta_domains
from opsmeta.outputs import quality

pytestmark = pytest.mark.dbt


def test_every_mart_has_a_suite(dbt, dbt_build):

    # from the files: the last manifest may come from a build with some domains switched off
    marts = {p.stem for d in opsmeta_domains.DOMAINS.values() for p in (d.models_dir / "marts").glob("*.sql")}
    assert marts == {mart for domain in suites.suites_by_domain().values() for mart in domain}


def test_checkpoint_passes_and_builds_data_docs(main_job, spark):
    """The main job's checkpoint (conftest.main_job) over the sample: every domain checked
    (none skipped), every expectation met, one Data Docs site; no mart, nor a table the
    queries read, left cached in the session (GX caches what it validates, the checkpoint
    what several queries read)."""
    assert main_job.code == 0, main_job.out[-3000:]
    for name, marts in suites.suites_by_domain().items():
        assert f"  {name}: {len(marts)} marts, all expectations met" in main_job.out
        assert not [mart for mart in marts if spark.catalog.isCached(f"opsmeta.{mart}")], name
        assert not [table for table in quality._read_by_queries(marts, "opsmeta") if spark.catalog.isCached(table)]
    assert re.search(r"data quality report: file://\S+/index\.html$", main_job.out, re.MULTILINE)


def test_the_tables_queries_read_are_named_once():
    """What the checkpoint caches for a domain: each table of the schema its queries read
    (the batch is GX's, raw tables are read once a query)."""
    query = "select * from {batch} join {schema}.x using (k) join {schema}_raw.y using (k)"
    domain_suites = {
        "a": [("UnexpectedRowsExpectation", {"unexpected_rows_query": query}), ("ExpectTableRowCountToBeBetween", {"min_value": 1})],
        "b": [("UnexpectedRowsExpectation", {"unexpected_rows_query": "select * from {schema}.z, {schema}.x"})],
    }
    assert quality._read_by_queries(domain_suites, "s") == ["s.x", "s.z"]
    assert "opsmeta.active_run_buckets" in quality._read_by_queries(expectations.runs.SUITES, "opsmeta")


def test_failing_expectations_are_reported(dbt_build, spark, monkeypatch):
    """One checkpoint run (a run costs half a minute): a broken single-table expectation, and
    the cross-table one when the other table disagrees."""
    broken = dict(expectations.runs.SUITES)
    broken["program_runs"] = [("ExpectColumnValuesToBeBetween", {"column": "start_time", "max_value": 0})]
    monkeypatch.setattr(expectations.runs, "SUITES", broken)
    # stopped_run_index must hold exactly program_runs' stopped runs: hide one row
    spark.sql("drop table if exists opsmeta.stopped_run_index_backup")
    spark.sql("create table opsmeta.stopped_run_index_backup using parquet as select * from opsmeta.stopped_run_index")
    try:
        spark.sql(
            "insert overwrite table opsmeta.stopped_run_index select * from opsmeta.stopped_run_index_backup "
            "where program_run_id != (select min(program_run_id) from opsmeta.stopped_run_index_backup)"
        )
        report = quality.run_checkpoint(spark, domains=["runs"])
    finally:
        spark.sql("insert overwrite table opsmeta.stopped_run_index select * from opsmeta.stopped_run_index_backup")
        spark.sql("drop table opsmeta.stopped_run_index_backup")
    assert not report.success
    assert any("program_runs_suite" in f and "start_time" in f for f in report.failures)
    assert "FAILED program_runs_suite" in report.summary()
    assert [f for f in report.failures if f.startswith("stopped_run_index_suite")] == [
        "stopped_run_index_suite: the index holds exactly the stopped runs"
    ]


def test_a_mart_that_is_a_view_is_validated_through_it(dbt_build, spark, monkeypatch):
    """stream_epochs is a view (no directory of its own): its suite reads what Spark reads
    through it, and a broken expectation on it is reported. The context an earlier version
    left (a filesystem datasource under the datasource's name, one for views) is replaced."""
    import great_expectations as gx

    import expectations.streams

    context = gx.get_context(mode="file", project_root_dir=str(quality.CONTEXT_DIR))
    for name in (quality.DATASOURCE, *quality.RETIRED_DATASOURCES):
        if name in context.data_sources.all():
            context.data_sources.delete(name)
    context.data_sources.add_spark_filesystem(name=quality.DATASOURCE, base_directory=quality.CONTEXT_DIR)
    context.data_sources.add_spark(name=quality.RETIRED_DATASOURCES[0])

    assert spark.catalog.getTable("opsmeta.stream_epochs").tableType == "VIEW"
    broken = dict(expectations.streams.SUITES)
    broken["stream_epochs"] = [
        ("ExpectColumnValuesToBeBetween", {"column": "epoch", "max_value": 0}),
        ("ExpectColumnValuesToNotBeNull", {"column": "epoch"}),
    ]
    monkeypatch.setattr(expectations.streams, "SUITES", broken)
    report = quality.run_checkpoint(spark, domains=["streams"])
    assert not report.success
    # the first fails on the sample's later epochs; the second holds: the view leaves out the
    # replay's rejected rows, which have no epoch
    assert [f.split(":")[0] for f in report.failures] == ["stream_epochs_suite"]
    assert "epoch" in report.failures[0]
    context = gx.get_context(mode="file", project_root_dir=str(quality.CONTEXT_DIR))
    assert set(context.data_sources.all()) == {quality.DATASOURCE}
    assert type(context.data_sources.get(quality.DATASOURCE)).__name__ == "SparkDatasource"
