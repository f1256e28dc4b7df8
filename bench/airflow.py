"""``python -m bench.airflow [--version 3.3.2] [--minutes 10] [--every 3]``: a live Airflow
imported hourly-style, against one import at the end (issue 106).

Runs the recorded fleet for real (``tests/data/airflow/record.py``: Airflow from PyPI in its
own cached virtual environment, its own processes, files landing on the fleet's timetable) for
``--minutes``. Every ``--every`` minutes, while it runs, ``opsmeta import airflow`` appends what
changed into one raw directory and an incremental ``dbt build`` of the sensors and runs
domains follows. When Airflow has stopped, a last import and incremental build; then the same
database imported once (the same observed time) into a fresh raw directory and built with
``--full-refresh`` into a schema of its own. Every sensors and runs mart must hold the same
rows in both (row count and an order-free checksum), but for what only the import schedule
decides: ``run_builds`` (each build's own log), program_runs' ``record_time`` (the import
that first saw a run finished) and the ``superseded by a later import`` rows of the rejected
mart. Airflow deletes some evidence as it goes (a fired trigger, an earlier try's reschedule
rows): the one import starts from what the imports kept of it (their state's per-try
evidence, no rows, no watermark). A third build, of one import without it, shows what an
hourly import keeps that a nightly one loses. Prints each mart's rows and whether it
matches, the rows the raw tables got from each path, and, for a mart that differs, a few
rows on each side; exits non-zero then.

The builds are processes of their own on a PostgreSQL metastore under
``$OPSMETA_HOME/bench/airflow_<version>`` (to run both versions at once, give one of them
another ``OPSMETA_METASTORE_PORT``). Heavy (Airflow's install the first time, about 15 minutes a
version): on demand, never in CI.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path

from opsmeta import paths

RECORDER = paths.PROJECT_ROOT / "tests" / "data" / "airflow" / "record.py"
DOMAINS = ("sensors", "runs")
#: the classes the fleet enables smart sensing for (tests/test_airflow_import.py builds with the same)
FLEET_VARS = {"sensors_enabled": ["FileSensor", "PythonSensor", "TimeDeltaSensor", "TimeDeltaSensorAsync"]}
#: marts written per build, not from the data: not compared
BUILD_LOGS = ("run_builds",)


def recorder():
    """tests/data/airflow/record.py, the one script that runs the fleet (it is no package)."""
    spec = importlib.util.spec_from_file_location("opsmeta_airflow_record", RECORDER)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def marts() -> list[str]:
    found = []
    for domain in DOMAINS:
        found += [p.stem for p in sorted((paths.PROJECT_ROOT / "models" / domain / "marts").glob("*.sql"))]
    return [name for name in found if name not in BUILD_LOGS]


class Builds:
    """dbt builds of the sensors and runs domains, each a process of its own."""

    def __init__(self, env: dict[str, str], home: Path) -> None:
        from bench.faults import domain_selection

        self.env, self.home = env, home
        self.select = ["--select", *[s for d in DOMAINS for s in domain_selection(d)[1:]], "--vars", json.dumps(FLEET_VARS)]
        self.seconds: list[float] = []

    def build(self, schema: str, raw: Path, *extra: str) -> None:
        from bench.faults import finished, start_build

        started = time.monotonic()
        build = start_build({**self.env, "OPSMETA_SCHEMA": schema, "OPSMETA_RAW_DIR": str(raw)}, self.home, *self.select, *extra)
        if not finished(build):
            raise SystemExit(f"bench.airflow: a build into {schema} failed; see {build.output}")
        self.seconds.append(time.monotonic() - started)


def imported(fleet, raw: Path, observed_until: float | None = None) -> dict[str, int]:
    from opsmeta.ingest.importers.airflow import import_airflow

    return import_airflow(fleet.url, raw, logs_dir=fleet.logs, observed_until=observed_until)


def periodic(fleet, raw: Path, builds: Builds, schema: str, every_seconds: float, until: float, log: list) -> None:
    """Import and build incrementally every ``every_seconds`` until ``until`` (the first build a
    full one: the schema is new)."""
    tick = fleet.started + every_seconds
    while tick < until:
        time.sleep(max(0.0, tick - time.time()))
        at = time.time()
        rows = imported(fleet, raw)
        builds.build(schema, raw, *(["--full-refresh"] if not log else []))
        log.append({"at": round(at - fleet.started), "rows": rows, "build_s": round(builds.seconds[-1], 1)})
        print(f"  import at +{at - fleet.started:.0f} s: {rows}; build {builds.seconds[-1]:.0f} s", flush=True)
        tick = max(tick + every_seconds, time.time() + 1)


#: per mart, the columns that hold an import's own time (when a run was first seen finished
#: depends on when the imports ran): left out of the comparison
IMPORT_TIME_COLUMNS = {"program_runs": ("record_time",)}
#: per mart, the rows only imports made earlier write: a try's row of an earlier import,
#: superseded by the latest (accepted + rejected still reconcile on either side)
EARLIER_IMPORTS_ROWS = {"sensor_task_instances_rejected": "reject_reason = 'superseded by a later import'"}


def _compared_rows(schema: str, mart: str) -> str:
    left_out = IMPORT_TIME_COLUMNS.get(mart)
    columns = f"* except ({', '.join(left_out)})" if left_out else "*"
    where = f"where not ({EARLIER_IMPORTS_ROWS[mart]})" if mart in EARLIER_IMPORTS_ROWS else ""
    return f"select {columns} from `{schema}`.`{mart}` {where}"


def compared(spark, left: str, right: str) -> list[dict]:
    """Each mart of ``left`` against ``right``: rows, and whether they are the same rows (an
    order-free checksum); for a mart that differs, up to five rows only each side has."""
    from bench.table_functions import CHECKSUM

    out = []
    for mart in marts():
        answers = []
        for schema in (left, right):
            spark.sql(f"refresh table `{schema}`.`{mart}`")  # the builds swapped it in other processes
            answers.append(spark.sql(f"select count(*), {CHECKSUM} from ({_compared_rows(schema, mart)})").collect()[0])
        row = {"mart": mart, "rows": answers[0][0], "reference_rows": answers[1][0], "same": answers[0] == answers[1]}
        if not row["same"]:
            only = lambda a, b: [r.asDict() for r in spark.sql(  # noqa: E731
                f"{_compared_rows(a, mart)} except all {_compared_rows(b, mart)} limit 5").collect()]
            row["only_periodic"], row["only_reference"] = only(left, right), only(right, left)
        out.append(row)
    return out


def seeded_with_kept_evidence(periodic: Path, reference: Path, url: str) -> None:
    """``reference`` starts from what the imports kept of what Airflow deleted since (each try's
    reschedule rows and the evidence of its settings), and nothing else of theirs: no
    watermark, no rows written."""
    from opsmeta.ingest.importers.airflow import harvest

    name = f"{harvest.database_name(url)}.json"
    kept = json.loads((periodic / harvest.STATE_DIR / name).read_text())["tries"]
    (reference / harvest.STATE_DIR).mkdir(parents=True, exist_ok=True)
    (reference / harvest.STATE_DIR / name).write_text(json.dumps({"since": None, "digests": {}, "tries": kept, "settings": {}}))


def main(argv: list[str] | None = None) -> None:
    from bench.harness import print_table, save, shared_metastore_home
    from opsmeta.engine import metastore
    from opsmeta.engine.session import get_session, prepare_session

    record = recorder()
    parser = argparse.ArgumentParser(prog="python -m bench.airflow", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", choices=record.SUPPORTED, default=record.SUPPORTED[0])
    parser.add_argument("--minutes", type=float, default=10, help="how long the fleet runs")
    parser.add_argument("--every", type=float, default=3, help="minutes between imports while it runs")
    args = parser.parse_args(argv)
    if args.minutes <= 0 or not 0 < args.every <= args.minutes:
        parser.error("--minutes is positive and --every between 0 and --minutes")
    tag = args.version.replace(".", "_")
    home, env = shared_metastore_home(f"airflow_{tag}", "tiny", 11)  # a home per version: both may run at once
    builds = Builds(env, home)
    root = home / "fleet"  # beside the generated sample (raw/), never over it
    shutil.rmtree(root, ignore_errors=True)
    periodic_raw, kept_raw, cold_raw = root / "periodic", root / "once-kept", root / "once-cold"
    periodic_schema = f"opsmeta_bench_airflow_{tag}"
    kept_schema, cold_schema = f"{periodic_schema}_once_kept", f"{periodic_schema}_once_cold"
    log: list[dict] = []
    with record.live_fleet(args.version) as fleet:
        print(f"Airflow {args.version} running the fleet for {args.minutes:g} min; an import and a build every {args.every:g} min",
              flush=True)
        landed: list[dict] = []
        until = fleet.started + args.minutes * 60
        landing = threading.Thread(target=record.land, args=(fleet.landing, fleet.started, until, landed), daemon=True)
        landing.start()
        periodic(fleet, periodic_raw, builds, periodic_schema, args.every * 60, until, log)
        landing.join()
        stopped = fleet.stop()
        last = imported(fleet, periodic_raw, stopped)
        builds.build(periodic_schema, periodic_raw, *(["--full-refresh"] if not log else []))
        log.append({"at": round(stopped - fleet.started), "rows": last, "build_s": round(builds.seconds[-1], 1)})
        seeded_with_kept_evidence(periodic_raw, kept_raw, fleet.url)
        once = imported(fleet, kept_raw, stopped)
        builds.build(kept_schema, kept_raw, "--full-refresh")
        cold = imported(fleet, cold_raw, stopped)
        builds.build(cold_schema, cold_raw, "--full-refresh")
    os.environ[metastore.URL_ENV] = env[metastore.URL_ENV]
    prepare_session()
    spark = get_session()
    results, lost = compared(spark, periodic_schema, kept_schema), compared(spark, periodic_schema, cold_schema)
    raw_rows = {table: sum(entry["rows"].get(table, 0) for entry in log) for table in once}
    print_table(f"Airflow {args.version}: {len(log)} imports, each with an incremental build, against one import of the "
                "database at the end and a full build",
                ["mart", "rows (imports)", "rows (one import)", "same as one import", "same as one import without what the imports kept"],
                [[r["mart"], r["rows"], r["reference_rows"], "yes" if r["same"] else "NO", "yes" if c["same"] else "no"]
                 for r, c in zip(results, lost, strict=True)])
    print_table("raw rows written", ["table", "by the imports", "by one import"], [[t, raw_rows[t], once[t]] for t in once])
    for r in results:
        if not r["same"]:
            print(f"  {r['mart']} differs:\n    only after the imports: {r['only_periodic']}\n    only after one: {r['only_reference']}")
    print("  what Airflow deleted before the end, the imports kept (one import without it differs in: "
          f"{', '.join(c['mart'] for c in lost if not c['same']) or 'nothing'})")
    payload = {"version": args.version, "minutes": args.minutes, "every": args.every, "imports": log, "once": once, "cold": cold,
               "marts": results, "without_kept": lost}
    print(f"saved: {save(f'airflow_{tag}', payload)}")
    if not all(r["same"] for r in results):
        sys.exit(1)


if __name__ == "__main__":
    main()
