"""Airflow's DAG runs (and, behind ``--task-runs``, its task instances) as the runs domain's
raw rows, by documented rules (docs/runs.md, "From a real Airflow"):

- a DAG run is a program run of type ``WORKFLOW``: application and program are the DAG id,
  no ``app_version`` (a DAG run's version is not read yet); a task instance is one of type ``TASK``,
  program ``<dag>.<task>``, run id ``<run id>/<try>``;
- its namespace is the DAG's first tag (alphabetically, as Airflow keeps tags unordered), else
  ``airflow``, unless ``--namespace`` names one for every run;
- its status is Airflow's state as Airflow writes it; the seed ``run_status_aliases`` maps it to
  a run status in staging (success is COMPLETED, queued PENDING, and so on);
- start is its start_date, else (not started yet) when it was queued; stop is its end_date
  for a finished run;
- heartbeats: one every ``HEARTBEAT_SECONDS`` while at least one of the run's task tries was
  running (from their start to their end, or to the import's time for a try still running),
  and one at the end of each stretch, each counting the tries running then as its nodes (a
  try holds a worker slot), up to a minute before the import's time (the next import writes
  that minute): the liveness and node-hours the runs marts read.
  Airflow keeps no per-run heartbeat of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from opsmeta.ingest.importers.airflow.times import epoch
from opsmeta.ingest.importers.airflow.tries import whole

DEFAULT_NAMESPACE = "airflow"
HEARTBEAT_SECONDS = 60
#: how long before its time an import's heartbeats stop: Airflow writes a try's start a moment
#: after it, so a try started just before an import may not be in it yet
SETTLE_SECONDS = 60
FINISHED_RUN_STATES = {"success", "failed"}
FINISHED_TRY_STATES = {"success", "failed", "skipped", "upstream_failed", "removed", "up_for_retry", "shutdown"}


def namespace_of(tags: Iterable[str], override: str | None) -> str:
    if override:
        return override
    tags = sorted(tag for tag in tags if tag)
    return tags[0] if tags else DEFAULT_NAMESPACE


def run_record(run: Mapping, namespace: str, observed_until: float) -> dict:
    state = run.get("state")
    start = epoch(run.get("start_date")) or epoch(run.get("queued_at"))
    return {
        "namespace": namespace, "application": run["dag_id"], "app_version": None,
        "program_type": "WORKFLOW", "program": run["dag_id"], "run_id": run["run_id"], "status": state,
        "start_time": whole(start), "stop_time": whole(epoch(run.get("end_date"))) if state in FINISHED_RUN_STATES else None,
        "record_time": whole(observed_until), "node_count": None,
    }


def task_record(row: Mapping, namespace: str, observed_until: float, start: float | None, end: float | None) -> dict:
    state = row.get("state")
    return {
        "namespace": namespace, "application": row["dag_id"], "app_version": None, "program_type": "TASK",
        "program": f"{row['dag_id']}.{row['task_id']}", "run_id": f"{row['run_id']}/{row.get('try_number')}",
        "status": state, "start_time": whole(start if start is not None else epoch(row.get("queued_dttm"))),
        "stop_time": whole(end) if state in FINISHED_TRY_STATES else None, "record_time": whole(observed_until),
        "node_count": None,
    }


def closed(intervals: Iterable[tuple[float | None, float | None]], observed_until: float) -> list[tuple[int, int]]:
    """The tries' running intervals that started, in whole seconds, an open one running to
    ``observed_until``."""
    return sorted((int(start), int(max(start, end if end is not None else observed_until)))
                  for start, end in intervals if start is not None)


def merged(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The union of ``intervals`` (sorted by start)."""
    union: list[list[int]] = []
    for start, end in intervals:
        if union and start <= union[-1][1]:
            union[-1][1] = max(union[-1][1], end)
        else:
            union.append([start, end])
    return [(a, b) for a, b in union]


def heartbeats(record: Mapping, intervals: Iterable[tuple[float | None, float | None]], observed_until: float) -> list[dict]:
    """A heartbeat every HEARTBEAT_SECONDS while any of the tries' running ``intervals`` runs (a
    try still running: to ``observed_until``), and one at the end of each stretch; its
    node_count is the tries running then (each holds a worker slot). Only up to SETTLE_SECONDS
    before ``observed_until``: a try's start is written a moment after it starts, so the last
    minute waits for the next import, and imports every hour write the beats one import would
    (a stretch still running has no end yet)."""
    intervals = list(intervals)
    spans = closed(intervals, observed_until)
    settled = observed_until - SETTLE_SECONDS
    beats = []
    for start, end in merged(spans):
        for moment in dict.fromkeys([*range(start, end, HEARTBEAT_SECONDS), end]):
            if moment > settled:
                break
            count = sum(1 for a, b in spans if a <= moment <= b)
            beats.append({key: record[key] for key in ("namespace", "application", "program_type", "program", "run_id")}
                         | {"status": "RUNNING", "node_count": count, "heartbeat_time": moment})
    return beats


def settled(intervals: Iterable[tuple[float | None, float | None]], observed_until: float) -> bool:
    """Whether ``heartbeats`` wrote every beat of these ``intervals``: none ran past
    SETTLE_SECONDS before ``observed_until``. A run's that did not is written again by the next
    import, changed or not (its stretch's last beats are the next import's)."""
    return all(end <= observed_until - SETTLE_SECONDS for _, end in closed(intervals, observed_until))
