"""Sample split traces and worker configs (seed: presto-multilevel-split-queue).

Shapes: queries arrive as a Poisson stream over the trace; most are interactive (well under
a second of CPU), a tail are long (minutes), so a multilevel queue has something to do. A
query's splits are spread over its tasks, one per worker it touches; workers run at about
90% load so splits queue. A third of the splits block for a few milliseconds after each
quantum (I/O). A small share of malformed rows feeds the quarantine. Same seed, same bytes.
Times are nanoseconds from the trace start; ``arrival_time`` places each arrival on the clock
(the trace's arrivals end before the span's end, with room for its last splits to run).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa

from opsmeta.ingest.generators.span import REFERENCE_END, floor_hour
from opsmeta.ingest.parquet_sink import ParquetDirectory

NANOS = 1_000_000_000
#: Named sizes: number of splits.
SIZES = {"tiny": 2_000, "small": 50_000, "medium": 1_000_000, "large": 10_000_000}
SPLITS_PER_WORKER = 10_000
MAX_WORKERS = 100
RUNNER_THREADS = (4, 8, 16)
TARGET_LOAD = 0.9
QUANTUM_NS = NANOS
#: Query CPU in seconds: interactive, batch, and a long tail (lognormal mu, sigma, weight).
QUERY_CLASSES = ((-1.5, 1.0, 0.70), (1.5, 1.0, 0.25), (4.5, 0.8, 0.05))
MEAN_SPLITS_PER_QUERY = 12
#: the trace's arrivals take this share of the time before the span's end; the rest is for
#: its last splits to run
ARRIVAL_SHARE = 0.8

SPLIT_TRACE_SCHEMA = pa.schema([
    ("worker", pa.string()),
    ("query_id", pa.string()),
    ("task_id", pa.string()),
    ("split_id", pa.string()),
    ("arrival_ns", pa.int64()),
    ("cpu_ns", pa.int64()),
    ("quantum_ns", pa.int64()),
    ("blocked_ns", pa.int64()),
    ("arrival_time", pa.float64()),
])
WORKER_CONFIG_SCHEMA = pa.schema([("worker", pa.string()), ("runner_threads", pa.int32())])
#: opsmeta.ingest.generators.fuzz: hostile worker configs are of workers of their own (a second config
#: of a sample worker rejects both, and with them every split of the worker)
FUZZ_FRESH_KEYS = {"worker_config": ("worker",)}


def generate(
    out_dir: Path,
    size: int | str = "tiny",
    seed: int = 7,
    workers: int | None = None,
    invalid_fraction: float = 0.002,
    progress: bool = True,
    end: int | None = None,
) -> dict[str, int]:
    """Write ``split_traces`` and ``worker_config`` under ``out_dir``; returns row counts.
    The trace runs up to ``end``'s hour (no end: REFERENCE_END)."""
    n_splits = SIZES[size] if isinstance(size, str) else int(size)
    n_workers = workers or int(np.clip(n_splits // SPLITS_PER_WORKER, 2, MAX_WORKERS))
    if n_splits <= 0 or n_workers <= 0:
        raise ValueError("size and workers must be positive")
    rng = np.random.default_rng(seed)
    worker_names = np.array([f"worker-{i:03d}" for i in range(n_workers)])
    threads = rng.choice(RUNNER_THREADS, n_workers).astype(np.int32)
    traces = _splits(rng, n_splits, worker_names, threads)
    traces["arrival_time"] = _on_the_clock(traces["arrival_ns"], floor_hour(REFERENCE_END if end is None else end))
    traces_dir = ParquetDirectory(out_dir, "split_traces", SPLIT_TRACE_SCHEMA)
    traces_dir.write(traces)
    traces_dir.write(_invalid_splits(rng, traces, invalid_fraction))
    config_dir = ParquetDirectory(out_dir, "worker_config", WORKER_CONFIG_SCHEMA)
    config_dir.write({"worker": worker_names, "runner_threads": threads})
    return {"split_traces": traces_dir.rows, "worker_config": config_dir.rows}


def _splits(rng, n_splits: int, worker_names, threads) -> dict:
    n_queries = max(1, n_splits // MEAN_SPLITS_PER_QUERY)
    cls = rng.choice(len(QUERY_CLASSES), n_queries, p=[c[2] for c in QUERY_CLASSES])
    mu = np.array([c[0] for c in QUERY_CLASSES])[cls]
    sigma = np.array([c[1] for c in QUERY_CLASSES])[cls]
    query_cpu = np.exp(rng.normal(mu, sigma)) * NANOS
    # every query gets at least one split; the rest go to queries by their CPU
    extra = rng.choice(n_queries, n_splits - n_queries, p=query_cpu / query_cpu.sum())
    query = np.sort(np.concatenate([np.arange(n_queries), extra]))
    splits_of = np.bincount(query, minlength=n_queries)
    weight = rng.exponential(1.0, n_splits)
    weight /= np.bincount(query, weights=weight, minlength=n_queries)[query]
    cpu = np.maximum(1, (query_cpu[query] * weight)).astype(np.int64)
    # a query's splits land on up to 4 workers, one task per (query, worker)
    n_workers = worker_names.size
    first_worker = rng.integers(0, n_workers, n_queries)
    spread = np.minimum(rng.integers(1, 5, n_queries), n_workers)
    offset = rng.integers(0, 1 << 30, n_splits) % spread[query]
    worker = (first_worker[query] + offset) % n_workers
    # arrivals: Poisson queries over a span that loads each worker to TARGET_LOAD
    capacity = threads.astype(np.float64).sum()
    span = cpu.sum() / (capacity * TARGET_LOAD)
    query_arrival = np.sort(rng.uniform(0, span, n_queries)).astype(np.int64)
    split_delay = (rng.exponential(0.05, n_splits) * NANOS).astype(np.int64)  # splits enumerated after the query starts
    arrival = query_arrival[query] + split_delay
    blocks = rng.random(n_splits) < 1 / 3
    blocked = np.where(blocks, (rng.exponential(0.01, n_splits) * NANOS).astype(np.int64), 0)
    split_index = np.arange(n_splits) - np.repeat(np.cumsum(splits_of) - splits_of, splits_of)
    query_ids = np.char.add("q", query.astype(str))
    task_ids = np.char.add(np.char.add(query_ids, ".w"), worker.astype(str))
    return {
        "worker": worker_names[worker],
        "query_id": query_ids,
        "task_id": task_ids,
        "split_id": np.char.add(np.char.add(query_ids, "."), split_index.astype(str)),
        "arrival_ns": arrival,
        "cpu_ns": cpu,
        "quantum_ns": np.full(n_splits, QUANTUM_NS, dtype=np.int64),
        "blocked_ns": pa.array(blocked, pa.int64(), mask=~blocks),
    }


def _on_the_clock(arrival_ns: np.ndarray, end: int) -> np.ndarray:
    """Arrivals as epoch seconds: the last one ARRIVAL_SHARE of the trace's span before ``end``."""
    span = (int(arrival_ns.max()) if arrival_ns.size else 0) / NANOS / ARRIVAL_SHARE
    origin = int(end - np.ceil(span))
    return origin + arrival_ns / NANOS


def _invalid_splits(rng, traces: dict, fraction: float) -> dict:
    """A few malformed rows of each kind the staging model must quarantine."""
    n_valid = len(traces["cpu_ns"])
    n = max(5, int(round(n_valid * fraction))) if fraction > 0 else 0  # one of each kind at least
    index = rng.integers(0, n_valid, n)
    kind = np.arange(n) % 5
    columns = {name: np.asarray(values)[index] if not isinstance(values, pa.Array) else values.take(pa.array(index))
               for name, values in traces.items()}
    split_id = np.char.add(columns["split_id"].astype(str), ".bad")
    # kind 0: non-positive cpu; 1: non-positive quantum; 2: negative arrival;
    # 3: a second row with an existing split id; 4: a worker with no config
    columns["cpu_ns"] = np.where(kind == 0, -columns["cpu_ns"], columns["cpu_ns"])
    columns["quantum_ns"] = np.where(kind == 1, 0, columns["quantum_ns"])
    columns["arrival_ns"] = np.where(kind == 2, -1 - columns["arrival_ns"], columns["arrival_ns"])
    columns["split_id"] = np.where(kind == 3, columns["split_id"].astype(str), split_id)
    columns["worker"] = np.where(kind == 4, "worker-unknown", columns["worker"].astype(str))
    return columns
