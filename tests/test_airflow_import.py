"""opsmeta import airflow (issue 106), on fleets recorded from real Airflows 3.3.2 (SQLite) and
2.10.5 (PostgreSQL, read by a role that may only SELECT): every task try read once, what each
try did (its mode), the pokes Airflow kept a record of against its logs, the settings Airflow
does not keep inferred and said to be, the runs, and imports that append only what changed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pyarrow.parquet as pq
import pytest

from opsmeta.ingest.importers.airflow import harvest, import_airflow, reading
from opsmeta.ingest.importers.airflow.schema import REVISIONS, AirflowSchemaError, schema_of
from opsmeta.ingest.importers.airflow.times import epoch
from tests.airflow_recordings import DECLARED, FLEET_VARS, VERSIONS, Recording, build_schema, logged_pokes, opened

SENSOR_TABLE = "sensor_task_instances"


def _frame(raw: Path, table: str) -> pd.DataFrame:
    return pq.read_table(raw / table).to_pandas() if (raw / table).is_dir() else pd.DataFrame()


@pytest.fixture(scope="module", params=VERSIONS)
def imported(request, tmp_path_factory) -> tuple[Recording, Path, dict, pd.DataFrame]:
    """A recording imported once into a raw directory of its own."""
    raw = tmp_path_factory.mktemp(f"airflow-{request.param}")
    with opened(request.param) as recording:
        counts = import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until)
        rows = _database_rows(recording)
        yield recording, raw, counts, rows


def _database_rows(recording: Recording) -> pd.DataFrame:
    """The database's task tries (current and earlier ones) and DAG runs, read here with plain
    SQLAlchemy, not the importer's reader."""
    import sqlalchemy as sa

    engine = sa.create_engine(reading.read_only_url(recording.url))
    with engine.connect() as connection:
        tries = pd.concat([
            pd.read_sql("select dag_id, task_id, run_id, try_number, state from task_instance", connection),
            pd.read_sql("select dag_id, task_id, run_id, try_number, state from task_instance_history", connection),
        ])
        tries.attrs["runs"] = pd.read_sql("select dag_id, run_id, state from dag_run", connection)
        tries.attrs["deferred"] = {
            tuple(row) for row in pd.read_sql("select dag_id, task_id, run_id, try_number from log where event = 'deferred'",
                                              connection).itertuples(index=False)
        }
    engine.dispose()
    return tries


def test_the_recordings_are_of_the_versions_they_name(imported):
    recording, *_ = imported
    revision = recording.meta["alembic_revision"]
    assert revision in REVISIONS and recording.version.startswith(REVISIONS[revision][1])


def test_every_task_try_is_one_row(imported):
    recording, raw, counts, database = imported
    frame = _frame(raw, SENSOR_TABLE)
    assert counts[SENSOR_TABLE] == len(frame) == len(database)
    assert not frame.duplicated(["dag_id", "task_id", "run_id", "try_number"]).any()
    assert set(frame["observed_until"]) == {int(recording.observed_until)}
    # a task that never started, or is not scheduled yet, is there as what it is
    assert (frame["state"] == "no_status").sum() == database["state"].isna().sum()


def test_each_sensor_try_is_in_the_mode_it_ran_in(imported):
    _, raw, _, database = imported
    frame = _frame(raw, SENSOR_TABLE)
    sensors = frame[frame["task_id"].isin(DECLARED)]
    others = frame[~frame["task_id"].isin(DECLARED)]
    assert others["mode"].isna().all() and others["poke_context"].isna().all()
    started = sensors[sensors["start_time"].notna()]
    assert len(started) > 20
    for row in started.itertuples():
        key = (row.dag_id, row.task_id, row.run_id, row.try_number)
        declared = DECLARED[row.task_id][0]
        if key in database.attrs["deferred"]:
            assert row.mode == "deferrable", key
        elif declared != "deferrable":  # a deferrable sensor whose condition held at once never defers
            assert row.mode == declared, (key, row.mode)


