"""Spark event logs → the scheduling and runs domains' raw tables (``opsmeta import spark-eventlog``).

Spark writes one JSON event per line (``spark.eventLog.enabled``); Spark 4 compresses them
(zstd by default; lz4, lzf and snappy on request, each in Spark's own stream framing) and
rolls them into ``eventlog_v2_<app>/events_<n>_<app>[.<codec>]`` directories. Compressed
files are decoded by Spark's own reader in a JVM (the one this process already runs, or one
started for the purpose), so every codec Spark writes reads back exactly.

The mapping (approximations are listed in docs/scheduling.md):
worker = ``<app>/<executor id>`` with ``runner_threads`` = the executor's cores; query = the
SQL execution (``<app>/sql-<id>``) or, for a job outside SQL, the job (``<app>/job-<id>``);
task = the stage attempt (``<app>/stage-<stage>.<attempt>``); split = the Spark task
(``<app>/task-<id>``); ``arrival_ns`` = the stage attempt's submission, from the app's first
submission, and ``arrival_time`` = that submission on the clock (epoch seconds); ``cpu_ns`` =
the task's executor CPU time; ``quantum_ns`` = Trino's 1 s;
``blocked_ns`` = null. Task ends without CPU metrics are written with a null ``cpu_ns``, so
staging quarantines them with a reason instead of the importer dropping them.

Each application is also a program run, with heartbeats from its executors
(:mod:`opsmeta.ingest.importers.spark.applications` has the rules). Each application's rows
are one file per raw table, ``<table>/spark-<app id>.parquet``, written as a hidden
``.partial`` file and renamed: importing a log again (grown, or finished since) replaces its
files, so a directory imported twice adds nothing, and a killed import leaves no partial file
that a build would read.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from opsmeta.ingest.generators.runs import HEARTBEAT_SCHEMA, RUN_RECORD_SCHEMA
from opsmeta.ingest.generators.scheduling import SPLIT_TRACE_SCHEMA, WORKER_CONFIG_SCHEMA
from opsmeta.ingest.importers.spark import applications
from opsmeta.ingest.importers.spark.applications import Application
from python_udfs.scheduling import SPLIT_RUN_QUANTA_NANOS

NANOS_PER_MILLI = 1_000_000
MILLIS_PER_SECOND = 1000
#: Spark's CompressionCodec short names, which it uses as the log file's extension.
CODEC_SUFFIXES = (".zstd", ".lz4", ".lzf", ".snappy")
INPROGRESS_SUFFIX = ".inprogress"
ROLLING_DIR_PREFIX = "eventlog_v2_"
#: a rolling log's status file, ``appstatus_<app>.inprogress`` while Spark writes it
APP_STATUS_PREFIX = "appstatus_"
#: an application id, as a file name may hold it (Spark's are letters, digits, '-' and '_')
_SAFE_APP_ID = re.compile(r"^[A-Za-z0-9_.-]{1,200}$")
_ROLLING_FILE = re.compile(r"^events_(\d+)_")
#: The events the mapping reads; every other line is skipped unparsed.
_EVENTS = (
    "SparkListenerApplicationStart",
    "SparkListenerApplicationEnd",
    "SparkListenerEnvironmentUpdate",
    "SparkListenerExecutorAdded",
    "SparkListenerExecutorRemoved",
    "SparkListenerJobStart",
    "SparkListenerJobEnd",
    "SparkListenerStageSubmitted",
    "SparkListenerStageCompleted",
    "SparkListenerTaskEnd",
)
_EVENT_PREFIX = '{"Event":"'


class EventLogError(ValueError):
    """A path that is not a Spark event log, or a log that does not parse."""


# ---- finding the logs


def app_logs(paths: Iterable[str | Path]) -> list[list[Path]]:
    """Each application's log files, in write order. A path is a log file, a rolling
    ``eventlog_v2_*`` directory, or a directory of those (``spark.eventLog.dir``)."""
    apps: list[list[Path]] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise EventLogError(f"{path}: no such file or directory")
        if path.is_file():
            apps.append([path])
        elif path.name.startswith(ROLLING_DIR_PREFIX):
            apps.append(_rolling_files(path))
        else:
            found = [
                _rolling_files(entry) if entry.is_dir() else [entry]
                for entry in sorted(path.iterdir())
                if not entry.name.startswith(".") and (entry.is_file() or entry.name.startswith(ROLLING_DIR_PREFIX))
            ]
            if not found:
                raise EventLogError(f"{path}: no Spark event logs in this directory")
            apps.extend(found)
    return apps


def _rolling_files(directory: Path) -> list[Path]:
    numbered = [(int(m.group(1)), p) for p in directory.iterdir() if (m := _ROLLING_FILE.match(p.name))]
    if not numbered:
        raise EventLogError(f"{directory}: a rolling event log directory without events_<n>_* files")
    return [p for _, p in sorted(numbered)]


def codec_of(path: Path) -> str | None:
    name = path.name.removesuffix(INPROGRESS_SUFFIX)
    return next((suffix for suffix in CODEC_SUFFIXES if name.endswith(suffix)), None)


# ---- reading them


class JvmDecoder:
    """Decodes compressed logs with Spark's own ``EventLogFileReader`` into a temporary plain
    file. Uses the running SparkContext's JVM, or starts a bare one (no session, no metastore)."""

    def __init__(self) -> None:
        self._gateway = None
        self._dir = tempfile.TemporaryDirectory(prefix="opsmeta-eventlog-")
        self._decoded = 0

    def _jvm(self):
        if self._gateway is None:
            from pyspark import SparkConf, SparkContext

            if SparkContext._gateway is not None:
                self._gateway = SparkContext._gateway
            else:
                from pyspark.java_gateway import launch_gateway

                from opsmeta.engine.session import default_conf, prepare_process

                prepare_process()
                conf = SparkConf().set("spark.driver.extraJavaOptions", default_conf()["spark.driver.extraJavaOptions"])
                self._gateway = launch_gateway(conf)
        return self._gateway

    def decode(self, path: Path) -> Path:
        gateway = self._jvm()
        jvm = gateway.jvm
        local = jvm.org.apache.hadoop.fs.FileSystem.getLocal(jvm.org.apache.hadoop.conf.Configuration())
        self._decoded += 1
        target = Path(self._dir.name) / f"{self._decoded}.json"
        stream = jvm.org.apache.spark.deploy.history.EventLogFileReader.openEventLog(
            jvm.org.apache.hadoop.fs.Path(str(path.resolve())), local
        )
        try:
            jvm.java.nio.file.Files.copy(stream, jvm.java.io.File(str(target)).toPath(), gateway.new_array(jvm.java.nio.file.CopyOption, 0))
        finally:
            stream.close()
        return target

    def close(self) -> None:
        self._dir.cleanup()


