"""``opsmeta``: generate sample data, run the main job, check data quality.

    opsmeta main          # generate sample data, dbt build, GX checkpoints, docs; print locations
    opsmeta generate      # sample raw data only
    opsmeta quality       # GX checkpoints over the built marts
    opsmeta report        # the ops report: one HTML file of plots over the marts (opens offline)
    opsmeta serve         # JDBC/ODBC endpoint (HiveServer2 protocol) over the marts
    opsmeta users add|remove NAME            # BI users (password from standard input)
    opsmeta import spark-eventlog PATH...   # Spark event logs -> the scheduling raw tables
    opsmeta metastore start|stop|status|init # a local PostgreSQL metastore builds and BI share

``--domain NAME`` (repeatable) limits main, generate and quality to those domains.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from opsmeta import domains, paths
from opsmeta.engine import metastore
from opsmeta.ingest import generators, importers
from opsmeta.ingest.generators import span
from opsmeta.outputs import offline_assets
from opsmeta.serving import access, endpoint


class UsageError(Exception):
    """A wrong command-line value: printed as one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    """argparse's, but a wrong value is one line (its usage stays in --help), exit code 2; its
    sub-commands' parsers are of this class too."""

    def error(self, message: str):
        print(f"{self.prog}: {message}", file=sys.stderr)
        sys.exit(2)


def _end(text: str) -> int:
    try:
        return span.parse_end(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _port(text: str) -> int:
    """A TCP port, 1-65535."""
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"invalid port {text!r}: a whole number from 1 to 65535")
    return port


def _writable_home() -> Path:
    """$OPSMETA_HOME, created when missing; a UsageError naming it when it cannot be written."""
    home = paths.home()
    try:
        home.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"OPSMETA_HOME {home}: {error.strerror or error}") from None
    if not os.access(home, os.W_OK | os.X_OK):
        raise UsageError(f"OPSMETA_HOME {home}: not writable")
    return home


def marts_schema() -> str:
    """The schema BI reads (OPSMETA_SCHEMA, as in profiles/profiles.yml; default opsmeta)."""
    return os.environ.get("OPSMETA_SCHEMA") or "opsmeta"


def dbt_args(command: list[str], extra: list[str] | None = None) -> list[str]:
    root = str(paths.PROJECT_ROOT)
    return [*command, "--project-dir", root, "--profiles-dir", str(paths.PROJECT_ROOT / "profiles"), *(extra or [])]


def invoke_dbt(command: list[str], extra: list[str] | None = None):
    """Run dbt in this process (same SparkSession); dbt's result (dbtRunnerResult)."""
    from dbt.cli.main import dbtRunner

    result = dbtRunner().invoke(dbt_args(command, extra))
    if result.exception is not None:
        print(f"dbt {' '.join(command)} failed: {result.exception}", file=sys.stderr)
    return result


def run_dbt(command: list[str], extra: list[str] | None = None) -> bool:
    """Run dbt in this process; True when it succeeded."""
    return bool(invoke_dbt(command, extra).success)


#: the main job's dbt arguments `dbt source freshness` takes too (each with its value)
FRESHNESS_OPTIONS = ("--vars", "--target", "--target-path", "--profiles-dir", "--project-dir")


def _freshness_args(dbt_extra: list[str]) -> list[str]:
    kept = []
    for option, value in zip(dbt_extra, dbt_extra[1:], strict=False):
        if option in FRESHNESS_OPTIONS:
            kept += [option, value]
    return kept


def freshness_report(result) -> str:
    """One line of `dbt source freshness`'s outcome: counts by status, then the tables past
    their thresholds with the age of their newest row. Reported, never failing the job: sample
    data and replayed history are old by design."""
    # the run's hooks (on-run-start) are results too
    results = [checked for checked in getattr(result, "results", None) or [] if hasattr(checked.node, "source_name")]
    if not results:
        return "not checked (see logs/dbt.log)"
    statuses: dict[str, int] = {}
    late = []
    for checked in results:
        status = str(getattr(checked.status, "value", checked.status))
        statuses[status] = statuses.get(status, 0) + 1
        if status != "pass":
            age = getattr(checked, "age", None)
            late.append(f"{checked.node.source_name}.{checked.node.name}"
                        + (f" {age / 3600:,.0f} h" if isinstance(age, int | float) else f" ({status})"))
    counts = ", ".join(f"{count} {status}" for status, count in sorted(statuses.items()))
    return f"{len(results)} raw tables checked: {counts}" + (f"; newest row older than allowed: {', '.join(late)}" if late else "")


