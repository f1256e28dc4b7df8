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
    # the docs open from disk (manifest and catalog inside) on the project's overview
    static = (dbt.target_path / "static_index.html").read_text()
    assert "Marts over the operational metadata of data platforms" in static
    assert "source freshness:    " in main_job.out and "raw tables checked" in main_job.out
    # it generated the sample (a span of its own), so it built from it alone, not incrementally
    assert main_job.build_args[0] == "--full-refresh" and main_job.build_args.count("--full-refresh") == 1
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


def _refusal(argv: list[str], capsys) -> tuple[int, str]:
    """The exit code and standard error of ``opsmeta argv`` (argparse's refusals exit)."""
    try:
        code = cli.main(argv)
    except SystemExit as exit_:
        code = exit_.code
    return code, capsys.readouterr().err


def test_every_command_refuses_a_wrong_value_in_one_line(capsys, tmp_path, monkeypatch):
    """Each command and option given a value it cannot take (a bad type, an unknown choice, a
    port out of range or in use, an address this machine lacks, an unwritable home or output
    directory, a missing input path): one line on standard error naming the command and the
    value, exit code 2, no traceback, and nothing started."""
    import socket

    from opsmeta.serving import endpoint

    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    port = busy.getsockname()[1]
    cases = [
        (["frob"], "opsmeta: argument command: invalid choice: 'frob'"),
        (["generate", "--seed", "x"], "opsmeta generate: argument --seed: invalid int value: 'x'"),
        (["generate", "--end", "yesterday"], "opsmeta generate: argument --end: --end 'yesterday': give epoch seconds or an ISO 8601 time"),
        (["generate", "--quiet", "--out", str(blocker / "raw")], f"opsmeta generate: {blocker / 'raw'}"),
        (["main", "--seed", "1.5"], "opsmeta main: argument --seed: invalid int value: '1.5'"),
        (["quality", "--domain", "nope"], "opsmeta quality: unknown domain 'nope'; known: runs"),
        (["serve", "--port", "abc"], "opsmeta serve: argument --port: invalid port 'abc': a whole number from 1 to 65535"),
        (["serve", "--port", "70000"], "opsmeta serve: argument --port: invalid port '70000'"),
        (["serve", "--port", "0"], "opsmeta serve: argument --port: invalid port '0'"),
        (["serve", "--port", str(port)], f"opsmeta serve: port {port} on {endpoint.DEFAULT_HOST} is in use (--port chooses another)"),
        (["serve", "--host", "no-such-host.invalid"], "opsmeta serve: --host 'no-such-host.invalid': not an address of this machine"),
        (["serve", "--host", " "], "opsmeta serve: --host: give an address to bind"),
        (["serve", "--host", "0.0.0.0"], "opsmeta serve: --host 0.0.0.0 is reachable from other machines: add a BI user first"),
        (["users", "add"], "opsmeta users: users add: give a user name"),
        (["users", "add", "two words"], "opsmeta users: user name 'two words': 1-64 letters, digits"),
        (["users", "remove", "nobody"], "opsmeta users: no user 'nobody' in "),
        (["users", "rename"], "opsmeta users: argument action: invalid choice: 'rename'"),
        (["import", "spark-eventlog", str(tmp_path / "absent")], f"opsmeta import: {tmp_path / 'absent'}: no such file or directory"),
        (["import", "nothing", "x"], "opsmeta import: argument format: invalid choice: 'nothing'"),
        (["metastore", "frob"], "opsmeta metastore: argument action: invalid choice: 'frob'"),
    ]
    try:
        for argv, message in cases:
            code, err = _refusal(argv, capsys)
            assert code == 2 and err.startswith(message) and err.count("\n") == 1, (argv, code, err)
        monkeypatch.setenv("OPSMETA_HOME", str(blocker / "home"))
        for command in (["main"], ["quality"], ["serve"]):
            code, err = _refusal(command, capsys)
            assert code == 2 and err.startswith(f"opsmeta {command[0]}: OPSMETA_HOME {blocker / 'home'}: ") \
                and err.count("\n") == 1, (command, code, err)
    finally:
        busy.close()


def test_the_freshness_line_counts_statuses_and_names_the_late_tables():
    from types import SimpleNamespace

    from opsmeta.cli import freshness_report

    def checked(name: str, status: str, age: float | None = None):
        return SimpleNamespace(node=SimpleNamespace(source_name="runs_raw", name=name), status=status, age=age)

    hook = SimpleNamespace(node=SimpleNamespace(name="opsmeta-on-run-start-0"), status="success")
    result = SimpleNamespace(results=[hook, checked("run_records", "pass", 60.0), checked("program_heartbeats", "error", 90_000.0),
                                      checked("extra", "runtime error")])
    assert freshness_report(result) == ("3 raw tables checked: 1 error, 1 pass, 1 runtime error; newest row older than allowed: "
                                        "runs_raw.program_heartbeats 25 h, runs_raw.extra (runtime error)")
    assert freshness_report(SimpleNamespace(results=[hook])) == "not checked (see logs/dbt.log)"
    assert freshness_report(None) == "not checked (see logs/dbt.log)"
