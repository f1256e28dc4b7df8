"""The README's main job, in this process (the tests' shared build); the CLI's errors."""

import pytest

from opsmeta import cli, domains

pytestmark = pytest.mark.dbt


def test_main_job_builds_checks_and_reports(main_job, dbt, spark):
    """The tests' shared build is the main job (conftest.main_job): it generated the sample,
    built and tested every domain, wrote the docs and met every expectation."""
    assert main_job.code == 0, main_job.out[-3000:]
    assert "sample raw data: " in main_job.out
    assert "all expectations met" in main_job.out
    assert "data quality report: file://" in main_job.out
    assert "marts:               opsmeta.*" in main_job.out
    assert (dbt.target_path / "index.html").exists()
    assert spark.table("opsmeta.program_runs").count() > 0


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
    assert f"no raw data of {', '.join(domains.DOMAINS)} under {tmp_path / 'absent'}: nothing to build" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["generate", "--domain", "nope"], "opsmeta generate: unknown domain 'nope'; known: runs"),
        (["main", "--domain", "nope"], "opsmeta main: unknown domain 'nope'; known: runs"),
        (["generate", "--size", "huge"], "opsmeta generate: --size 'huge': runs takes one of tiny, small, medium, large or a positive number"),
        (["generate", "--size", "0"], "opsmeta generate: --size '0': runs takes one of"),
    ],
)
def test_wrong_command_line_value_is_one_line_and_exit_2(argv, message, capsys, tmp_path):
    code = cli.main([*argv, "--quiet"] if argv[0] == "generate" else argv)
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(message) and err.count("\n") == 1, err
