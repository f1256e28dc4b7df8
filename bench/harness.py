"""Timing, dbt and peer helpers shared by the benchmarks."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

from opsmeta import paths
from opsmeta.ingest.generators import span

RESULTS_DIR = Path(__file__).with_name("results")
#: warm_jvm: the JIT's share of a round's wall time at which the JVM counts as warm, and the
#: most a warm-up may take
WARM_JIT_SHARE = 0.15
WARM_BUDGET_S = 420
#: the JSON-lines file a benchmark appends its headline figures to, when bench.results runs it
HEADLINES_ENV = "OPSMETA_BENCH_HEADLINES"


@dataclass(frozen=True)
class Headline:
    """A figure a benchmark exists for, beside what it is compared with in the same run and
    its target: one row of the summary at the top of bench/RESULTS.md."""

    figure: str
    measured: str
    #: what ``measured`` is compared with, measured in the same run ("" for a fixed target)
    baseline: str
    #: measured over baseline (or over the fixed target), as the target is stated
    ratio: float | None
    target: str
    met: bool | None


def record_headline(headline: Headline) -> None:
    """Appends ``headline`` to the file bench.results names in HEADLINES_ENV; a benchmark run
    on its own has printed its tables, and records nothing."""
    path = os.environ.get(HEADLINES_ENV)
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(headline)) + "\n")


def read_headlines(path: Path) -> list[Headline]:
    if not path.is_file():
        return []
    return [Headline(**json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def table_location(spark, table: str) -> Path | None:
    """The local directory of a table of the embedded warehouse (None for a view)."""
    row = spark.sql(f"describe formatted {table}").where("col_name = 'Location'").first()
    if row is None:
        return None
    assert row.data_type.startswith("file:"), row.data_type
    return Path(row.data_type.removeprefix("file:"))


def table_files(spark, table: str) -> dict[str, Path]:
    """The Parquet files a table of the embedded warehouse reads, by partition path and file
    name (``ns=a/b=1/part-....parquet``): its partitions' directories may lie in several of the
    table's versions (opsmeta.warehouse.swap), not under its location."""
    from opsmeta.engine import catalog
    from opsmeta.warehouse import swap

    database, name = table.split(".")
    columns = swap.partition_columns(spark, database, name)
    if not columns:
        root = table_location(spark, table)
        return {path.name: path for path in sorted(root.glob("*.parquet"))}
    external = spark._jsparkSession.sessionState().catalog().externalCatalog()
    files = {}
    for partition in catalog.java_list(external.listPartitions(database, name, spark._jvm.scala.Option.empty())):
        directory = Path(catalog.location_of(partition).removeprefix("file:"))
        spec = "/".join(directory.parts[-len(columns):])
        for path in sorted(directory.glob("*.parquet")):
            files[f"{spec}/{path.name}"] = path
    return files


def median_seconds(action: Callable[[], object], repeat: int = 5, warmup: int = 1) -> float:
    return interleaved_medians([action], repeat, warmup)[0]


def interleaved_medians(actions: list[Callable[[], object]], repeat: int = 5, warmup: int = 1) -> list[float]:
    """median_seconds of each action, timed in rounds that run every action once: a ratio
    between them does not drift with what the JVM warmed up in between."""
    for _ in range(warmup):
        for action in actions:
            action()
    samples = [[] for _ in actions]
    for _ in range(repeat):
        for action, times in zip(actions, samples, strict=True):
            started = time.perf_counter()
            action()
            times.append(time.perf_counter() - started)
    return [statistics.median(times) for times in samples]


def jit_milliseconds(spark) -> int:
    """The JVM's JIT compilation time so far (all compiler threads), in milliseconds."""
    return spark._jvm.java.lang.management.ManagementFactory.getCompilationMXBean().getTotalCompilationTime()