def in_progress(files: list[Path]) -> bool:
    """Whether Spark is still writing the application's log: a ``.inprogress`` file, or a
    rolling directory whose status file is still ``.inprogress``."""
    directory = files[0].parent
    rolling = directory.name.startswith(ROLLING_DIR_PREFIX) and any(
        p.name.startswith(APP_STATUS_PREFIX) and p.name.endswith(INPROGRESS_SUFFIX) for p in directory.iterdir())
    return rolling or any(path.name.endswith(INPROGRESS_SUFFIX) for path in files)


def events(files: list[Path], decoder: JvmDecoder) -> Iterator[dict]:
    """The events of one application that the mapping reads, in log order."""
    written = in_progress(files)
    for path in files:
        plain = decoder.decode(path) if codec_of(path) else path
        # an in-progress log may end in a line Spark has not finished writing
        in_progress_file = written and path == files[-1]
        with plain.open(encoding="utf-8", errors="strict") as lines:
            torn = None
            for number, line in enumerate(lines, 1):
                if torn is not None:
                    raise torn  # the bad line was not the last one
                try:
                    event = _event(line)
                except ValueError as reason:
                    torn = EventLogError(f"{path}:{number}: {reason}")
                    if not in_progress_file:
                        raise torn from None
                    continue
                if event is not None:
                    yield event


