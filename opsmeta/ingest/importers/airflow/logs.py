"""What a try's task log says of its pokes: the only record of a poke-mode sensor's poke times.

Airflow writes a try's log to ``<logs>/dag_id=<dag>/run_id=<run>/task_id=<task>/[map_index=<i>/]
attempt=<try>.log`` (its default ``log_filename_template`` in 2.10 and 3.x): JSON lines in 3.x
(``timestamp``, ``event``), text lines in 2.10 (``[<time>] {<file>:<line>} INFO - <message>``).
A poke is a line whose message starts with ``Poking`` (every common sensor's ``poke`` logs one:
FileSensor "Poking for file", PythonSensor "Poking callable", SqlSensor "Poking:", S3KeySensor
"Poking for key", ExternalTaskSensor "Poking for tasks", partition sensors "Poking for ...").
A timeout says "exceeds the specified timeout of <seconds>"; a deferral "Pausing task as DEFERRED"."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from opsmeta.ingest.importers.airflow.times import epoch

POKE_PREFIX = "Poking"
TIMEOUT = re.compile(r"exceeds the specified timeout of (?P<seconds>\d+(?:\.\d+)?)")
#: what a try logs as it defers (2.10's task runner; 3.x's log has no such line: its log table does)
DEFERRED = re.compile(r"Pausing task as DEFERRED|Task exited with return code 100 \(task deferral\)")
_TEXT_LINE = re.compile(r"^\[(?P<time>\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?)\]\s+"
                        r"(?:\{[^}]*\}\s+)?(?:[A-Z]+\s+-\s+)?(?P<message>.*)$")


@dataclass
class TryLog:
    """A try's pokes (epoch seconds), its logged timeout and whether (and when first) it deferred."""
    poke_times: list[float] = field(default_factory=list)
    timeout_seconds: float | None = None
    deferred: bool = False
    deferred_at: float | None = None


def log_path(root: Path, dag_id: str, run_id: str, task_id: str, map_index: int, try_number: int) -> Path:
    mapped = f"map_index={map_index}/" if map_index is not None and map_index >= 0 else ""
    return root / f"dag_id={dag_id}" / f"run_id={run_id}" / f"task_id={task_id}" / f"{mapped}attempt={try_number}.log"


def _lines(text: str):
    """(epoch seconds or None, message, the whole line) of each line, JSON or text."""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict):
                yield epoch(str(record.get("timestamp", ""))), str(record.get("event", "")), line
            continue
        match = _TEXT_LINE.match(line)
        yield (epoch(match["time"]), match["message"], line) if match else (None, line, line)


def parse(text: str) -> TryLog:
    found = TryLog()
    for moment, message, line in _lines(text):
        if message.startswith(POKE_PREFIX) and moment is not None:
            found.poke_times.append(moment)
        # 3.x puts the timeout in the line's reason or error detail, 2.10 in the message
        if (timeout := TIMEOUT.search(line)) is not None:
            found.timeout_seconds = float(timeout["seconds"])
        if DEFERRED.search(message):
            found.deferred = True
            found.deferred_at = found.deferred_at if found.deferred_at is not None else moment
    return found


def read(root: Path | None, dag_id: str, run_id: str, task_id: str, map_index: int, try_number: int) -> TryLog | None:
    """The try's log, parsed; None without a logs directory or a file for the try."""
    if root is None:
        return None
    path = log_path(root, dag_id, run_id, task_id, map_index, try_number)
    return parse(path.read_text(errors="replace")) if path.is_file() else None