def warm_jvm(actions: list[Callable[[], object]], compiled_ms: Callable[[], float],
             settled_share: float = WARM_JIT_SHARE, budget_s: float = WARM_BUDGET_S) -> tuple[float, float]:
    """Run ``actions`` in rounds until the JIT compiles (``compiled_ms``: its total so far, as
    jit_milliseconds) for less than ``settled_share`` of a round's wall time, or for
    ``budget_s`` at most: (seconds spent, the last round's share). A fresh JVM compiles Spark's
    planner, the metastore and Parquet for minutes (on 2 cores, ~1.6 s of compiler threads a
    call for the first calls, ~0.15 s after ~300), and a call timed meanwhile measures that
    warm-up, not the query a long-lived session serves."""
    started = time.perf_counter()
    while True:
        round_started, compiled_before = time.perf_counter(), compiled_ms()
        for action in actions:
            action()
        now = time.perf_counter()
        share = (compiled_ms() - compiled_before) / 1000 / (now - round_started)
        if share < settled_share or now - started > budget_s:
            return now - started, share


@contextmanager
def project_env(schema: str, raw_dir: Path):
    """Point dbt at a benchmark schema and raw dir for the duration of the block."""
    saved = {key: os.environ.get(key) for key in ("OPSMETA_SCHEMA", "OPSMETA_RAW_DIR")}
    os.environ["OPSMETA_SCHEMA"] = schema
    os.environ["OPSMETA_RAW_DIR"] = str(raw_dir)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def dbt_run(select: list[str], variables: dict | None = None, full_refresh: bool = False, command: str = "run") -> dict[str, float]:
    """``dbt run`` (or ``command``) in this process; returns each node's execution time in seconds.
    A "run" also loads the seeds the selection reads (a build of models and seeds, no tests)."""
    return {r.node.name: r.execution_time for r in _dbt_results(select, variables, full_refresh, command)}


def _dbt_results(select: list[str], variables: dict | None, full_refresh: bool, command: str) -> list:
    from dbt.cli.main import dbtRunner

    head = ["build", "--resource-type", "model", "--resource-type", "seed"] if command == "run" else [command]
    args = [
        *head, "--select", *select,
        "--project-dir", str(paths.PROJECT_ROOT),
        "--profiles-dir", str(paths.PROJECT_ROOT / "profiles"),
        "--target-path", str(paths.home() / "bench_target"),
        "--log-path", str(paths.home() / "bench_logs"),
        "--quiet",
    ]
    if variables:
        args += ["--vars", json.dumps(variables)]
    if full_refresh:
        args.append("--full-refresh")
    result = dbtRunner().invoke(args)
    if not result.success:
        errors = result.exception or [r.message for r in result.result.results if str(r.status) == "error"]
        raise RuntimeError(f"dbt {command} --select {' '.join(select)} failed: {errors}")
    return list(result.result.results)


@dataclass(frozen=True)
class NodeTiming:
    """When a node of a build ran, in seconds from the build's start (dbt's run_results)."""

    name: str
    kind: str
    started: float
    seconds: float


def timed_build(domain: str, schema: str, raw_dir: Path, variables: dict | None = None) -> float:
    """Seconds of the full ``dbt build`` (models and tests) of ``domain`` on ``raw_dir``, into
    ``schema`` (a full refresh: an earlier run's tables are rebuilt, not appended to), with
    the project's vars overridden by ``variables``."""
    return profiled_build(domain, schema, raw_dir, variables)[0]


def profiled_build(domain: str, schema: str, raw_dir: Path, variables: dict | None = None) -> tuple[float, list[NodeTiming]]:
    """timed_build, and when each node ran."""
    with project_env(schema, raw_dir):
        started_at = dt.datetime.now(dt.UTC).replace(tzinfo=None)  # dbt's timings are naive UTC
        started = time.perf_counter()
        results = _dbt_results([f"+path:models/{domain}"], variables, full_refresh=True, command="build")
        return time.perf_counter() - started, node_timings(results, started_at)


def node_timings(results, started_at: dt.datetime) -> list[NodeTiming]:
    """Each dbt result's execution (its "execute" timing) as a NodeTiming from ``started_at``."""
    timings = []
    for result in results:
        execute = next((t for t in result.timing if t.name == "execute" and t.started_at), None)
        if execute is None:  # skipped, or failed before it ran
            continue
        timings.append(NodeTiming(result.node.name, str(result.node.resource_type), (execute.started_at - started_at).total_seconds(),
                                  (execute.completed_at - execute.started_at).total_seconds()))
    return timings