def _event(line: str) -> dict | None:
    """The line's event when the mapping reads it, None for any other event or a blank line;
    a ValueError naming what is wrong with a line that is not a whole event."""
    if not line.startswith(_EVENT_PREFIX):
        if line.strip():
            raise ValueError("not a Spark event log line")
        return None
    name = line[len(_EVENT_PREFIX):line.find('"', len(_EVENT_PREFIX))]
    if name not in _EVENTS:
        return None
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        raise ValueError(f"a {name} event that is not valid JSON") from None


# ---- the mapping


@dataclass
class AppTrace:
    """What one application's log says about its executors, stages and tasks, and (its
    ``application``) about its life as a run."""

    application: Application
    executor_cores: dict[str, int] = field(default_factory=dict)
    stage_submitted_ms: dict[tuple[int, int], int] = field(default_factory=dict)
    stage_query: dict[int, str] = field(default_factory=dict)
    tasks: list[tuple] = field(default_factory=list)  # (stage, attempt, task id, executor, cpu ns)

    @property
    def app_id(self) -> str:
        return self.application.app_id

    def read(self, event: dict) -> None:
        kind = event["Event"]
        self.application.read(event)
        if kind == "SparkListenerExecutorAdded":
            self.executor_cores[str(event["Executor ID"])] = int(event["Executor Info"]["Total Cores"])
        elif kind == "SparkListenerJobStart":
            query = self._query(event.get("Properties"), f"job-{event['Job ID']}")
            for stage in event.get("Stage IDs", []):
                self.stage_query.setdefault(stage, query)
        elif kind in ("SparkListenerStageSubmitted", "SparkListenerStageCompleted"):
            info = event["Stage Info"]
            key = (info["Stage ID"], info["Stage Attempt ID"])
            if info.get("Submission Time") is not None:
                self.stage_submitted_ms.setdefault(key, int(info["Submission Time"]))
            sql = self._query(event.get("Properties"), None)
            if sql is not None:
                self.stage_query[info["Stage ID"]] = sql
        elif kind == "SparkListenerTaskEnd":
            info, metrics = event["Task Info"], event.get("Task Metrics") or {}
            cpu = metrics.get("Executor CPU Time")
            key = (event["Stage ID"], event["Stage Attempt ID"])
            # a stage whose submission the log lost arrives with its first task
            self.stage_submitted_ms.setdefault(key, int(info["Launch Time"]))
            self.tasks.append((*key, info["Task ID"], str(info["Executor ID"]), None if cpu is None else int(cpu)))

    @staticmethod
    def _query(properties: dict | None, fallback: str | None) -> str | None:
        sql = (properties or {}).get("spark.sql.execution.id")
        return f"sql-{sql}" if sql is not None else fallback

    def split_rows(self) -> list[tuple]:
        origin = min(self.stage_submitted_ms.values(), default=0)
        app = self.app_id
        rows = []
        for stage, attempt, task, executor, cpu in self.tasks:
            query = self.stage_query.get(stage, f"stage-{stage}")
            submitted = self.stage_submitted_ms[(stage, attempt)]
            rows.append((f"{app}/{executor}", f"{app}/{query}", f"{app}/stage-{stage}.{attempt}", f"{app}/task-{task}",
                         (submitted - origin) * NANOS_PER_MILLI, cpu, SPLIT_RUN_QUANTA_NANOS, None,
                         submitted / MILLIS_PER_SECOND))
        return rows

    def worker_rows(self) -> list[tuple]:
        return [(f"{self.app_id}/{executor}", cores) for executor, cores in self.executor_cores.items()]