def test_the_pokes_observed_are_the_logs_pokes_within_one(imported):
    recording, raw, _, _ = imported
    frame = _frame(raw, SENSOR_TABLE)
    observed = frame[frame["pokes_observed"].notna() & frame["mode"].isin(["poke", "reschedule"])]
    assert set(observed["mode"]) == {"poke", "reschedule"}
    compared = 0
    for row in observed.itertuples():
        logged = logged_pokes(recording.logs, row.dag_id, row.run_id, row.task_id, row.try_number)
        if logged is not None:
            assert abs(row.pokes_observed - logged) <= 1, (row.dag_id, row.task_id, row.run_id, row.pokes_observed, logged)
            compared += 1
    assert compared > 15


def test_the_settings_airflow_does_not_keep_are_inferred_and_say_from_what(imported):
    _, raw, _, _ = imported
    frame = _frame(raw, SENSOR_TABLE)
    sensors = frame[frame["mode"].notna()].copy()
    context = sensors["execution_context"].map(json.loads)
    sensors["poke_interval"] = context.map(lambda c: c["poke_interval"])
    sensors["timeout"] = context.map(lambda c: c["timeout"])
    assert set(sensors["poke_interval_source"]) <= {"serialized_dag", "trigger", "reschedule_gaps", "log", "airflow_default"}
    assert set(sensors["timeout_source"]) <= {"serialized_dag", "trigger_timeout", "log", "airflow_default"}
    inferred = sensors[sensors["poke_interval_source"].isin(["trigger", "reschedule_gaps", "log"])]
    assert {"reschedule_gaps", "log"} <= set(inferred["poke_interval_source"])
    for row in inferred.itertuples():
        assert abs(row.poke_interval - DECLARED[row.task_id][1]) <= 1, (row.task_id, row.poke_interval, row.poke_interval_source)
    timed = sensors[sensors["timeout_source"].isin(["trigger_timeout", "log"])]
    assert len(timed) > 0
    for row in timed.itertuples():
        assert abs(row.timeout - DECLARED[row.task_id][2]) <= 1, (row.task_id, row.timeout, row.timeout_source)
    # execution_timeout is serialized: the retried sensor's 30 s
    retried = context[sensors["task_id"] == "never_retried"]
    assert set(retried.map(lambda c: c["execution_timeout"])) == {30}


def test_every_dag_run_is_a_run_with_heartbeats_while_its_tasks_ran(imported):
    _, raw, _, database = imported
    records, beats = _frame(raw, "run_records"), _frame(raw, "program_heartbeats")
    runs = database.attrs["runs"]
    assert len(records) == len(runs) and set(records["run_id"]) == set(runs["run_id"])
    assert set(records["status"]) <= {"success", "failed", "running", "queued"}
    assert (records.loc[records["status"].isin(["success", "failed"]), "stop_time"].notna()).all()
    assert set(records["namespace"]) == {"opsmeta-fleet"}  # the DAGs' one tag
    assert len(beats) > len(records) and (beats["node_count"] >= 1).all()
    ran = beats.merge(records, on=["run_id", "program"], suffixes=("", "_run"))
    assert (ran["heartbeat_time"] >= ran["start_time"]).all()


def test_importing_the_same_time_again_adds_nothing(imported, tmp_path):
    recording, raw, _, _ = imported
    again = tmp_path / "raw"
    first = import_airflow(recording.url, again, logs_dir=recording.logs, observed_until=recording.observed_until)
    second = import_airflow(recording.url, again, logs_dir=recording.logs, observed_until=recording.observed_until)
    assert sum(first.values()) > 0 and sum(second.values()) == 0
    # a later import writes the tries still waiting again (observed longer), and nothing over
    later = import_airflow(recording.url, again, logs_dir=recording.logs, observed_until=recording.observed_until + 60)
    rows = _frame(again, SENSOR_TABLE)
    newest = rows[rows["observed_until"] == int(recording.observed_until + 60)]
    assert later[SENSOR_TABLE] == len(newest) > 0 and newest["end_time"].isna().all()


#: a change Airflow makes to a task instance touches its updated_at: the next import reads it again
TOUCHED = "update task_instance set updated_at = (select max(updated_at) from task_instance) where id = ?"


