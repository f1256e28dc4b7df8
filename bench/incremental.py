"""``python -m bench.incremental [--sequences 3] [--batches 3] [--domains runs,streams]``:
incremental builds after random append sequences against a full refresh (issue 81).

Per domain with incremental models: its sample (``--size``, the registered generator) built
in full once as the reference; then, per sequence, the same rows cut at random points into
``--batches`` batches that land one after the other as new raw files, each followed by an
incremental build in a schema of the sequence's own. After the last batch every incremental
model's table must hold the reference's rows, each as many times (the property "an
incremental build equals a full refresh", over random appends). Prints per domain the
sequences tried and converged and names each table that differs; exits non-zero on one.
With ``--kill`` each sequence's last incremental build (new input waiting) is SIGKILLed after
a random number of its table swaps, then run again: the reruns must converge the same way.
The builds are processes of their own on a PostgreSQL metastore under
``$OPSMETA_HOME/bench/incremental`` (left running, as bench.faults leaves its own).

How rows are cut: runs by time (a record by ``record_time``, a heartbeat by
``heartbeat_time``: what an hourly export appends); streams by each request's
``request_seq``, with one stream created in the last batch and the sizes, stream cuts and
truncations of the rest in the first. A row without the column lands in the first batch.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import sys
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

from opsmeta import domains

SEED = 11
#: the raw column each domain's rows are cut by, per raw table (None: first batch)
RUNS_TIME_COLUMNS = {"run_records": "record_time", "program_heartbeats": "heartbeat_time"}
STREAMS_REQUEST_TABLES = ("stream_creations", "stream_scales", "rolling_transactions")
INCREMENTAL = re.compile(r"materialized\s*=\s*['\"]incremental['\"]")


def incremental_models(domain: str) -> list[tuple[str, str]]:
    """(layer, model) of each incremental model of ``domain``: its SQL or Python file says so."""
    found = []
    for path in sorted(domains.get(domain).models_dir.glob("*/*")):
        if path.suffix in (".sql", ".py") and INCREMENTAL.search(path.read_text()):
            found.append((path.parent.name, path.stem))
    return found


def cut_points(values: pd.Series, batches: int, rng: random.Random) -> list[int]:
    """``batches - 1`` increasing bounds among ``values``' distinct values (a row goes to the
    first batch whose bound it is at or below), drawn between its 20th and 95th percentiles."""
    known = values.dropna()
    low, high = known.quantile(0.2), known.quantile(0.95)
    pool = sorted(v for v in known.unique() if low <= v <= high)
    return sorted(rng.sample(pool, min(batches - 1, len(pool))))


def batch_of(values: pd.Series, bounds: list[int]) -> pd.Series:
    """Each row's batch: the first whose bound it is at or below (after the last: the last
    batch; no value: the first)."""
    which = pd.Series(len(bounds), index=values.index)
    for i, bound in reversed(list(enumerate(bounds))):
        which[values <= bound] = i
    return which.where(values.notna(), 0).astype(int)


def runs_batches(tables: dict[str, pd.DataFrame], batches: int, rng: random.Random) -> list[dict[str, pd.DataFrame]]:
    """The runs' raw tables cut by time into ``batches`` (records and heartbeats share bounds)."""
    bounds = cut_points(tables["run_records"]["record_time"], batches, rng)
    which = {name: batch_of(frame[RUNS_TIME_COLUMNS[name]], bounds) for name, frame in tables.items()}
    return [{name: frame[which[name] == i] for name, frame in tables.items()} for i in range(len(bounds) + 1)]


def streams_batches(tables: dict[str, pd.DataFrame], batches: int, rng: random.Random) -> list[dict[str, pd.DataFrame]]:
    """The streams' raw tables cut by request_seq into ``batches``; one stream, drawn, is
    created in the last batch with every row of it."""
    bounds = cut_points(tables["stream_scales"]["request_seq"], batches, rng)
    last = len(bounds)
    created = tables["stream_creations"].dropna(subset=["scope", "stream"])
    late = created.iloc[rng.randrange(len(created))][["scope", "stream"]].tolist() if len(created) else None
    out = [{} for _ in range(last + 1)]
    for name, frame in tables.items():
        if name in STREAMS_REQUEST_TABLES and "request_seq" in frame:
            which = batch_of(frame["request_seq"], bounds)
        else:
            which = pd.Series(0, index=frame.index)
        if late is not None:
            which[(frame["scope"] == late[0]) & (frame["stream"] == late[1])] = last
        for i in range(last + 1):
            out[i][name] = frame[which == i]
    return out


SPLITTERS = {"runs": runs_batches, "streams": streams_batches}


def _write_batch(raw: Path, batch: dict[str, pd.DataFrame], schemas: dict[str, pa.Schema], index: int) -> None:
    for name, frame in batch.items():
        (raw / name).mkdir(parents=True, exist_ok=True)
        table = pa.Table.from_pandas(frame, schema=schemas[name], preserve_index=False)
        pq.write_table(table, raw / name / f"batch-{index:03d}.parquet")


def _differing(spark, schema: str, reference: str, models: list[tuple[str, str]]) -> list[str]:
    """The incremental models whose table in ``schema`` does not hold ``reference``'s rows
    (compared by row count and an order-free checksum of the rows)."""
    from bench.table_functions import CHECKSUM

    differ = []
    for layer, model in models:
        suffix = "" if layer == "marts" else f"_{layer}"
        answers = []
        for base in (schema, reference):
            table = f"`{base}{suffix}`.`{model}`"
            # the builds ran in other processes and swapped the table's location
            spark.sql(f"refresh table {table}")
            answers.append(spark.sql(f"select count(*), {CHECKSUM} from {table}").collect())
        if answers[0] != answers[1]:
            differ.append(model)
    return differ


