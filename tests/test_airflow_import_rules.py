"""The Airflow importer's plain rules, each alone (no database): logs of both formats, runs'
namespaces and heartbeats, the database's name without its password, read-only URLs."""

from __future__ import annotations

import pytest

from opsmeta.ingest.importers.airflow import harvest, logs, reading, runs

pytestmark = pytest.mark.unit

TEXT_LOG = """\
[2026-12-07T02:30:18.897+0000] {filesystem.py:109} INFO - Poking for file $ROOT/landing/deferred/0230.csv
[2026-12-07T02:30:18.947+0000] {taskinstance.py:289} INFO - Pausing task as DEFERRED. dag_id=deferred, task_id=wait
[2026-12-07T02:31:18.947+0000] {taskinstance.py:353} INFO - Marking task as SUCCESS. dag_id=deferred, task_id=wait
"""
JSON_LOG = """\
{"timestamp":"2026-12-07T02:34:05.544607Z","level":"info","event":"Poking for file $ROOT/landing/poke/0234.csv"}
{"timestamp":"2026-12-07T02:34:20.545077Z","level":"info","event":"Poking for file $ROOT/landing/poke/0234.csv"}
not a line of the log
{"timestamp":"2026-12-07T02:34:44.4Z","event":"Skipping task.","reason":"Sensor has timed out; run duration of 40.02 s \
exceeds the specified timeout of 40.0."}
"""


def test_a_text_log_gives_its_pokes_and_when_it_deferred_not_a_dag_named_deferred():
    parsed = logs.parse(TEXT_LOG)
    assert len(parsed.poke_times) == 1 and parsed.deferred
    assert parsed.deferred_at == pytest.approx(parsed.poke_times[0] + 0.05, abs=0.001)
    assert not logs.parse(TEXT_LOG.splitlines(keepends=True)[2]).deferred  # "dag_id=deferred" is no deferral


def test_a_json_log_gives_its_pokes_and_the_timeout_its_reason_names():
    parsed = logs.parse(JSON_LOG)
    assert [round(b - a, 3) for a, b in zip(parsed.poke_times, parsed.poke_times[1:], strict=False)] == [15.0]
    assert parsed.timeout_seconds == 40.0 and not parsed.deferred


def test_a_mapped_tries_log_is_under_its_map_index(tmp_path):
    assert logs.log_path(tmp_path, "d", "r", "t", -1, 2).relative_to(tmp_path).as_posix() == "dag_id=d/run_id=r/task_id=t/attempt=2.log"
    assert logs.log_path(tmp_path, "d", "r", "t", 3, 1).relative_to(tmp_path).as_posix() == "dag_id=d/run_id=r/task_id=t/map_index=3/attempt=1.log"
    assert logs.read(None, "d", "r", "t", -1, 1) is None and logs.read(tmp_path, "d", "r", "t", -1, 1) is None


def test_a_runs_namespace_is_its_first_tag_else_airflow_unless_named():
    assert runs.namespace_of(["team-b", "team-a"], None) == "team-a"
    assert runs.namespace_of([], None) == "airflow"
    assert runs.namespace_of(["team-a"], "platform") == "platform"


def test_heartbeats_count_the_tries_running_every_minute_and_at_each_stretchs_end_up_to_a_minute_before_the_import():
    record = {"namespace": "n", "application": "a", "program_type": "WORKFLOW", "program": "a", "run_id": "r"}
    tries = [(0.5, 90.9), (30, 150), (200, None), (None, 10)]
    assert runs.closed(tries, observed_until=230) == [(0, 90), (30, 150), (200, 230)]
    beats = [(b["heartbeat_time"], b["node_count"]) for b in runs.heartbeats(record, tries, observed_until=230)]
    assert beats == [(0, 1), (60, 2), (120, 1), (150, 1)]  # 200 and on: within the import's last minute
    # a later import, the try still running, writes the same beats up to the earlier one's, and on
    later = [(b["heartbeat_time"], b["node_count"]) for b in runs.heartbeats(record, tries, observed_until=330)]
    assert later[:len(beats)] == beats and later[len(beats):] == [(200, 1), (260, 1)]
    ended = [(b["heartbeat_time"], b["node_count"]) for b in runs.heartbeats(record, [*tries[:2], (200, 300)], observed_until=400)]
    assert ended[-1] == (300, 1)
    # settled: every beat written; a run with a try running into the import's last minute is not
    assert not runs.settled(tries, observed_until=230) and not runs.settled([(0, 190)], observed_until=230)
    assert runs.settled(tries[:2], observed_until=230) and runs.settled([(0, 170)], observed_until=230)


def test_a_database_is_named_without_its_password():
    assert harvest.database_name("postgresql://u:secret@h:5432/airflow") == harvest.database_name("postgresql://u:other@h:5432/airflow")
    assert harvest.database_name("postgresql://u@h/airflow") != harvest.database_name("postgresql://u@h/airflow2")


def test_urls_are_opened_read_only():
    assert reading.read_only_url("sqlite:////x/airflow.db") == "sqlite:///file:/x/airflow.db?mode=ro&uri=true"
    assert reading.read_only_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    # Airflow's own sql_alchemy_conn, as its docs write it: read through the driver opsmeta has
    assert reading.read_only_url("postgresql+psycopg2://u@h:5432/db") == "postgresql+psycopg://u@h:5432/db"
    assert reading.read_only_url("mysql+pymysql://u@h/db") == "mysql+pymysql://u@h/db"


def test_a_tries_evidence_is_kept_as_counts_and_a_later_read_keeps_what_airflow_deleted():
    from opsmeta.ingest.importers.airflow.tries import Evidence

    earlier = Evidence(trigger_intervals=[10], log_gaps=[15, 15, 16], trigger_timeouts=[240])
    assert Evidence.from_counts(earlier.counts()) == earlier
    assert earlier.counts() == {"trigger_intervals": {"10": 1}, "log_gaps": {"15": 2, "16": 1}, "trigger_timeouts": {"240": 1}}
    # read again after the trigger fired (Airflow deleted it): the gaps are this read's, the trigger's the earlier read's
    later = Evidence(log_gaps=[15, 15, 16, 15]).over(earlier)
    assert later.log_gaps == [15, 15, 16, 15] and later.trigger_intervals == [10] and later.trigger_timeouts == [240]
