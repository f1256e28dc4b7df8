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

import json
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from opsmeta.ingest.importers.airflow import harvest, logs, runs
from opsmeta.ingest.importers.airflow.reading import Database
from opsmeta.ingest.importers.airflow.schema import AirflowSchemaError, Schema, schema_of
from opsmeta.ingest.importers.airflow.serialized import serialized_tasks
from opsmeta.ingest.importers.airflow.times import epoch
from opsmeta.ingest.importers.airflow.tries import Evidence, Try, end_of, is_sensor_try, raw_row, settings_of, start_of, success_poke_time

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


def _read(db: Database, schema: Schema, since: float | None, unsettled: set[tuple[str, str]]):
    """Everything the mapping needs, changed tries and runs since ``since`` (epoch seconds),
    and every try of the ``unsettled`` runs (dag id, run id)."""
    import datetime as dt

    after = None if since is None else ("updated_at", dt.datetime.fromtimestamp(since, dt.UTC).replace(tzinfo=None))
    current = {_try_key(r): r for r in db.rows("task_instance", TI_COLUMNS, since=after)}
    if after is not None:  # a try not over yet is read at every import: its time observed grows
        current.update({_try_key(r): r for r in db.rows("task_instance", TI_COLUMNS, where_in=("state", ACTIVE_STATES))})
    current = list(current.values())
    history = list(db.rows("task_instance_history", HISTORY_COLUMNS, since=after))
    # every try of the runs touched, changed or not: a run's heartbeats count all its tries
    touched = sorted({row["run_id"] for row in [*current, *history]} | {run_id for _, run_id in unsettled})
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
        return _import(db, Path(out_dir), logs_dir, observed_until, namespace, task_runs)
    finally:
        db.close()


def _try_key_of(row) -> str:
    return harvest.try_key(*_key(row), row.get("try_number"))


def _kept_reschedules(kept: list[dict], read: list) -> tuple:
    """A try's reschedule rows: those read, and those an earlier import read that Airflow has
    deleted since, by start."""
    by_start = {round(epoch(r.get("start_date")) or 0.0, 3): r for r in kept}
    by_start.update({round(epoch(r.get("start_date")) or 0.0, 3): r for r in read})
    return tuple(by_start[start] for start in sorted(by_start))


def _kept(t: Try) -> list[dict]:
    return [{column: epoch(r.get(column)) for column in ("start_date", "end_date", "reschedule_date")} for r in t.reschedules]


def _import(db: Database, out_dir: Path, logs_dir: Path | None, observed_until: float | None, namespace: str | None,
            task_runs: bool) -> dict[str, int]:
    schema = schema_of(db.revision())
    mark = harvest.Watermark.of(out_dir, db.url)
    unsettled = {tuple(json.loads(key)) for key in mark.unsettled}
    current, history, run_tries, dag_runs, tags, reschedules, events, triggers, rendered, tasks = _read(db, schema, mark.since,
                                                                                                  unsettled)
    # the import's time is when its read ended: Airflow writes on while it reads
    observed_until = time.time() if observed_until is None else observed_until

    def try_of(row, is_current: bool) -> Try:
        """The try as read, but its log (what its running interval needs)."""
        ti_id = row.get("id") if is_current else row.get("task_instance_id")
        key = _key(row)
        resched = ti_id if schema.family == "3" else (*key, row.get("try_number"))
        return Try(
            row=row, task=tasks.get((row["dag_id"], row["task_id"]), {}), run=dag_runs.get((row["dag_id"], row["run_id"]), {}),
            reschedules=_kept_reschedules(mark.tries.get(_try_key_of(row), {}).get("reschedules", []),
                                          reschedules.get(resched, ())),
            events=dict(events.get((*key, row.get("try_number")), {})),
            trigger=triggers.get(row.get("trigger_id")) if is_current else None,
            rendered=rendered.get(key),
            log=None,
        )

    def with_log(t: Try) -> Try:
        row = t.row
        return replace(t, log=logs.read(logs_dir, row["dag_id"], row["run_id"], row["task_id"], _key(row)[3], row.get("try_number") or 0))

    # the tries this import writes (those changed, and those an earlier import wrote not over),
    # with their logs; every try of the runs touched, for their heartbeats
    reopened = _open_tries(db, mark.open, {_try_key_of(row) for row in [*current, *history]})
    tries = list({_try_key_of(t.row): t for t in [*(with_log(try_of(row, False)) for row in history),
                                                   *(with_log(try_of(row, is_current)) for row, is_current in reopened),
                                                   *(with_log(try_of(row, True)) for row in current)]}.values())
    run_spans = [try_of(row, is_current) for row, is_current in run_tries]
    changed_runs = {(t.row["dag_id"], t.row["run_id"]) for t in tries}
    settings = _settings(mark, tries)
    changed = {task for task, value in settings.items() if mark.settings.get(task, value) != value}
    mark.settings.update(settings)
    again = _tries_of_tasks(db, changed, {_try_key_of(t.row) for t in tries})
    # the tasks' tries written before are written again with their new settings (their runs'
    # records and heartbeats are not: those did not change)
    tries += [with_log(try_of(row, is_current)) for row, is_current in again]
    pooled = _pooled(mark)
    last_try = defaultdict(int)
    for t in [*run_spans, *tries]:
        last_try[_key(t.row)] = max(last_try[_key(t.row)], t.row.get("try_number") or 0)
    sensor_rows = [raw_row(t, observed_until, pooled.get(harvest.task_key(t.row["dag_id"], t.row["task_id"]), Evidence()),
                           retried=(t.row.get("try_number") or 0) < last_try[_key(t.row)]) for t in tries]

    run_rows, beats = [], []
    intervals = defaultdict(list)
    for t in run_spans:
        intervals[(t.row["dag_id"], t.row["run_id"])].append((start_of(t), end_of(t)))
    since_run = mark.since
    mark.unsettled = []
    for key, run in dag_runs.items():
        updated = epoch(run.get("updated_at"))
        if (key not in changed_runs and key not in unsettled and since_run is not None and updated is not None
                and updated < since_run):
            continue
        record = runs.run_record(run, runs.namespace_of(tags.get(run["dag_id"], ()), namespace), observed_until)
        run_rows.append(record)
        spans = intervals.get(key, ())
        beats.extend(runs.heartbeats(record, spans, observed_until))
        if not runs.settled(spans, observed_until):
            mark.unsettled.append(harvest.run_key(*key))
    # a try's task run is settled as a DAG run's is: one that ran into the last minute is read again
    reread = set()
    if task_runs:  # a try that never started is no run yet
        for t in (t for t in tries if start_of(t) is not None):
            record = runs.task_record(t.row, runs.namespace_of(tags.get(t.row["dag_id"], ()), namespace), observed_until,
                                      start_of(t), end_of(t))
            run_rows.append(record)
            span = [(start_of(t), end_of(t))]
            beats.extend(runs.heartbeats(record, span, observed_until))
            if not runs.settled(span, observed_until):
                reread.add(_try_key_of(t.row))

    mark.open = sorted({_try_key_of(t.row) for t, row in zip(tries, sensor_rows, strict=True) if row["end_time"] is None} | reread)
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


