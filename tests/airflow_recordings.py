"""The fleets recorded from real Airflows (tests/data/airflow/<version>/, made by record.py),
opened as a test reads them: 3.x's SQLite database as it is, 2.10's PostgreSQL dump loaded into
a PostgreSQL of this test run's own (Debian's binaries, trusting loopback), with a role that
may only SELECT."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from opsmeta.engine import metastore
from opsmeta.serving.endpoint import free_port

RECORDINGS = Path(__file__).parent / "data" / "airflow"
VERSIONS = ("3.3.2", "2.10.5")
#: what the recording's fleet declares (fleet_dags.py), per sensor task: mode, poke_interval, timeout
DECLARED = {
    "wait_poke": ("poke", 15, 240), "wait_shared": ("poke", 20, 240), "never_poke": ("poke", 10, 50),
    "never_soft": ("poke", 10, 40), "never_retried": ("poke", 10, 600), "never_timeout_retried": ("poke", 10, 30),
    "wait_reschedule": ("reschedule", 20, 240),
    "wait_python": ("reschedule", 25, 240), "wait_deferred": ("deferrable", 10, 240),
    "pause": ("deferrable", None, 7 * 24 * 3600),  # TimeDeltaSensor: Airflow's default timeout
}
POKE_LINE = re.compile(r"Poking")
#: the smart sensor what-if over the fleet's own sensor classes (the default names only
#: NamedHivePartitionSensor, which the fleet does not run)
FLEET_VARS = {"sensors_enabled": ["FileSensor", "PythonSensor", "TimeDeltaSensor", "TimeDeltaSensorAsync"]}


@dataclass(frozen=True)
class Recording:
    version: str
    url: str
    logs: Path
    observed_until: float
    meta: dict


def recording_meta(version: str, folder: Path | None = None) -> dict:
    return json.loads(((folder or RECORDINGS / version) / "recording.json").read_text())


def logged_pokes(logs: Path, dag_id: str, run_id: str, task_id: str, try_number: int) -> int | None:
    """The "Poking" lines of a try's log, counted here with a plain search (not the importer's
    parser); None without a log."""
    path = logs / f"dag_id={dag_id}" / f"run_id={run_id}" / f"task_id={task_id}" / f"attempt={try_number}.log"
    return len(POKE_LINE.findall(path.read_text())) if path.is_file() else None


@contextlib.contextmanager
def opened(version: str, folder: Path | None = None) -> Iterator[Recording]:
    """The recording of ``version`` (tests/data/airflow/<version>/, or ``folder``: the platform's)."""
    folder = folder or RECORDINGS / version
    meta = recording_meta(version, folder)
    if (folder / "airflow.db").exists():
        with tempfile.TemporaryDirectory() as scratch:  # the importer opens it read-only; a copy keeps the kept file as it is
            copy = Path(scratch) / "airflow.db"
            shutil.copyfile(folder / "airflow.db", copy)
            yield Recording(version, f"sqlite:///{copy}", folder / "logs", meta["observed_until"], meta)
        return
    with loaded_postgres(folder / "airflow.sql") as url:
        yield Recording(version, url, folder / "logs", meta["observed_until"], meta)


@contextlib.contextmanager
def loaded_postgres(dump: Path) -> Iterator[str]:
    """A PostgreSQL holding ``dump`` in database airflow; the URL of a role that may only read it."""
    metastore.install_missing()
    directory = Path(tempfile.mkdtemp(prefix="opsmeta-airflow-pg-", dir="/tmp"))
    directory.chmod(0o755)
    data, port = directory / "data", free_port()
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(data, metastore.SERVER_USER, metastore.SERVER_USER)
    run = lambda command: subprocess.run(command, check=True, capture_output=True, text=True)  # noqa: E731
    run(metastore.as_server_user([str(metastore.binary("initdb")), "-D", str(data), "-U", "owner", "--auth=trust", "-E", "UTF8",
                                  "--locale=C"]))
    # the server's own files (its log, its socket) in its data directory, which its user owns
    run(metastore.as_server_user([str(metastore.binary("pg_ctl")), "-D", str(data), "-l", str(data / "server.log"), "-w",
                                  "-o", f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={data}", "start"]))
    try:
        psql = [str(metastore.binary("psql")), "-h", "127.0.0.1", "-p", str(port), "-U", "owner", "-v", "ON_ERROR_STOP=1"]
        run([*psql, "-d", "postgres", "-c", "create database airflow"])
        run([*psql, "-d", "airflow", "-q", "-f", str(dump)])
        run([*psql, "-d", "airflow", "-c", "create role reader login; grant select on all tables in schema public to reader"])
        yield f"postgresql://reader@127.0.0.1:{port}/airflow"
    finally:
        subprocess.run(metastore.as_server_user([str(metastore.binary("pg_ctl")), "-D", str(data), "-m", "fast", "-w", "stop"]),
                       capture_output=True)
        shutil.rmtree(directory, ignore_errors=True)


def build_schema(dbt, spark, raw: Path, schema: str, extra_vars: dict):
    """A dbt build of ``raw`` into ``schema`` with the shared build's vars and ``extra_vars``;
    the current database left as the shared build's (the tests after it call its functions)."""
    import pytest

    from tests.conftest import BUILD_VARS

    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("OPSMETA_RAW_DIR", str(raw))
            patch.setenv("OPSMETA_SCHEMA", schema)
            return dbt.invoke("build", "--vars", json.dumps({**json.loads(BUILD_VARS), **extra_vars}))
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