def _target_path(dbt_extra: list[str]) -> Path:
    if "--target-path" in dbt_extra:
        return Path(dbt_extra[dbt_extra.index("--target-path") + 1])
    return paths.PROJECT_ROOT / "target"


def _domains(args) -> list[str]:
    """The domains named on the command line (all when none), each checked."""
    names = list(dict.fromkeys([*getattr(args, "domains", []), *(args.domain or [])]))
    try:
        return [domains.get(name).name for name in names] or list(domains.DOMAINS)
    except ValueError as error:
        raise UsageError(str(error)) from None


def _generate(args, names: list[str], out: Path) -> dict[str, int]:
    try:
        for name in names:
            generators.parse_size(name, args.size)
    except ValueError as error:
        raise UsageError(str(error)) from None
    return generators.generate(names, args.size, args.seed, out, progress=not args.quiet, fuzz=getattr(args, "fuzz", False),
                               end=args.end if args.end is not None else span.now())


def cmd_generate(args) -> int:
    out = Path(args.out) if args.out else paths.raw_dir()
    counts = _generate(args, _domains(args), out)
    for table, rows in counts.items():
        print(f"{out / table}: {rows} rows")
    return 0


def cmd_quality(args) -> int:
    from opsmeta.engine.session import get_session, prepare_session
    from opsmeta.outputs.quality import run_checkpoint

    names = _domains(args)  # checked before Spark starts
    prepare_session(current_database=marts_schema())
    report = run_checkpoint(get_session(), schema=marts_schema(), domains=names)
    print(report.summary())
    print(f"data quality report: {report.data_docs}")
    return 0 if report.success else 1


def _write_report(names: list[str], out: str | None) -> Path:
    from opsmeta.engine.session import get_session
    from opsmeta.outputs import report

    path, sections = report.write(get_session(), marts_schema(), names, Path(out) if out else None)
    print(f"ops report:          {path} ({report.summary(sections)})")
    return path


def cmd_report(args) -> int:
    from opsmeta.engine.session import prepare_session

    names = _domains(args)  # checked before Spark starts
    prepare_session(current_database=marts_schema())
    _write_report(names, args.out)
    return 0


def cmd_main(args) -> int:
    names = _domains(args)
    saved = os.environ.get(domains.DOMAINS_ENV)
    # dbt builds the chosen domains that have raw data (the adapter reads OPSMETA_DOMAINS)
    os.environ[domains.DOMAINS_ENV] = ",".join(names)
    try:
        return _main_job(args, names)
    finally:
        if saved is None:
            os.environ.pop(domains.DOMAINS_ENV, None)
        else:
            os.environ[domains.DOMAINS_ENV] = saved


def _main_job(args, names: list[str]) -> int:
    started = time.monotonic()
    user_raw = bool(os.environ.get("OPSMETA_RAW_DIR"))
    generated = args.generate or not user_raw
    if generated:
        counts = _generate(args, names, paths.raw_dir())
        print("sample raw data: " + ", ".join(f"{t}={n}" for t, n in counts.items()))
    if not any(domains.enabled().values()):
        print(f"no raw data of {', '.join(names)} under {paths.raw_dir()}: nothing to build", file=sys.stderr)
        return 1
    from opsmeta.engine.session import get_session, prepare_session

    prepare_session(current_database=marts_schema())
    print(f"spark master: {get_session().sparkContext.master}")
    # a sample generated again ends at another time: other data, not new data, so the marts are
    # built from it alone (an incremental build would read every moved record as a correction)
    refresh = ["--full-refresh"] if generated and "--full-refresh" not in args.dbt_arg else []
    if not run_dbt(["build"], [*refresh, *args.dbt_arg]):
        print("dbt build failed: see the output above and logs/dbt.log", file=sys.stderr)
        return 1
    freshness = invoke_dbt(["source", "freshness"], _freshness_args(args.dbt_arg))
    print(f"source freshness:    {freshness_report(freshness.result)}")
    # --static: one file with the manifest and catalog inside, which opens from disk
    if not run_dbt(["docs", "generate", "--static"], args.dbt_arg):
        return 1
    quality = cmd_quality(args)
    _write_report(names, None)
    print()
    print(f"marts:               {marts_schema()}.* in {paths.warehouse_dir() / (marts_schema() + '.db')}")
    print(f"dbt docs:            {_target_path(args.dbt_arg) / 'static_index.html'} (opens from disk; or `dbt docs serve`)")
    print(f"metastore:           {paths.metastore_dir()}")
    print(f"finished in {time.monotonic() - started:.0f}s")
    return quality


