"""Record a real Airflow running the sensor fleet of fleet_dags.py into tests/data/airflow/<version>/.

    python tests/data/airflow/record.py 3.3.2 [--minutes 10]
    python tests/data/airflow/record.py scrub tests/data/airflow/2.10.5   # the scrub again, after a new rule
    python tests/data/airflow/record.py 3.3.2 --platform --out tests/data/platform

With ``--platform`` the fleet also runs platform_dags.py, whose tasks submit real Spark
applications (spark_job.py, by spark-submit from pyspark's own virtual environment, cached
beside Airflow's) with event logging on, and the recording keeps their event logs as they
were when the recording stopped (``spark-events/``; a running application's log is still
``.inprogress``): one platform, Airflow and Spark, on one clock.

Installs Airflow from PyPI into a virtual environment of its own (cached under
~/.cache/opsmeta-airflow/<version>), runs it as its users do (scheduler and triggerer, and on
3.x the dag processor and API server, each a process of its own; LocalExecutor: on SQLite for
3.x, on a PostgreSQL of Debian's packages for 2.10, which runs LocalExecutor on no SQLite),
lands the files the sensors wait for on a timetable, stops everything (50 s after a run was
due, so that some sensors are still waiting, as an import during the day finds them), and keeps:

- the metadata database: ``airflow.db`` (3.x) or ``airflow.sql`` (2.10, PostgreSQL's plain
  dump, which a test loads into a PostgreSQL of its own), with the run's directory replaced by
  ``$ROOT`` in every text and (zlib-compressed) blob value, so nothing of this machine's paths
  remains;
- ``logs/``: the task logs, paths replaced the same way;
- ``recording.json``: the version, the schema revision, when the recording stopped (the time
  an import of it observed the fleet until) and the files landed, by path relative to ``$ROOT``.

This script is how the recordings are refreshed; nothing under <version>/ is written by hand.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import zlib
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "opsmeta-airflow"
#: the run's directory (a version's), fixed so that scrubbing finds every path under it
RUN_ROOT = "/tmp/opsmeta-airflow-fleet"
RUN_DIR = Path(RUN_ROOT)
PLACEHOLDER = "$ROOT"
#: where Airflow's own virtual environment is, in its tracebacks and warnings
VENV_PLACEHOLDER = "$AIRFLOW_VENV"
DUE_EVERY_SECONDS = 120
#: (relative path pattern, seconds after the run is due): what lands when; never/ never does
LANDINGS = (("deferred/{due}.csv", 35), ("shared/{due}.csv", 45), ("resched/{due}.csv", 55), ("poke/{due}.csv", 70),
            ("resched/{due}.flag", 100))
SUPPORTED = ("3.3.2", "2.10.5")
#: the Spark the platform's tasks submit to, as its users install it (pip install pyspark)
PYSPARK_VERSION = "4.1.4"
#: Spark's environment event's sections other than Spark's own properties: the machine's
#: paths, class path and JVM settings, which a recording does not keep
ENVIRONMENT_SECTIONS_KEPT = ("Spark Properties",)
#: a recording stops this long after a run was due: its shared and deferred files have landed,
#: its poke and reschedule sensors still wait (as an import during the day finds a fleet)
STOP_AFTER_DUE_SECONDS = 50


def stop_time(started: float, minutes: float) -> float:
    """The last time, ``minutes`` after ``started`` at the most, that is STOP_AFTER_DUE_SECONDS
    after a run was due."""
    until = started + minutes * 60
    due = ((int(until) - STOP_AFTER_DUE_SECONDS) // DUE_EVERY_SECONDS) * DUE_EVERY_SECONDS
    return float(due + STOP_AFTER_DUE_SECONDS)


POSTGRES_LIB = Path("/usr/lib/postgresql")


def spark_venv() -> Path:
    venv = CACHE / f"pyspark-{PYSPARK_VERSION}"
    if not (venv / "bin" / "spark-submit").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", f"pyspark=={PYSPARK_VERSION}"], check=True)
    return venv


def venv_for(version: str) -> Path:
    venv = CACHE / version
    airflow = venv / "bin" / "airflow"
    if not airflow.exists():
        extra = "[postgres]" if version.startswith("2.") else ""
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", f"apache-airflow{extra}=={version}"], check=True)
    return venv


def _pg(name: str) -> str:
    return str(sorted(POSTGRES_LIB.glob(f"*/bin/{name}"))[-1])


def _as_postgres(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def start_postgres(port: int) -> str:
    """A PostgreSQL of Debian's packages under the run's directory, trusting loopback; its URL."""
    data = RUN_DIR / "pg"
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(data, "postgres", "postgres")
    subprocess.run(_as_postgres([_pg("initdb"), "-D", str(data), "-U", "airflow", "--auth=trust", "-E", "UTF8",
                                 "--locale=C"]), check=True, capture_output=True)
    subprocess.run(_as_postgres([_pg("pg_ctl"), "-D", str(data), "-l", str(data / "server.log"), "-w", "-o",
                                 f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={data}", "start"]),
                   check=True, capture_output=True)
    subprocess.run([_pg("createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "airflow", "airflow"], check=True)
    return f"postgresql+psycopg2://airflow@127.0.0.1:{port}/airflow"


def stop_postgres() -> None:
    subprocess.run(_as_postgres([_pg("pg_ctl"), "-D", str(RUN_DIR / "pg"), "-m", "fast", "-w", "stop"]), capture_output=True)


def dump_postgres(port: int, out: Path) -> None:
    dumped = subprocess.run([_pg("pg_dump"), "-h", "127.0.0.1", "-p", str(port), "-U", "airflow", "--no-owner",
                             "--no-privileges", "airflow"], check=True, capture_output=True, text=True)
    out.write_text(scrub_text(dumped.stdout))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def environment(venv: Path, major: int, database_url: str, platform: bool = False) -> dict[str, str]:
    home, landing = RUN_DIR / "home", RUN_DIR / "landing"
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AIRFLOW", "PYTHON", "VIRTUAL_ENV"))}
    env.update({
        "PATH": f"{venv / 'bin'}:{env.get('PATH', '')}",
        "AIRFLOW_HOME": str(home),
        "OPSMETA_FLEET_ROOT": str(landing),
        "AIRFLOW__CORE__DAGS_FOLDER": str(RUN_DIR / "dags"),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "AIRFLOW__CORE__EXECUTOR": "LocalExecutor",
        "AIRFLOW__CORE__PARALLELISM": "16",
        "AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION": "False",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": database_url,
        "AIRFLOW__SCHEDULER__MIN_FILE_PROCESS_INTERVAL": "10",
        "AIRFLOW__SCHEDULER__SCHEDULER_HEARTBEAT_SEC": "2",
        "AIRFLOW__LOGGING__BASE_LOG_FOLDER": str(home / "logs"),
        "AIRFLOW_CONN_FS_DEFAULT": json.dumps({"conn_type": "fs", "extra": {"path": str(landing)}}),
        "AIRFLOW__API__PORT": str(port),
        "AIRFLOW__CORE__EXECUTION_API_SERVER_URL": f"http://127.0.0.1:{port}/execution/",
        "AIRFLOW__API_AUTH__JWT_SECRET": "opsmeta-fleet-recording",
        "AIRFLOW__CORE__FERNET_KEY": "",
        "AIRFLOW__WEBSERVER__SECRET_KEY": "opsmeta-fleet-recording",
    })
    if platform:
        spark = spark_venv()
        # as a Spark installed by pip is set up for spark-submit: its home, and the Python
        # that has pyspark for the driver and the workers
        python = spark / "bin" / "python"
        home = subprocess.run([str(python), "-c", "import os, pyspark; print(os.path.dirname(pyspark.__file__))"],
                              check=True, capture_output=True, text=True).stdout.strip()
        env.update({"SPARK_HOME": home, "PYSPARK_PYTHON": str(python), "PYSPARK_DRIVER_PYTHON": str(python),
                    "OPSMETA_SPARK_SUBMIT": str(spark / "bin" / "spark-submit"),
                    "OPSMETA_SPARK_JOB": str(RUN_DIR / "jobs" / "spark_job.py"),
                    "OPSMETA_SPARK_EVENTS": str(RUN_DIR / "spark-events")})
    return env


def processes(major: int, port: str) -> list[list[str]]:
    if major >= 3:
        return [["airflow", "api-server", "--port", port], ["airflow", "scheduler"], ["airflow", "dag-processor"],
                ["airflow", "triggerer"]]
    return [["airflow", "scheduler"], ["airflow", "triggerer"]]


def land(landing: Path, started: float, until: float, written: list[dict]) -> None:
    """Land each due time's files at their delays, until ``until``."""
    first_due = (int(started) // DUE_EVERY_SECONDS) * DUE_EVERY_SECONDS
    plan = sorted((due + delay, pattern.format(due=dt.datetime.fromtimestamp(due, dt.UTC).strftime("%H%M")))
                  for due in range(first_due, int(until) + DUE_EVERY_SECONDS, DUE_EVERY_SECONDS)
                  for pattern, delay in LANDINGS)
    for at, relative in plan:
        if at >= until:
            break
        time.sleep(max(0.0, at - time.time()))
        path = landing / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("landed\n")
        written.append({"path": relative, "landed_at": round(time.time(), 3)})
    time.sleep(max(0.0, until - time.time()))


#: a temporary file or directory of the run's (2.10's task runner passes its config as
#: /tmp/tmpXXXX; a BashOperator runs in /tmp/airflowtmpXXXX; Spark's block manager's /tmp/blockmgr-…)
TEMP_FILE = re.compile(r"/tmp/(?:tmp|airflowtmp|blockmgr-|spark-)[A-Za-z0-9_-]+")


def scrub_text(text: str) -> str:
    for venv in {str(CACHE.resolve()), str(CACHE)}:
        text = text.replace(venv, VENV_PLACEHOLDER)
    return TEMP_FILE.sub("$TMPFILE", text.replace(str(RUN_DIR), PLACEHOLDER))


def scrub_event_log(source: Path, target: Path) -> None:
    """A Spark event log with paths replaced as in the task logs, and of its environment event
    only ENVIRONMENT_SECTIONS_KEPT (the rest is this machine's: paths, class path, JVM)."""
    lines = []
    for line in source.read_text().splitlines():
        if line.startswith('{"Event":"SparkListenerEnvironmentUpdate"'):
            event = json.loads(line)
            line = json.dumps({key: value for key, value in event.items()
                               if key == "Event" or key in ENVIRONMENT_SECTIONS_KEPT}, separators=(",", ":"))
        lines.append(scrub_text(line).replace(str(Path.home()), "$HOME"))
    target.write_text("\n".join(lines) + ("\n" if lines else ""))


def scrub_logs(folder: Path) -> None:
    """A recording's task logs scrubbed again (after a new rule here): ``record.py scrub DIR``."""
    for log in sorted(folder.rglob("*.log")):
        log.write_text(scrub_text(log.read_text()))


def scrub_value(value):
    if isinstance(value, str):
        return scrub_text(value)
    if isinstance(value, bytes):
        try:
            return zlib.compress(scrub_text(zlib.decompress(value).decode()).encode())
        except (zlib.error, UnicodeDecodeError):
            return scrub_text(value.decode("latin-1")).encode("latin-1")
    return value


def scrub_database(path: Path) -> None:
    db = sqlite3.connect(path)
    tables = [row[0] for row in db.execute("select name from sqlite_master where type = 'table'")]
    for table in tables:
        columns = [row[1] for row in db.execute(f'pragma table_info("{table}")')]
        rows = db.execute(f'select rowid, * from "{table}"').fetchall()
        for row in rows:
            scrubbed = [scrub_value(v) for v in row[1:]]
            if scrubbed != list(row[1:]):
                assignments = ", ".join(f'"{c}" = ?' for c in columns)
                db.execute(f'update "{table}" set {assignments} where rowid = ?', [*scrubbed, row[0]])
    db.commit()
    db.execute("vacuum")
    db.close()


def _stop_on_sigterm() -> None:
    """A SIGTERM (a timeout, a kill) stops the fleet as the end of the recording does."""
    def stop(_signum, _frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, stop)


@dataclass
class Fleet:
    """A running Airflow and its fleet: the database's URL (Airflow's own; an importer opens it
    read-only), the task logs, the landing root, and how to stop Airflow's processes."""
    version: str
    url: str
    logs: Path
    landing: Path
    started: float
    spark_events: Path | None = None
    running: list = field(default_factory=list)
    stopped: float | None = None

    @property
    def major(self) -> int:
        return int(self.version.split(".")[0])

    def stop(self) -> float:
        """Airflow's processes stopped (once); when the last had exited (a scheduler shutting
        down still writes: it marks tasks upstream_failed on its way out)."""
        if self.stopped is None:
            for process in self.running:
                os.killpg(process.pid, signal.SIGTERM)
            for process in self.running:
                try:
                    process.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
            self.stopped = time.time()
        return self.stopped


@contextmanager
def live_fleet(version: str, platform: bool = False):
    """Airflow ``version`` from its own cached virtual environment, running fleet_dags.py in a
    fresh run directory, as its users run it; stopped (and its PostgreSQL with it) on leaving."""
    global RUN_DIR
    RUN_DIR = Path(f"{RUN_ROOT}-{version}")
    major = int(version.split(".")[0])
    venv = venv_for(version)
    shutil.rmtree(RUN_DIR, ignore_errors=True)
    (RUN_DIR / "dags").mkdir(parents=True)
    (RUN_DIR / "landing").mkdir()
    shutil.copy(HERE / "fleet_dags.py", RUN_DIR / "dags" / "fleet_dags.py")
    if platform:
        shutil.copy(HERE / "platform_dags.py", RUN_DIR / "dags" / "platform_dags.py")
        (RUN_DIR / "jobs").mkdir()
        shutil.copy(HERE / "spark_job.py", RUN_DIR / "jobs" / "spark_job.py")
        (RUN_DIR / "spark-events").mkdir()
    (RUN_DIR / "home").mkdir()
    database_url = f"sqlite:///{RUN_DIR / 'home' / 'airflow.db'}" if major >= 3 else start_postgres(free_port())
    try:
        env = environment(venv, major, database_url, platform)
        subprocess.run(["airflow", "db", "migrate"], env=env, check=True, capture_output=True)
        logs = RUN_DIR / "process-logs"
        logs.mkdir()
        fleet = Fleet(version, database_url, RUN_DIR / "home" / "logs", RUN_DIR / "landing", time.time(),
                      RUN_DIR / "spark-events" if platform else None)
        try:
            for command in processes(major, env["AIRFLOW__API__PORT"]):
                with open(logs / f"{command[1]}.log", "w") as log:  # the child keeps its own descriptor
                    fleet.running.append(subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT,
                                                          start_new_session=True))
            fleet.started = time.time()
            yield fleet
        finally:
            fleet.stop()
    finally:
        if major < 3:
            stop_postgres()


