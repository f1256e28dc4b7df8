"""Sample CDAP run records and heartbeats (seed: cdap-active-runs-in-time-range).

Shapes: a few busy namespaces and many quiet programs (Zipf skew), starts bunched at the
top of the hour (scheduled workflows) on top of a uniform background, durations mostly
minutes with a long tail of runs lasting days, runs still active at the end, several record
versions per run (STARTING, RUNNING, then terminal), heartbeats every 30 minutes, and a
small share of malformed rows for the quarantine. Same seed, same bytes.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
from tqdm import tqdm

from opsmeta.ingest.generators.span import floor_hour
from opsmeta.ingest.parquet_sink import ParquetDirectory

#: Named sizes: number of runs.
SIZES = {"tiny": 2_000, "small": 50_000, "medium": 1_000_000, "large": 10_000_000}
CHUNK_RUNS = 250_000
START_EPOCH = 1_767_225_600  # 2026-01-01T00:00:00Z
HEARTBEAT_INTERVAL_SECONDS = 1800
PROGRAM_TYPES = np.array(["WORKFLOW", "SPARK", "MAPREDUCE", "SERVICE", "WORKER"])
TERMINAL_CHOICES = np.array(["COMPLETED", "FAILED", "KILLED"])
TERMINAL_WEIGHTS = np.array([0.90, 0.07, 0.03])

RUN_RECORD_SCHEMA = pa.schema(
    [
        ("namespace", pa.string()),
        ("application", pa.string()),
        ("app_version", pa.string()),
        ("program_type", pa.string()),
        ("program", pa.string()),
        ("run_id", pa.string()),
        ("status", pa.string()),
        ("start_time", pa.int64()),
        ("stop_time", pa.int64()),
        ("record_time", pa.int64()),
        ("node_count", pa.int32()),
    ]
)
HEARTBEAT_SCHEMA = pa.schema(
    [
        ("namespace", pa.string()),
        ("application", pa.string()),
        ("program_type", pa.string()),
        ("program", pa.string()),
        ("run_id", pa.string()),
        ("status", pa.string()),
        ("heartbeat_time", pa.int64()),
        ("node_count", pa.int32()),
    ]
)


def generate(
    out_dir: Path,
    size: int | str = "tiny",
    seed: int = 7,
    days: int = 14,
    namespaces: int = 6,
    programs: int = 200,
    invalid_fraction: float = 0.002,
    heartbeats: bool = True,
    progress: bool = True,
    end: int | None = None,
) -> dict[str, int]:
    """Write ``run_records`` and ``program_heartbeats`` under ``out_dir``; returns row counts.
    The runs span ``days`` up to ``end``'s hour (no end: from START_EPOCH)."""
    n_runs = SIZES[size] if isinstance(size, str) else int(size)
    if n_runs <= 0 or days <= 0 or namespaces <= 0 or programs <= 0:
        raise ValueError("size, days, namespaces and programs must be positive")
    rng = np.random.default_rng(seed)
    end_time = floor_hour(end) if end is not None else START_EPOCH + days * 86400
    records = ParquetDirectory(out_dir, "run_records", RUN_RECORD_SCHEMA)
    beats = ParquetDirectory(out_dir, "program_heartbeats", HEARTBEAT_SCHEMA)
    catalog = _program_catalog(rng, namespaces, programs)
    with tqdm(total=n_runs, unit="run", desc="runs", disable=not progress) as bar:
        for first in range(0, n_runs, CHUNK_RUNS):
            count = min(CHUNK_RUNS, n_runs - first)
            runs = _runs_chunk(rng, catalog, first, count, end_time, days)
            records.write(_record_versions(runs, end_time))
            records.write(_invalid_records(rng, runs, invalid_fraction, end_time))
            if heartbeats:
                beats.write(_heartbeats(runs, end_time))
            bar.update(count)
    if not heartbeats:
        beats.write({name: [] for name in HEARTBEAT_SCHEMA.names})
    return {"run_records": records.rows, "program_heartbeats": beats.rows}


def _program_catalog(rng, namespaces: int, programs: int) -> dict:
    # Zipf-like weights: a few programs run most of the time.
    weights = 1.0 / np.arange(1, programs + 1) ** 1.1
    program_ns = rng.integers(0, namespaces, programs)
    return {
        "namespace": np.array([f"ns{i}" for i in range(namespaces)])[program_ns],
        "application": np.array([f"app{i % max(1, programs // 4)}" for i in range(programs)]),
        "program_type": PROGRAM_TYPES[rng.integers(0, len(PROGRAM_TYPES), programs)],
        "program": np.array([f"program{i}" for i in range(programs)]),
        "weights": weights / weights.sum(),
        "nodes": rng.integers(1, 17, programs).astype(np.int32),
    }


