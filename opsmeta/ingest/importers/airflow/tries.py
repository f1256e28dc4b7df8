"""Airflow's task tries as the sensors domain's raw rows, by documented rules (docs/sensors.md,
"From a real Airflow"). Plain Python over the rows read: every rule is unit-tested alone.

A try is the task instance's current row or an earlier try kept in task_instance_history.
Where Airflow does not keep a value (a poke-mode sensor's ``poke_interval``, ``timeout`` and
``soft_fail`` are not serialized), it is inferred, and ``poke_interval_source`` /
``timeout_source`` say from what, in this order:

- ``poke_interval``: ``serialized_dag`` (the task's own field, when Airflow kept it), ``trigger``
  (a deferred sensor's trigger arguments), ``reschedule_gaps`` (the median gap Airflow left
  between a reschedule-mode sensor's pokes: ``reschedule_date - end_date``), ``log`` (the
  median gap between logged pokes), ``airflow_default`` (60 s);
- ``timeout``: ``serialized_dag``, ``trigger_timeout`` (a deferred sensor's deadline less the
  time it deferred, from the log table or the task log, else its start), ``log`` (the timeout
  a log names),
  ``airflow_default`` (7 days).

A task's settings are the same for each of its tries, so the evidence is that of all the
task's tries read (``Evidence``), in whole seconds.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from opsmeta.ingest.importers.airflow import contexts
from opsmeta.ingest.importers.airflow.logs import TryLog
from opsmeta.ingest.importers.airflow.times import epoch

DEFAULT_POKE_INTERVAL_SECONDS = 60
DEFAULT_TIMEOUT_SECONDS = 7 * 24 * 3600
#: the states of a try that is not over (Airflow 3 sets end_date while a try waits for its reschedule)
UNFINISHED = {None, "scheduled", "queued", "running", "up_for_reschedule", "deferred", "restarting"}
#: what a never-scheduled task instance's null state is written as (the seed task_states holds it)
NO_STATUS = "no_status"
#: how a serialized task says it has callbacks: 3.x's flags, 2.10's callbacks' source text
CALLBACK_FLAGS = ("has_on_execute_callback", "has_on_failure_callback", "has_on_success_callback",
                  "has_on_retry_callback", "has_on_skipped_callback", "on_execute_callback", "on_failure_callback",
                  "on_success_callback", "on_retry_callback", "on_skipped_callback")
SENSOR_DEP = "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep"


def whole(seconds: float | None) -> int | None:
    return None if seconds is None else int(seconds // 1)


@dataclass(frozen=True)
class Try:
    """One try as read: the task instance's row (or its history row) and what belongs to it."""
    row: Mapping
    task: Mapping  # the serialized task ({} when the DAG is not serialized any more)
    run: Mapping  # the DAG run
    reschedules: tuple[Mapping, ...]  # task_reschedule rows, by start
    events: Mapping[str, float | None]  # the log table's events for the try, each at its first time
    trigger: Mapping | None  # the trigger row it waits on
    rendered: Mapping | None  # rendered fields of the task instance (its latest try's)
    log: TryLog | None


def is_sensor(task: Mapping, operator: str | None) -> bool:
    if task.get("_is_sensor") or "reschedule" in task or SENSOR_DEP in (task.get("deps") or ()):
        return True
    return bool(operator) and operator.endswith(("Sensor", "SensorAsync"))


def operator_of(t: Try) -> str | None:
    return t.row.get("custom_operator_name") or t.row.get("operator") or t.task.get("task_type")


def is_sensor_try(t: Try) -> bool:
    return is_sensor(t.task, operator_of(t))


def mode_of(t: Try) -> str:
    """deferrable, reschedule or poke: what the try really did."""
    row = t.row
    if (row.get("trigger_id") is not None or row.get("next_method") or row.get("trigger_timeout") is not None
            or row.get("state") == "deferred" or "deferred" in t.events or (t.log is not None and t.log.deferred)):
        return "deferrable"
    if t.reschedules or t.task.get("reschedule") is True or "up_for_reschedule" in t.events or row.get("state") == "up_for_reschedule":
        return "reschedule"
    return "poke"


def start_of(t: Try) -> float | None:
    """The try's start: its first reschedule row's (Airflow 3 resets a reschedule-mode try's
    start_date at every poke), else the row's."""
    starts = [epoch(r.get("start_date")) for r in t.reschedules if r.get("start_date") is not None]
    return min(starts) if starts else epoch(t.row.get("start_date"))