def _changed_as_airflow_would(recording: Recording, statements: list[tuple[str, tuple]]) -> None:
    """``statements`` run on the recording's copy, between two imports."""
    import sqlite3

    db = sqlite3.connect(recording.url[len("sqlite:///"):])
    for sql, parameters in statements:
        db.execute(sql, parameters)
    db.commit()
    db.close()


def _latest_rows(raw: Path, task_id: str) -> pd.DataFrame:
    """Each try of ``task_id``: its row of the latest import that wrote one, but the import's time."""
    rows = _frame(raw, SENSOR_TABLE)
    rows = rows[rows["task_id"] == task_id].sort_values("observed_until").groupby(["run_id", "try_number"]).tail(1)
    return rows.drop(columns="observed_until").sort_values(["run_id", "try_number"]).reset_index(drop=True)


def test_what_airflow_deletes_later_stays_as_an_earlier_import_saw_it(tmp_path):
    """Airflow 3 deletes a try's task_reschedule rows when its task retries (and resets a
    reschedule-mode try's start_date at every poke): an import after that keeps the pokes and
    the start an earlier import saw, where one import after the deletion sees a single poke."""
    import sqlite3

    hourly, once = tmp_path / "hourly", tmp_path / "once"
    with opened("3.3.2") as recording:
        ti_id, task_id, run_id, rows = sqlite3.connect(recording.url[len("sqlite:///"):]).execute("""
            select r.ti_id, t.task_id, t.run_id, count(*) from task_reschedule as r
            inner join task_instance as t on t.id = r.ti_id where t.state = 'success'
            group by 1, 2, 3 order by count(*) desc, 1 limit 1""").fetchone()
        import_airflow(recording.url, hourly, logs_dir=recording.logs, observed_until=recording.observed_until)
        _changed_as_airflow_would(recording, [("delete from task_reschedule where ti_id = ?", (ti_id,)), (TOUCHED, (ti_id,))])
        for raw in (hourly, once):
            import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until + 60)

    kept, seen_once = (rows_[rows_["run_id"] == run_id].iloc[0] for rows_ in (_latest_rows(hourly, task_id), _latest_rows(once, task_id)))
    assert (kept["mode"], kept["pokes_observed"]) == ("reschedule", rows + 1)  # its rows, and its last poke
    assert seen_once["pokes_observed"] == 1 and seen_once["start_time"] > kept["start_time"]


def test_a_tasks_tries_written_before_are_written_again_when_new_evidence_changes_its_settings(tmp_path):
    """Imported first without its logs, a poke-mode task's interval is Airflow's default; when a
    later import reads a try of it with its log, the task's earlier tries are written again
    with the interval the logs give, as one import with the logs has them."""
    import sqlite3

    later, once = tmp_path / "later", tmp_path / "once"
    with opened("3.3.2") as recording:
        import_airflow(recording.url, later, observed_until=recording.observed_until)
        (ti_id,) = sqlite3.connect(recording.url[len("sqlite:///"):]).execute(
            "select id from task_instance where task_id = 'wait_poke' and state = 'success' order by id limit 1").fetchone()
        _changed_as_airflow_would(recording, [(TOUCHED, (ti_id,))])
        for raw in (later, once):
            import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until + 60)

    first = _frame(later, SENSOR_TABLE)
    first = first[(first["task_id"] == "wait_poke") & (first["observed_until"] == int(recording.observed_until))]
    assert len(first) > 3 and set(first["poke_interval_source"]) == {"airflow_default"}
    assert set(_latest_rows(later, "wait_poke")["poke_interval_source"]) == {"log"}
    pd.testing.assert_frame_equal(_latest_rows(later, "wait_poke"), _latest_rows(once, "wait_poke"))


def _latest_beats(raw: Path) -> pd.DataFrame:
    """Each heartbeat's row of the latest import that wrote one."""
    beats = _frame(raw, "program_heartbeats").reset_index()  # files in import order
    key = ["program_type", "program", "run_id", "heartbeat_time"]
    return beats.sort_values("index").groupby(key).tail(1).drop(columns="index").sort_values(key).reset_index(drop=True)