def _runs_chunk(rng, catalog: dict, first: int, count: int, end_time: int, days: int) -> dict:
    program = rng.choice(len(catalog["weights"]), count, p=catalog["weights"])
    start_time = end_time - days * 86400
    span = end_time - start_time
    uniform = rng.integers(start_time, end_time, count)
    # Scheduled runs start within a minute after the top of an hour.
    top_of_hour = (uniform // 3600) * 3600 + rng.integers(0, 60, count)
    start = np.where(rng.random(count) < 0.4, top_of_hour, uniform)
    # Minutes for most runs, a long tail of multi-day runs.
    duration = np.exp(rng.normal(6.5, 1.6, count)).astype(np.int64) + 1
    long_running = rng.random(count) < 0.01
    duration = np.where(long_running, rng.integers(86400, 10 * 86400, count), duration)
    stop = start + duration
    active = stop > end_time
    run_ids = np.char.add("run-", np.arange(first, first + count).astype(str))
    return {
        "namespace": catalog["namespace"][program],
        "application": catalog["application"][program],
        "program_type": catalog["program_type"][program],
        "program": catalog["program"][program],
        "run_id": run_ids,
        "start": start,
        "stop": np.where(active, -1, stop),
        "active": active,
        "terminal": rng.choice(TERMINAL_CHOICES, count, p=TERMINAL_WEIGHTS),
        "running_status": np.where(rng.random(count) < 0.03, "SUSPENDED", "RUNNING"),
        "nodes": catalog["nodes"][program],
        "span": span,
    }


def _columns(runs: dict, index: np.ndarray, status, stop, record_time) -> dict:
    return {
        "namespace": runs["namespace"][index],
        "application": runs["application"][index],
        "app_version": np.full(index.size, "1.0.0"),
        "program_type": runs["program_type"][index],
        "program": runs["program"][index],
        "run_id": runs["run_id"][index],
        "status": status,
        "start_time": runs["start"][index],
        "stop_time": stop,
        "record_time": record_time,
        "node_count": runs["nodes"][index],
    }


def _record_versions(runs: dict, end_time: int) -> dict:
    """STARTING at start, RUNNING a few seconds later, terminal at stop (if stopped by the end)."""
    n = runs["start"].size
    every = np.arange(n)
    no_stop = pa.nulls(n, pa.int64())
    starting = _columns(runs, every, np.full(n, "STARTING"), no_stop, runs["start"])
    running_at = np.minimum(runs["start"] + 5, end_time)
    running = _columns(runs, every, runs["running_status"], no_stop, running_at)
    done = np.flatnonzero(~runs["active"])
    stop = runs["stop"][done]
    terminal = _columns(runs, done, runs["terminal"][done], stop, np.minimum(stop + 2, end_time))
    return {
        name: _concat([starting[name], running[name], terminal[name]])
        for name in RUN_RECORD_SCHEMA.names
    }


def _concat(parts: list):
    arrays = [p if isinstance(p, pa.Array) else pa.array(p) for p in parts]
    return pa.concat_arrays([a.cast(arrays[0].type) for a in arrays])


def _invalid_records(rng, runs: dict, fraction: float, end_time: int) -> dict:
    """A few malformed rows of each kind the staging model must quarantine."""
    n = int(round(runs["start"].size * fraction))
    index = rng.integers(0, runs["start"].size, n)
    kind = rng.integers(0, 5, n)
    start = runs["start"][index]
    stop = np.where(kind == 1, start - 10, start + 60)
    status = np.select(
        [kind == 0, kind == 2, kind == 3],
        ["BOGUS", "COMPLETED", "RUNNING"],
        default="COMPLETED",
    )
    columns = _columns(runs, index, status, stop, np.minimum(start + 60, end_time))
    stop_col = pa.array(stop, pa.int64())
    columns["stop_time"] = pa.array(
        [None if k == 2 else s for k, s in zip(kind.tolist(), stop_col.to_pylist(), strict=True)], pa.int64()
    )
    columns["run_id"] = pa.array(
        [None if k == 4 else r for k, r in zip(kind.tolist(), columns["run_id"].tolist(), strict=True)], pa.string()
    )
    columns["app_version"] = np.full(n, "1.0.0")
    return columns


def _heartbeats(runs: dict, end_time: int) -> dict:
    """A heartbeat every 30 minutes while running, and one with the terminal status at stop."""
    start = runs["start"]
    effective_stop = np.where(runs["active"], end_time, runs["stop"])
    beats_per_run = (effective_stop - start) // HEARTBEAT_INTERVAL_SECONDS + 1
    run = np.repeat(np.arange(start.size), beats_per_run)
    offset = np.arange(beats_per_run.sum()) - np.repeat(np.cumsum(beats_per_run) - beats_per_run, beats_per_run)
    times = start[run] + offset * HEARTBEAT_INTERVAL_SECONDS
    status = runs["running_status"][run]
    done = np.flatnonzero(~runs["active"])
    run = np.concatenate([run, done])
    times = np.concatenate([times, runs["stop"][done]])
    status = np.concatenate([status, runs["terminal"][done]])
    return {
        "namespace": runs["namespace"][run],
        "application": runs["application"][run],
        "program_type": runs["program_type"][run],
        "program": runs["program"][run],
        "run_id": runs["run_id"][run],
        "status": status,
        "heartbeat_time": times,
        "node_count": runs["nodes"][run],
    }
