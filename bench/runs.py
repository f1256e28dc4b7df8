"""Runs-domain benchmarks (seed: cdap-active-runs-in-time-range). Run on demand:

    python -m bench.runs seed                 # the seed's 400k-run experiment
    python -m bench.runs history --sizes 1M,10M [--postgres] [--conf spark.driver.memory=10g]
    python -m bench.runs build --size 1M      # bucket build: pandas-UDF path vs native SQL
    python -m bench.runs incremental --size 1M [--hours 25]   # hourly (or catch-up) dbt build, a late record's rebuild, vs a full refresh
    python -m bench.runs bi --sizes 2K,1M,10M [--reuse]   # active_runs over JDBC vs a scan of program_runs
    python -m bench.runs heartbeats --size 50K  # approach 3 (active_runs_from_heartbeats) vs active_runs

Every figure is measured in the same run as its baseline; ratios are printed beside them.
Spark timings run the whole query into Spark's noop sink (no rows shipped to Python);
DuckDB and PostgreSQL fetch their rows.
Data and tables go under $OPSMETA_HOME/bench (schemas opsmeta_bench_*).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq

from bench import datasets
from bench.harness import (
    Headline,
    Postgres,
    dbt_run,
    files_in,
    files_read,
    interleaved_medians,
    median_seconds,
    plan_profile,
    print_table,
    project_env,
    r1_predicate,
    record_headline,
    save,
    scans_read,
)
from opsmeta import paths

HOUR = 3600
DAY = 86400
SEED_QUERIES = [(0, 5), (200_000, 200_005), (399_995, 400_000)]
SEED_NAMESPACE_COUNTS = [1, 3, 6]
BUILD_SELECT = ["+active_runs"]
# Below this var's runs a build makes active_runs a scan of program_runs; LAYOUT keeps the
# seed's layout however few the runs (the seed and history benches measure it, as do the tests).
SCAN_BELOW_RUNS_VAR = "runs_active_runs_scan_below_runs"
LAYOUT = {SCAN_BELOW_RUNS_VAR: 0}


def _bench_dir(name: str) -> Path:
    path = paths.home() / "bench" / name
    path.mkdir(parents=True, exist_ok=True)
    return path


def _spark(conf: list[str] | None = None):
    from opsmeta.engine.session import get_session, prepare_session

    prepare_session(dict(item.split("=", 1) for item in conf or []))
    return get_session()


def _active_runs(spark, schema: str, namespaces: list[str], begin: int, end: int):
    spark.catalog.setCurrentDatabase(schema)
    return spark.sql(f"select * from active_runs('{','.join(namespaces)}', {begin}, {end})")


def _full_scan(spark, raw: Path, namespaces: list[str], begin: int, end: int):
    return spark.read.parquet(str(raw / "run_records")).where(r1_predicate(namespaces, begin, end))


def _run(frame) -> None:
    # Spark's noop sink runs the whole query without shipping rows to Python, so the time
    # is the query's, not py4j's.
    frame.write.format("noop").mode("overwrite").save()


def _collect_active_runs(spark, schema: str, namespaces: list[str], begin: int, end: int):
    return _active_runs(spark, schema, namespaces, begin, end).collect()


def _spark_full_scan(spark, raw: Path, namespaces: list[str], begin: int, end: int):
    return _full_scan(spark, raw, namespaces, begin, end).collect()


def _duckdb_full_scan(duck, raw: Path, namespaces: list[str], begin: int, end: int):
    return duck.execute(
        f"select * from read_parquet('{raw / 'run_records'}/*.parquet') where {r1_predicate(namespaces, begin, end)}"
    ).fetchall()


def seed(args) -> None:
    """400k runs, queries (0,5), (200000,200005), (399995,400000) over 1, 3, 6 namespaces."""
    import duckdb

    spark = _spark(args.conf)
    raw = _bench_dir("seed_raw")
    datasets.seed_experiment(raw)
    # Two builds of the same data: one whose retention window covers every query (bucket
    # path), one whose as_of lies far ahead with no retention (index path).
    with project_env("opsmeta_bench_seed_buckets", raw):
        dbt_run(BUILD_SELECT, {"runs_lookback_days": 7, **LAYOUT})
    with project_env("opsmeta_bench_seed_index", raw):
        dbt_run(BUILD_SELECT, {"runs_lookback_days": 0, "runs_as_of": 500_000, **LAYOUT})
    duck = duckdb.connect()
    rows = []
    for begin, end in SEED_QUERIES:
        for count in SEED_NAMESPACE_COUNTS:
            namespaces = [f"ns{i}" for i in range(count)]
            expected = len(_spark_full_scan(spark, raw, namespaces, begin, end))
            assert len(_collect_active_runs(spark, "opsmeta_bench_seed_buckets", namespaces, begin, end)) == expected
            assert len(_collect_active_runs(spark, "opsmeta_bench_seed_index", namespaces, begin, end)) == expected
            full = median_seconds(lambda: _run(_full_scan(spark, raw, namespaces, begin, end)), args.repeat)
            index = median_seconds(lambda: _run(_active_runs(spark, "opsmeta_bench_seed_index", namespaces, begin, end)), args.repeat)
            buckets = median_seconds(lambda: _run(_active_runs(spark, "opsmeta_bench_seed_buckets", namespaces, begin, end)), args.repeat)
            duck_ms = median_seconds(lambda: _duckdb_full_scan(duck, raw, namespaces, begin, end), args.repeat)
            rows.append([begin, end, count, expected, full * 1e3, index * 1e3, buckets * 1e3, duck_ms * 1e3, full / index, full / buckets])
    header = ["start", "end", "namespaces", "runs", "full scan ms", "index ms", "buckets ms", "duckdb scan ms", "full/index", "full/buckets"]
    print_table(f"Seed experiment: 400k runs (Spark, local[*], median of {args.repeat})", header, rows)
    print(f"saved {save('runs_seed', {'header': header, 'rows': rows})}")


def _parse_size(text: str) -> int:
    text = text.strip().upper()
    factor = {"K": 1_000, "M": 1_000_000}.get(text[-1], 1)
    return int(float(text[:-1] if text[-1] in "KM" else text) * factor)


# A size on the command line: a whole number of runs, or of thousands (K) or millions (M). It
# also names the bench's schema and directories, so nothing else is let through.
SIZE = re.compile(r"[1-9][0-9]*[KM]?")


def _size(text: str) -> str:
    """argparse type of a size (SIZE), upper-cased."""
    label = text.strip().upper()
    if not SIZE.fullmatch(label):
        raise argparse.ArgumentTypeError(f"a size is a whole number of runs, or of K or M (2K, 10M); got {text!r}")
    return label


def _sizes(text: str) -> str:
    """argparse type of comma-separated sizes (_size)."""
    return ",".join(_size(label) for label in text.split(","))


def _setting(text: str) -> str:
    """argparse type of --conf: KEY=VALUE."""
    if "=" not in text or not text.split("=", 1)[0].strip():
        raise argparse.ArgumentTypeError(f"a Spark setting is KEY=VALUE, e.g. spark.driver.memory=10g; got {text!r}")
    return text


def _hours(text: str) -> int:
    """argparse type of a whole number of hours, at least 1."""
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"hours are a whole number, at least 1; got {text!r}")
    return int(text)


#: days of history the history benches generate, unless a caller asks for more
HISTORY_DAYS = 30


def _history_build(spark, label: str, reuse: bool, days: int = HISTORY_DAYS) -> tuple[Path, str, dict[str, float]]:
    """``days`` days of runs at size ``label`` and the runs build over them (kept for --reuse):
    (raw dir, schema, seconds per model; empty when reused)."""
    name = label if days == HISTORY_DAYS else f"{label}_{days}d"
    raw = _bench_dir(f"history_{name}_raw")
    schema = f"opsmeta_bench_history_{name.lower()}"
    if reuse and spark.catalog.tableExists(f"{schema}.active_run_buckets"):
        with project_env(schema, raw):
            # the tables are kept; the functions they serve are the current code's
            dbt_run([f"path:models/runs/functions,{selector}" for selector in BUILD_SELECT], LAYOUT)
        return raw, schema, {}
    datasets.RunHistory(_parse_size(label), days=days).write(raw)
    with project_env(schema, raw):
        return raw, schema, dbt_run(BUILD_SELECT, LAYOUT)


def history(args) -> None:
    """A 12-hour window for one namespace as history grows: bucket path, index path, full scan."""
    import duckdb

    spark = _spark(args.conf)
    duck = duckdb.connect()
    rows = []
    for label in args.sizes.split(","):
        size = _parse_size(label)
        raw, schema, build = _history_build(spark, label, args.reuse)
        as_of = int(spark.sql(f"select as_of_time from {schema}.runs_as_of").first()[0])
        recent = (as_of - 13 * HOUR, as_of - HOUR)      # inside the retention window: buckets
        old = (as_of - 20 * DAY, as_of - 20 * DAY + 12 * HOUR)  # outside it: start-time index
        ns = ["ns0"]
        expected = len(_spark_full_scan(spark, raw, ns, *recent))
        assert len(_collect_active_runs(spark, schema, ns, *recent)) == expected
        assert len(_collect_active_runs(spark, schema, ns, *old)) == len(_spark_full_scan(spark, raw, ns, *old))
        buckets = median_seconds(lambda: _run(_active_runs(spark, schema, ns, *recent)), args.repeat)
        index = median_seconds(lambda: _run(_active_runs(spark, schema, ns, *old)), args.repeat)
        full = median_seconds(lambda: _run(_full_scan(spark, raw, ns, *recent)), args.repeat)
        duck_s = median_seconds(lambda: _duckdb_full_scan(duck, raw, ns, *recent), args.repeat)
        pg = _postgres_gist(raw, ns, recent, args.repeat) if args.postgres and size >= 10_000_000 else None
        rows.append([label, expected, buckets, index, full, duck_s, pg or "-", full / buckets, sum(build.values()) or "-"])
    header = ["runs", "active", "buckets s", "index s", "spark scan s", "duckdb scan s", "pg gist s", "scan/buckets", "dbt build s"]
    print_table(f"History growth: 12-hour window, one namespace (median of {args.repeat})", header, rows)
    print(f"saved {save('runs_history', {'header': header, 'rows': rows})}")


def _postgres_gist(raw: Path, namespaces: list[str], window: tuple[int, int], repeat: int):
    import pyarrow.parquet as pq

    begin, end = window
    with Postgres() as server, server.connect() as conn:
        conn.execute("create extension btree_gist")
        conn.execute("create table runs (namespace text, program_run_id text, start_time bigint, stop_time bigint)")
        table = pq.read_table(raw / "run_records", columns=["namespace", "run_id", "start_time", "stop_time"])
        with conn.cursor().copy("copy runs from stdin") as copy:
            for batch in table.to_batches(500_000):
                for row in zip(*(c.to_pylist() for c in batch.columns), strict=True):
                    copy.write_row(row)
        started = time.perf_counter()
        conn.execute(
            "create index runs_active on runs using gist (namespace, int8range(start_time, coalesce(stop_time, 9223372036854775806), '[]'))"
        )
        conn.execute("analyze runs")
        print(f"postgres gist index build: {time.perf_counter() - started:.1f}s")
        names = ", ".join(f"'{n}'" for n in namespaces)
        query = (
            f"select * from runs where namespace in ({names}) and "
            f"int8range(start_time, coalesce(stop_time, 9223372036854775806), '[]') && int8range({begin}, {end}, '[)')"
        )
        return median_seconds(lambda: conn.execute(query).fetchall(), repeat)


#: the bucket build's pandas UDF against the same rule in native SQL, at most
UDF_TARGET = 1.2


def build(args) -> None:
    """Bucket assignment over program_runs: the pandas-UDF path vs the same rule in native SQL."""
    spark = _spark(args.conf)
    label = args.size
    raw = _bench_dir(f"history_{label}_raw")
    datasets.RunHistory(_parse_size(label), days=30).write(raw)
    schema = f"opsmeta_bench_build_{label.lower()}"
    with project_env(schema, raw):
        dbt_run(["+program_runs", "+runs_as_of"])
    width, lookback = 3600, 7 * DAY
    runs = f"(select * from {schema}.program_runs cross join {schema}.runs_as_of)"
    udf_sql = f"""
        select *, explode(sequence(bucket_range.first_bucket_at, bucket_range.last_bucket_at, {width})) as bucket_at
        from (
            select *, runs_active_bucket_range(start_time, stop_time, as_of_time, as_of_time - {lookback}, {width}) as bucket_range
            from {runs}
            where coalesce(stop_time, as_of_time) >= floor((as_of_time - {lookback}) / {width}) * {width}
        )
        where bucket_range.first_bucket_at is not null"""
    native_sql = f"""
        select *, explode(sequence(first_bucket_at, last_bucket_at, {width})) as bucket_at
        from (
            select
                *,
                greatest(floor(start_time / {width}), floor((as_of_time - {lookback}) / {width})) * {width} as first_bucket_at,
                floor(least(coalesce(stop_time, as_of_time), as_of_time) / {width}) * {width} as last_bucket_at
            from {runs}
            where coalesce(stop_time, as_of_time) >= floor((as_of_time - {lookback}) / {width}) * {width}
                and start_time <= as_of_time
        )
        where first_bucket_at <= last_bucket_at"""
    udf_rows, native_rows = spark.sql(udf_sql).count(), spark.sql(native_sql).count()
    assert udf_rows == native_rows, (udf_rows, native_rows)
    udf = median_seconds(lambda: _run(spark.sql(udf_sql)), args.repeat)
    native = median_seconds(lambda: _run(spark.sql(native_sql)), args.repeat)
    header = ["runs", "bucket rows", "sink", "pandas UDF s", "native SQL s", f"UDF/native (target <= {UDF_TARGET})"]
    rows = [[label, udf_rows, "noop (compute only)", udf, native, udf / native]]
    # The same, written as the mart is: Parquet partitioned by namespace and hour.
    out = _bench_dir("build_sink")

    def write(sql: str) -> None:
        spark.sql(sql).repartition("namespace", "bucket_at").write.mode("overwrite").partitionBy("namespace", "bucket_at").parquet(str(out))

    udf_w = median_seconds(lambda: write(udf_sql), 1)
    native_w = median_seconds(lambda: write(native_sql), 1)
    written = udf_w / native_w
    rows.append([label, udf_rows, "partitioned parquet", udf_w, native_w, written])
    print_table(f"Bucket-table build throughput (median of {args.repeat})", header, rows)
    record_headline(Headline(f"active-run buckets of {label} runs by the pandas UDF, written as the mart is", f"{udf_w:.1f} s",
                             f"the same rule in native SQL: {native_w:.1f} s", written, f"<= {UDF_TARGET}x", written <= UDF_TARGET))
    print(f"saved {save('runs_build', {'header': header, 'rows': rows})}")


def _timed(action) -> tuple[float, dict[str, float]]:
    started = time.perf_counter()
    nodes = action()
    return time.perf_counter() - started, nodes


def _append_late_record(raw: Path) -> None:
    """A copy of the first raw record, landing as a new file: a record at or before the last
    build's watermark, so the next build rebuilds every run and bucket (the runs it gives
    are the same: a record twice is one version)."""
    first = sorted((raw / "run_records").glob("*.parquet"))[0]
    pq.write_table(pq.ParquetFile(first).read_row_group(0).slice(0, 1), raw / "run_records" / "late.parquet")


def incremental(args) -> None:
    """Appending ``args.hours`` of records (one: the hourly build): the incremental ``dbt
    build`` of the whole runs domain (models and tests) and of its incremental tables, against
    a full refresh of the same input; the incremental tables must equal the full refresh's.
    Then one late record: the build that rebuilds every run and bucket, against the same full
    refresh. The targets are the hourly build's."""
    spark = _spark(args.conf)
    label, hours = args.size, args.hours
    raw = _bench_dir(f"incremental_{label}_raw")
    data = datasets.RunHistory(_parse_size(label), days=30)
    cut = data.end_time - hours * HOUR
    data.write(raw, as_of=cut)
    schema = f"opsmeta_bench_incremental_{label.lower()}"
    compared = [f"{schema}.active_run_buckets", f"{schema}.program_runs", f"{schema}.stopped_run_index"]
    domain = ["+path:models/runs"]
    with project_env(schema, raw):
        dbt_run(domain, full_refresh=True, command="build")
        appended = data.append(raw, since=cut, until=data.end_time, name="append")
        incremental_s, incremental_nodes = _timed(lambda: dbt_run(domain, command="build"))
        for table in compared:
            spark.sql(f"drop table if exists {table}_incremental")
            spark.sql(f"create table {table}_incremental using parquet as select * from {table}")
        full_s, full_nodes = _timed(lambda: dbt_run(domain, full_refresh=True, command="build"))
        same = _same_tables(spark, compared)
        _append_late_record(raw)
        late_s, late_nodes = _timed(lambda: dbt_run(domain, command="build"))
        same_after_late = _same_tables(spark, compared)
    header = ["runs", "appended records", "built", "incremental s", "full refresh s", "incremental/full", "target"]
    hourly = hours == 1
    rows = [
        [label, appended, "runs domain (dbt build)", incremental_s, full_s, incremental_s / full_s, "<= 0.25" if hourly else "-"],
        [label, appended, "active_run_buckets", incremental_nodes["active_run_buckets"], full_nodes["active_run_buckets"],
         incremental_nodes["active_run_buckets"] / full_nodes["active_run_buckets"], "<= 0.10" if hourly else "-"],
        *([label, appended, node, incremental_nodes[node], full_nodes[node], incremental_nodes[node] / full_nodes[node], "-"]
          for node in ("program_runs", "stopped_run_index")),
    ]
    rows += [
        [label, 1, f"late record: {node}", late_nodes[node], full_nodes[node], late_nodes[node] / full_nodes[node], "-"]
        for node in ("active_run_buckets", "program_runs")
    ]
    rows.append([label, 1, "late record: runs domain (dbt build)", late_s, full_s, late_s / full_s, "-"])
    slowest = sorted(incremental_nodes.items(), key=lambda item: -item[1])[:8]
    print_table(f"Incremental build after {hours} hour(s) of records, against a full refresh of the same input", header, rows)
    print("slowest nodes of the incremental build: " + ", ".join(f"{name} {seconds:.1f} s" for name, seconds in slowest))
    print(f"incremental active_run_buckets, program_runs and stopped_run_index equal to the full refresh: {same}")
    print(f"the same after the late record's rebuild: {same_after_late}")
    print(f"saved {save('runs_incremental' if hourly else f'runs_incremental_{hours}h', {'header': header, 'rows': rows})}")
    if not (same and same_after_late):
        sys.exit("incremental result differs from the full refresh")


