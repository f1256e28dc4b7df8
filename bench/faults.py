"""``python -m bench.faults``: builds SIGKILLed at fixed and random points, then run again,
converge to a clean build of the same input, for every domain, while a JDBC reader loops over
every mart and table function without an error (issue 81).

A local PostgreSQL metastore under ``$OPSMETA_HOME/bench/faults`` (``opsmeta metastore
start``), every domain's sample built once (the reference) and ``opsmeta serve`` in a process of
its own, as a team runs it. Then, per domain:
- a full build of the domain (``dbt build --select path:models/<domain> --full-refresh``) is
  killed just after its first table swap, then again (not repaired in between) half a second
  after two thirds of its swaps, and run again;
- ``--kills`` times, it is killed after a random number of its swaps (from none to all of them,
  plus up to a second) and run again.
Last, an incremental build of the chosen domains is killed at a random point once it writes,
and run again. After each rerun every table of every schema (the frozen copies aside) is
compared with the reference over JDBC, its rows counted and checksummed. Prints, per domain,
kills tried, killed while running and converged, and the reader's rounds, errors and answers
other than the reference's.

    python -m bench.faults [--kills 5] [--domains runs,streams] [--size tiny]

The pieces (a build, a build killed after N swaps or once it writes, the reader) are what the
serving test's smaller set of kills uses too (tests/test_serving.py).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from bench.table_functions import CHECKSUM, reader_queries
from opsmeta import domains, paths
from opsmeta.warehouse import swap

SEED = 13
BUILD_TIMEOUT_SECONDS = 1800
#: a kill lands this long at most after the swap it waits for: inside the next table's write
MAX_EXTRA_SECONDS = 1.0
#: the most a build waits, once it writes its first new table version, to be killed
MAX_WRITING_SECONDS = 20.0
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


def version_dirs(home: Path) -> set[Path]:
    """Every table version a build wrote under the home's warehouse (opsmeta.warehouse.swap)."""
    return set((home / "warehouse").glob(f"*.db/{swap.VERSIONS_DIR}/*/v-*"))


def killed_once_writing(env: dict[str, str], home: Path, seconds: float, *extra: str) -> bool:
    """A build SIGKILLed ``seconds`` after it writes its first new table version; whether it was
    still running then."""
    seen = version_dirs(home)
    build = start_build(env, home, *extra)
    deadline = time.monotonic() + BUILD_TIMEOUT_SECONDS
    while not (version_dirs(home) - seen) and build.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    time.sleep(seconds)
    running = build.poll() is None
    os.killpg(build.pid, signal.SIGKILL)
    build.wait(timeout=60)
    return running


