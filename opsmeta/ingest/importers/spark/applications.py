"""Spark applications (and, behind ``--job-runs``, their jobs) as the runs domain's raw rows,
by documented rules (docs/runs.md, "From Spark event logs"):

- an application is one program run of type ``SPARK``: application and program are its name
  (``spark.app.name``), run id its application id, no ``app_version``;
- its namespace is its ``spark.opsmeta.namespace`` conf if set, else the user it ran as, else
  ``spark``, unless ``--namespace`` names one for every run;
- its node count is the most executors it had alive at once;
- start and stop are its start and end events' times (whole seconds, floored); status:
  ``RUNNING`` while its log is still being written, else ``FAILED`` when its end carries a
  non-zero exit code, its last job failed or it wrote no end at all, else ``COMPLETED``;
- heartbeats: one at its start, every ``HEARTBEAT_SECONDS`` and at each executor added or
  removed, each counting the executors alive then as its nodes, up to its end (a beat with its
  final status, which vouches for nothing after it) or, still running, to the log's last
  event: the node-hours the runs marts read are its executors' intervals;
- a job (``--job-runs``) is a run of type ``SPARK_JOB``, program ``<app name>.job``, run id
  ``<app id>/job-<id>``, from its submission to its completion, ``COMPLETED`` or ``FAILED`` by
  its result (``RUNNING`` in a log still written, ``FAILED`` when a finished log has no end
  for it); jobs get no heartbeats of their own (their executors are their application's).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

DEFAULT_NAMESPACE = "spark"
NAMESPACE_CONF = "spark.opsmeta.namespace"
HEARTBEAT_SECONDS = 60
MILLIS = 1000


@dataclass
class Application:
    """What one application's log says about its life: the facts the runs rows come from
    (times in epoch milliseconds, as Spark writes them)."""

    app_id: str
    name: str | None = None
    user: str | None = None
    conf_namespace: str | None = None
    started_ms: int | None = None
    ended_ms: int | None = None
    exit_code: int | None = None
    last_event_ms: int | None = None
    in_progress: bool = False
    #: executor id → [added ms, removed ms or None]
    executors: dict[str, list] = field(default_factory=dict)
    #: job id → [submitted ms, completed ms or None, succeeded or None]
    jobs: dict[int, list] = field(default_factory=dict)

    def read(self, event: Mapping) -> None:
        kind = event["Event"]
        moment = event.get("Timestamp") or event.get("Submission Time") or event.get("Completion Time")
        if moment is not None:
            self.last_event_ms = max(int(moment), self.last_event_ms or 0)
        if kind == "SparkListenerApplicationStart":
            self.app_id = event.get("App ID") or self.app_id
            self.name, self.user = event.get("App Name"), event.get("User")
            self.started_ms = int(event["Timestamp"])
        elif kind == "SparkListenerApplicationEnd":
            self.ended_ms = int(event["Timestamp"])
            self.exit_code = event.get("ExitCode")
        elif kind == "SparkListenerEnvironmentUpdate":
            self.conf_namespace = (event.get("Spark Properties") or {}).get(NAMESPACE_CONF) or self.conf_namespace
        elif kind == "SparkListenerExecutorAdded":
            self.executors[str(event["Executor ID"])] = [int(event["Timestamp"]), None]
        elif kind == "SparkListenerExecutorRemoved":
            self.executors.setdefault(str(event["Executor ID"]), [int(event["Timestamp"]), None])[1] = int(event["Timestamp"])
        elif kind == "SparkListenerJobStart":
            self.jobs[int(event["Job ID"])] = [int(event["Submission Time"]), None, None]
        elif kind == "SparkListenerJobEnd":
            job = self.jobs.setdefault(int(event["Job ID"]), [int(event["Completion Time"]), None, None])
            job[1], job[2] = int(event["Completion Time"]), (event.get("Job Result") or {}).get("Result") == "JobSucceeded"

    @property
    def status(self) -> str:
        if self.ended_ms is None:
            return unfinished_status(self.in_progress)
        last_job = self.jobs[max(self.jobs)] if self.jobs else None
        if (self.exit_code not in (None, 0)) or (last_job is not None and last_job[2] is False):
            return "FAILED"
        return "COMPLETED"

    @property
    def until_ms(self) -> int:
        """Its end, or (still running, or cut off) the last moment its log speaks of."""
        return self.ended_ms if self.ended_ms is not None else max(self.last_event_ms or 0, self.started_ms)


def namespace_of(app: Application, override: str | None) -> str:
    return override or app.conf_namespace or app.user or DEFAULT_NAMESPACE


def _seconds(ms: int | None) -> int | None:
    return None if ms is None else ms // MILLIS


def unfinished_status(in_progress: bool) -> str:
    """An application or job with no end in its log: still running while the log is, else
    cut off (the driver died without writing its end)."""
    return "RUNNING" if in_progress else "FAILED"


def _key(app: Application, namespace: str, program_type: str = "SPARK", run_id: str | None = None,
         program_suffix: str = "") -> dict:
    """A run's key: the application named as its app (its id when unnamed), and the program
    the run is of (the application itself, or its jobs)."""
    name = app.name or app.app_id
    return {"namespace": namespace, "application": name, "program_type": program_type,
            "program": name + program_suffix, "run_id": run_id or app.app_id}


def run_record(app: Application, namespace: str) -> dict:
    status = app.status
    return _key(app, namespace) | {
        "app_version": None, "status": status, "start_time": _seconds(app.started_ms),
        "stop_time": None if status == "RUNNING" else _seconds(app.until_ms),
        "record_time": _seconds(app.until_ms), "node_count": peak(app),
    }


def alive(app: Application, moment: int) -> int:
    """Executors alive at ``moment`` (whole seconds): added at or before it, not yet removed."""
    return sum(1 for added, removed in app.executors.values()
               if _seconds(added) <= moment and (removed is None or moment < _seconds(removed)))


def peak(app: Application) -> int:
    """The most executors alive at once."""
    return max((alive(app, _seconds(added)) for added, _ in app.executors.values()), default=0)


def heartbeats(app: Application, namespace: str) -> list[dict]:
    """A beat at the start, every HEARTBEAT_SECONDS and at each executor change, with the
    executors alive then; the last at the end with the run's final status."""
    start, until = _seconds(app.started_ms), _seconds(app.until_ms)
    changes = {_seconds(ms) for span in app.executors.values() for ms in span if ms is not None}
    moments = sorted({*range(start, until, HEARTBEAT_SECONDS), *(m for m in changes if start <= m < until)})
    key = _key(app, namespace)
    beats = [key | {"status": "RUNNING", "heartbeat_time": moment, "node_count": alive(app, moment)} for moment in moments]
    beats.append(key | {"status": app.status, "heartbeat_time": until, "node_count": alive(app, until)})
    return beats


def job_status(completed: int | None, succeeded: bool | None, in_progress: bool) -> str:
    if completed is None:
        return unfinished_status(in_progress)
    return "COMPLETED" if succeeded else "FAILED"


def job_records(app: Application, namespace: str) -> list[dict]:
    rows = []
    for job, (submitted, completed, succeeded) in sorted(app.jobs.items()):
        status = job_status(completed, succeeded, app.in_progress)
        until = _seconds(completed if completed is not None else app.until_ms)
        rows.append(_key(app, namespace, "SPARK_JOB", f"{app.app_id}/job-{job}", ".job") | {
            "app_version": None, "status": status, "start_time": _seconds(submitted),
            "stop_time": None if status == "RUNNING" else until, "record_time": until, "node_count": None,
        })
    return rows
