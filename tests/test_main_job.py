"""The README's main job, in this process, on its own schema and raw dir."""

import pytest

from opsmeta import cli

pytestmark = pytest.mark.dbt


def test_main_job_builds_checks_and_reports(dbt, dbt_build, spark, monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_main_job")
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path / "raw"))
    try:
        code = cli.main([
            "main", "--generate", "--quiet", "--size", "600",
            "--dbt-arg=--target-path", "--dbt-arg", str(dbt.target_path / "main_job"),
            "--dbt-arg=--log-path", "--dbt-arg", str(dbt.log_path),
        ])
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
    out = capsys.readouterr().out
    assert code == 0, out
    assert "all expectations met" in out
    assert "data quality report: file://" in out
    assert "marts:               opsmeta_main_job.*" in out
    assert (dbt.target_path / "main_job" / "index.html").exists()
    assert spark.table("opsmeta_main_job.program_runs").count() > 0


def test_main_job_fails_on_a_missing_raw_dir(dbt, monkeypatch, tmp_path, capsys, spark):
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_main_job_missing")
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path / "absent"))
    try:
        code = cli.main([
            "main", "--quiet",
            "--dbt-arg=--target-path", "--dbt-arg", str(dbt.target_path / "main_job_missing"),
            "--dbt-arg=--log-path", "--dbt-arg", str(dbt.log_path),
        ])
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
    assert code == 1
    assert "dbt build failed" in capsys.readouterr().err
