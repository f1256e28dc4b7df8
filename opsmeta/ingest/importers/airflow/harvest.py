"""Each import appended as new files beside the earlier ones, never a partial file.

An import of a database (named by its URL, password left out) reads the task tries changed
since its watermark and those not over yet (a waiting sensor is modelled up to each import's
time), and writes only the rows that differ from what earlier imports wrote: a try over and
already written is not written again, so importing the same window twice adds nothing, and a
try whose ``task_reschedule`` rows or trigger Airflow deleted since (a retry deletes the rows in
3.x; a fired trigger is deleted) keeps what an earlier import saw of them: the state keeps each
try's reschedule rows and the evidence of its task's settings (``tries.Evidence``, as counts),
so a task's settings are inferred from every try any import read, as one import of everything
would, and when they change, its tries already written are written again with them. A run's
heartbeats stop a minute before an import's time (``runs.SETTLE_SECONDS``); the state names the
runs cut short, and the next import writes them again. Files are
``<table>/airflow-<import ms>.parquet``, each written as a hidden ``.partial`` file (Spark
skips it) and renamed into place; the watermark and the rows' digests
(``_airflow/<database>.json``) are replaced last, so a killed import leaves the last complete
state, and the next one writes what it missed."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from opsmeta.ingest.generators.runs import HEARTBEAT_SCHEMA, RUN_RECORD_SCHEMA
from opsmeta.ingest.generators.sensors import TARGET_SCHEMA, TASK_INSTANCE_SCHEMA

SCHEMAS = {"sensor_task_instances": TASK_INSTANCE_SCHEMA, "sensor_targets": TARGET_SCHEMA, "run_records": RUN_RECORD_SCHEMA,
           "program_heartbeats": HEARTBEAT_SCHEMA}
#: the columns that name a row's thing, per table: a row of the same key and content is not written again
KEYS = {
    "sensor_task_instances": ("dag_id", "task_id", "run_id", "try_number"),
    "sensor_targets": ("poke_context",),
    "run_records": ("namespace", "application", "program_type", "program", "run_id"),
    "program_heartbeats": ("namespace", "application", "program_type", "program", "run_id", "heartbeat_time"),
}
#: columns an import sets to its own time: not part of a row's content
IMPORT_TIME_COLUMNS = ("observed_until", "record_time")
STATE_DIR = "_airflow"


def database_name(url: str) -> str:
    """A stable name for the database ``url`` names, with no password in it."""
    scheme, _, rest = url.partition("://")
    location = rest.rpartition("@")[2]
    return hashlib.sha256(f"{scheme}://{location}".encode()).hexdigest()[:16]


def _digest(row: Mapping, with_time: bool = False) -> str:
    content = {k: v for k, v in row.items() if with_time or k not in IMPORT_TIME_COLUMNS}
    return hashlib.sha256(json.dumps(content, sort_keys=True, default=str).encode()).hexdigest()[:20]


def try_key(dag_id: str, task_id: str, run_id: str, map_index: int, try_number: int | None) -> str:
    return json.dumps([dag_id, task_id, run_id, map_index, try_number])


def task_key(dag_id: str, task_id: str) -> str:
    return json.dumps([dag_id, task_id])


def run_key(dag_id: str, run_id: str) -> str:
    return json.dumps([dag_id, run_id])


def row_key(table: str, row: Mapping) -> str:
    return json.dumps([row.get(column) for column in KEYS[table]], default=str)


@dataclass
class Watermark:
    path: Path
    since: float | None = None
    digests: dict[str, dict[str, str]] = field(default_factory=dict)
    pending: dict[str, dict[str, str]] = field(default_factory=dict)
    #: per try (``try_key``): the evidence of its settings and the reschedule rows seen of it
    tries: dict[str, dict] = field(default_factory=dict)
    #: per task (``task_key``): the settings its tries were written with
    settings: dict[str, list] = field(default_factory=dict)
    #: the tries (``try_key``) last written not over: read again until they are, wherever
    #: Airflow keeps them then (a retry moves a try to task_instance_history as it was)
    open: list[str] = field(default_factory=list)
    #: the DAG runs (``run_key``) whose heartbeats the last import stopped short of (a try ran
    #: into its last minute): written again by the next one, changed or not
    unsettled: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, out_dir: Path, url: str) -> Watermark:
        path = Path(out_dir) / STATE_DIR / f"{database_name(url)}.json"
        if not path.is_file():
            return cls(path)
        state = json.loads(path.read_text())
        return cls(path, state.get("since"), state.get("digests", {}), tries=state.get("tries", {}),
                   settings=state.get("settings", {}), open=state.get("open", []), unsettled=state.get("unsettled", []))

    def new_rows(self, table: str, rows: Iterable[Mapping], always: set[str] | None = None) -> list[Mapping]:
        """The rows that differ from what was written for their key (for a key in ``always``, a
        row not over yet, its import time counts too: a later import's is news)."""
        seen = self.digests.get(table, {})
        pending = self.pending.setdefault(table, {})
        fresh = []
        for row in rows:
            key = row_key(table, row)
            digest = _digest(row, with_time=key in (always or ()))
            if seen.get(key) == digest:
                continue
            if pending.get(key) == digest:
                continue  # the same row twice in one import
            pending[key] = digest
            fresh.append(row)
        return fresh

    def advance(self, changed_times: Iterable[float | None]) -> None:
        times = [t for t in changed_times if t is not None]
        if times:
            self.since = max([*times, *([self.since] if self.since is not None else [])])
        for table, pending in self.pending.items():
            self.digests.setdefault(table, {}).update(pending)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(f".{self.path.name}.partial")
        partial.write_text(json.dumps({"since": self.since, "digests": self.digests, "tries": self.tries,
                                       "settings": self.settings, "open": self.open, "unsettled": self.unsettled},
                                      sort_keys=True))
        os.replace(partial, self.path)


def write(out_dir: Path, observed_until: float, tables: Mapping[str, list[Mapping]]) -> dict[str, int]:
    """Each table's rows as one new file (none for no rows), named by the import's time: an
    import of the same time again replaces it whole. A killed import's partial files are
    removed. Rows written per table."""
    counts = {}
    for table, rows in tables.items():
        counts[table] = len(rows)
        directory = Path(out_dir) / table
        for stale in directory.glob(".airflow-*.parquet.partial"):
            stale.unlink()
        if not rows:
            continue
        directory.mkdir(parents=True, exist_ok=True)
        name = f"airflow-{int(observed_until * 1000):013d}.parquet"
        partial = directory / f".{name}.partial"
        schema = SCHEMAS[table]
        pq.write_table(pa.Table.from_pylist([{c: row.get(c) for c in schema.names} for row in rows], schema=schema), partial)
        os.replace(partial, directory / name)
    return counts