def fixed_point_kills(env: dict[str, str], home: Path, swaps: int, *extra: str) -> list[bool]:
    """A build of ``swaps`` table swaps killed just after its first swap, then again (not
    repaired in between) half a second after two thirds of them; whether each was running."""
    return [killed_after_swaps(env, home, at, extra_seconds, *extra)
            for at, extra_seconds in ((1, 0.0), (max(2, 2 * swaps // 3), 0.5))]


class Reader(threading.Thread):
    """A JDBC client querying (SQL, parameters) in a loop over a connection of its own, keeping
    each answer (its rows in one order) and each error; ``pause_seconds`` after each query."""

    def __init__(self, connect: Callable[[], object], queries: dict[str, tuple[str, dict]], pause_seconds: float = 0.0) -> None:
        super().__init__(daemon=True)
        self.connect, self.queries, self.pause_seconds = connect, queries, pause_seconds
        self.answers: dict[str, set] = {name: set() for name in queries}
        self.errors: list[str] = []
        self.rounds = 0
        self.stopping = threading.Event()

    def run(self) -> None:
        connection = self.connect()
        cursor = connection.cursor()
        while not self.stopping.is_set():
            for name, (sql, parameters) in self.queries.items():
                try:
                    cursor.execute(sql, parameters or None)
                    self.answers[name].add(rows(cursor))
                except Exception as error:  # noqa: BLE001 - every failure is what the reader counts
                    self.errors.append(f"{name}: {str(error)[:400]}")
                self.stopping.wait(self.pause_seconds)
            self.rounds += 1
        connection.close()

    def finish(self) -> None:
        self.stopping.set()
        self.join(timeout=300)
        if self.is_alive():
            raise TimeoutError(f"a query has not answered in 5 minutes (round {self.rounds})")


def rows(cursor) -> tuple:
    """A query's answer: its rows, in one order."""
    return tuple(sorted((tuple(row) for row in cursor.fetchall()), key=repr))


def answers_once(connection, queries: dict[str, tuple[str, dict]]) -> dict[str, tuple]:
    """Each query's answer, once, over ``connection``."""
    cursor = connection.cursor()
    answers = {}
    for name, (sql, parameters) in queries.items():
        cursor.execute(sql, parameters or None)
        answers[name] = rows(cursor)
    return answers


def other_answers(reader: Reader, expected: dict[str, tuple]) -> dict[str, int]:
    """The queries the reader got another answer to than ``expected``'s, with how many."""
    return {name: len(seen - {expected[name]}) for name, seen in reader.answers.items() if seen - {expected[name]}}


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


def _connect(port: int):
    from pyhive import hive

    return hive.connect(host="127.0.0.1", port=port, database="opsmeta", username="faults")


def _answers(port: int) -> dict[str, tuple]:
    with closing(_connect(port)) as connection:
        return table_answers(connection.cursor())


class Kills:
    """One row of the bench's table: a domain's (or the incremental build's) kills, each run
    again and its tables compared with the reference."""

    def __init__(self, env: dict[str, str], home: Path, port: int, reference: dict[str, tuple], label: str) -> None:
        self.env, self.home, self.port, self.reference, self.label = env, home, port, reference, label
        self.tried = self.killed = self.converged = 0
        self.failures: list[str] = []
        self.started = time.monotonic()

    def count(self, running: list[bool]) -> None:
        self.tried += len(running)
        self.killed += sum(running)

    def rerun(self, what: str, *selection: str) -> None:
        """Run the build again, and compare every table with the reference."""
        again = start_build(self.env, self.home, *selection)
        if not finished(again):
            self.failures.append(f"{self.label}, {what}: the rerun failed; see {again.output}")
            return
        differ = differences(self.reference, _answers(self.port))
        if differ:
            self.failures.append(f"{self.label}, {what}: {json.dumps(differ)[:600]}")
        else:
            self.converged += 1

    def row(self, swaps: object) -> list:
        return [self.label, swaps, self.tried, self.killed, self.converged, round(time.monotonic() - self.started)]


def main(argv: list[str] | None = None) -> None:
    from bench.harness import print_table, save, serving, shared_metastore_home

    parser = argparse.ArgumentParser(prog="python -m bench.faults", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=5, help="random kills per domain")
    parser.add_argument("--domains", default=",".join(domains.DOMAINS), help="comma-separated")
    parser.add_argument("--size", default="tiny", help="the sample's preset")
    args = parser.parse_args(argv)
    chosen = [name.strip() for name in args.domains.split(",") if name.strip()]
    for name in chosen:
        if name not in domains.DOMAINS:
            parser.error(f"unknown domain {name!r}; known: {', '.join(domains.DOMAINS)}")
    if args.kills < 0:
        parser.error(f"--kills must be 0 or more, not {args.kills}")
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
        with closing(_connect(port)) as connection:
            queries = reader_queries(connection.cursor())
            expected = answers_once(connection, queries)
        reader = Reader(lambda: _connect(port), queries)
        reader.start()
        try:
            for domain in chosen:
                kills = Kills(env, home, port, reference, domain)
                selection = (*domain_selection(domain), "--full-refresh")
                kills.count(fixed_point_kills(env, home, swaps.get(domain, 0), *selection))
                kills.rerun("killed after its first swap and two thirds of them", *selection)
                for _ in range(args.kills):
                    at = rng.randint(0, swaps.get(domain, 0))
                    kills.count([killed_after_swaps(env, home, at, rng.uniform(0, MAX_EXTRA_SECONDS), *selection)])
                    kills.rerun(f"killed after {at} swaps", *selection)
                rows.append(kills.row(swaps.get(domain, 0)))
                failures += kills.failures
            kills = Kills(env, home, port, reference, "incremental, " + ",".join(chosen))
            selection = [option for domain in chosen for option in domain_selection(domain)[1:]]
            kills.count([killed_once_writing(env, home, rng.uniform(0, MAX_WRITING_SECONDS), "--select", *selection)])
            kills.rerun("killed once it wrote", "--select", *selection)
            rows.append(kills.row(""))
            failures += kills.failures
        finally:
            reader.finish()
    print_table(f"builds killed at fixed and random points, then run again ({args.size} sample)",
                ["builds", "swaps a build", "kills", "killed running", "converged", "s"], rows)
    # the same input throughout: every answer the reader gets is the reference build's
    other = other_answers(reader, expected)
    print(f"a reader looped {reader.rounds} times over {len(queries)} marts and functions meanwhile: "
          f"{len(reader.errors)} errors, {sum(other.values())} answers not the reference's {sorted(other)}")
    for failure in [*failures, *reader.errors[:10]]:
        print(f"  {failure}")
    path = save("faults", {"size": args.size, "domains": rows, "failures": failures,
                           "reader": {"rounds": reader.rounds, "errors": reader.errors[:50], "other_answers": other}})
    print(f"saved {path}")


if __name__ == "__main__":
    main()