class Sequences:
    """One domain's reference build and its append sequences, each build a ``dbt build`` of
    the domain's models and seeds in a process of its own (so one can be SIGKILLed)."""

    def __init__(self, env: dict[str, str], home: Path, domain: str, rng: random.Random) -> None:
        from bench.faults import domain_selection

        self.env, self.home, self.domain, self.rng = env, home, domain, rng
        self.select = domain_selection(domain)
        self.root = home / "incremental" / domain

    def build(self, schema: str, raw: Path, *extra: str, timings: Path | None = None) -> None:
        from bench.faults import finished, start_build

        env = {**self.env, "OPSMETA_SCHEMA": schema, "OPSMETA_RAW_DIR": str(raw)}
        build = start_build(env, self.home, *self.select, *extra, timings=timings)
        if not finished(build):
            raise SystemExit(f"bench.incremental: a {self.domain} build failed; see {build.output}")

    def killed(self, schema: str, raw: Path, swaps: int) -> bool:
        """The build SIGKILLed after a random number of its swaps (up to ``swaps``, what the
        build before made); whether it was still running."""
        from bench.faults import MAX_EXTRA_SECONDS, killed_after_swaps

        env = {**self.env, "OPSMETA_SCHEMA": schema, "OPSMETA_RAW_DIR": str(raw)}
        at, extra = self.rng.randint(0, max(swaps, 1)), self.rng.uniform(0, MAX_EXTRA_SECONDS)
        return killed_after_swaps(env, self.home, at, extra, *self.select)

    def run(self, spark, size: str, sequences: int, batches: int, kill: bool) -> dict:
        from bench.faults import swaps_done

        shutil.rmtree(self.root, ignore_errors=True)
        source = self.root / "sample"
        counts = domains.get(self.domain).module("generator").generate(source, size=size, seed=SEED, progress=False)
        tables = {name: pq.read_table(source / name) for name in counts}
        schemas = {name: table.schema for name, table in tables.items()}
        frames = {name: table.to_pandas() for name, table in tables.items()}
        reference = f"opsmeta_bench_inc_{self.domain}_ref"
        self.build(reference, source, "--full-refresh")
        models = incremental_models(self.domain)
        failures, kills = [], 0
        for sequence in range(sequences):
            schema = f"opsmeta_bench_inc_{self.domain}_{sequence}"
            raw = self.root / f"raw-{sequence}"
            parts = SPLITTERS[self.domain](frames, batches, self.rng)
            swaps = 0
            for index, batch in enumerate(parts):
                _write_batch(raw, batch, schemas, index)
                if kill and index == len(parts) - 1:
                    kills += self.killed(schema, raw, swaps)
                timings = self.root / f"swaps-{sequence}-{index}.jsonl"
                self.build(schema, raw, *(["--full-refresh"] if index == 0 else []), timings=timings)
                swaps = swaps_done(timings)
            differ = _differing(spark, schema, reference, models)
            if differ:
                failures.append(f"{self.domain} sequence {sequence} ({len(parts)} batches): {', '.join(differ)}")
        return {"domain": self.domain, "models": [m for _, m in models], "sequences": sequences,
                "killed": kills, "converged": sequences - len(failures), "failures": failures}


def main(argv: list[str] | None = None) -> None:
    from bench.harness import print_table, save, shared_metastore_home
    from opsmeta.engine import metastore
    from opsmeta.engine.session import get_session, prepare_session

    parser = argparse.ArgumentParser(prog="python -m bench.incremental", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sequences", type=int, default=3, help="random append sequences per domain")
    parser.add_argument("--batches", type=int, default=3, help="batches per sequence (at least 2)")
    parser.add_argument("--domains", default=",".join(SPLITTERS), help="comma-separated: " + ", ".join(SPLITTERS))
    parser.add_argument("--size", default="tiny", help="each domain generator's preset or a number")
    parser.add_argument("--kill", action="store_true",
                        help="SIGKILL each sequence's last incremental build at a random swap, then run it again")
    args = parser.parse_args(argv)
    chosen = [name.strip() for name in args.domains.split(",") if name.strip()]
    for name in chosen:
        if name not in SPLITTERS:
            parser.error(f"no incremental models to cut batches for in {name!r}; choose from {', '.join(SPLITTERS)}")
    if args.sequences < 1 or args.batches < 2:
        parser.error("--sequences is at least 1 and --batches at least 2")
    home, env = shared_metastore_home("incremental", "tiny", SEED)
    os.environ[metastore.URL_ENV] = env[metastore.URL_ENV]
    prepare_session()
    spark = get_session()
    rng = random.Random(SEED)
    rows = [Sequences(env, home, name, rng).run(spark, args.size, args.sequences, args.batches, args.kill) for name in chosen]
    print_table(f"incremental builds after random appends vs a full refresh, size {args.size}"
                + (", each last build killed once and run again" if args.kill else ""),
                ["domain", "incremental models", "sequences", "killed while running", "converged"],
                [[r["domain"], len(r["models"]), r["sequences"], r["killed"], r["converged"]] for r in rows])
    for row in rows:
        for failure in row["failures"]:
            print(f"  differs: {failure}")
    print(f"saved: {save('incremental' + ('_killed' if args.kill else ''), {'size': args.size, 'batches': args.batches, 'domains': rows})}")
    if any(r["failures"] for r in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
