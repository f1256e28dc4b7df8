"""``python -m bench.faults``: builds SIGKILLed at random points, then run again, converge to a
clean build of the same input, for every domain (issue 81).

A local PostgreSQL metastore under ``$OPSMETA_HOME/bench/faults`` (``opsmeta metastore
start``), every domain's sample built once (the reference) and ``opsmeta serve`` in a process of
its own, as a team runs it. Then, per domain, ``--kills`` times: a full build of the domain
(``dbt build --select path:models/<domain> --full-refresh``) is killed after a random number
of its table swaps (from none to all of them, plus up to a second), and run again; every table
of every schema (the frozen copies aside) is compared with the reference over JDBC, its rows
counted and checksummed. Prints kills tried, killed while running and converged per domain.

    python -m bench.faults [--kills 5] [--domains runs,streams] [--size tiny]

The pieces (a build, a build killed after N swaps, the tables' answers) are what the serving
test's fixed-point kills use too (tests/test_serving.py).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

from opsmeta import domains, paths, swap

SEED = 13
BUILD_TIMEOUT_SECONDS = 1800
#: an order-free checksum of a query's rows (maps too, which hash() refuses); no `%`, which
#: PyHive's parameters would take for a placeholder
CHECKSUM = "sum(pmod(xxhash64(to_json(struct(*))), 1000003))"
#: a kill lands this long at most after the swap it waits for: inside the next table's write
MAX_EXTRA_SECONDS = 1.0
#: tables that record a build itself, not what it built: the runs plan holds its invocation's
#: id and what it rebuilt and why, so no two builds agree on it
PER_BUILD_TABLES = frozenset({"opsmeta_intermediate.int_run_builds_planned"})


def domain_selection(domain: str) -> list[str]:
    """dbt's ``--select`` of one domain: its models and its seeds."""
    return ["--select", f"path:models/{domain}", *([f"path:seeds/{domain}"] if (paths.PROJECT_ROOT / "seeds" / domain).is_dir() else [])]