def _imported(args, run_import, rows_said: str) -> int:
    """One importer's run (``run_import(out)``: rows per raw table) and how to build it."""
    out = Path(args.out) if args.out else paths.raw_dir()
    try:
        counts = run_import(out)
    except ValueError as error:
        raise UsageError(str(error)) from None
    for table, rows in counts.items():
        print(f"{out / table}: {rows} {rows_said}")
    domains_ = " ".join(f"--domain {name}" for name in importers.IMPORTERS[args.format][0])
    print(f"build it: OPSMETA_RAW_DIR={out} opsmeta main {domains_}")
    return 0


def cmd_import(args) -> int:
    def run_import(out: Path) -> dict[str, int]:
        return importers.module(args.format).import_logs(args.paths, out, namespace=args.namespace, job_runs=args.job_runs)

    return _imported(args, run_import, "rows")


def cmd_import_airflow(args) -> int:
    def run_import(out: Path) -> dict[str, int]:
        return importers.module("airflow").import_airflow(
            args.db, out, logs_dir=Path(args.logs) if args.logs else None, namespace=args.namespace, task_runs=args.task_runs)

    return _imported(args, run_import, "new rows")


def cmd_superset_bundle(args) -> int:
    from opsmeta.outputs import superset

    out = Path(args.out) if args.out else paths.home() / "superset"
    try:
        written = superset.write_bundles(out, args.uri)
    except ValueError as error:
        raise UsageError(str(error)) from None
    for path in written:
        print(path)
    print(f"import: superset import-dashboards -p {written[0]} -u <admin>; the saved queries: Superset's "
          f"Saved queries page, Import, {written[1]}")
    return 0


def cmd_serve(args) -> int:
    if not args.host.strip():
        raise UsageError(f"--host: give an address to bind (default: {endpoint.DEFAULT_HOST})")
    home = _writable_home()
    users = access.users_file(home)
    with_users = bool(access.read_users(users))
    problem = endpoint.bind_problem(args.host, args.port) or access.bind_refusal(args.host, with_users)
    if problem:
        raise UsageError(problem)
    endpoint.configure(port=args.port, host=args.host)
    jar = access.build_jar()
    os.environ[access.USERS_FILE_ENV] = str(users)
    from opsmeta.engine.session import default_conf, get_session, prepare_session

    # a build in another process swaps tables in by location (opsmeta.warehouse.swap): the sessions
    # here re-read a table's metastore entry this often instead of caching it for good
    settings = {
        "spark.sql.metadataCacheTTLSeconds": str(endpoint.METADATA_TTL_SECONDS),
        **access.spark_conf(users if with_users else None, jar, default_conf()),
    }
    prepare_session(settings, current_database=marts_schema())
    spark = get_session()
    access.serve_only(spark, marts_schema())
    host, port = endpoint.start(spark, served_metadata_only=True, frozen_metadata_cached=True)
    readers = f"users of {users} with their password" if with_users else "anyone on this machine (no users: opsmeta users add NAME)"
    print(f"BI endpoint: jdbc:hive2://{host}:{port}/{marts_schema()}, schema {marts_schema()} read-only, for {readers} (Ctrl-C stops it)")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        return 0