def _same_tables(spark, tables: list[str]) -> bool:
    """Each table holds the rows of its ``<table>_incremental`` copy, as many times each,
    compared by two hashes of each row (96 bits): the rows themselves, 10M wide ones on each
    side, ran the default 1 GB driver out of heap in exceptAll."""
    from pyspark.sql import functions as F

    def hashed(frame):
        return frame.select(F.xxhash64(*frame.columns).alias("xx"), F.hash(*frame.columns).alias("murmur"))

    for table in tables:
        copy = spark.table(f"{table}_incremental")
        rows = hashed(spark.table(table).select(*copy.columns))
        copy = hashed(copy)
        if not (copy.exceptAll(rows).isEmpty() and rows.exceptAll(copy).isEmpty()):
            return False
    return True


# Windows of the BI bench, as (label, hours before as_of, width in hours): the first three
# inside the 7-day retention window (bucket path), the last outside it (start-time index).
BI_WINDOWS = [("last hour", 1, 1), ("1 day back", 24, 1), ("6 days back", 6 * 24, 1), ("20 days back", 20 * 24, 12)]
# Targets for active_runs p50 / scan p50 at the main job's sample size, 10M and 100M runs.
BI_TARGETS = {2_000: 1.5, 10_000_000: 0.5, 100_000_000: 0.2}