def test_a_run_cut_short_by_an_imports_last_minute_gets_its_last_beats_from_the_next_one_changed_or_not(tmp_path):
    """An import's heartbeats stop a minute before its time; a run whose tries ran into that
    minute is written again by the next import though nothing of it changed since, so two
    imports write the beats one import does (DAG runs' and, with --task-runs, tries')."""
    import sqlite3

    twice, once = tmp_path / "twice", tmp_path / "once"
    with opened("3.3.2") as recording:
        ends = sqlite3.connect(recording.url[len("sqlite:///"):]).execute("select end_date from dag_run").fetchall()
        # half a minute after a DAG run ended, midway
        middle = min((e for (end,) in ends if (e := epoch(end)) is not None and e > recording.observed_until - 400),
                     default=None) + 30
        import_airflow(recording.url, twice, logs_dir=recording.logs, observed_until=middle, task_runs=True)
        for raw in (twice, once):
            import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until, task_runs=True)

    ended = _frame(once, "run_records").query("program_type == 'WORKFLOW' and @middle - 60 < stop_time <= @middle")
    assert len(ended) > 0  # a run that ended in the first import's last minute, not changed since
    pd.testing.assert_frame_equal(_latest_beats(twice), _latest_beats(once))


def test_an_imports_time_is_when_its_read_ended(tmp_path, monkeypatch):
    """Airflow writes on while an import reads it (a scheduler marks tasks as it goes): the
    import's time is taken once its read is over, so no row read is later than it."""
    import types

    import opsmeta.ingest.importers.airflow as importer

    clock = []  # each page read takes a second
    monkeypatch.setattr(importer, "time", types.SimpleNamespace(time=lambda: clock[0]))
    read = reading.Database.rows

    def paged(self, *args, **kwargs):
        clock[0] += 1
        yield from read(self, *args, **kwargs)

    monkeypatch.setattr(reading.Database, "rows", paged)
    with opened("3.3.2") as recording:
        clock.append(recording.observed_until)
        import_airflow(recording.url, tmp_path, logs_dir=recording.logs)
    assert clock[0] > recording.observed_until + 10
    assert set(_frame(tmp_path, SENSOR_TABLE)["observed_until"]) == {int(clock[0])}


def test_a_killed_import_leaves_no_partial_file_and_the_next_completes_it(imported, tmp_path, monkeypatch):
    recording, *_ = imported
    raw = tmp_path / "raw"
    replaced = []

    def killed_after_one(source, destination):
        if replaced:
            raise KeyboardInterrupt  # killed between two tables' renames
        replaced.append(destination)
        return harvest_replace(source, destination)

    harvest_replace = harvest.os.replace
    monkeypatch.setattr(harvest.os, "replace", killed_after_one)
    with pytest.raises(KeyboardInterrupt):
        import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until)
    monkeypatch.undo()
    complete = import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until)
    assert not list(raw.rglob("*.partial"))
    for table, rows in complete.items():
        assert len(_frame(raw, table)) == rows  # the same time's file replaced whole: no row twice


def test_a_schema_of_no_known_release_is_refused_by_name():
    with pytest.raises(AirflowSchemaError, match="'0123456789ab' is not one this importer reads"):
        schema_of("0123456789ab")
    with pytest.raises(AirflowSchemaError, match="no alembic_version row"):
        schema_of(None)


