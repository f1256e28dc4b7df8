"""``python -m bench.serve``: BI clients over JDBC while the marts are idle and while a full
build swaps them in (issue 79).

A local PostgreSQL metastore (``opsmeta metastore start``), the sample of every domain built
once, ``opsmeta serve`` in a process of its own; then ``--clients`` concurrent PyHive clients
each run ``--queries`` mixed queries (every mart of every domain, and the table functions with
arguments from the sample), once with nothing else running and once during a
``dbt build --full-refresh`` in another process. Prints errors and the p50/p95 latency of each
phase, the full build's time alone and under load, and what its swaps cost it (each table's
new version written, then switched in: opsmeta.warehouse.swap's timings).

First, each table function against the floor it cannot beat (issue 80): its answer is written
to a table by a process of its own (BI users may not create tables), then one client calls the
function and reads that table, ``select *`` both, alternating, warm; the p50 of each and their
ratio ("rows alone" is what shipping the answer costs), and the call's cost over it (issue
109's target: at most 0.25 s, one planning of a small body and one job).

    python -m bench.serve [--clients 16] [--queries 50] [--size tiny]

With ``--history SIZES`` (e.g. ``10M,100M``) it measures instead whether ``active_runs``
follows the window and the answer rather than the history (issue 80): run histories of each
size at one rate (bench.runs history's 10M runs in 30 days: 100M runs are 300 days), built in
this process on the embedded metastore (bench.runs' history tables, kept for ``--reuse``),
then served from it as ``opsmeta serve`` serves (frozen copies' metadata cached); the same
windows, one client per size, calls alternating between the sizes, warm p50; the largest size
over the smallest (the target is <= 1.5x). 100M runs take about 35 minutes to generate and build:

    python -m bench.serve --history 10M,100M --conf spark.driver.memory=10g --conf spark.sql.shuffle.partitions=32
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench import runs, table_functions
from bench.harness import interleaved_medians, print_table, r1_predicate, save, served_in_process, serving, shared_metastore_home
from opsmeta import paths
from opsmeta.warehouse import swap

SEED = 11
BUILD_TIMEOUT_SECONDS = 3600
#: warm calls of each table function and of its floor, alternating
FLOOR_CALLS = 15


def _build(env: dict[str, str], home: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [str(Path(sys.executable).with_name("dbt")), "build", *extra, "--project-dir", str(paths.PROJECT_ROOT),
         "--target-path", str(home / "target"), "--log-path", str(home / "logs")],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )


def _timed_build(env, home: Path, *extra: str) -> float:
    started = time.monotonic()
    build = _build(env, home, *extra)
    if build.wait(timeout=BUILD_TIMEOUT_SECONDS) != 0:
        raise SystemExit(f"bench.serve: the build failed; see {home / 'logs' / 'dbt.log'}")
    return time.monotonic() - started


def _queries(port: int) -> tuple[list[tuple[str, dict]], dict[str, tuple[str, dict]]]:
    """Every mart, and every table function with arguments the sample answers
    (bench.table_functions, passed as PyHive parameters, which it quotes), as (SQL, parameters);
    and each function's call, ``select *`` of it, by function name."""
    from pyhive import hive

    connection = hive.connect(host="127.0.0.1", port=port, database="opsmeta", username="bench")
    cursor = connection.cursor()
    cursor.execute("show tables in opsmeta")
    marts = sorted(row[1] for row in cursor.fetchall() if not row[2])
    queries = [(f"select count(*) from opsmeta.{mart}", {}) for mart in marts]
    arguments = table_functions.sample_arguments(cursor)
    connection.close()
    queries += [(table_functions.call(name, list(given), select="count(*)"), given) for name, given in arguments.items()]
    calls = {name: (table_functions.call(name, list(given), select="*"), given) for name, given in arguments.items()}
    return queries, calls


def _write_floors(env: dict[str, str], calls: dict[str, tuple[str, dict]]) -> None:
    """Each call's answer into a table of the marts schema, from a Spark process of its own
    (the arguments bound as Spark's named parameters)."""
    statements = []
    for name, (sql, parameters) in calls.items():
        statements += [(f"drop table if exists opsmeta.{table_functions.FLOOR_TABLE.format(name)}", {}),
                       (f"create table opsmeta.{table_functions.FLOOR_TABLE.format(name)} using parquet as "
                        + table_functions.in_session(sql), parameters)]
    # a table function is called by its bare name, from its own schema (pyspark 4.1)
    script = ("import json, sys\nfrom opsmeta.engine.session import get_session\nspark = get_session()\n"
              "spark.catalog.setCurrentDatabase('opsmeta')\n"
              "for sql, parameters in json.loads(sys.argv[1]):\n    spark.sql(sql, args=parameters or None)\n")
    done = subprocess.run([sys.executable, "-c", script, json.dumps(statements)], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"bench.serve: writing the functions' answers failed: {done.stderr.strip().splitlines()[-1:]}")


