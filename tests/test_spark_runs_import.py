"""``opsmeta import spark-eventlog`` into the runs domain: each Spark application a program run
with its executors as heartbeats, checked against the logs as Spark's own JSON reader reads
them (the kept sample logs and the recorded platform's), not against the importer's parser."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest

from opsmeta import cli
from opsmeta.ingest.importers.spark import applications, eventlog
from tests.spark_logs import facts

DATA = Path(__file__).parent / "data"
KEPT_LOGS = DATA / "spark_eventlogs"
#: two executors under dynamic allocation: added, removed when idle, added again
CLUSTER_LOGS = DATA / "spark_eventlogs_cluster"
PLATFORM_LOGS = DATA / "platform" / "spark-events"


def _logs() -> list[Path]:
    return sorted([*KEPT_LOGS.glob("eventlog_v2_*"), *CLUSTER_LOGS.glob("eventlog_v2_*"), *PLATFORM_LOGS.glob("eventlog_v2_*")])


@pytest.fixture(scope="module")
def imported(tmp_path_factory) -> tuple[Path, pd.DataFrame, pd.DataFrame]:
    out = tmp_path_factory.mktemp("spark-runs")
    eventlog.import_logs(_logs(), out, job_runs=True)
    return out, pd.read_parquet(out / "run_records"), pd.read_parquet(out / "program_heartbeats")


def test_the_logs_include_a_finished_a_failed_and_several_overlapping_applications():
    assert len(_logs()) >= 6, "record the platform: tests/data/airflow/record.py 3.3.2 --platform --out tests/data/platform"


@pytest.mark.parametrize("log_dir", _logs(), ids=lambda p: p.name)
def test_each_application_is_one_run_with_the_start_end_and_status_its_log_gives(spark, imported, log_dir):
    log = facts(spark, log_dir)
    _, records, _ = imported
    (run,) = records[(records["program_type"] == "SPARK") & (records["run_id"] == log["app"])].itertuples()
    assert run.application == run.program == log["name"]
    assert run.namespace == (log["namespace"] or log["user"] or "spark")
    assert run.start_time == log["start_ms"] // 1000
    if log["end_ms"] is None:
        assert run.status == "RUNNING" and pd.isna(run.stop_time)
    else:
        last_job = log["jobs"][max(log["jobs"])] if log["jobs"] else None
        failed = log["exit"] not in (None, 0) or last_job == "JobFailed"
        assert run.status == ("FAILED" if failed else "COMPLETED")
        assert run.stop_time == log["end_ms"] // 1000


@pytest.mark.parametrize("log_dir", _logs(), ids=lambda p: p.name)
def test_heartbeats_give_the_executors_seconds_and_each_job_is_a_run(spark, imported, log_dir):
    """Node-seconds as the runs marts count them (a beat's nodes until the next beat; a final
    status vouches for nothing) equal the executors' alive seconds, within a second per change."""
    log = facts(spark, log_dir)
    _, records, beats = imported
    mine = beats[beats["run_id"] == log["app"]].sort_values("heartbeat_time")
    times, nodes = mine["heartbeat_time"].tolist(), mine["node_count"].tolist()
    counted = sum(n * (b - a) for a, b, n in zip(times, times[1:], nodes, strict=False))
    until = log["end_ms"] if log["end_ms"] is not None else max(times) * 1000
    alive = sum(((removed or until) - added) / 1000 for added, removed in log["executors"].values())
    assert abs(counted - alive) <= 2 * len(log["executors"]) and alive > 0
    assert mine["heartbeat_time"].max() - mine["heartbeat_time"].min() <= (until // 1000) - log["start_ms"] // 1000 + 1
    assert (mine["heartbeat_time"].diff().dropna() <= applications.HEARTBEAT_SECONDS).all()

    jobs = records[(records["program_type"] == "SPARK_JOB") & records["run_id"].str.startswith(f"{log['app']}/")]
    assert sorted(jobs["run_id"]) == sorted(f"{log['app']}/job-{job}" for job in log["job_starts"])
    for job in jobs.itertuples():
        result = log["jobs"].get(int(job.run_id.rsplit("-", 1)[1]))
        expected = {"JobSucceeded": "COMPLETED", "JobFailed": "FAILED", None: "RUNNING" if log["end_ms"] is None else "FAILED"}
        assert job.status == expected[result], job


def test_executors_added_and_removed_change_the_node_count(spark, imported):
    (log_dir,) = CLUSTER_LOGS.glob("eventlog_v2_*")
    log = facts(spark, log_dir)
    assert len(log["executors"]) >= 2 and any(removed for _, removed in log["executors"].values()), log["executors"]
    _, records, beats = imported
    counts = beats[beats["run_id"] == log["app"]].sort_values("heartbeat_time")["node_count"].tolist()
    assert max(counts) == 2 and 0 in counts[1:-1], counts  # both up, then none while idle, then back
    assert records.loc[records["run_id"] == log["app"], "node_count"].tolist() == [2]  # at once, not in all


def _digests(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_importing_again_adds_nothing_and_a_log_that_grew_replaces_its_rows(tmp_path):
    """The same logs twice: the same files, byte for byte. A log imported while Spark wrote it
    (cut before its end, its status file in progress), then finished: one run, finished."""
    eventlog.import_logs([KEPT_LOGS], tmp_path / "once")
    eventlog.import_logs([KEPT_LOGS], tmp_path / "twice")
    eventlog.import_logs([KEPT_LOGS], tmp_path / "twice")
    assert _digests(tmp_path / "once") == _digests(tmp_path / "twice")

    source = sorted(PLATFORM_LOGS.glob("eventlog_v2_*"))[0]
    growing = tmp_path / "logs" / source.name
    shutil.copytree(source, growing)
    (events,) = growing.glob("events_*")
    lines = events.read_text().splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith('{"Event":"SparkListenerJobEnd"'))
    events.write_text("\n".join(lines[:end]) + '\n{"Event":"SparkListenerJobEnd","Job')  # a torn last line
    for status in growing.glob("appstatus_*"):
        status.rename(status.with_name(status.name.split(".")[0] + ".inprogress"))
    out = tmp_path / "raw"
    eventlog.import_logs([growing.parent], out)
    running = pd.read_parquet(out / "run_records")
    assert running["status"].tolist() == ["RUNNING"] and running["stop_time"].isna().all()
    assert pd.read_parquet(out / "program_heartbeats")["status"].eq("RUNNING").all()

    shutil.rmtree(growing)
    shutil.copytree(source, growing)
    eventlog.import_logs([growing.parent], out)
    finished = pd.read_parquet(out / "run_records")
    assert len(finished) == 1 and finished["status"].iloc[0] in ("COMPLETED", "FAILED") and finished["stop_time"].notna().all()


def test_a_killed_import_leaves_no_file_a_build_reads_and_the_next_completes_it(tmp_path, monkeypatch):
    clean = tmp_path / "clean"
    eventlog.import_logs([KEPT_LOGS], clean)
    out = tmp_path / "raw"
    replaced = []

    def dies_on_the_third(source, target):
        if len(replaced) == 2:
            raise KeyboardInterrupt  # the import killed between a file written and its rename
        replaced.append(target)
        Path(source).rename(target)

    monkeypatch.setattr(eventlog.os, "replace", dies_on_the_third)
    with pytest.raises(KeyboardInterrupt):
        eventlog.import_logs([KEPT_LOGS], out)
    monkeypatch.undo()
    left = [p for p in out.rglob("*") if p.is_file()]
    assert [p for p in left if p.name.endswith(".partial")], left  # the one it was writing
    assert all(p.name.startswith(".") for p in left if p.name.endswith(".partial"))  # hidden: Spark skips it
    eventlog.import_logs([KEPT_LOGS], out)
    assert _digests(out) == _digests(clean)


def test_the_namespace_is_the_conf_else_the_user_else_spark_unless_one_is_named(tmp_path):
    app = applications.Application("local-1")
    assert applications.namespace_of(app, None) == "spark"
    app.user = "etl"
    assert applications.namespace_of(app, None) == "etl"
    app.read({"Event": "SparkListenerEnvironmentUpdate", "Spark Properties": {"spark.opsmeta.namespace": "reporting"}})
    assert applications.namespace_of(app, None) == "reporting"
    assert applications.namespace_of(app, "ops") == "ops"
    out = tmp_path / "raw"
    assert cli.main(["import", "spark-eventlog", str(KEPT_LOGS), "--out", str(out), "--namespace", "team_a"]) == 0
    assert set(pd.read_parquet(out / "run_records")["namespace"]) == {"team_a"}
    assert set(pd.read_parquet(out / "program_heartbeats")["namespace"]) == {"team_a"}


def test_a_log_that_is_not_an_applications_start_is_refused_by_name(tmp_path):
    log = tmp_path / "local-2"
    log.write_text('{"Event":"SparkListenerLogStart","Spark Version":"4.1.4"}\n')
    with pytest.raises(eventlog.EventLogError, match="no SparkListenerApplicationStart"):
        eventlog.import_logs([log], tmp_path / "raw")
    assert not (tmp_path / "raw").exists() or not any((tmp_path / "raw").rglob("*.parquet"))