def bi(args) -> None:
    """What a dashboard feels: active_runs over JDBC (the BI endpoint, PyHive, warm p50) against
    the same answer from a scan of program_runs, at several distances from as_of: the function
    a default build makes (its route: a scan of program_runs below var
    runs_active_runs_scan_below_runs runs, else the layout) and the layout's."""
    from pyhive import hive

    from opsmeta.serving import endpoint

    endpoint.configure(port=endpoint.free_port())
    spark = _spark(args.conf)
    host, port = endpoint.start(spark)
    rows, profiles = [], []
    for label in args.sizes.split(","):
        raw, schema, build = _history_build(spark, label, args.reuse)
        measured = {}
        for variables in (LAYOUT, {}):  # the layout's function, then a default build's
            with project_env(schema, raw):
                dbt_run(["path:models/runs/functions"], variables)
            spark.catalog.setCurrentDatabase(schema)
            # A new connection: a JDBC session keeps the function it first resolved, even after
            # a build replaced it (Spark caches a persistent function per session)
            connection = hive.connect(host=host, port=port, database=schema, username="opsmeta")
            cursor = connection.cursor()

            def fetch(sql: str, cursor=cursor) -> list:
                cursor.execute(sql)
                return cursor.fetchall()

            as_of = int(fetch("select as_of_time from runs_as_of")[0][0])
            for window, hours_back, width in BI_WINDOWS:
                begin = as_of - hours_back * HOUR
                end = begin + width * HOUR
                function = f"select * from active_runs('ns0', {begin}, {end})"
                scan = f"select * from program_runs where {r1_predicate(['ns0'], begin, end)}"
                answer = len(fetch(scan))
                assert len(fetch(function)) == answer, (label, window)
                actions = [lambda sql=function: fetch(sql), lambda sql=scan: fetch(sql)]
                first = window not in measured
                if first:
                    actions.append(_answer_alone(spark, scan, fetch))
                function_s, scan_s, *alone_s = interleaved_medians(actions, args.repeat)
                reads = scans_read(spark, function)
                route = _route(reads)
                timing = (function_s / scan_s, function_s, files_in(reads), route)
                if first:
                    spark.catalog.dropGlobalTempView(ANSWER_VIEW)
                    measured[window] = [answer, files_read(spark, scan), alone_s[0] / scan_s]
                measured[window].append(timing)
                profiles.append([label, window, route, *plan_profile(spark, function, args.repeat).values()])
            connection.close()
        for window, (answer, scan_files, floor, layout, built) in measured.items():
            (layout_ratio, layout_s, layout_files, _), (built_ratio, built_s, built_files, route) = layout, built
            rows.append([label, window, answer, layout_s, layout_ratio, route, built_s, built_ratio, floor,
                         BI_TARGETS.get(_parse_size(label), "-"), f"{layout_files} / {built_files} / {scan_files}"])
    header = ["runs", "window (ns0)", "rows", "layout s", "layout/scan", "built route", "built s", "built/scan",
              "rows alone/scan", "target", "files read (layout / built / scan)"]
    print_table(f"BI over JDBC: active_runs vs a scan of program_runs, same answer (warm p50 of {args.repeat}, timed in"
                " alternation with the scan; a ratio is to the scan timed beside it)", header, rows)
    print_table("Where a call's time goes (in-process, warm p50): planning against the embedded metastore, then the scans",
                ["runs", "window (ns0)", "route", "analyse s", "optimise s", "execute s", "metastore calls", "partitions fetched"], profiles)
    print(f"saved {save('runs_bi', {'header': header, 'rows': rows})}")