#: the longest node name build_profile prints (a data test's name holds its arguments)
NODE_NAME_CHARS = 60


def _shortened(name: str) -> str:
    return name if len(name) <= NODE_NAME_CHARS else name[:NODE_NAME_CHARS - 3] + "..."


def build_profile(timings: list[NodeTiming], wall_seconds: float, top: int = 12) -> tuple[list[str], list[list]]:
    """Where a build's wall time went (header, rows): the ``top`` nodes by seconds, with when
    each ran and its share of the wall time, then the seconds of every model, test and seed
    in all (more than the wall time: dbt runs nodes on several threads)."""
    rows = [[_shortened(t.name), t.kind, f"{t.started:.0f}", f"{t.started + t.seconds:.0f}", f"{t.seconds:.1f}", f"{t.seconds / wall_seconds:.2f}"]
            for t in sorted(timings, key=lambda t: -t.seconds)[:top]]
    for kind in sorted({t.kind for t in timings}):
        of_kind = [t for t in timings if t.kind == kind]
        seconds = sum(t.seconds for t in of_kind)
        rows.append([f"every {kind} ({len(of_kind)})", kind, "", "", f"{seconds:.1f}", f"{seconds / wall_seconds:.2f}"])
    return ["node", "kind", "from s", "to s", "s", "share of wall"], rows


def raw_copy_seconds(spark, raw_dir: Path, copy_dir: Path) -> float:
    """Seconds to read every raw table of ``raw_dir`` (a Parquet directory each) and write it
    once, as the models write theirs (zstd Parquet), under ``copy_dir``: the least any build
    of that data does. A build timed beside it in the same run can be read as a ratio to it:
    on this 2-core machine the same commit's build of the year-long stream took 882 s one day
    and 2,061 s another."""
    started = time.perf_counter()
    for table in sorted(p for p in raw_dir.iterdir() if p.is_dir()):
        spark.read.parquet(str(table)).write.mode("overwrite").option("compression", "zstd").parquet(str(copy_dir / table.name))
    return time.perf_counter() - started


def generated_build(domain: str, size: int | str, seed: int) -> tuple[dict[str, int], float, str]:
    """``domain``'s sample data at ``size`` (its registered generator), then its timed full
    build in ``opsmeta_bench_<domain>_<size>``: (rows per raw table, seconds, schema)."""
    from opsmeta import domains
    from opsmeta.engine.session import prepare_session

    label = str(size)
    raw = paths.home() / "bench" / f"{domain}_{label}_raw"
    counts = domains.get(domain).module("generator").generate(raw, size=size, seed=seed, progress=False)
    prepare_session()
    schema = f"opsmeta_bench_{domain}_{label.lower()}"
    return counts, timed_build(domain, schema, raw), schema


def scans_read(spark, sql: str, args=None) -> list[tuple[str, int, int | None]]:
    """Runs ``sql`` and returns each file scan of its final plan (adaptive stages and
    subqueries included), as :func:`scans_in` gives them. What a layout promises to bound."""
    return scans_in(executed_plan(spark, sql, args))


def executed_plan(spark, sql: str, args=None):
    """Runs ``sql`` and returns the physical plan that ran (a JVM SparkPlan, with its metrics)."""
    frame = spark.sql(sql, args=args)
    frame.collect()
    return frame._jdf.queryExecution().executedPlan()


def scans_in(plan, through_shuffles: bool = True) -> list[tuple[str, int, int | None]]:
    """Each file scan under ``plan`` (a plan that ran) as (table, files read, partitions read):
    the table's bare name (scanned_table), Spark's ``numFiles`` and ``numPartitions`` scan
    metrics (None for a table without partitions). Without ``through_shuffles``, the scans
    whose rows reach ``plan`` without a shuffle between."""
    scans = []
    for node in plan_nodes(plan, through_shuffles):
        name, metrics = node.nodeName(), node.metrics()
        if name.startswith("Scan ") and metrics.contains("numFiles"):
            partitions = metrics.apply("numPartitions").value() if metrics.contains("numPartitions") else None
            scans.append((scanned_table(node), metrics.apply("numFiles").value(), partitions))
    return scans