def read_app(files: list[Path], decoder: JvmDecoder) -> AppTrace:
    app_id = files[0].name.removesuffix(INPROGRESS_SUFFIX).split(".")[0]
    if files[0].parent.name.startswith(ROLLING_DIR_PREFIX):
        app_id = files[0].parent.name.removeprefix(ROLLING_DIR_PREFIX)
    trace = AppTrace(application=Application(app_id, in_progress=in_progress(files)))
    for event in events(files, decoder):
        try:
            trace.read(event)
        except (KeyError, TypeError, ValueError) as error:
            raise EventLogError(f"{files[0]}: a {event['Event']} event without a usable {error}") from None
    if trace.application.started_ms is None:
        raise EventLogError(f"{files[0]}: no SparkListenerApplicationStart event: not the start of an application's log")
    return trace


def tables(app: AppTrace, namespace: str | None = None, job_runs: bool = False) -> dict[str, pa.Table]:
    """One application's rows of every raw table it feeds, sorted (same log, same bytes)."""
    splits = sorted(app.split_rows(), key=lambda r: (r[0], r[4], r[3]))
    workers = sorted(app.worker_rows())
    run = app.application
    space = applications.namespace_of(run, namespace)
    records = [applications.run_record(run, space), *(applications.job_records(run, space) if job_runs else [])]
    return {
        "split_traces": _table(splits, SPLIT_TRACE_SCHEMA), "worker_config": _table(workers, WORKER_CONFIG_SCHEMA),
        "run_records": pa.Table.from_pylist(records, schema=RUN_RECORD_SCHEMA),
        "program_heartbeats": pa.Table.from_pylist(applications.heartbeats(run, space), schema=HEARTBEAT_SCHEMA),
    }


def _table(rows: list[tuple], schema: pa.Schema) -> pa.Table:
    columns = list(zip(*rows, strict=True)) if rows else [()] * len(schema)
    return pa.table([pa.array(column, type=f.type) for column, f in zip(columns, schema, strict=True)], schema=schema)


def file_name(app_id: str) -> str:
    if not _SAFE_APP_ID.match(app_id) or app_id.startswith("."):
        raise EventLogError(f"application id {app_id!r}: not a Spark application id (letters, digits, '.', '-', '_')")
    return f"spark-{app_id}.parquet"


def write(out_dir: Path, app_id: str, app_tables: dict[str, pa.Table]) -> None:
    """The application's file of each table, replacing the one an earlier import wrote."""
    name = file_name(app_id)
    for table, rows in app_tables.items():
        directory = Path(out_dir) / table
        directory.mkdir(parents=True, exist_ok=True)
        partial = directory / f".{name}.partial"
        if rows.num_rows == 0:
            (directory / name).unlink(missing_ok=True)
            continue
        pq.write_table(rows, partial, compression="snappy")
        os.replace(partial, directory / name)


def import_logs(paths: Iterable[str | Path], out_dir: Path, namespace: str | None = None,
                job_runs: bool = False) -> dict[str, int]:
    """Write each application's rows of the scheduling and runs raw tables under
    ``out_dir``; rows per table. Every log is read before anything is written."""
    decoder = JvmDecoder()
    try:
        apps = [read_app(files, decoder) for files in app_logs(paths)]
    finally:
        decoder.close()
    for directory in Path(out_dir).glob("*"):
        for stale in directory.glob(".spark-*.parquet.partial"):
            stale.unlink()  # a killed import's
    counts = dict.fromkeys(("split_traces", "worker_config", "run_records", "program_heartbeats"), 0)
    for app in apps:
        app_tables = tables(app, namespace, job_runs)
        write(out_dir, app.app_id, app_tables)
        for name, rows in app_tables.items():
            counts[name] += rows.num_rows
    return counts