def state_of(t: Try, retried: bool) -> str:
    """The try's state as it ended: Airflow keeps a try that went to retry as failed in its
    history (its log table says up_for_retry); null (not scheduled yet) is no_status."""
    state = t.row.get("state")
    if state == "failed" and (retried or "up_for_retry" in t.events):
        return "up_for_retry"
    return state or NO_STATUS


def success_poke_time(t: Try) -> float | None:
    """When a successful try's last poke saw its condition: the last logged poke, else (a
    reschedule-mode try in 3.x, whose start_date Airflow resets at every poke) the row's start,
    else its end. The condition came true at or before it."""
    if t.log is not None and t.log.poke_times:
        return max(t.log.poke_times)
    if t.reschedules and epoch(t.row.get("start_date")) is not None:
        return max(epoch(t.row.get("start_date")), start_of(t) or 0)
    return end_of(t)


def end_of(t: Try) -> float | None:
    return None if t.row.get("state") in UNFINISHED else epoch(t.row.get("end_date"))


def _gaps(times: Iterable[float]) -> list[float]:
    times = sorted(times)
    return [b - a for a, b in zip(times, times[1:], strict=False) if b > a]


@dataclass
class Evidence:
    """What every try of one task says of its poke_interval and timeout (a task's settings are
    the same for each of its tries): the tries' reschedule gaps, logged poke gaps, deferred
    triggers' intervals and deadlines, and logged timeouts, each in whole seconds (so that an
    import can keep a try's evidence as counts, and pool it with later imports')."""
    trigger_intervals: list[int] = field(default_factory=list)
    reschedule_gaps: list[int] = field(default_factory=list)
    log_gaps: list[int] = field(default_factory=list)
    trigger_timeouts: list[int] = field(default_factory=list)
    logged_timeouts: list[int] = field(default_factory=list)

    @classmethod
    def of(cls, t: Try) -> Evidence:
        evidence = cls()
        evidence.add(t)
        return evidence

    def add(self, t: Try) -> None:
        if (interval := trigger_kwargs(t.trigger).get("poke_interval")) is not None:
            self.trigger_intervals.append(round(float(interval)))
        self.reschedule_gaps += [round(epoch(r["reschedule_date"]) - epoch(r["end_date"])) for r in t.reschedules
                                 if r.get("reschedule_date") is not None and r.get("end_date") is not None]
        if t.log is not None:
            self.log_gaps += [round(gap) for gap in _gaps(t.log.poke_times)]
            if t.log.timeout_seconds is not None:
                self.logged_timeouts.append(round(t.log.timeout_seconds))
        # a deferring sensor sets its trigger's deadline to the time it defers plus its timeout
        logged = t.log.deferred_at if t.log is not None else None
        deadline, deferred_at = epoch(t.row.get("trigger_timeout")), t.events.get("deferred") or logged or start_of(t)
        if deadline is not None and deferred_at is not None and deadline > deferred_at:
            self.trigger_timeouts.append(round(deadline - deferred_at))

    def extend(self, other: Evidence) -> None:
        for name in KINDS:
            getattr(self, name).extend(getattr(other, name))

    def over(self, earlier: Evidence) -> Evidence:
        """A try's evidence read again: what this read has of each kind, else what an earlier read
        had (a trigger Airflow deleted, or reschedule rows, since)."""
        return Evidence(**{name: list(getattr(self, name) or getattr(earlier, name)) for name in KINDS})

    def counts(self) -> dict[str, dict[str, int]]:
        """As kept between imports: per kind, each whole-second value's count."""
        return {name: {str(v): n for v, n in sorted(Counter(getattr(self, name)).items())} for name in KINDS if getattr(self, name)}

    @classmethod
    def from_counts(cls, counts: Mapping[str, Mapping[str, int]]) -> Evidence:
        return cls(**{name: [int(v) for v, n in counts.get(name, {}).items() for _ in range(n)] for name in KINDS})


KINDS = ("trigger_intervals", "reschedule_gaps", "log_gaps", "trigger_timeouts", "logged_timeouts")


def _seconds(values: list[float]) -> int:
    """The median of ``values`` in whole seconds (a logged gap holds the poke's own time too)."""
    return max(1, round(statistics.median(values)))


def settings_of(t: Try, evidence: Evidence) -> tuple[int, str, int, str]:
    """(poke_interval, its source, timeout, its source) of ``t``'s task."""
    return (*poke_interval_of(t, evidence), *timeout_of(t, evidence))


def poke_interval_of(t: Try, evidence: Evidence) -> tuple[int, str]:
    if t.task.get("poke_interval") is not None:
        return _seconds([float(t.task["poke_interval"])]), "serialized_dag"
    for values, source in ((evidence.trigger_intervals, "trigger"), (evidence.reschedule_gaps, "reschedule_gaps"),
                           (evidence.log_gaps, "log")):
        if values:
            return _seconds(values), source
    return DEFAULT_POKE_INTERVAL_SECONDS, "airflow_default"