def _settings(mark: harvest.Watermark, tries: list[Try]) -> dict[str, tuple]:
    """Each try's evidence kept (over what earlier imports kept of it), and the settings of each
    sensor task these tries are of, from the evidence of every try of it kept."""
    for t in tries:
        entry = mark.tries.get(_try_key_of(t.row), {})
        evidence = Evidence.of(t).over(Evidence.from_counts(entry.get("evidence", {})))
        kept = {"task": harvest.task_key(t.row["dag_id"], t.row["task_id"]), "evidence": evidence.counts()}
        if t.reschedules:
            kept["reschedules"] = _kept(t)
        if evidence.counts() or t.reschedules:
            mark.tries[_try_key_of(t.row)] = kept
    pooled = _pooled(mark)
    return {task: list(settings_of(t, pooled.get(task, Evidence())))
            for t in tries if is_sensor_try(t) for task in [harvest.task_key(t.row["dag_id"], t.row["task_id"])]}


def _open_tries(db: Database, keys: list[str], but: set[str]) -> list[tuple[dict, bool]]:
    """The tries keyed in ``keys`` (written not over by an earlier import), but those in
    ``but``, wherever the database keeps them now; each with whether it is the current row."""
    wanted = set(keys) - but
    runs = sorted({json.loads(key)[2] for key in wanted})
    return [(row, table == "task_instance")
            for table, columns in (("task_instance", TI_COLUMNS), ("task_instance_history", HISTORY_COLUMNS))
            for chunk in range(0, len(runs), RUN_CHUNK)
            for row in db.rows(table, columns, where_in=("run_id", runs[chunk:chunk + RUN_CHUNK]))
            if _try_key_of(row) in wanted]


def _tries_of_tasks(db: Database, tasks: set[str], but: set[str]) -> list[tuple[dict, bool]]:
    """Every try of ``tasks`` (``task_key``s) the database holds, but those keyed in ``but``;
    each with whether it is the task instance's current row."""
    names = sorted({json.loads(task)[1] for task in tasks})
    return [(row, table == "task_instance")
            for table, columns in (("task_instance", TI_COLUMNS), ("task_instance_history", HISTORY_COLUMNS))
            for chunk in range(0, len(names), RUN_CHUNK)
            for row in db.rows(table, columns, where_in=("task_id", names[chunk:chunk + RUN_CHUNK]))
            if harvest.task_key(row["dag_id"], row["task_id"]) in tasks and _try_key_of(row) not in but]


def _pooled(mark: harvest.Watermark) -> dict[str, Evidence]:
    """Per task, the evidence of every try of it kept."""
    pooled = defaultdict(Evidence)
    for entry in mark.tries.values():
        pooled[entry["task"]].extend(Evidence.from_counts(entry.get("evidence", {})))
    return pooled