def cmd_users(args) -> int:
    users = access.users_file(_writable_home())
    if args.action in ("add", "remove") and not args.name:
        raise UsageError(f"users {args.action}: give a user name")
    if args.action == "add":
        access.check_name(args.name)
        password = _password_from_stdin()
        new = access.add_user(users, args.name, password)
        print(f"BI user {args.name} {'added' if new else 'has a new password'} ({users}); opsmeta serve asks for it from the next login")
    elif args.action == "remove":
        access.remove_user(users, args.name)
        print(f"BI user {args.name} removed ({users})")
    else:
        for name in sorted(access.read_users(users)):
            print(name)
    return 0


def _password_from_stdin() -> str:
    """A password typed at a terminal (asked twice, not echoed) or the first line piped in."""
    if sys.stdin.isatty():
        import getpass

        first, second = getpass.getpass("password: "), getpass.getpass("again: ")
        if first != second:
            raise UsageError("the two passwords differ")
        return access.check_password(first)
    return access.check_password(sys.stdin.readline().rstrip("\n"))


def cmd_metastore(args) -> int:
    if args.action == "start":
        url = metastore.start()
        print(f"metastore: PostgreSQL {metastore.status()}", file=sys.stderr)
        # the one line a shell evaluates: every opsmeta and dbt command then shares it
        print(f"export {metastore.URL_ENV}='{url}'")
    elif args.action == "stop":
        print("metastore: stopped" if metastore.stop() else "metastore: not running")
    elif args.action == "status":
        print(f"metastore: PostgreSQL {metastore.status()}")
        configured = metastore.configured()
        print(f"{metastore.URL_ENV}: {metastore.redact(configured.url) if configured.url else 'unset (embedded Derby)'}")
        return 0 if metastore.running(metastore.server_dir()) else 3
    elif args.action == "init":
        configured = metastore.configured()
        if configured.kind != "postgresql":
            raise UsageError(f"init creates the metastore's tables in PostgreSQL: set {metastore.URL_ENV} to a jdbc:postgresql:// URL")
        metastore.init_schema(configured.url)
        print(f"metastore: tables ready in {metastore.redact(configured.url)}")
    return 0


def superset_default_uri() -> str:
    from opsmeta.outputs import superset

    return superset.DEFAULT_URI


