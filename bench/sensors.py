"""Sensors-domain benchmark (seed: airflow-smart-sensor). Run on demand:

    python -m bench.sensors outcomes [--size medium] [--sample 1000]
    python -m bench.sensors build [--size medium]

``build``: the domain's full ``dbt build`` (models and tests) on generated data (``medium``:
100k sensors over 30 days, 40% duplicate contexts) with both cores, its time against the
target (5 min), and the savings it computes.

Generates sensor task instances (the sample generator: 100k sensors over 30 days at
``medium``, 40% duplicate contexts), computes each sensor's classic outcome (its own grid)
in closed form (``outcome_vec``), and runs Airflow's poke loop poke by poke
(``simulate_pokes``) on a sample: same answers required, and the per-sensor speed ratio printed (the brute force is the
baseline measured in the same run).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import pandas as pd

from bench.harness import Headline, generated_build, print_table, record_headline
from opsmeta.ingest.generators import parse_size
from opsmeta.ingest.generators import sensors as generator
from python_udfs.sensors import Outcome, PokedSensor, outcome_vec, sensor_timeout, simulate_pokes


def _sensors(size: int | str, seed: int) -> pd.DataFrame:
    """The valid generated instances as poked sensors on their own grid (classic)."""
    with tempfile.TemporaryDirectory() as tmp:
        generator.generate(Path(tmp), size=size, seed=seed, invalid_fraction=0, progress=False)
        instances = pd.read_parquet(Path(tmp) / "sensor_task_instances")
        instances = instances[instances["execution_context"].notna()]  # the sensors, not the other tasks
        targets = pd.read_parquet(Path(tmp) / "sensor_targets")
    canonical = {json.dumps(json.loads(t), sort_keys=True): a for t, a in zip(targets["poke_context"], targets["available_time"], strict=True)}
    context = [json.loads(text) for text in instances["execution_context"]]
    return pd.DataFrame({
        "start": instances["start_time"],
        "available": pd.array([canonical.get(json.dumps(json.loads(t), sort_keys=True)) for t in instances["poke_context"]], dtype="Int64"),
        "timeout": [sensor_timeout(c["timeout"], c["execution_timeout"]) for c in context],
        "grid_origin": instances["start_time"],
        "interval": [c["poke_interval"] for c in context],
        "try_number": instances["try_number"],
        "max_tries": instances["max_tries"],
        "soft_fail": [c["soft_fail"] for c in context],
        "killed_after": pd.array([c["execution_timeout"] for c in context], dtype="Int64"),
    })


def outcomes(size: int | str, seed: int, sample: int) -> None:
    sensors = _sensors(size, seed)
    started = time.perf_counter()
    closed = outcome_vec(*(sensors[name] for name in PokedSensor._fields))
    closed_s = time.perf_counter() - started
    picked = sensors.sample(min(sample, len(sensors)), random_state=seed)
    started = time.perf_counter()
    brute = [simulate_pokes(PokedSensor(*(None if pd.isna(v) else v for v in row))) for row in picked.itertuples(index=False)]
    brute_s = time.perf_counter() - started
    expected = [Outcome(*row) for row in closed.loc[picked.index].itertuples(index=False)]
    same = sum(a == b for a, b in zip(expected, brute, strict=True))
    per_closed, per_brute = closed_s / len(sensors), brute_s / len(picked)
    print_table("Sensor outcomes: closed form vs poke by poke", ["sensors", "closed form s", "sample", "poke by poke s", "same answers",
                "speed-up per sensor"], [[f"{len(sensors):,}", f"{closed_s:.3f}", f"{len(picked):,}", f"{brute_s:.3f}",
                f"{same}/{len(picked)}", f"{per_brute / per_closed:,.0f}x"]])
    if same != len(picked):
        raise SystemExit("closed form and poke-by-poke outcomes differ")


BUILD_TARGET_SECONDS = 300


def build(size: int | str, seed: int) -> None:
    from opsmeta.engine.session import get_session

    counts, seconds, schema = generated_build("sensors", size, seed)
    spark = get_session()
    print_table("Sensors domain: full dbt build (models and tests)", ["sensor task instances", "targets", "build s",
                f"vs target {BUILD_TARGET_SECONDS} s"], [[f"{counts['sensor_task_instances']:,}", f"{counts['sensor_targets']:,}",
                f"{seconds:.0f}", f"{seconds / BUILD_TARGET_SECONDS:.2f}"]])
    record_headline(Headline(f"full build of {counts['sensor_task_instances']:,} sensor task instances (models and tests)",
                             f"{seconds:.0f} s", "", seconds / BUILD_TARGET_SECONDS, f"<= {BUILD_TARGET_SECONDS} s",
                             seconds <= BUILD_TARGET_SECONDS))
    totals = spark.sql(f"select * from {schema}.sensor_savings where period = 'total' order by mode").toPandas()
    columns = [c for c in totals.columns if c not in ("period", "day_at")]
    print_table("Savings, in total", columns, totals[columns].astype(object).where(totals[columns].notna(), "").values.tolist())


#: the commands whose tables bench/RESULTS.md records, by size (python -m bench results --size)
_QUICK = (("outcomes",), ("build", "--size", "small"))
RESULTS = {"quick": _QUICK, "full": _QUICK}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.sensors", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    cmd = commands.add_parser("outcomes", help="closed-form outcomes against the poke loop")
    cmd.add_argument("--size", default="medium", help="a preset (tiny, small, medium, large) or a number of sensors")
    cmd.add_argument("--seed", type=int, default=7)
    cmd.add_argument("--sample", type=int, default=1000)
    cmd_build = commands.add_parser("build", help="the domain's full dbt build and the savings it computes")
    cmd_build.add_argument("--size", default="medium", help="a preset (tiny, small, medium, large) or a number of sensors")
    cmd_build.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    try:
        size = parse_size("sensors", args.size)
    except ValueError as error:
        parser.exit(2, f"bench: {error}\n")
    if args.command == "build":
        build(size, args.seed)
        return
    if args.sample <= 0:
        parser.exit(2, "bench: --sample must be positive\n")
    outcomes(size, args.seed, args.sample)


if __name__ == "__main__":
    main()