def record(fleet: Fleet, minutes: float, out: Path) -> None:
    """Land the files for ``minutes``, stop Airflow, and keep what it wrote into ``out``."""
    landed: list[dict] = []
    events = RUN_DIR / "spark-events-at-stop"
    try:
        land(fleet.landing, fleet.started, stop_time(fleet.started, minutes), landed)
        if fleet.spark_events is not None:
            # the logs as an import at the stop time reads them: a running application's in progress
            shutil.copytree(fleet.spark_events, events)
    finally:
        stopped = fleet.stop()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    if fleet.spark_events is not None:
        for log in sorted(events.rglob("*")):
            # Hadoop's checksums of the files as Spark wrote them: a scrubbed file has another
            if log.is_file() and not log.name.endswith(".crc"):
                target = out / "spark-events" / log.relative_to(events)
                target.parent.mkdir(parents=True, exist_ok=True)
                scrub_event_log(log, target)
    if fleet.major >= 3:
        revision = sqlite3.connect(RUN_DIR / "home" / "airflow.db").execute("select version_num from alembic_version").fetchone()[0]
        shutil.copy(RUN_DIR / "home" / "airflow.db", out / "airflow.db")
        scrub_database(out / "airflow.db")
    else:
        port = fleet.url.rsplit(":", 1)[1].split("/")[0]
        revision = subprocess.run([_pg("psql"), "-h", "127.0.0.1", "-p", port, "-U", "airflow", "-tAc",
                                   "select version_num from alembic_version", "airflow"],
                                  check=True, capture_output=True, text=True).stdout.strip()
        dump_postgres(int(port), out / "airflow.sql")
    for log in sorted(fleet.logs.rglob("*.log")):
        if "dag_id=" not in str(log):
            continue
        target = out / "logs" / log.relative_to(fleet.logs)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(scrub_text(log.read_text(errors="replace")))
    (out / "recording.json").write_text(json.dumps({
        "airflow_version": fleet.version, "alembic_revision": revision, "started_at": round(fleet.started, 3),
        "observed_until": round(stopped, 3), "root": PLACEHOLDER, "landed": landed,
        **({"pyspark_version": PYSPARK_VERSION, "spark_events": "spark-events"} if fleet.spark_events else {})},
        indent=1) + "\n")
    print(f"recorded Airflow {fleet.version} ({revision}) for {stopped - fleet.started:.0f} s into {out}")


def main() -> int:
    if sys.argv[1:2] == ["scrub"]:
        for folder in map(Path, sys.argv[2:]):
            scrub_logs(folder / "logs")
            if (folder / "airflow.sql").exists():
                (folder / "airflow.sql").write_text(scrub_text((folder / "airflow.sql").read_text()))
            if (folder / "airflow.db").exists():
                scrub_database(folder / "airflow.db")
            for log in sorted((folder / "spark-events").rglob("*")):
                if log.is_file():
                    scrub_event_log(log, log)
        return 0
    _stop_on_sigterm()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("version", choices=SUPPORTED)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--platform", action="store_true", help="also the Spark DAGs of platform_dags.py and their event logs")
    args = parser.parse_args()
    with live_fleet(args.version, args.platform) as fleet:
        record(fleet, args.minutes, args.out or HERE / args.version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