def start_build(env: dict[str, str], home: Path, *extra: str, timings: Path | None = None) -> subprocess.Popen:
    """``dbt build`` of models and seeds (their data tests run too) in a process group of its own,
    its output to a file in ``home`` (``.output``); each swap appended to ``timings``."""
    out = home / f"build-{time.monotonic_ns()}.out"
    if timings is not None:
        env = {**env, swap.TIMINGS_ENV: str(timings)}
    with out.open("w") as log:
        build = subprocess.Popen(
            [str(Path(sys.executable).with_name("dbt")), "build", "--resource-type", "model", "--resource-type", "seed",
             *extra, "--project-dir", str(paths.PROJECT_ROOT), "--target-path", str(home / "target"),
             "--log-path", str(home / "logs")],
            env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
    build.output = out
    return build


def finished(build: subprocess.Popen) -> bool:
    build.wait(timeout=BUILD_TIMEOUT_SECONDS)
    return build.returncode == 0


def swaps_done(timings: Path) -> int:
    return len(timings.read_text().splitlines()) if timings.exists() else 0


def killed_after_swaps(env: dict[str, str], home: Path, swaps: int, extra_seconds: float, *extra: str) -> bool:
    """A build SIGKILLed ``extra_seconds`` after its ``swaps``-th table swap; whether it was
    still running then (a build that ended first was not killed)."""
    timings = home / f"swaps-{time.monotonic_ns()}.jsonl"
    build = start_build(env, home, *extra, timings=timings)
    deadline = time.monotonic() + BUILD_TIMEOUT_SECONDS
    while swaps_done(timings) < swaps and build.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(extra_seconds)
    running = build.poll() is None
    if running:
        os.killpg(build.pid, signal.SIGKILL)
    build.wait(timeout=60)
    return running


def swaps_by_domain(home: Path, timings: Path) -> dict[str, int]:
    """How many table swaps a build that wrote ``timings`` made per domain (a table's domain is
    its model's folder, from the build's manifest)."""
    manifest = json.loads((home / "target" / "manifest.json").read_text())
    domain_of = {
        f"{node['schema']}.{node.get('alias') or node['name']}".lower(): node["fqn"][1]
        for node in manifest["nodes"].values() if node["resource_type"] in ("model", "seed") and len(node["fqn"]) > 2
    }
    counts: dict[str, int] = {}
    for line in timings.read_text().splitlines():
        table = json.loads(line)["table"].lower()
        if table in domain_of:
            counts[domain_of[table]] = counts.get(domain_of[table], 0) + 1
    return counts


def table_answers(cursor) -> dict[str, tuple]:
    """Every table of every schema but the frozen copies' and the per-build ones: its rows'
    count and checksum."""
    cursor.execute("show databases")
    answers = {}
    for (database,) in cursor.fetchall():
        if database.endswith("_frozen") or not database.startswith("opsmeta"):
            continue
        cursor.execute(f"show views in `{database}`")
        views = {row[1] for row in cursor.fetchall()}
        cursor.execute(f"show tables in `{database}`")
        for _, table, temporary in cursor.fetchall():
            if temporary or table in views or f"{database}.{table}" in PER_BUILD_TABLES:
                continue
            cursor.execute(f"select count(*), {CHECKSUM} from `{database}`.`{table}`")
            answers[f"{database}.{table}"] = tuple(cursor.fetchall()[0])
    return answers


def differences(expected: dict[str, tuple], got: dict[str, tuple]) -> dict[str, tuple]:
    """The tables whose answers differ (a table only one side has: None on the other)."""
    return {name: (expected.get(name), got.get(name)) for name in sorted(set(expected) | set(got))
            if expected.get(name) != got.get(name)}


def _answers(port: int) -> dict[str, tuple]:
    from pyhive import hive

    with closing(hive.connect(host="127.0.0.1", port=port, database="opsmeta", username="faults")) as connection:
        return table_answers(connection.cursor())


def main(argv: list[str] | None = None) -> None:
    from bench.harness import print_table, save, serving, shared_metastore_home

    parser = argparse.ArgumentParser(prog="python -m bench.faults", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=5, help="kills per domain")
    parser.add_argument("--domains", default=",".join(domains.DOMAINS), help="comma-separated")
    parser.add_argument("--size", default="tiny", help="the sample's preset")
    args = parser.parse_args(argv)
    chosen = [name.strip() for name in args.domains.split(",") if name.strip()]
    for name in chosen:
        if name not in domains.DOMAINS:
            parser.error(f"unknown domain {name!r}; known: {', '.join(domains.DOMAINS)}")
    home, env = shared_metastore_home("faults", args.size, SEED)
    timings = home / "swaps-clean.jsonl"
    timings.unlink(missing_ok=True)
    if not finished(start_build(env, home, "--full-refresh", timings=timings)):
        raise SystemExit(f"bench.faults: the clean build failed; see {home / 'logs' / 'dbt.log'}")
    swaps = swaps_by_domain(home, timings)
    rng = random.Random(SEED)
    rows, failures = [], []
    with serving(env, home) as port:
        reference = _answers(port)
        for domain in chosen:
            tried = killed = converged = 0
            started = time.monotonic()
            for _ in range(args.kills):
                at = rng.randint(0, swaps.get(domain, 0))
                extra = rng.uniform(0, MAX_EXTRA_SECONDS)
                selection = (*domain_selection(domain), "--full-refresh")
                tried += 1
                killed += killed_after_swaps(env, home, at, extra, *selection)
                rerun = start_build(env, home, *selection)
                if not finished(rerun):
                    failures.append(f"{domain}, killed after {at} swaps: the rerun failed; see {rerun.output}")
                    continue
                differ = differences(reference, _answers(port))
                if differ:
                    failures.append(f"{domain}, killed after {at} swaps: {json.dumps(differ)[:600]}")
                else:
                    converged += 1
            rows.append({"domain": domain, "swaps": swaps.get(domain, 0), "kills": tried, "killed_running": killed,
                         "converged": converged, "seconds": round(time.monotonic() - started)})
    print_table(f"full builds killed at random swaps, then run again ({args.size} sample)",
                ["domain", "swaps a build", "kills", "killed running", "converged", "s"],
                [[r["domain"], r["swaps"], r["kills"], r["killed_running"], r["converged"], r["seconds"]] for r in rows])
    for failure in failures:
        print(f"  {failure}")
    path = save("faults", {"size": args.size, "domains": rows, "failures": failures})
    print(f"saved {path}")


if __name__ == "__main__":
    main()
