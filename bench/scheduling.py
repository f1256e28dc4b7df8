"""Scheduling-domain benchmark (seed: presto-multilevel-split-queue). Run on demand:

    python -m bench.scheduling simulate --size 1M [--processes 2]

Generates split traces (the sample generator, ~100 workers at 1M+ splits), then simulates
every worker under FIFO and MLFQ with all cores busy (one process per core, workers dealt out
round-robin, each reading its share from Parquet), compiled (python_udfs.scheduling.compiled,
what the build runs) and through the plain queue classes (the reference), and prints quanta
simulated per second for each (quanta over the busiest process's simulation time; wall time
shown too), each rate as a ratio of compiled FIFO's (the baseline measured in the same run),
and the target (1M quanta/s, compiled). Each process compiles (or loads from numba's cache)
before its timing starts.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd

from bench.harness import Headline, print_table, record_headline
from opsmeta.ingest.generators import parse_size
from opsmeta.ingest.generators import scheduling as generator

TARGET_QUANTA_PER_SECOND = 1_000_000


def _traces(size: int | str, seed: int) -> pd.DataFrame:
    n_splits = generator.SIZES[size] if isinstance(size, str) else size
    workers = int(np.clip(n_splits // generator.SPLITS_PER_WORKER, 2, generator.MAX_WORKERS))
    rng = np.random.default_rng(seed)
    names = np.array([f"worker-{i:03d}" for i in range(workers)])
    threads = rng.choice(generator.RUNNER_THREADS, workers).astype(np.int32)
    columns = generator._splits(rng, n_splits, names, threads)
    columns["blocked_ns"] = columns["blocked_ns"].to_pandas().astype("Int64")
    frame = pd.DataFrame(columns)
    return frame.merge(pd.DataFrame({"worker": names, "runner_threads": threads}), on="worker")


def _simulate(args) -> tuple[int, float]:
    """One process's share: read its workers' traces, simulate them; (quanta, seconds)."""
    from python_udfs import scheduling
    from python_udfs.scheduling.compiled import compile_kernels

    path, scheduler, plain = args
    compile_kernels()
    traces = pd.read_parquet(path)
    started = time.perf_counter()
    if plain:
        quanta = sum(len(scheduling.simulate_worker_plain(splits, int(splits["runner_threads"].iloc[0]), scheduler)["thread"])
                     for _, splits in traces.groupby("worker", sort=True))
    else:
        quanta = len(scheduling.simulate_workers(traces, scheduler))
    return quanta, time.perf_counter() - started


def simulate(size: int | str, seed: int, processes: int) -> None:
    traces = _traces(size, seed)
    workers = sorted(traces["worker"].unique())
    rows = []
    rates = {}
    with tempfile.TemporaryDirectory(prefix="bench-scheduling-") as tmp, ProcessPoolExecutor(processes) as pool:
        # each process reads its workers from disk: no pickled frames in the timing
        parts = []
        for i in range(processes):
            parts.append(Path(tmp) / f"part-{i}.parquet")
            traces[traces["worker"].isin(workers[i::processes])].to_parquet(parts[-1])
        for scheduler, plain in (("fifo", False), ("mlfq", False), ("fifo", True), ("mlfq", True)):
            started = time.perf_counter()
            results = list(pool.map(_simulate, [(part, scheduler, plain) for part in parts]))
            wall = time.perf_counter() - started
            quanta = sum(count for count, _ in results)
            busy = max(seconds for _, seconds in results)  # until the last core is done
            name = f"{scheduler} plain" if plain else scheduler
            rates[name] = quanta / busy
            target = "reference" if plain else "met" if rates[name] >= TARGET_QUANTA_PER_SECOND else "missed"
            rows.append([name, f"{len(traces):,}", len(workers), f"{quanta:,}", f"{busy:.1f}", f"{wall:.1f}",
                         f"{rates[name]:,.0f}", f"{rates[name] / rates['fifo']:.2f}", target])
    print_table("Simulated quanta per second, all cores busy", ["scheduler", "splits", "workers", "quanta", "simulate s", "wall s",
                 "quanta/s", "rate vs fifo", f"target {TARGET_QUANTA_PER_SECOND:,}/s"], rows)
    record_headline(Headline(f"MLFQ quanta simulated per second, {len(traces):,} splits on {processes} cores (compiled)",
                             f"{rates['mlfq']:,.0f}/s", f"compiled FIFO: {rates['fifo']:,.0f}/s", rates["mlfq"] / rates["fifo"],
                             f">= {TARGET_QUANTA_PER_SECOND:,}/s", rates["mlfq"] >= TARGET_QUANTA_PER_SECOND))


#: the commands whose tables bench/RESULTS.md records, by size (python -m bench results --size)
#: full: 10M splits, the size issue 85 states the 1M quanta/s target at
RESULTS = {"quick": (("simulate",),), "full": (("simulate", "--size", "large"),)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.scheduling", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="quanta simulated per second, MLFQ vs FIFO, compiled and plain")
    sim.add_argument("--size", default="medium", help="a preset (tiny, small, medium, large) or a number of splits")
    sim.add_argument("--seed", type=int, default=7)
    sim.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    try:
        size = parse_size("scheduling", args.size.replace("M", "000000").replace("k", "000"))
    except ValueError as error:
        parser.exit(2, f"bench: {error}\n")
    if args.processes <= 0:
        parser.exit(2, "bench: --processes must be positive\n")
    simulate(size, args.seed, args.processes)


if __name__ == "__main__":
    main()