def scanned_table(scan) -> str:
    """The bare name of the table a scan node reads (``Scan parquet spark_catalog.opsmeta.t``:
    ``t``); for a table function's frozen copy of a table (opsmeta.warehouse.frozen), that table's."""
    from opsmeta.warehouse import frozen_copies

    name = scan.nodeName().rsplit(".", 1)[-1]
    copy = frozen_copies.parse(name)
    return copy.of[1] if copy is not None else name


def plan_nodes(plan, through_shuffles: bool = True):
    """Every node of a physical plan (a JVM SparkPlan), each once: its children, its
    subqueries, and the plans inside adaptive stages; without ``through_shuffles``, its
    children down to the shuffles, and no subquery. Nodes are told apart by JVM identity:
    a query stage's ``id`` is its stage number, which the stages of a subquery's own adaptive
    plan repeat."""
    from pyspark import SparkContext

    identity = SparkContext._jvm.System.identityHashCode
    seen, stack = set(), [plan]
    while stack:
        node = stack.pop()
        key = identity(node)
        if key in seen:
            continue
        seen.add(key)
        yield node
        name = node.nodeName()
        if not through_shuffles and (name == "Exchange" or name.startswith("ShuffleQueryStage")):
            continue
        if name == "AdaptiveSparkPlan":
            stack.append(node.executedPlan())
        elif "QueryStage" in name:
            stack.append(node.plan())
        for nodes in (node.children(), node.subqueries()) if through_shuffles else (node.children(),):
            found = nodes.iterator()
            while found.hasNext():
                stack.append(found.next())


def plan_profile(spark, sql: str, repeat: int = 5, args=None) -> dict[str, float]:
    """Where one warm call of ``sql`` spends its time, in-process: analysis, optimisation and
    execution (median seconds of ``repeat``), and the metastore calls and partitions fetched
    while planning (Spark's HiveCatalogMetrics; a look-up of the embedded Derby metastore is a
    round trip, which a small query pays more of than it spends reading)."""
    metrics = spark._jvm.org.apache.spark.metrics.source.HiveCatalogMetrics

    def counts():
        return metrics.METRIC_HIVE_CLIENT_CALLS().getCount(), metrics.METRIC_PARTITIONS_FETCHED().getCount()

    samples = []
    spark.sql(sql, args=args).collect()
    for _ in range(repeat):
        calls_before, fetched_before = counts()
        started = time.perf_counter()
        frame = spark.sql(sql, args=args)
        execution = frame._jdf.queryExecution()
        execution.analyzed()
        analysed = time.perf_counter()
        execution.executedPlan()
        planned = time.perf_counter()
        calls, fetched = counts()
        frame.collect()
        samples.append((analysed - started, planned - analysed, time.perf_counter() - planned,
                        calls - calls_before, fetched - fetched_before))
    names = ("analyse s", "optimise s", "execute s", "metastore calls", "partitions fetched")
    return {name: statistics.median(values) for name, values in zip(names, zip(*samples, strict=True), strict=True)}


def files_read(spark, sql: str, args=None) -> int:
    """How many files the scans of ``sql`` read (scans_read, summed)."""
    return files_in(scans_read(spark, sql, args))


def files_in(scans: list[tuple[str, int, int | None]]) -> int:
    """The files read by ``scans`` (as scans_read returns them), summed."""
    return sum(files for _, files, _ in scans)


def r1_predicate(namespaces: list[str], begin: int, end: int) -> str:
    names = ", ".join(f"'{n}'" for n in namespaces)
    return f"namespace in ({names}) and start_time < {end} and (stop_time is null or stop_time >= {begin})"


def save(name: str, payload: dict) -> Path:
    RESULTS_DIR.mkdir(exist_ok=True)
    path = RESULTS_DIR / f"{name}.json"
    path.write_text(json.dumps(payload, indent=2, default=str))
    return path


def print_table(title: str, header: list[str], rows: list[list]) -> None:
    widths = [max(len(str(h)), *(len(_fmt(r[i])) for r in rows)) for i, h in enumerate(header)]
    print(f"\n{title}")
    print("  ".join(str(h).rjust(w) for h, w in zip(header, widths, strict=True)))
    for row in rows:
        print("  ".join(_fmt(v).rjust(w) for v, w in zip(row, widths, strict=True)))


