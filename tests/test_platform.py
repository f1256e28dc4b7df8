"""One recorded platform on one clock (tests/data/platform/, made by
``tests/data/airflow/record.py 3.3.2 --platform``): a real Airflow running the sensor fleet and
DAGs whose tasks submit real Spark applications. Its metadata database and the Spark event
logs are imported into one raw directory and every domain they feed is built; the runs marts
hold the DAG runs and the Spark applications, and the report's timeline draws runs, sensors and
scheduling in the same hours."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from opsmeta.ingest.importers.airflow import import_airflow
from opsmeta.ingest.importers.spark import eventlog
from opsmeta.outputs import report
from tests.airflow_recordings import FLEET_VARS, build_schema, opened, recording_meta
from tests.browser import artifacts_dir, rendered
from tests.spark_logs import facts

PLATFORM = Path(__file__).parent / "data" / "platform"
SCHEMA = "opsmeta_platform"
DOMAINS_BUILT = ["runs", "sensors", "scheduling"]
HOUR = 3600

pytestmark = pytest.mark.dbt


@pytest.fixture(scope="module")
def platform(dbt, spark, dbt_build, tmp_path_factory):
    """The platform imported (Airflow, then Spark's logs, into one raw directory) and built."""
    meta = recording_meta(None, PLATFORM)
    raw = tmp_path_factory.mktemp("platform-raw")
    with opened(meta["airflow_version"], PLATFORM) as recording:
        import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until)
    eventlog.import_logs([PLATFORM / meta["spark_events"]], raw)
    return meta, raw, build_schema(dbt, spark, raw, SCHEMA, FLEET_VARS)


def test_the_platform_builds_every_domain_it_feeds_with_every_row_accepted(platform, spark):
    _, _, result = platform
    failed = {r.node.name: str(r.message)[:300] for r in result.result.results if r.status in ("error", "fail")}
    assert result.success, failed
    tables = {row.tableName for row in spark.sql(f"show tables in {SCHEMA}").collect()}
    assert {"program_runs", "node_hours_hourly", "sensor_outcomes", "split_latency"} <= tables
    for rejected in ("program_runs_rejected", "sensor_task_instances_rejected"):
        rows = spark.table(f"{SCHEMA}.{rejected}").toPandas()
        assert rows.empty, rows.head(5).to_dict("records")
    # a Spark task that used no measurable CPU has nothing to replay: quarantined, said why
    splits = spark.table(f"{SCHEMA}.split_traces_rejected").toPandas()
    assert set(splits["reject_reason"]) <= {"non-positive cpu"}
    assert all(json.loads(row)["cpu_ns"] == 0 for row in splits["raw_row"])
    assert len(splits) < 0.02 * spark.table(f"{SCHEMA}.split_latency").where("scheduler = 'mlfq'").count()


def _spark_apps() -> list[Path]:
    return sorted((PLATFORM / "spark-events").glob("eventlog_v2_*"))


def test_spark_applications_are_runs_with_the_start_end_and_status_their_logs_give(platform, spark):
    runs = spark.table(f"{SCHEMA}.program_runs").toPandas()
    spark_runs = runs[runs["program_type"] == "SPARK"].set_index("run_id")
    assert len(spark_runs) == len(_spark_apps()) >= 6
    statuses = set()
    for log_dir in _spark_apps():
        log = facts(spark, log_dir)
        run = spark_runs.loc[log["app"]]
        assert run["start_time"] == log["start_ms"] // 1000
        if log["end_ms"] is None:
            assert run["status"] == "RUNNING" and pd.isna(run["stop_time"])
        else:
            last_job = log["jobs"][max(log["jobs"])]
            assert run["status"] == ("FAILED" if last_job == "JobFailed" or log["exit"] not in (None, 0) else "COMPLETED")
            assert run["stop_time"] == log["end_ms"] // 1000
        statuses.add(run["status"])
    assert {"COMPLETED", "FAILED"} <= statuses
    # and the Airflow DAG runs that submitted them, on the same clock
    assert {"spark_etl", "spark_report"} <= set(runs.loc[runs["program_type"] == "WORKFLOW", "program"])


def test_node_hours_match_the_executors_intervals_within_one_executor_hour(platform, spark):
    logs = [facts(spark, log_dir) for log_dir in _spark_apps()]
    namespaces = {f["namespace"] or f["user"] or "spark" for f in logs}
    expected: dict[int, float] = {}
    _, raw, _ = platform
    last_event = pd.read_parquet(raw / "program_heartbeats").groupby("run_id")["heartbeat_time"].max().to_dict()
    for f in logs:
        until = f["end_ms"] if f["end_ms"] is not None else last_event[f["app"]] * 1000
        for added, removed in f["executors"].values():
            start, end = added / 1000, (removed or until) / 1000
            hour = int(start // HOUR) * HOUR
            while hour < end:
                expected[hour] = expected.get(hour, 0.0) + (min(end, hour + HOUR) - max(start, hour)) / HOUR
                hour += HOUR
    marts = spark.sql(f"""
        select bucket_at, sum(node_hours) as node_hours from {SCHEMA}.node_hours_hourly
        where namespace in ({", ".join(f"'{n}'" for n in sorted(namespaces))}) group by bucket_at
    """).toPandas().set_index("bucket_at")["node_hours"].to_dict()
    assert set(expected) <= set(marts), (marts, expected)
    for hour in set(marts) | set(expected):
        assert abs(marts.get(hour, 0.0) - expected.get(hour, 0.0)) <= 1.0, (hour, marts.get(hour), expected.get(hour))
    assert abs(sum(marts.values()) - sum(expected.values())) <= 1.0
    print(f"node-hours of the Spark applications: marts {sum(marts.values()):.4f}, executors {sum(expected.values()):.4f}")


def test_the_reports_timeline_draws_runs_sensors_and_scheduling_in_the_same_hours(platform, spark, tmp_path):
    page, sections = report.write(spark, SCHEMA, DOMAINS_BUILT, tmp_path / "platform_report.html")
    (timeline,) = [s for s in sections if s.key == "timeline"]
    assert not [note for note in timeline.notes if "not on the timeline" in note or "no hour in the span" in note], timeline.notes
    spec = json.loads(re.search(r'id="timeline-hours-spec">(.*?)</script>', page.read_text(), re.S).group(1))
    rows = pd.DataFrame([row for rows in spec["datasets"].values() for row in rows])
    rows["hour"] = pd.to_datetime(rows["hour_at"], utc=True)
    by_domain = rows.groupby("domain")["hour"].apply(set).to_dict()
    assert set(by_domain) == set(DOMAINS_BUILT)
    assert by_domain["runs"] & by_domain["sensors"] & by_domain["scheduling"], by_domain
    dom = rendered(page, artifacts_dir() / "platform_report.png", window="1200,1400")
    marks = dict(item.split("=") for item in re.search(r'data-marks="([^"]*)"', dom).group(1).split())
    assert int(marks["timeline-hours"]) >= len(set(rows["series"])), marks