#: the sample's span (opsmeta.ingest.generators.span)
END_HELP = "when the sample's span ends: epoch seconds or ISO 8601 (default: now); same seed and end, same bytes"


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="opsmeta", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)

    p_main = sub.add_parser("main", help="generate sample data, dbt build, GX checkpoint, docs")
    p_main.add_argument("--domain", action="append", help="only this domain (repeatable; default: all)")
    p_main.add_argument("--size", default="tiny", help="sample size: a preset of each domain's generator (tiny, small, medium, large) or a number")
    p_main.add_argument("--seed", type=int, default=7)
    p_main.add_argument("--generate", action="store_true", help="generate sample data even when OPSMETA_RAW_DIR is set")
    p_main.add_argument("--end", type=_end, default=None, help=END_HELP)
    p_main.add_argument("--quiet", action="store_true")
    p_main.add_argument("--dbt-arg", action="append", default=[], help="extra argument for dbt (repeatable)")
    p_main.set_defaults(func=cmd_main)

    p_gen = sub.add_parser("generate", help="write deterministic sample raw data")
    p_gen.add_argument("domains", nargs="*", help="domains (default: all); same as --domain")
    p_gen.add_argument("--domain", action="append", help="only this domain (repeatable)")
    p_gen.add_argument("--size", default="tiny", help="a preset of each domain's generator or a number")
    p_gen.add_argument("--seed", type=int, default=7)
    p_gen.add_argument("--out", help="raw dir (default: $OPSMETA_RAW_DIR or $OPSMETA_HOME/raw)")
    p_gen.add_argument("--end", type=_end, default=None, help=END_HELP)
    p_gen.add_argument("--quiet", action="store_true")
    p_gen.add_argument("--fuzz", action="store_true",
                       help="add hostile rows to every raw table: nulls, extremes, unicode and long strings, duplicates")
    p_gen.set_defaults(func=cmd_generate)

    p_q = sub.add_parser("quality", help="run the GX checkpoints over the marts and build Data Docs")
    p_q.add_argument("--domain", action="append", help="only this domain (repeatable; default: all)")
    p_q.set_defaults(func=cmd_quality)

    p_report = sub.add_parser("report", help="write the ops report: one HTML file of plots over the marts, which opens offline")
    p_report.add_argument("--domain", action="append", help="only this domain (repeatable; default: all)")
    p_report.add_argument("--out", help="the HTML file (default: $OPSMETA_HOME/reports/ops_report.html)")
    p_report.set_defaults(func=cmd_report)

    p_import = sub.add_parser("import", help="real platforms' metadata into the domains' raw tables")
    formats = p_import.add_subparsers(dest="format", required=True)
    raw_dir_help = "raw dir (default: $OPSMETA_RAW_DIR or $OPSMETA_HOME/raw)"
    p_spark = formats.add_parser("spark-eventlog", help="Spark event logs into the scheduling and runs domains (one file per application)")
    p_spark.add_argument("paths", nargs="+", metavar="PATH", help="log files or directories of them")
    p_spark.add_argument("--out", help=raw_dir_help)
    p_spark.add_argument("--namespace", help="the runs' namespace (default: each app's spark.opsmeta.namespace conf, else its user, else spark)")
    p_spark.add_argument("--job-runs", action="store_true", help="each Spark job as a run of its own too")
    p_spark.set_defaults(func=cmd_import)
    p_airflow = formats.add_parser("airflow", help="an Airflow metadata database into the sensors and runs domains (appends what changed)")
    p_airflow.add_argument("--db", required=True, metavar="URL", help="SQLAlchemy URL: sqlite:///path/airflow.db, postgresql://user:pw@host/db")
    p_airflow.add_argument("--logs", metavar="DIR", help="Airflow's task log folder (base_log_folder): poke-mode sensors' pokes")
    p_airflow.add_argument("--out", help=raw_dir_help)
    p_airflow.add_argument("--namespace", help="the runs' namespace (default: each DAG's first tag, else airflow)")
    p_airflow.add_argument("--task-runs", action="store_true", help="each task try as a run of its own too")
    p_airflow.set_defaults(func=cmd_import_airflow)

    p_bundle = sub.add_parser("superset-bundle", help="the ops dashboards and saved queries as Superset import bundles")
    p_bundle.add_argument("--out", help="directory for the zips (default: $OPSMETA_HOME/superset)")
    p_bundle.add_argument("--uri", default=superset_default_uri(),
                          help="the database URL Superset connects with (default: %(default)s; a password in it is kept in the zip)")
    p_bundle.set_defaults(func=cmd_superset_bundle)

    p_serve = sub.add_parser("serve", help="serve the marts to JDBC/ODBC clients (HiveServer2 protocol)")
    p_serve.add_argument("--port", type=_port, default=endpoint.DEFAULT_PORT)
    p_serve.add_argument("--host", default=endpoint.DEFAULT_HOST, help="bind address (default: loopback only)")
    p_serve.set_defaults(func=cmd_serve)

    p_users = sub.add_parser("users", help="BI users of opsmeta serve (password from standard input)")
    p_users.add_argument("action", choices=["add", "remove", "list"])
    p_users.add_argument("name", nargs="?", default=None, help="user name (add, remove)")
    p_users.set_defaults(func=cmd_users)

    p_meta = sub.add_parser("metastore", help="a local PostgreSQL metastore that builds and the BI endpoint share")
    p_meta.add_argument("action", choices=["start", "stop", "status", "init"],
                        help=f"start/stop/status: the local server under $OPSMETA_HOME; init: create the tables in {metastore.URL_ENV}'s database")
    p_meta.set_defaults(func=cmd_metastore)

    args = parser.parse_args(argv)
    try:
        if args.command in ("main", "quality", "report"):
            _writable_home()
        return args.func(args)
    except (UsageError, metastore.MetastoreError, access.AccessError, offline_assets.AssetError) as error:
        print(f"opsmeta {args.command}: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        # a path given or configured that cannot be read or written (an --out under a
        # read-only directory, a full disk): what and where, not a traceback
        where = f" {error.filename}" if error.filename else ""
        print(f"opsmeta {args.command}:{where}: {error.strerror or error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