def timeout_of(t: Try, evidence: Evidence) -> tuple[int, str]:
    if t.task.get("timeout") is not None:
        return _seconds([float(t.task["timeout"])]), "serialized_dag"
    for values, source in ((evidence.trigger_timeouts, "trigger_timeout"), (evidence.logged_timeouts, "log")):
        if values:
            return _seconds(values), source
    return DEFAULT_TIMEOUT_SECONDS, "airflow_default"


def pokes_observed(t: Try, mode: str) -> int | None:
    """The pokes Airflow kept a record of: a reschedule-mode try's reschedule rows, and its last
    poke when the try is over; a poke-mode try's logged pokes; None where nothing records them
    (a deferred try's trigger pokes, a poke-mode try without its log, or of a class whose pokes
    log no "Poking" line, as the time sensors)."""
    if mode == "reschedule":
        return len(t.reschedules) + (0 if t.row.get("state") in UNFINISHED else 1)
    if mode == "poke" and t.log is not None and t.log.poke_times:
        return len(t.log.poke_times)
    return None  # a poke-mode try pokes at least once: a log without a "Poking" line is of a class that logs none


def trigger_kwargs(trigger: Mapping | None) -> dict:
    if not trigger or not trigger.get("kwargs"):
        return {}
    try:
        value = json.loads(trigger["kwargs"])
    except (TypeError, json.JSONDecodeError):
        return {}  # encrypted (a Fernet key set): nothing read from it
    return value if isinstance(value, dict) else {}


def task_id_of(row: Mapping) -> str:
    """A mapped task's instance keeps its index in the task id (``task[3]``): the contract has no
    map_index."""
    index = row.get("map_index")
    return row["task_id"] if index is None or index < 0 else f"{row['task_id']}[{index}]"


def raw_row(t: Try, observed_until: float, evidence: Evidence, retried: bool = False) -> dict:
    row, task = t.row, t.task
    operator = operator_of(t)
    start = start_of(t)
    base = {
        "dag_id": row["dag_id"],
        "task_id": task_id_of(row),
        "run_id": row["run_id"],
        "execution_date": whole(epoch(t.run.get("logical_date") or t.run.get("execution_date") or t.run.get("run_after"))),
        "try_number": row.get("try_number"),
        "max_tries": row.get("max_tries"),
        "state": state_of(t, retried),
        "operator": operator,
        "op_classpath": f"{task['_task_module']}.{task.get('task_type', operator)}" if task.get("_task_module") else operator,
        "start_time": whole(start),
        "end_time": whole(end_of(t)),
        "poke_context": None,
        "execution_context": None,
        "has_callbacks": any(bool(task.get(flag)) for flag in CALLBACK_FLAGS),
        "mode": None,
        "pokes_observed": None,
        "poke_interval_source": None,
        "timeout_source": None,
        "observed_until": whole(observed_until),
    }
    if not is_sensor(task, operator):
        return base
    mode = mode_of(t)
    poke_interval, interval_source = poke_interval_of(t, evidence)
    timeout, timeout_source = timeout_of(t, evidence)
    run_fields = {"data_interval_end": t.run.get("data_interval_end"), "logical_date": t.run.get("logical_date"),
                  "execution_date": t.run.get("execution_date")}
    execution_timeout = None if task.get("execution_timeout") is None else _seconds([float(task["execution_timeout"])])
    soft_fail = task.get("soft_fail")
    if soft_fail is None:  # not serialized: a sensor that timed out skipped had it
        soft_fail = row.get("state") == "skipped" and t.log is not None and t.log.timeout_seconds is not None
    base.update({
        "poke_context": contexts.poke_context(str(task.get("task_type") or operator), _fields(t.rendered), task,
                                              {k: str(v) if v is not None else None for k, v in run_fields.items()}),
        "execution_context": json.dumps({
            "poke_interval": poke_interval, "timeout": timeout, "execution_timeout": execution_timeout,
            "retries": task.get("retries", 0), "soft_fail": bool(soft_fail),
        }, sort_keys=True),
        "mode": mode,
        "pokes_observed": pokes_observed(t, mode),
        "poke_interval_source": interval_source,
        "timeout_source": timeout_source,
    })
    return base


def _fields(rendered: Mapping | None) -> dict | None:
    if rendered is None:
        return None
    value = rendered.get("rendered_fields")
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return None
    return value if isinstance(value, dict) else None