def _fmt(value) -> str:
    if isinstance(value, float):
        return f"{value:.3f}" if value < 10 else f"{value:.1f}"
    return str(value)


class Postgres:
    """A throw-away PostgreSQL server on a loopback port (binaries from Debian's package)."""

    def __init__(self) -> None:
        self.bin = next(
            (Path(p) for p in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True) if (Path(p) / "initdb").exists()),
            None,
        )
        if self.bin is None:
            raise RuntimeError("PostgreSQL not found: apt-get install postgresql (Debian's package)")
        self.dir = Path(tempfile.mkdtemp(prefix="opsmeta-pg-"))
        self.port = _free_port()

    def _as_postgres(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *command], check=True, capture_output=True)

    def __enter__(self) -> Postgres:
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
        data = self.dir / "data"
        self._as_postgres(str(self.bin / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust")
        self._as_postgres(
            str(self.bin / "pg_ctl"), "-D", str(data), "-l", str(self.dir / "log"), "-w", "start",
            "-o", f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.dir} -c maintenance_work_mem=1GB -c shared_buffers=1GB",
        )
        return self

    def connect(self):
        import psycopg

        return psycopg.connect(host="127.0.0.1", port=self.port, user="postgres", dbname="postgres", autocommit=True)

    def __exit__(self, *exc) -> None:
        self._as_postgres(str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "fast", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def shared_metastore_home(name: str, size: str, seed: int) -> tuple[Path, dict[str, str]]:
    """``$OPSMETA_HOME/bench/<name>`` with a local PostgreSQL metastore started under it
    (``opsmeta metastore start``; stopped when the bench's process exits, its data kept for
    the next run) and every domain's sample generated: the home and the environment that
    points a build or ``opsmeta serve`` at them."""
    import atexit
    import sys

    from opsmeta.engine import metastore

    home = paths.home() / "bench" / name
    home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "OPSMETA_HOME": str(home), "PYSPARK_PYTHON": sys.executable,
           "DBT_PROFILES_DIR": str(paths.PROJECT_ROOT / "profiles"), metastore.DIR_ENV: str(home / "metastore-pg")}
    env.pop("OPSMETA_RAW_DIR", None)
    os.environ.update({k: env[k] for k in ("OPSMETA_HOME", metastore.DIR_ENV)})
    env[metastore.URL_ENV] = metastore.start()
    atexit.register(metastore.stop)
    # at a fixed end: the same sample every run, so a home's incremental marts stay valid
    subprocess.run([sys.executable, "-m", "opsmeta.cli", "generate", "--size", size, "--seed", str(seed), "--quiet",
                    "--end", str(span.REFERENCE_END)], env=env, check=True)
    return home, env


def served_in_process() -> dict[str, str]:
    """The settings ``opsmeta serve`` adds to its session (its jar's classes on the class path,
    the statement check), for a bench that serves JDBC clients from its own session
    (endpoint.start(spark, frozen_metadata_cached=True)), as opsmeta serve does. Give them, and
    endpoint.configure's port, before the session starts."""
    from opsmeta.engine.session import default_conf
    from opsmeta.serving import access, endpoint

    endpoint.configure(port=endpoint.free_port())
    return access.spark_conf(None, access.build_jar(), default_conf())


@contextmanager
def serving(env: dict[str, str], home: Path):
    """``opsmeta serve`` in a process of its own (its log ``home/serve.log``), its port once it
    listens; stopped on exit."""
    import signal
    import socket
    import sys

    from opsmeta.serving import endpoint

    port = endpoint.free_port()
    with (home / "serve.log").open("w") as log:
        server = subprocess.Popen([sys.executable, "-m", "opsmeta.cli", "serve", "--port", str(port)], env=env,
                                  stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            while True:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    if server.poll() is not None:
                        raise SystemExit(f"opsmeta serve stopped; see {home / 'serve.log'}") from None
                    time.sleep(1)
            yield port
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=120)
