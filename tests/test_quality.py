"""Great Expectations over the marts: one checkpoint, Data Docs, a readable failure."""

import pytest

from expectations import suites
from opsmeta import quality

pytestmark = pytest.mark.dbt


def test_every_mart_has_a_suite(dbt, dbt_build):
    import json

    manifest = json.loads((dbt.target_path / "manifest.json").read_text())
    marts = {n["name"] for n in manifest["nodes"].values() if n["resource_type"] == "model" and "/marts/" in n["original_file_path"]}
    assert marts == set(suites.SUITES)


def test_checkpoint_passes_and_builds_data_docs(dbt_build, spark):
    report = quality.run_checkpoint(spark)
    assert report.success, report.summary()
    assert report.data_docs.startswith("file://")
    assert report.data_docs.endswith("index.html")


def test_failing_expectation_is_reported(dbt_build, spark, monkeypatch):
    broken = dict(suites.SUITES)
    broken["program_runs"] = [("ExpectColumnValuesToBeBetween", {"column": "start_time", "max_value": 0})]
    monkeypatch.setattr(suites, "SUITES", broken)
    report = quality.run_checkpoint(spark)
    assert not report.success
    assert any("program_runs_suite" in f and "start_time" in f for f in report.failures)
    assert "FAILED program_runs_suite" in report.summary()
