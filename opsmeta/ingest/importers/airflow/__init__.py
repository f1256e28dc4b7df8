"""A live Airflow's metadata database into the sensors and runs domains' raw tables
(``opsmeta import airflow --db URL [--logs DIR] [--out RAW_DIR]``).

``schema`` names the Airflow release from the migration table; ``reading`` reads its tables
read-only, in short transactions of bounded batches; ``tries`` maps each task try to a sensors
row (inferring what Airflow does not keep, and saying from what), ``contexts`` a sensor's poke
context, ``logs`` a try's log, ``runs`` DAG runs and tries to the runs domain's rows;
``harvest`` writes each import as new files beside the earlier ones, from a watermark.
Airflow itself is not imported: the tables are read with SQLAlchemy.
"""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from opsmeta.ingest.importers.airflow import harvest, logs, runs
from opsmeta.ingest.importers.airflow.reading import Database
from opsmeta.ingest.importers.airflow.schema import AirflowSchemaError, Schema, schema_of
from opsmeta.ingest.importers.airflow.serialized import serialized_tasks
from opsmeta.ingest.importers.airflow.times import epoch
from opsmeta.ingest.importers.airflow.tries import Evidence, Try, end_of, raw_row, start_of, success_poke_time

__all__ = ["AirflowSchemaError", "import_airflow"]

TI_COLUMNS = ("id", "dag_id", "task_id", "run_id", "map_index", "try_number", "max_tries", "state", "start_date", "end_date",
              "operator", "custom_operator_name", "updated_at", "trigger_id", "trigger_timeout", "next_method", "queued_dttm")
HISTORY_COLUMNS = ("id", "task_instance_id", *TI_COLUMNS[1:])
RUN_COLUMNS = ("dag_id", "run_id", "state", "start_date", "end_date", "queued_at", "logical_date", "execution_date", "run_after",
               "data_interval_end", "updated_at")


#: how many run ids one query names
RUN_CHUNK = 500
#: the states of a task instance whose try is not over (null: not scheduled yet)
ACTIVE_STATES = (None, "scheduled", "queued", "running", "up_for_reschedule", "deferred", "restarting", "up_for_retry")


def _try_key(row) -> tuple:
    return (*_key(row), row.get("try_number"))


def _key(row) -> tuple:
    return row["dag_id"], row["task_id"], row["run_id"], row.get("map_index") if row.get("map_index") is not None else -1


def _read(db: Database, schema: Schema, since: float | None):
    """Everything the mapping needs, changed tries and runs since ``since`` (epoch seconds)."""
    import datetime as dt

    after = None if since is None else ("updated_at", dt.datetime.fromtimestamp(since, dt.UTC).replace(tzinfo=None))
    current = {_try_key(r): r for r in db.rows("task_instance", TI_COLUMNS, since=after)}
    if after is not None:  # a try not over yet is read at every import: its time observed grows
        current.update({_try_key(r): r for r in db.rows("task_instance", TI_COLUMNS, where_in=("state", ACTIVE_STATES))})
    current = list(current.values())
    history = list(db.rows("task_instance_history", HISTORY_COLUMNS, since=after))
    # every try of the runs touched, changed or not: a run's heartbeats count all its tries
    touched = sorted({row["run_id"] for row in [*current, *history]})
    run_tries = [(row, table == "task_instance")
                 for table, columns in (("task_instance", TI_COLUMNS), ("task_instance_history", HISTORY_COLUMNS))
                 for chunk in range(0, len(touched), RUN_CHUNK)
                 for row in db.rows(table, columns, where_in=("run_id", touched[chunk:chunk + RUN_CHUNK]))]
    dag_runs = {(r["dag_id"], r["run_id"]): r for r in db.rows("dag_run", RUN_COLUMNS)}
    tags = defaultdict(list)
    for row in db.rows("dag_tag", ("dag_id", "name")):
        tags[row["dag_id"]].append(row["name"])
    reschedules = defaultdict(list)
    for row in db.rows("task_reschedule", ("ti_id", "dag_id", "task_id", "run_id", "map_index", "try_number", "start_date",
                                           "end_date", "reschedule_date")):
        key = row["ti_id"] if schema.family == "3" else (*_key(row), row["try_number"])
        reschedules[key].append(row)
    events = defaultdict(dict)  # per try: each event's first time
    for row in db.rows("log", ("dag_id", "task_id", "run_id", "map_index", "try_number", "event", "dttm")):
        if row.get("task_id") and row.get("run_id"):
            seen, at = events[(*_key(row), row.get("try_number"))], epoch(row.get("dttm"))
            seen[row["event"]] = min((time_ for time_ in (seen.get(row["event"]), at) if time_ is not None), default=None)
    triggers = {row["id"]: row for row in db.rows("trigger", ("id", "classpath", "kwargs"))}
    rendered = {_key(row): row for row in db.rows("rendered_task_instance_fields",
                                                   ("dag_id", "task_id", "run_id", "map_index", "rendered_fields"))}
    tasks = serialized_tasks(db.rows("serialized_dag", ("dag_id", "data", "data_compressed", "last_updated")))
    return current, history, run_tries, dag_runs, tags, reschedules, events, triggers, rendered, tasks