ANSWER_VIEW = "bench_bi_answer"


def _answer_alone(spark, scan: str, fetch):
    """An action fetching ``scan``'s rows over JDBC from Spark's memory (a global temp view
    ANSWER_VIEW of a local checkpoint, which the caller drops): what shipping the answer to the
    client costs, which no query can go below; its time over the scan's is the lowest ratio a
    query answering with those rows can reach. A checkpoint, not a cache: Spark would answer
    the scan itself from a cache of its plan."""
    spark.sql(scan).localCheckpoint().createOrReplaceGlobalTempView(ANSWER_VIEW)
    return lambda: fetch(f"select * from global_temp.{ANSWER_VIEW}")


#: the heartbeats bench keeps two weeks of heartbeats over a month of runs, so one of its
#: ranges falls past the retention
HEARTBEAT_RETENTION_DAYS = 14


def heartbeats(args) -> None:
    """Approach 3 against active_runs on one build of a month of runs with heartbeats every
    30 min (the generator's): rows each answers, how many they share, and their times, for
    ranges of an hour to a week ending at as_of, and 12 hours 20 days back (past the
    heartbeat retention, where only active_runs answers)."""
    from opsmeta.ingest.generators import runs as generator

    spark = _spark(args.conf)
    raw = _bench_dir(f"heartbeats_{args.size}_raw")
    schema = f"opsmeta_bench_heartbeats_{args.size.lower()}"
    if not (args.reuse and spark.catalog.tableExists(f"{schema}.run_heartbeats")):
        generator.generate(raw, _parse_size(args.size), days=30, progress=False)
    with project_env(schema, raw):
        build = dbt_run(["+active_runs", "+active_runs_from_heartbeats"],
                        {**LAYOUT, "runs_heartbeat_retention_days": HEARTBEAT_RETENTION_DAYS})
    spark.catalog.setCurrentDatabase(schema)
    as_of = int(spark.sql(f"select as_of_time from {schema}.runs_as_of").first()[0])
    namespaces = ",".join(row[0] for row in spark.sql(f"select distinct namespace from {schema}.program_runs").collect())
    ranges = [("1 h", as_of - HOUR, as_of), ("12 h", as_of - 12 * HOUR, as_of), ("7 days", as_of - 7 * DAY, as_of),
              ("12 h, 20 days back", as_of - 20 * DAY, as_of - 20 * DAY + 12 * HOUR)]
    rows = []
    for label, begin, end in ranges:
        layout_sql = f"select * from active_runs('{namespaces}', {begin}, {end})"
        beats_sql = f"select * from active_runs_from_heartbeats('{namespaces}', {begin}, {end})"
        layout_runs = {row.program_run_id for row in spark.sql(layout_sql).collect()}
        beat_runs = {row.program_run_id for row in spark.sql(beats_sql).collect()}
        layout_s, beats_s = interleaved_medians(
            [lambda sql=layout_sql: _run(spark.sql(sql)), lambda sql=beats_sql: _run(spark.sql(sql))], args.repeat
        )
        files = sum(count for table, count, _ in scans_read(spark, beats_sql) if table == "run_heartbeats")
        rows.append([label, len(layout_runs), len(beat_runs), len(layout_runs & beat_runs),
                     layout_s * 1e3, beats_s * 1e3, beats_s / layout_s, files])
    header = ["range", "active_runs rows", "heartbeats rows", "shared", "active_runs ms", "heartbeats ms",
              "heartbeats/active_runs", "heartbeat files read"]
    print_table(f"Approach 3 vs active_runs: {args.size} runs over 30 days, heartbeats kept "
                f"{HEARTBEAT_RETENTION_DAYS} days (median of {args.repeat})", header, rows)
    print(f"build: run_heartbeats {build.get('run_heartbeats', 0):.1f} s, active_run_buckets "
          f"{build.get('active_run_buckets', 0):.1f} s")
    print(f"saved {save('runs_heartbeats', {'header': header, 'rows': rows})}")