def _drop_floors(env: dict[str, str], calls: dict[str, tuple[str, dict]]) -> None:
    drops = "; ".join(f"spark.sql('drop table if exists opsmeta.{table_functions.FLOOR_TABLE.format(name)}')" for name in calls)
    subprocess.run([sys.executable, "-c", f"from opsmeta.engine.session import get_session; spark = get_session(); {drops}"],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _floor_ratios(port: int, calls: dict[str, tuple[str, dict]]) -> list[dict]:
    """p50 of each function's call and of reading its answer from a table, warm, alternating."""
    from pyhive import hive

    connection = hive.connect(host="127.0.0.1", port=port, database="opsmeta", username="bench")
    results = table_functions.over_floor(connection.cursor(), calls, "opsmeta", FLOOR_CALLS)
    connection.close()
    return results


def _clients(port: int, queries: list[tuple[str, dict]], clients: int, per_client: int) -> tuple[list[float], list[str]]:
    from pyhive import hive

    latencies, errors, lock = [], [], threading.Lock()

    def client(number: int) -> None:
        rng = random.Random(SEED + number)
        connection = hive.connect(host="127.0.0.1", port=port, database="opsmeta", username=f"bench{number}")
        cursor = connection.cursor()
        for _ in range(per_client):
            sql, parameters = rng.choice(queries)
            started = time.monotonic()
            try:
                cursor.execute(sql, parameters or None)
                cursor.fetchall()
                with lock:
                    latencies.append(time.monotonic() - started)
            except Exception as error:  # noqa: BLE001 - every failure is what the bench counts
                with lock:
                    # PyHive's message ends with the server's errorMessage
                    errors.append(f"{sql}: ...{str(error)[-300:]}")
        connection.close()

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, errors


def _history_sizes(text: str) -> list[str]:
    """argparse type of --history: two or more sizes (bench.runs' rule), smallest first."""
    sizes = set(runs._sizes(text).split(","))
    if len({runs._parse_size(label) for label in sizes}) < 2:
        raise argparse.ArgumentTypeError(f"give at least two different sizes to compare, e.g. 10M,100M; got {text!r}")
    return sorted(sizes, key=runs._parse_size)


def _summary(latencies: list[float]) -> tuple[float, float]:
    if len(latencies) < 2:
        return (latencies[0], latencies[0]) if latencies else (float("nan"), float("nan"))
    cuts = statistics.quantiles(latencies, n=20)
    return statistics.median(latencies), cuts[18]


#: the history comparison's rate: bench.runs history's days (HISTORY_DAYS) per this many runs; a
#: larger size is a longer history at the same rate, so a window holds about as many runs at every size
HISTORY_RATE_RUNS = 10_000_000
#: (name, hours before as_of the window begins, its hours): the buckets' route, and the
#: start-time index's past the lookback
HISTORY_WINDOWS = (("last hour", 1, 1), ("1 day back", 24, 1), ("20 days back", 20 * 24, 12))
HISTORY_NAMESPACE = "ns0"
#: active_runs at the largest size over the smallest, same window, at most
HISTORY_TARGET = 1.5


def _history_days(size: int) -> int:
    return max(1, round(runs.HISTORY_DAYS * size / HISTORY_RATE_RUNS))


def _history(sizes: list[str], conf: list[str], reuse: bool) -> None:
    """active_runs over JDBC for the same windows at each size (module docstring)."""
    from pyhive import hive

    from opsmeta.serving import endpoint

    spark = runs._spark([f"{key}={value}" for key, value in served_in_process().items()] + list(conf))
    schemas = {}
    for label in sizes:
        days = _history_days(runs._parse_size(label))
        _, schema, built = runs._history_build(spark, label, reuse, days=days)
        schemas[label] = (schema, days)
        if built:
            print(f"{label} runs over {days} days: built in {sum(built.values()):.0f} s (dbt's model times)")
    host, port = endpoint.start(spark, frozen_metadata_cached=True)
    cursors = {label: hive.connect(host=host, port=port, database=schema, username="bench").cursor()
               for label, (schema, _) in schemas.items()}

    def fetch(label: str, sql: str) -> list:
        cursors[label].execute(sql)
        return cursors[label].fetchall()

    as_of = {label: int(fetch(label, "select as_of_time from runs_as_of")[0][0]) for label in sizes}
    rows, smallest, largest = [], sizes[0], sizes[-1]
    for window, hours_back, hours in HISTORY_WINDOWS:
        spans = {label: (as_of[label] - hours_back * runs.HOUR, as_of[label] - (hours_back - hours) * runs.HOUR)
                 for label in sizes}
        calls = {label: f"select * from active_runs('{HISTORY_NAMESPACE}', {begin}, {end})" for label, (begin, end) in spans.items()}
        answers = {label: len(fetch(label, sql)) for label, sql in calls.items()}
        for label, (begin, end) in spans.items():  # the answer timed is a scan's of program_runs
            scanned = fetch(label, f"select count(*) from program_runs where {r1_predicate([HISTORY_NAMESPACE], begin, end)}")[0][0]
            assert answers[label] == scanned, (label, window, answers[label], scanned)
        seconds = dict(zip(sizes, interleaved_medians([lambda label=label: fetch(label, calls[label]) for label in sizes],
                                                      FLOOR_CALLS), strict=True))
        ratio = seconds[largest] / seconds[smallest]
        rows.append([window, *(answers[label] for label in sizes), *(round(seconds[label], 3) for label in sizes),
                     round(ratio, 2), f"<= {HISTORY_TARGET}x", "yes" if ratio <= HISTORY_TARGET else "no"])
    header = ["window (ns0)", *(f"rows {label}" for label in sizes), *(f"p50 s {label}" for label in sizes),
              f"{largest}/{smallest}", "target", "met"]
    histories = ", ".join(f"{label}: {days} days" for label, (_, days) in schemas.items())
    print_table(f"active_runs over JDBC as the history grows at one rate ({histories}; warm p50 of {FLOOR_CALLS}, sizes alternating)",
                header, rows)
    print(f"saved {save('serve_history', {'header': header, 'rows': rows})}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.serve", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--queries", type=int, default=50, help="queries per client")
    parser.add_argument("--size", default="tiny", help="the sample's preset")
    parser.add_argument("--history", type=_history_sizes, metavar="SIZES",
                        help="instead: active_runs at these history sizes, e.g. 10M,100M (module docstring)")
    parser.add_argument("--reuse", action="store_true", help="--history: reuse the data and tables of an earlier run")
    parser.add_argument("--conf", action="append", default=[], type=runs._setting, metavar="KEY=VALUE",
                        help="--history: a Spark setting of the bench's session (repeatable)")
    args = parser.parse_args(argv)
    if args.history:
        _history(args.history, args.conf, args.reuse)
        return
    home, env = shared_metastore_home("serve", args.size, SEED)
    _timed_build(env, home)
    timings = home / "swap-timings.jsonl"
    timings.unlink(missing_ok=True)
    alone = _timed_build({**env, swap.TIMINGS_ENV: str(timings)}, home, "--full-refresh")
    swaps = [json.loads(line) for line in timings.read_text().splitlines()]
    with serving(env, home) as port:
        queries, calls = _queries(port)
        _write_floors(env, calls)
        try:
            floors = _floor_ratios(port, calls)
        finally:
            _drop_floors(env, calls)
        print_table(f"each table function against its answer read from a table (warm p50 of {FLOOR_CALLS}; "
                    f"target: at most {table_functions.OVER_FLOOR_TARGET_S} s over it)",
                    ["function", "rows", "function s", "rows alone s", "ratio", "over s", "met"],
                    [[f["function"], f["rows"], f["function_p50_s"], f["rows_alone_p50_s"], f["ratio"], f["over_s"],
                      "yes" if f["over_s"] <= table_functions.OVER_FLOOR_TARGET_S else "no"] for f in floors])
        idle, idle_errors = _clients(port, queries, args.clients, args.queries)
        started = time.monotonic()
        build = _build(env, home, "--full-refresh")
        busy, busy_errors = [], []
        while build.poll() is None:  # clients in rounds until the build ends
            latencies, errors = _clients(port, queries, args.clients, args.queries)
            busy += latencies
            busy_errors += errors
        during = time.monotonic() - started
        if build.returncode != 0:
            raise SystemExit(f"bench.serve: the build under load failed; see {home / 'logs' / 'dbt.log'}")
    rows = []
    for phase, latencies, errors in (("idle", idle, idle_errors), ("during a full build", busy, busy_errors)):
        p50, p95 = _summary(latencies)
        rows.append({"phase": phase, "queries": len(latencies) + len(errors), "errors": len(errors),
                     "p50_s": round(p50, 3), "p95_s": round(p95, 3), "first_errors": errors[:3],
                     "errors_by_query": dict(collections.Counter(error.split(": ...", 1)[0] for error in errors))})
    print_table(f"{args.clients} JDBC clients x {args.queries} mixed queries", ["phase", "queries", "errors", "p50 s", "p95 s"],
                [[r["phase"], r["queries"], r["errors"], r["p50_s"], r["p95_s"]] for r in rows])
    for row in rows:
        for sql, count in row["errors_by_query"].items():
            print(f"  {row['phase']}: {count} errors of {sql}")
        for error in row["first_errors"]:
            print(f"  {row['phase']}: {error}")
    print(f"full build: {alone:.0f} s alone, {during:.0f} s under load ({during / alone:.2f}x)")
    switching = sum(t["switch_s"] for t in swaps)
    print(f"its swaps: {len(swaps)} tables, {sum(t['write_s'] for t in swaps):.0f} s writing new versions, "
          f"{switching:.1f} s switching them in ({switching / alone:.1%} of the build)")
    path = save("serve", {"clients": args.clients, "queries_per_client": args.queries, "phases": rows, "floors": floors,
                          "build_alone_s": alone, "build_serving_s": during, "swaps": len(swaps),
                          "swap_switch_s": switching})
    print(f"saved {path}")


if __name__ == "__main__":
    main()
