"""``python -m bench.fuzz [--size small] [--domains runs,...]``: hostile raw data at scale.

Each domain's sample at ``--size`` with its fuzz rows (``opsmeta generate --fuzz``: nulls in
every column, type extremes, empty, unicode and 10k-character strings, duplicates), built by
the main job (``opsmeta main``: dbt build, GX suites) in a home of its own. Prints per domain
the raw rows, the build's result, its data tests that failed (the reconciliation of every raw
table's accepted + rejected rows with its input among them) and the seconds it took. CI runs
the tiny set (tests/test_fuzz.py).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from opsmeta import domains

SEED = 11


def run_domain(name: str, size: str, root: Path) -> dict:
    """One domain's fuzz set generated and built by the main job in ``root/<name>``."""
    from opsmeta.engine import metastore
    from opsmeta.ingest import generators

    home = root / name
    shutil.rmtree(home, ignore_errors=True)
    raw = home / "raw"
    counts = generators.generate([name], size, SEED, raw, progress=False, fuzz=True)
    env = {**os.environ, "OPSMETA_HOME": str(home), "OPSMETA_RAW_DIR": str(raw), "PYSPARK_PYTHON": sys.executable}
    env.pop(metastore.URL_ENV, None)
    started = time.monotonic()
    with open(home / "main.log", "w") as log:
        code = subprocess.call([str(Path(sys.executable).with_name("opsmeta")), "main", "--quiet", "--domain", name,
                                f"--dbt-arg=--target-path={home / 'target'}"],
                               env=env, stdout=log, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - started
    return {"domain": name, "raw_rows": sum(counts.values()), "exit": code, "seconds": round(seconds, 1),
            "failed": _failed_nodes(home), "log": str(home / "main.log")}


def _failed_nodes(home: Path) -> list[str]:
    """The dbt nodes that errored or failed in the build (from dbt's run results)."""
    results = home / "target" / "run_results.json"
    if not results.exists():
        return []
    nodes = json.loads(results.read_text())["results"]
    return sorted(r["unique_id"] for r in nodes if r["status"] in ("error", "fail"))


def main(argv: list[str] | None = None) -> None:
    from bench.harness import print_table, save
    from opsmeta import paths

    parser = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="small", help="each domain generator's preset or a number")
    parser.add_argument("--domains", default=",".join(domains.DOMAINS), help="comma-separated")
    args = parser.parse_args(argv)
    chosen = [name.strip() for name in args.domains.split(",") if name.strip()]
    for name in chosen:
        if name not in domains.DOMAINS:
            parser.error(f"unknown domain {name!r}; known: {', '.join(domains.DOMAINS)}")
    root = paths.home() / "bench" / "fuzz"
    rows = [run_domain(name, args.size, root) for name in chosen]
    print_table(f"fuzzed builds, size {args.size}", ["domain", "raw rows", "exit", "seconds", "failed nodes"],
                [[r["domain"], r["raw_rows"], r["exit"], r["seconds"], ", ".join(r["failed"]) or "none"] for r in rows])
    print(f"saved: {save('fuzz', {'size': args.size, 'seed': SEED, 'domains': rows})}")
    if any(r["exit"] for r in rows):
        raise SystemExit("bench.fuzz: a fuzzed build failed; see the logs named in the saved results")


if __name__ == "__main__":
    main()