@pytest.mark.parametrize(("argv", "message"), [
    (["--db", "nonsense://x"], "not a SQLAlchemy URL"),
    (["--db", "sqlite:////nonexistent/airflow.db"], "cannot read the database"),
    (["--db", "sqlite:///{tmp}/empty.db"], "no alembic_version row"),
])
def test_a_wrong_database_is_one_line_and_exit_2(argv, message, tmp_path):
    (tmp_path / "empty.db").touch()
    argv = [arg.format(tmp=tmp_path) for arg in argv]
    done = subprocess.run([sys.executable, "-m", "opsmeta.cli", "import", "airflow", *argv, "--out", str(tmp_path / "raw")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.fixture(scope="module")
def fleet_builds(dbt, spark, dbt_build, tmp_path_factory):
    """Each recording imported and built (sensors and runs) into a schema of its own."""
    built = {}
    for version in VERSIONS:
        raw = tmp_path_factory.mktemp(f"fleet-{version}")
        schema = f"opsmeta_airflow_{version.replace('.', '_')}"
        with opened(version) as recording:
            import_airflow(recording.url, raw, logs_dir=recording.logs, observed_until=recording.observed_until)
        built[version] = (schema, build_schema(dbt, spark, raw, schema, FLEET_VARS), recording)
    return built


@pytest.mark.dbt
@pytest.mark.parametrize("version", VERSIONS)
def test_a_recorded_fleet_builds_with_every_real_row_accepted(fleet_builds, spark, version):
    schema, result, _ = fleet_builds[version]
    failed = {r.node.name: str(r.message)[:300] for r in result.result.results if r.status in ("error", "fail")}
    assert result.success, failed
    for rejected in ("sensor_task_instances_rejected", "program_runs_rejected"):
        reasons = spark.sql(f"select reject_reason, count(*) from {schema}.{rejected} group by 1").collect()
        assert reasons == [], (rejected, reasons)


@pytest.mark.dbt
@pytest.mark.parametrize("version", VERSIONS)
def test_the_modelled_sensors_do_what_airflow_did(fleet_builds, spark, version):
    """Classic mode is what the fleet ran: each finished try's modelled state is Airflow's, and
    its modelled pokes are the pokes Airflow kept a record of, within one."""
    schema, _, _ = fleet_builds[version]
    tries = spark.sql(f"""
        select o.final_state, o.pokes, s.state, s.pokes_observed, s.mode, s.try_number, s.max_tries
        from {schema}.sensor_outcomes as o
        inner join {schema}_staging.stg_sensors__task_instances as s using (dag_id, task_id, run_id, try_number)
        where o.mode = 'classic' and s.reject_reason is null and s.end_time is not null
    """).toPandas()
    assert len(tries) > 40 and {"success", "up_for_retry", "failed", "skipped"} <= set(tries["state"])
    assert (tries["final_state"] == tries["state"]).all(), tries[tries["final_state"] != tries["state"]]
    # a sensor's own timeout fails it with a retry left (never_timeout_retried), as Airflow does
    assert ((tries["state"] == "failed") & (tries["try_number"] <= tries["max_tries"])).any()
    seen = tries[tries["pokes_observed"].notna()]
    assert len(seen) > 20 and set(seen["mode"]) == {"poke", "reschedule"}
    assert ((seen["pokes"] - seen["pokes_observed"]).abs() <= 1).all(), seen


@pytest.mark.dbt
@pytest.mark.parametrize("version", VERSIONS)
def test_every_mode_stays_within_the_span_observed(fleet_builds, spark, version):
    """Every model ends by the latest import's time, or (a try over by then) one poke after
    the try's real end: the model's poke grid lags the real one by the pokes' own time."""
    schema, _, recording = fleet_builds[version]
    until = int(recording.observed_until)
    late = spark.sql(f"""
        select count(*) from {schema}.sensor_outcomes as o
        inner join {schema}_staging.stg_sensors__task_instances as s using (dag_id, task_id, run_id, try_number)
        where s.reject_reason is null
            and o.final_time > if(s.end_time is null, {until}, greatest({until}, s.end_time + o.poke_interval))
    """).first()[0]
    assert late == 0
    longest_interval = 60  # the fleet's, inferred or Airflow's default
    spanned = spark.sql(f"select max(busy_until) from {schema}_intermediate.int_task_instances_spanned").first()[0]
    assert spanned <= until + longest_interval
    first = spark.sql(f"select min(start_time) from {schema}_staging.stg_sensors__task_instances where reject_reason is null").first()[0]
    savings = spark.sql(f"select mode, worker_slot_seconds, peak_sensor_tasks from {schema}.sensor_savings where period = 'total'").collect()
    assert {row.mode for row in savings} == {"classic", "smart", "deferrable"}
    for row in savings:  # no more slots than the sensors at their peak could hold over the span
        assert 0 <= row.worker_slot_seconds <= row.peak_sensor_tasks * (until + longest_interval - first), row
    assert next(row for row in savings if row.mode == "classic").worker_slot_seconds > 0