def _route(reads: list[tuple[str, int, int | None]]) -> str:
    """The route of the active_runs a build made, named from the tables its call reads
    (scans_read of a call)."""
    tables = {table for table, _, _ in reads}
    return "scan" if tables == {"program_runs"} else "layout"


#: the commands whose tables bench/RESULTS.md records, by size (python -m bench results --size)
_QUICK = (("seed",), ("build", "--size", "1M"), ("heartbeats", "--size", "50K"))
RESULTS = {"quick": _QUICK, "full": _QUICK}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.runs", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    spark_conf = argparse.ArgumentParser(add_help=False)
    spark_conf.add_argument("--conf", action="append", type=_setting, metavar="KEY=VALUE",
                            help="Spark setting, e.g. spark.driver.memory=10g (repeatable)")
    p = sub.add_parser("seed", parents=[spark_conf])
    p.add_argument("--repeat", type=int, default=3)
    p.set_defaults(func=seed)
    p = sub.add_parser("history", parents=[spark_conf])
    p.add_argument("--sizes", type=_sizes, default="1M,10M")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--postgres", action="store_true", help="also PostgreSQL 15 + GiST at sizes >= 10M")
    p.add_argument("--reuse", action="store_true", help="reuse data and tables from an earlier run")
    p.set_defaults(func=history)
    p = sub.add_parser("build", parents=[spark_conf])
    p.add_argument("--size", type=_size, default="1M")
    p.add_argument("--repeat", type=int, default=3)
    p.set_defaults(func=build)
    p = sub.add_parser("bi", parents=[spark_conf])
    p.add_argument("--sizes", type=_sizes, default="2K,1M")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--reuse", action="store_true", help="reuse data and tables from an earlier run")
    p.set_defaults(func=bi)
    p = sub.add_parser("heartbeats", parents=[spark_conf])
    p.add_argument("--size", type=_size, default="50K")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--reuse", action="store_true", help="reuse the data of an earlier run")
    p.set_defaults(func=heartbeats)
    p = sub.add_parser("incremental", parents=[spark_conf])
    p.add_argument("--size", type=_size, default="1M")
    p.add_argument(
        "--hours", type=_hours, default=1,
        help="hours of records appended after the full build (1: the hourly build; 25: a build after a day without one)",
    )
    p.set_defaults(func=incremental)
    args = parser.parse_args(argv)
    args.func(args)


if __name__ == "__main__":
    main()
