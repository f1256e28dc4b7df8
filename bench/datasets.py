"""Benchmark datasets for the runs domain, written in CDAP key order.

CDAP stores a stopped run under runRecordCompleted|namespace|app|version|programtype|
program|inverted start time|runid: grouped by program, newest first. A time-range query
over that layout has to read everything; that is the baseline the seed measures.
"""

from __future__ import annotations

from functools import cached_property
from itertools import islice
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from opsmeta.ingest.generators import runs as generator
from opsmeta.ingest.parquet_sink import ParquetDirectory

WRITE_CHUNK = 2_000_000
SLICE_RUNS = 10_000_000
SEED_EXPERIMENT_RUNS = 400_000
SEED_EXPERIMENT_NAMESPACES = 6
SEED_EXPERIMENT_PROGRAMS = 10  # per namespace


def _empty_heartbeats(out: Path) -> None:
    ParquetDirectory(out, "program_heartbeats", generator.HEARTBEAT_SCHEMA).write(
        {name: [] for name in generator.HEARTBEAT_SCHEMA.names}
    )


def _write_in_key_order(out: Path, columns: dict[str, np.ndarray], append_name: str | None = None) -> int:
    """Write run records sorted by (namespace, application, program_type, program, -start)."""
    order = np.lexsort(
        (-columns["start_time"], columns["program"], columns["program_type"], columns["application"], columns["namespace"])
    )
    directory = out / "run_records"
    if append_name is None:
        sink = ParquetDirectory(out, "run_records", generator.RUN_RECORD_SCHEMA)
    rows = 0
    for first in range(0, order.size, WRITE_CHUNK):
        index = order[first:first + WRITE_CHUNK]
        chunk = {}
        for name in generator.RUN_RECORD_SCHEMA.names:
            values = columns[name][index]
            if name == "stop_time":
                values = pa.array(values, pa.int64(), mask=values < 0)
            chunk[name] = values
        if append_name is None:
            sink.write(chunk)
        else:
            table = pa.table(chunk, schema=generator.RUN_RECORD_SCHEMA)
            pq.write_table(table, directory / f"{append_name}-{first // WRITE_CHUNK:05d}.parquet")
        rows += index.size
    return rows


def seed_experiment(out: Path) -> dict[str, int]:
    """The seed's dataset: 400k runs in 6 namespaces in turn, run i starts at i, stops at i+1."""
    n = SEED_EXPERIMENT_RUNS
    run = np.arange(n)
    namespace = run % SEED_EXPERIMENT_NAMESPACES
    program = (run // SEED_EXPERIMENT_NAMESPACES) % SEED_EXPERIMENT_PROGRAMS
    columns = {
        "namespace": np.char.add("ns", namespace.astype(str)),
        "application": np.char.add("app", program.astype(str)),
        "app_version": np.full(n, "1.0.0"),
        "program_type": np.full(n, "WORKFLOW"),
        "program": np.char.add("program", program.astype(str)),
        "run_id": np.char.add("run-", run.astype(str)),
        "status": np.full(n, "COMPLETED"),
        "start_time": run.astype(np.int64),
        "stop_time": (run + 1).astype(np.int64),
        "record_time": (run + 1).astype(np.int64),
        "node_count": np.ones(n, np.int32),
    }
    rows = _write_in_key_order(out, columns)
    _empty_heartbeats(out)
    return {"run_records": rows}


class RunHistory:
    """Runs over ``days`` days (the generator's shapes), as CDAP's store would hold them at
    a cut-off time: the latest record of every run started by then."""

    def __init__(self, n_runs: int, days: int = 30, seed: int = 17, namespaces: int = 6, programs: int = 300):
        self.n_runs, self.seed, self.namespaces, self.programs = n_runs, seed, namespaces, programs
        self.end_time = generator.START_EPOCH + days * 86400

    def _chunks(self):
        rng = np.random.default_rng(self.seed)
        catalog = generator._program_catalog(rng, self.namespaces, self.programs)
        for first in range(0, self.n_runs, generator.CHUNK_RUNS):
            yield generator._runs_chunk(rng, catalog, first, min(generator.CHUNK_RUNS, self.n_runs - first), self.end_time)

    def _slices(self):
        chunks, per_slice = self._chunks(), max(1, SLICE_RUNS // generator.CHUNK_RUNS)
        while batch := list(islice(chunks, per_slice)):
            yield batch

    @cached_property
    def runs(self) -> dict[str, np.ndarray]:
        return _merge_chunks(list(self._chunks()))

    def _records(self, runs: dict, select: np.ndarray, as_of: int) -> dict[str, np.ndarray]:
        stopped = (runs["stop"] >= 0) & (runs["stop"] <= as_of)
        return generator._columns(
            runs,
            select,
            np.where(stopped, runs["terminal"], runs["running_status"])[select],
            np.where(stopped, runs["stop"], -1)[select],
            np.where(stopped, runs["stop"], runs["start"])[select],
        )

    def write(self, out: Path, as_of: int | None = None) -> dict[str, int]:
        """Raw tables as of ``as_of`` (default: the end): one record per run started by then.

        Beyond SLICE_RUNS runs the history does not fit in memory; it is written a slice at
        a time, each slice a file set in key order (like HBase store files before a major
        compaction): a time-range scan still has to read all of it.
        """
        as_of = self.end_time if as_of is None else as_of
        rows = 0
        for part, runs in enumerate(self._runs_in_slices()):
            select = np.flatnonzero(runs["start"] <= as_of)
            rows += _write_in_key_order(out, self._records(runs, select, as_of), append_name=f"slice{part:03d}" if part else None)
        _empty_heartbeats(out)
        return {"run_records": rows}

    def append(self, out: Path, since: int, until: int, name: str) -> int:
        """Add the records written in (since, until]: new runs and stops of older ones."""
        rows = 0
        for part, runs in enumerate(self._runs_in_slices()):
            started = (runs["start"] > since) & (runs["start"] <= until)
            stopped = (runs["start"] <= since) & (runs["stop"] > since) & (runs["stop"] <= until)
            records = self._records(runs, np.flatnonzero(started | stopped), until)
            rows += _write_in_key_order(out, records, append_name=f"{name}{part:03d}")
        return rows

    def _runs_in_slices(self):
        return [self.runs] if self.n_runs <= SLICE_RUNS else map(_merge_chunks, self._slices())


def _merge_chunks(chunks: list[dict]) -> dict[str, np.ndarray]:
    return {key: np.concatenate([c[key] for c in chunks]) for key in chunks[0] if key != "span"}