def first_successes(tries: list[Try], sensor_rows: list[dict]) -> list[dict]:
    """Airflow keeps no time at which a sensor's condition came true: each poke context's
    first successful poke bounds it (it came true at or before it; ``success_poke_time``),
    written as a target whose time is a bound."""
    first: dict[str, int] = {}
    for t, row in zip(tries, sensor_rows, strict=True):
        seen = success_poke_time(t) if row["mode"] is not None and row["state"] == "success" else None
        if seen is not None:
            context, at = row["poke_context"], int(seen // 1)
            first[context] = min(first.get(context, at), at)
    return [{"poke_context": context, "available_time": at, "available_time_is_bound": True} for context, at in sorted(first.items())]


def import_airflow(url: str, out_dir: Path, logs_dir: Path | None = None, observed_until: float | None = None,
                   namespace: str | None = None, task_runs: bool = False) -> dict[str, int]:
    """Append what changed since the last import of ``url`` into ``out_dir``; rows per raw table."""
    if logs_dir is not None and not Path(logs_dir).is_dir():
        raise ValueError(f"--logs {logs_dir}: not a directory")
    db = Database(url)
    try:
        schema = schema_of(db.revision())
        observed_until = time.time() if observed_until is None else observed_until
        mark = harvest.Watermark.of(out_dir, url)
        current, history, run_tries, dag_runs, tags, reschedules, events, triggers, rendered, tasks = _read(db, schema, mark.since)
    finally:
        db.close()

    def try_of(row, is_current: bool) -> Try:
        """The try as read, but its log (what its running interval needs)."""
        ti_id = row.get("id") if is_current else row.get("task_instance_id")
        key = _key(row)
        resched = ti_id if schema.family == "3" else (*key, row.get("try_number"))
        return Try(
            row=row, task=tasks.get((row["dag_id"], row["task_id"]), {}), run=dag_runs.get((row["dag_id"], row["run_id"]), {}),
            reschedules=tuple(sorted(reschedules.get(resched, ()), key=lambda r: str(r.get("start_date")))),
            events=dict(events.get((*key, row.get("try_number")), {})),
            trigger=triggers.get(row.get("trigger_id")) if is_current else None,
            rendered=rendered.get(key),
            log=None,
        )

    def with_log(t: Try) -> Try:
        row = t.row
        return replace(t, log=logs.read(logs_dir, row["dag_id"], row["run_id"], row["task_id"], _key(row)[3], row.get("try_number") or 0))

    # the tries this import writes, with their logs; every try of the runs touched, for their heartbeats
    tries = [with_log(try_of(row, True)) for row in current] + [with_log(try_of(row, False)) for row in history]
    run_spans = [try_of(row, is_current) for row, is_current in run_tries]
    evidence = defaultdict(Evidence)
    for t in tries:
        evidence[(t.row["dag_id"], t.row["task_id"])].add(t)
    last_try = defaultdict(int)
    for t in run_spans:
        last_try[_key(t.row)] = max(last_try[_key(t.row)], t.row.get("try_number") or 0)
    sensor_rows = [raw_row(t, observed_until, evidence[(t.row["dag_id"], t.row["task_id"])],
                           retried=(t.row.get("try_number") or 0) < last_try[_key(t.row)]) for t in tries]

    run_rows, beats = [], []
    intervals = defaultdict(list)
    for t in run_spans:
        intervals[(t.row["dag_id"], t.row["run_id"])].append((start_of(t), end_of(t)))
    changed_runs = {(t.row["dag_id"], t.row["run_id"]) for t in tries}
    since_run = mark.since
    for key, run in dag_runs.items():
        updated = epoch(run.get("updated_at"))
        if key not in changed_runs and since_run is not None and updated is not None and updated < since_run:
            continue
        record = runs.run_record(run, runs.namespace_of(tags.get(run["dag_id"], ()), namespace), observed_until)
        run_rows.append(record)
        beats.extend(runs.heartbeats(record, runs.closed(intervals.get(key, ()), observed_until)))
    if task_runs:  # a try that never started is no run yet
        for t in (t for t in tries if start_of(t) is not None):
            record = runs.task_record(t.row, runs.namespace_of(tags.get(t.row["dag_id"], ()), namespace), observed_until,
                                      start_of(t), end_of(t))
            run_rows.append(record)
            beats.extend(runs.heartbeats(record, runs.closed([(start_of(t), end_of(t))], observed_until)))

    targets = first_successes(tries, sensor_rows)
    unfinished = {harvest.row_key("sensor_task_instances", row) for row in sensor_rows if row["end_time"] is None}
    active_runs = {harvest.row_key("run_records", row) for row in run_rows if row["stop_time"] is None}
    written = harvest.write(out_dir, observed_until, {
        "sensor_task_instances": mark.new_rows("sensor_task_instances", sensor_rows, always=unfinished),
        "sensor_targets": mark.new_rows("sensor_targets", targets),
        "run_records": mark.new_rows("run_records", run_rows, always=active_runs),
        "program_heartbeats": mark.new_rows("program_heartbeats", beats),
    })
    mark.advance([epoch(r.get("updated_at")) for r in [*current, *history]])
    return written
