"""The serialized DAGs' tasks, by (dag_id, task_id): 3.x keeps a version per DAG change
(``data_compressed`` zlib JSON, or ``data``), 2.10 one row per DAG; the latest wins."""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Mapping


def dag_json(row: Mapping) -> dict | None:
    data = row.get("data")
    if data is None and row.get("data_compressed") is not None:
        data = zlib.decompress(row["data_compressed"]).decode()
    if data is None:
        return None
    return json.loads(data) if isinstance(data, str | bytes) else data


def serialized_tasks(rows: Iterable[Mapping]) -> dict[tuple[str, str], dict]:
    latest: dict[str, tuple[str, dict]] = {}
    for row in rows:
        stamp = str(row.get("last_updated") or "")
        if row["dag_id"] in latest and latest[row["dag_id"]][0] > stamp:
            continue
        dag = dag_json(row)
        if dag is not None:
            latest[row["dag_id"]] = (stamp, dag)
    tasks = {}
    for dag_id, (_, dag) in latest.items():
        for task in (dag.get("dag") or {}).get("tasks", ()):
            fields = task.get("__var", task) if isinstance(task, dict) else {}
            if "task_id" in fields:
                tasks[(dag_id, fields["task_id"])] = fields
    return tasks
