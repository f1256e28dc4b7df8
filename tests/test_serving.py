"""Serving while building (issue 79): a PostgreSQL metastore that a build and the BI endpoint
share, each in its own process, and tables swapped in so a JDBC reader looping over the marts
sees no error and no other answer while builds run, fail or are killed."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest

from bench import faults, table_functions
from bench.table_functions import CHECKSUM
from opsmeta import paths
from opsmeta.engine import metastore
from opsmeta.serving.endpoint import METADATA_TTL_SECONDS, free_port
from opsmeta.warehouse import frozen, swap
from tests.conftest import BUILD_VARS, SAMPLE_SEED, SAMPLE_SIZE
from tests.metastores import local_postgres

#: every domain
DOMAINS = ("runs", "streams", "sensors", "scheduling")
BUILD_TIMEOUT_SECONDS = 900
#: the BI user the endpoint's readers log in as (opsmeta users add)
BI_USER, BI_PASSWORD = "dashboards", "a long enough secret"
#: a reader's pause after each query: a dashboard's pace; readers in a tight loop take both
#: cores from the builds they watch (and double those builds' time)
READER_PAUSE_SECONDS = 0.1
#: the first build's swaps, one line each (opsmeta.warehouse.swap's timings)
FIRST_BUILD_SWAPS = "swaps-first-build.jsonl"


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """A local PostgreSQL metastore (opsmeta metastore start), a home both processes use, and
    the environment that points a process at them."""
    home = tmp_path_factory.mktemp("serving_home")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("OPSMETA_", "SPARK_"))},
        "OPSMETA_HOME": str(home),
        "OPSMETA_DOMAINS": ",".join(DOMAINS),
        "PYSPARK_PYTHON": sys.executable,
        "DBT_PROFILES_DIR": str(paths.PROJECT_ROOT / "profiles"),
        # the builds here are cold JVMs, a dozen of them, each over tiny data: they stop at the
        # C1 JIT, whose compiles take far less of two cores than C2's (as the cluster test's)
        "JAVA_TOOL_OPTIONS": "-XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=512m",
    }
    with local_postgres(env) as settings:
        env.update(settings)
        generated = subprocess.run(
            [sys.executable, "-m", "opsmeta.cli", "generate", *DOMAINS, "--size", SAMPLE_SIZE, "--seed", str(SAMPLE_SEED), "--quiet"],
            env=env, capture_output=True, text=True, timeout=300)
        assert generated.returncode == 0, generated.stderr
        added = subprocess.run([sys.executable, "-m", "opsmeta.cli", "users", "add", BI_USER], input=BI_PASSWORD + "\n",
                               env=env, capture_output=True, text=True, timeout=60)
        assert added.returncode == 0, added.stderr
        yield env


def _build(env, home: Path, *extra: str, timings: Path | None = None) -> subprocess.Popen:
    """`dbt build` of the domains' models and seeds (the embedded build runs their data tests
    on the same data) in a process (and process group) of its own, its output to a file."""
    return faults.start_build(env, home, "--vars", BUILD_VARS, *extra, timings=timings)


def _connect(port: int, user: str = BI_USER, password: str = BI_PASSWORD):
    """A PyHive connection as a BI tool opens one: the marts schema, CUSTOM authentication."""
    from pyhive import hive

    return hive.connect(host="127.0.0.1", port=port, database="opsmeta", username=user, password=password, auth="CUSTOM")


def _finished(build: subprocess.Popen) -> None:
    build.wait(timeout=BUILD_TIMEOUT_SECONDS)
    assert build.returncode == 0, build.output.read_text()[-6000:]


@pytest.fixture(scope="module")
def endpoint(shared):
    """The first build, then `opsmeta serve` on the same metastore, in a process of its own."""
    home = Path(shared["OPSMETA_HOME"])
    _finished(_build(shared, home, timings=home / FIRST_BUILD_SWAPS))
    port = free_port()
    # its log to a file: a pipe nobody reads fills, and then Spark's scheduler blocks on logging
    log = (home / "serve.log").open("w")
    server = subprocess.Popen([sys.executable, "-m", "opsmeta.cli", "serve", "--port", str(port)], env=shared,
                              stdout=log, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    deadline = time.monotonic() + 180
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            assert server.poll() is None, (home / "serve.log").read_text()[-4000:]
            assert time.monotonic() < deadline, "opsmeta serve did not open its port"
            time.sleep(1)
    try:
        yield port
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
        log.close()


def _queries(cursor) -> dict[str, tuple[str, dict]]:
    """A query per mart of the domains and one per table function (a dashboard's loop)."""
    queries = table_functions.reader_queries(cursor)
    assert {"program_runs", "active_run_buckets", "stream_time_index", "sensor_savings", "split_latency"} <= set(queries), queries
    return queries


def _reader(port: int, queries: dict[str, tuple[str, dict]]) -> faults.Reader:
    return faults.Reader(lambda: _connect(port), queries, READER_PAUSE_SECONDS)


def _answers(port: int, queries: dict[str, tuple[str, dict]]) -> dict[str, tuple]:
    with closing(_connect(port)) as connection:
        return faults.answers_once(connection, queries)


def test_readers_see_no_error_while_builds_run_fail_and_are_killed(shared, endpoint):
    """A JDBC reader loops over every mart and table function while the runs domain's full
    build is SIGKILLed twice at fixed points (issue 81), not repaired in between, then its
    incremental build is killed at a random point and run again: no error, every answer the
    first build's, and the marts equal it after the rerun. (bench.faults kills every domain's
    builds, at these points and at random ones.)"""

    home = Path(shared["OPSMETA_HOME"])
    with closing(_connect(endpoint)) as connection:
        queries = _queries(connection.cursor())
    before = _answers(endpoint, queries)

    reader = _reader(endpoint, queries)
    reader.start()
    try:
        swaps = faults.swaps_by_domain(home, home / FIRST_BUILD_SWAPS)
        assert set(swaps) == set(DOMAINS), swaps
        runs = ("--vars", BUILD_VARS, *faults.domain_selection("runs"))
        running = faults.fixed_point_kills(shared, home, swaps["runs"], *runs, "--full-refresh")
        # an incremental build, its increments swapped in by partition, killed once it writes
        seconds = random.Random(SAMPLE_SEED).uniform(0, faults.MAX_WRITING_SECONDS)
        running.append(faults.killed_once_writing(shared, home, seconds, *runs))
        _finished(_build(shared, home, *faults.domain_selection("runs")))
    finally:
        reader.finish()
    assert all(running), f"a build had ended before it was killed: {running}"
    assert not reader.errors, f"{len(reader.errors)} errors, e.g. {reader.errors[:5]}"
    assert reader.rounds >= 3, reader.rounds
    # the same input, so every answer the reader got is the first build's, and so are the marts
    # after the rerun
    for name, seen in reader.answers.items():
        assert seen == {before[name]}, (name, seen, before[name])
    assert _answers(endpoint, queries) == before
    # the killed builds' half-written versions wait for their grace: within it, no table keeps
    # more versions than builds wrote it (the first, the two killed runs builds, the killed
    # incremental one and its rerun)
    builds = 5
    per_table = {}
    for version in faults.version_dirs(home):
        per_table.setdefault(version.parent, []).append(version)
    assert max(len(v) for v in per_table.values()) <= builds, json.dumps({str(k): len(v) for k, v in per_table.items()})


#: the table functions of _queries: each reads several tables a build swaps one by one
FUNCTIONS = ("active_runs", "segments_at", "segment_successors", "segments_between_cuts", "size_between_cuts",
             "compare_stream_cuts")


def _runs_arrive(raw: Path, runs: int = 300) -> None:
    """New runs, an hour after the last ones: the latest records again under new run ids, an
    hour later, in a raw file of their own (as an hourly export adds one)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    directory = raw / "run_records"
    schema = pq.read_schema(next(directory.glob("*.parquet")))
    records = pq.read_table(directory).to_pandas()
    latest = records[records.run_id.notna()].sort_values(["record_time", "run_id"]).tail(runs).copy()
    latest["run_id"] = latest["run_id"] + "-again"
    for column in ("start_time", "stop_time", "record_time"):
        latest[column] = latest[column] + 3600
    pq.write_table(pa.Table.from_pandas(latest, schema=schema, preserve_index=False), directory / "part-arrived.parquet")


def test_readers_see_the_old_or_the_new_answer_while_new_input_is_built(shared, endpoint):
    """New runs arrive and the runs domain's incremental build swaps them in while readers
    loop, one over every mart and function, one over the functions alone: every answer is the
    old build's or the new one's. active_runs reads four tables (and inlines the build's
    as_of); a build swaps them one by one, then makes the function again: over the live
    tables, a call in between joined new buckets with the old as_of. Each function reads
    frozen copies (opsmeta.warehouse.frozen)."""

    home = Path(shared["OPSMETA_HOME"])
    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        queries = _queries(cursor)
        partitioned = _by_partition(cursor, queries)
    before = _answers(endpoint, queries)
    _runs_arrive(home / "raw")
    readers = [_reader(endpoint, queries), _reader(endpoint, {name: queries[name] for name in FUNCTIONS})]
    for reader in readers:
        reader.start()
    try:
        # the runs domain's build: new input is all it has (the other domains' builds, on the
        # same input, are the killed builds' above)
        _finished(_build(shared, home, *faults.domain_selection("runs")))
    finally:
        for reader in readers:
            reader.finish()
    after = _answers(endpoint, queries)
    _assert_functions_read_frozen_copies(endpoint)
    changed = {name for name in queries if after[name] != before[name]}
    assert {"active_runs", "program_runs", "active_run_buckets", "stopped_run_index"} <= changed, changed
    for reader in readers:
        assert not reader.errors, f"{len(reader.errors)} errors, e.g. {reader.errors[:5]}"
        assert reader.rounds >= 2, reader.rounds
        for name, seen in reader.answers.items():
            if name in partitioned:
                for answer in seen:
                    assert _partitions_old_or_new(answer, before[name], after[name]), (name, answer, before[name], after[name])
            else:
                assert seen <= {before[name], after[name]}, (name, seen - {before[name], after[name]}, before[name], after[name])


def _assert_functions_read_frozen_copies(port: int) -> None:
    """Each table function's stored body names frozen copies only, no live table: the readers
    above could miss the moment a live body would have mixed two builds (this sample's answers
    hardly tell), the body cannot. (The BI user sees the marts schema alone: a body naming any
    table of the intermediate or staging schemas reads it live.)"""
    with closing(_connect(port)) as connection:
        cursor = connection.cursor()
        cursor.execute("show tables in opsmeta")
        live = {("opsmeta", row[1]) for row in cursor.fetchall() if not row[2]}
        for name in FUNCTIONS:
            cursor.execute(f"describe function extended {name}")
            body = "\n".join(str(row[0]) for row in cursor.fetchall())
            named = frozen.qualified_names(body, ["opsmeta", "opsmeta_intermediate", "opsmeta_staging", "opsmeta_frozen"])
            reads_live = {(schema, table) for schema, table in named if schema in ("opsmeta_intermediate", "opsmeta_staging")}
            assert named and not (set(named) & live) | reads_live, (name, sorted((set(named) & live) | reads_live))
            assert any(schema == "opsmeta_frozen" for schema, _ in named), (name, named)


def _by_partition(cursor, queries: dict[str, tuple[str, dict]]) -> set[str]:
    """Turn the query of each partitioned mart into one row per partition (its values, count and
    checksum): an incremental build swaps each partition in whole, one metastore call for those
    it re-points and one each for those it adds and drops, so a reader may see some partitions
    new and others still old, but each one whole. The marts so queried."""
    partitioned = set()
    for name, (_sql, parameters) in list(queries.items()):
        if name in FUNCTIONS:
            continue
        try:
            cursor.execute(f"show partitions opsmeta.{name}")
        except Exception:  # noqa: BLE001 - not a partitioned table
            continue
        listed = cursor.fetchall()
        if not listed:
            continue
        columns = [part.split("=", 1)[0] for part in listed[0][0].split("/")]
        keys = ", ".join(f"`{column}`" for column in columns)
        queries[name] = (f"select {keys}, count(*), {CHECKSUM} from opsmeta.{name} group by {keys}", parameters)
        partitioned.add(name)
    return partitioned


def _partitions_old_or_new(answer: tuple, before: tuple, after: tuple) -> bool:
    """Each partition of ``answer`` (rows of partition values, count, checksum) as it was before
    or is after, a partition missing from one counting as its answer there."""
    def by_key(rows):
        return {row[:-2]: row for row in rows}

    seen, old, new = by_key(answer), by_key(before), by_key(after)
    return all(seen.get(key) in (old.get(key), new.get(key)) for key in seen.keys() | old.keys() | new.keys())


def _define_elsewhere(env: dict[str, str], value: int) -> None:
    """Make two probe functions from a process of their own on the shared metastore, as a build
    does (a BI user may not)."""
    script = (
        "import sys\n"
        "from opsmeta.warehouse import functions\n"
        "from opsmeta.engine.session import get_session\n"
        "spark = get_session()\n"
        f"functions.replace(spark, 'create or replace function opsmeta.{PROBES[0]}() returns table (v int) return select {value} as v')\n"
        f"functions.replace(spark, 'create or replace function opsmeta.{PROBES[1]}() returns int return {value}')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]


PROBES = ("opsmeta_probe_rows", "opsmeta_probe_value")


def test_a_session_sees_functions_re_created_after_it_called_them(shared, endpoint):
    """A build re-creates a function (active_runs carries its as_of) from another process; a
    JDBC session that called it before sees the new definition within the endpoint's
    METADATA_TTL_SECONDS, without reconnecting (Spark caches it for the session's life)."""

    def answers(cursor) -> tuple:
        cursor.execute(f"select (select v from {PROBES[0]}()), opsmeta.{PROBES[1]}()")
        return tuple(cursor.fetchall()[0])

    with closing(_connect(endpoint)) as reader:
        dashboard = reader.cursor()
        try:
            _define_elsewhere(shared, 1)
            assert answers(dashboard) == (1, 1)
            _define_elsewhere(shared, 2)
            deadline = time.monotonic() + 6 * METADATA_TTL_SECONDS
            while answers(dashboard) != (2, 2) and time.monotonic() < deadline:
                time.sleep(0.5)
            assert answers(dashboard) == (2, 2)
        finally:
            drop = "; ".join(f"spark.sql('drop function if exists opsmeta.{name}')" for name in PROBES)
            subprocess.run([sys.executable, "-c", f"from opsmeta.engine.session import get_session; spark = get_session(); {drop}"],
                           env=shared, capture_output=True, timeout=300)


def test_the_metastore_command_reports_and_refuses_clearly(shared, tmp_path):
    status = subprocess.run([sys.executable, "-m", "opsmeta.cli", "metastore", "status"], env=shared,
                            capture_output=True, text=True, timeout=60)
    assert status.returncode == 0 and "running on 127.0.0.1:" in status.stdout
    assert "password=***" in status.stdout, "the password is never printed back"
    bad = {**shared, metastore.URL_ENV: "mysql://somewhere/metastore"}
    refused = subprocess.run([sys.executable, "-m", "opsmeta.cli", "metastore", "init"], env=bad,
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2
    assert refused.stderr.strip().splitlines() == [
        "opsmeta metastore: OPSMETA_METASTORE_URL is a jdbc:postgresql:// URL or a thrift:// URI, got mysql://somewhere/metastore"
    ]
    assert METADATA_TTL_SECONDS < swap.DEFAULT_GRACE_SECONDS


def test_a_password_is_required_and_checked(endpoint):
    """With BI users configured, opsmeta serve asks for a password (CUSTOM authentication):
    a wrong one, an unknown user and a login without one are refused alike."""
    from pyhive import hive

    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        cursor.execute("select 1")
        assert cursor.fetchall() == [(1,)]
    attempts = {
        "wrong password": lambda: _connect(endpoint, password="not the password"),
        "unknown user": lambda: _connect(endpoint, user="mallory"),
        "no password": lambda: hive.connect(host="127.0.0.1", port=endpoint, database="opsmeta", username=BI_USER),
    }
    for what, attempt in attempts.items():
        with pytest.raises(Exception) as refused:
            attempt().close()
        assert "Error validating the login" in str(refused.value) or "read 0 bytes" in str(refused.value), (what, refused.value)


#: statements a BI user may not run, and the refusal's words
REFUSED = {
    "drop table opsmeta.program_runs": "DROP TABLE is not allowed",
    "create temporary view mine as select 1": "CREATE VIEW is not allowed",
    "insert into opsmeta.program_runs select * from opsmeta.program_runs": "INSERT INTO is not allowed",
    "cache table opsmeta.program_runs": "CACHE TABLE is not allowed",
    "add jar /tmp/anything.jar": "ADD JARS is not allowed",
    "set spark.sql.shuffle.partitions=1": "cannot change session settings",
    "select * from opsmeta_intermediate.int_run_records_checked": "only the schema opsmeta is served",
    "select count(*) from program_runs where run_id in (select run_id from opsmeta_staging.stg_runs__records)":
        "only the schema opsmeta is served",
    "with raw as (select * from opsmeta_raw.run_records) select count(*) from raw": "only the schema opsmeta is served",
    "show tables in opsmeta_intermediate": "only the schema opsmeta is served",
    "use default": "only the schema opsmeta is served",
    "describe opsmeta_frozen.anything": "only the schema opsmeta is served",
    "select * from parquet.`/tmp`": "only the schema opsmeta is served",
    "execute immediate 'drop table opsmeta.program_runs'": "EXECUTE IMMEDIATE is not allowed",
    "select * from identifier('opsmeta_raw.run_records')": "is not allowed",
    "select java_method('java.util.UUID', 'randomUUID')": "java_method() is not allowed",
    "begin drop table opsmeta.program_runs; end": "is not allowed",
    "declare opsmeta_counter int": "is not allowed",
}


def test_bi_users_see_and_read_only_the_marts(endpoint):
    """A BI user lists one schema, the marts', reads its tables and functions, and is refused
    every write, every setting change and every name in another schema, with a clear line."""
    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        cursor.execute("show schemas")
        assert cursor.fetchall() == [("opsmeta",)]
        cursor.execute("select count(*) from program_runs")
        runs = cursor.fetchall()[0][0]
        assert runs > 0
        cursor.execute("set spark.sql.shuffle.partitions")
        assert cursor.fetchall()
        for statement, words in REFUSED.items():
            with pytest.raises(Exception) as refused:
                cursor.execute(statement)
            assert "opsmeta serve: " in str(refused.value) and words in str(refused.value), (statement, str(refused.value)[:400])
        cursor.execute("select count(*) from program_runs")
        assert cursor.fetchall()[0][0] == runs
        cursor.execute("select file.file_path from run_builds lateral view explode(raw_files) as file")
        paths = [row[0] for row in cursor.fetchall()]
        assert paths and not [path for path in paths if path.startswith(("/", "file:")) or "/tmp" in path], paths[:3]


def test_sqlalchemy_lists_the_marts_by_name(endpoint):
    """The `opsmeta://` dialect (a SQLAlchemy entry point of the BI client, as Superset finds it) reads
    Spark's SHOW TABLES by its name column: PyHive's own listed the schema's name per table."""
    from sqlalchemy import create_engine, inspect
    from sqlalchemy.engine import URL

    engine = create_engine(URL.create("opsmeta", username=BI_USER, password=BI_PASSWORD, host="127.0.0.1",
                                      port=endpoint, database="opsmeta"))
    try:
        inspector = inspect(engine)
        assert inspector.get_schema_names() == ["opsmeta"]
        tables = inspector.get_table_names(schema="opsmeta")
        assert {"program_runs", "active_run_buckets", "stream_time_index", "sensor_savings", "split_latency"} <= set(tables), tables
        assert "opsmeta" not in tables and len(tables) == len(set(tables))
        columns = [column["name"] for column in inspector.get_columns("program_runs", schema="opsmeta")]
        assert {"run_id", "namespace", "start_time"} <= set(columns), columns
    finally:
        engine.dispose()


#: the BI client (clients/opsmeta-sqlalchemy) in a small virtual environment of its own per
#: SQLAlchemy line: 1.4 as Superset 6.1 pins it, 2.0 as a newer tool's
CLIENT = paths.PROJECT_ROOT / "clients" / "opsmeta-sqlalchemy"
CLIENT_SQLALCHEMY = ("1.4.54", "2.0.58")
#: what a BI tool asks the client, run in the client's environment; prints JSON
INSPECTION = """
import json, sys
import sqlalchemy
from sqlalchemy import create_engine, inspect, text

engine = create_engine(sys.argv[1])
inspector = inspect(engine)
views = inspector.get_view_names(schema="opsmeta")
out = {
    "sqlalchemy": sqlalchemy.__version__, "dialect": type(engine.dialect).__module__,
    "schemas": inspector.get_schema_names(), "tables": inspector.get_table_names(schema="opsmeta"), "views": views,
    "columns": {name: {c["name"]: str(c["type"]) for c in inspector.get_columns(name, schema="opsmeta")}
                for name in ("program_runs", views[0])},
}
with engine.connect() as connection:
    out["runs"] = connection.execute(text("select count(*) from opsmeta.program_runs")).scalar()
print(json.dumps(out))
"""


@pytest.mark.parametrize("version", CLIENT_SQLALCHEMY)
def test_the_bi_client_lists_exactly_the_marts_tables_and_views_under_its_sqlalchemy(endpoint, version, tmp_path):
    """The client installed as a BI tool's environment gets it (pip, from its folder, beside
    one SQLAlchemy), against opsmeta serve with a password: the inspector lists the schema's
    tables and views by name, each once, views apart, with typed columns, and a query runs."""
    venv = tmp_path / f"client-{version}"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", str(CLIENT), f"sqlalchemy=={version}"],
                         capture_output=True, text=True, timeout=600)
    assert pip.returncode == 0, pip.stderr[-3000:]
    installed = subprocess.run([str(venv / "bin" / "pip"), "list", "--format=json"], capture_output=True, text=True, check=True)
    packages = {p["name"].lower() for p in json.loads(installed.stdout)}
    assert not packages & {"pyspark", "dbt-core", "great-expectations", "opsmeta"}, packages
    url = f"opsmeta://{BI_USER}:{BI_PASSWORD.replace(' ', '%20')}@127.0.0.1:{endpoint}/opsmeta"
    done = subprocess.run([str(venv / "bin" / "python"), "-c", INSPECTION, url], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout)
    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        cursor.execute("show views in opsmeta")
        views = sorted(row[1] for row in cursor.fetchall() if not row[2])
        cursor.execute("show tables in opsmeta")
        tables = sorted(row[1] for row in cursor.fetchall() if not row[2] and row[1] not in views)
        cursor.execute("select count(*) from program_runs")
        runs = cursor.fetchall()[0][0]
    assert seen["sqlalchemy"] == version and seen["dialect"] == "opsmeta_sqlalchemy.dialect"
    assert seen["schemas"] == ["opsmeta"]
    assert sorted(seen["tables"]) == tables and len(seen["tables"]) == len(tables) and "opsmeta" not in seen["tables"]
    assert sorted(seen["views"]) == views and views, views
    assert {"run_id": "VARCHAR", "start_time": "BIGINT"}.items() <= seen["columns"]["program_runs"].items(), seen["columns"]
    assert seen["columns"][views[0]] and seen["runs"] == runs


def test_every_table_function_describes_an_example_that_runs(endpoint):
    """DESCRIBE FUNCTION shows each table function's description with its quotes kept, and
    the example in it runs as pasted."""
    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        for name in FUNCTIONS:
            cursor.execute(f"describe function {name}")
            text = "\n".join(str(row[0]) for row in cursor.fetchall())
            example = re.search(rf"select \* from {name}\([^)]*\)", text)
            assert example, (name, text[:600])
            cursor.execute(example.group(0))
            cursor.fetchall()


#: Hive's text form of complex values, which the Thrift server writes (keys unquoted)
COMPLEX_TYPES = ("map<", "array<", "struct<")


def test_complex_columns_reach_clients_as_json(endpoint):
    """Every map, array and struct column of the marts, and of the table functions' answers,
    reaches a JDBC client as JSON text (opsmeta.bi.JsonAnswers), where the Thrift server would
    write Hive's text form ({1:2}); plain columns keep their types."""
    parsed: dict[str, list] = {}
    with closing(_connect(endpoint)) as connection:
        cursor = connection.cursor()
        cursor.execute("show tables in opsmeta")
        marts = sorted(row[1] for row in cursor.fetchall() if not row[2])
        for mart in marts:
            cursor.execute(f"describe {mart}")
            complex_columns = [row[0] for row in cursor.fetchall() if str(row[1]).startswith(COMPLEX_TYPES)]
            for column in complex_columns:
                cursor.execute(f"select `{column}` from {mart} where `{column}` is not null limit 20")
                parsed[f"{mart}.{column}"] = [json.loads(row[0]) for row in cursor.fetchall()]
        for name, arguments in table_functions.sample_arguments(cursor).items():
            cursor.execute(table_functions.call(name, list(arguments), select="*"), arguments)
            columns = [column[0] for column in cursor.description]
            rows = cursor.fetchall()
            if name == "segment_successors":
                successor_ids = [row[columns.index("successor_id")] for row in rows]
            for row in rows:
                for column, value in zip(columns, row, strict=True):
                    if isinstance(value, str) and value[:1] in "{[":
                        parsed.setdefault(f"{name}.{column}", []).append(json.loads(value))
    assert all(isinstance(value, list) for value in parsed["segment_successors.predecessor_ids"])
    assert all(isinstance(value, int) for value in successor_ids) and successor_ids, "a plain column keeps its type"
    cuts = parsed["stream_cut_records.cut"]
    assert cuts and all(isinstance(cut, dict) and all(key.isdigit() for key in cut) for cut in cuts), cuts[:3]
    assert all(isinstance(file, dict) for files in parsed["run_builds.raw_files"] for file in files)


def _metadata_rows(connection, request) -> list[tuple]:
    """What a JDBC metadata call answers (DatabaseMetaData.getSchemas, getTables, getColumns,
    getFunctions: what DBeaver's schema tree sends), through PyHive's Thrift client."""
    from pyhive import hive

    cursor = connection.cursor()
    cursor._reset_state()
    cursor._state = cursor._STATE_RUNNING
    call = type(request).__name__.removeprefix("T").removesuffix("Req")  # TGetSchemasReq: GetSchemas
    response = getattr(connection.client, call)(request)
    hive._check_status(response)
    cursor._operationHandle = response.operationHandle
    return [tuple(row) for row in cursor.fetchall()]


def test_jdbc_metadata_calls_see_the_marts_schema_alone(endpoint):
    """GetSchemas, GetTables, GetColumns and GetFunctions (a BI tool's schema tree) list the
    served schema alone, as SHOW SCHEMAS does: a pattern naming another schema finds nothing,
    and a pattern matching several finds the marts' (opsmeta.bi.ServedOperationManager)."""
    from TCLIService import ttypes

    with closing(_connect(endpoint)) as connection:
        session = connection.sessionHandle
        schemas = _metadata_rows(connection, ttypes.TGetSchemasReq(sessionHandle=session))
        assert [row[0] for row in schemas] == ["opsmeta"], schemas
        tables = _metadata_rows(connection, ttypes.TGetTablesReq(sessionHandle=session, schemaName="%"))
        assert {row[1] for row in tables} == {"opsmeta"} and "program_runs" in {row[2] for row in tables}, tables[:5]
        for schema in ("opsmeta_intermediate", "opsmeta_raw", "default", "opsmeta\\_%"):
            assert _metadata_rows(connection, ttypes.TGetTablesReq(sessionHandle=session, schemaName=schema)) == [], schema
        assert _metadata_rows(connection, ttypes.TGetSchemasReq(sessionHandle=session, schemaName="opsmeta_staging")) == []
        columns = _metadata_rows(connection, ttypes.TGetColumnsReq(sessionHandle=session, schemaName="opsmeta%", tableName="%"))
        assert {row[1] for row in columns} == {"opsmeta"}
        assert {"run_id", "start_time"} <= {row[3] for row in columns if row[2] == "program_runs"}
        assert not [row for row in columns if row[2].startswith(("int_", "stg_"))]
        functions = _metadata_rows(connection, ttypes.TGetFunctionsReq(sessionHandle=session, schemaName="%", functionName="%"))
        assert functions and {row[1] for row in functions} <= {"opsmeta", None, ""}, {row[1] for row in functions}
