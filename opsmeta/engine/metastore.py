"""The metastore a process uses, and a local PostgreSQL for teams that want one.

One setting chooses it, ``OPSMETA_METASTORE_URL``:

- unset: the embedded Derby metastore under ``$OPSMETA_HOME`` (zero setup; one JVM at a time);
- ``jdbc:postgresql://host:port/db?user=...&password=...``: a PostgreSQL-backed Hive metastore
  that Spark's built-in Hive client writes to directly, so several processes (a build, the BI
  endpoint, a notebook) share it;
- ``thrift://host:9083``: an existing Hive Metastore service.

``opsmeta metastore start`` runs a PostgreSQL of Debian's ``postgresql`` package under
``$OPSMETA_HOME/metastore-pg`` (or ``OPSMETA_METASTORE_DIR``) on loopback, with a generated
password, and prints the ``export OPSMETA_METASTORE_URL=...`` line that points at it.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from opsmeta import paths

URL_ENV = "OPSMETA_METASTORE_URL"
DIR_ENV = "OPSMETA_METASTORE_DIR"
PORT_ENV = "OPSMETA_METASTORE_PORT"
#: Debian's libpostgresql-jdbc-java puts the driver here (the Maven registry is out of reach)
JDBC_JAR = Path("/usr/share/java/postgresql.jar")
JDBC_DRIVER = "org.postgresql.Driver"
DEFAULT_PORT = 5433
DATABASE = "metastore"
USER = "opsmeta"
#: Debian's server binaries (postgresql-15 on bookworm; the newest installed wins)
POSTGRES_LIB = Path("/usr/lib/postgresql")
#: the system user the server runs as when opsmeta runs as root (PostgreSQL refuses root)
SERVER_USER = "postgres"
START_TIMEOUT_SECONDS = 60
SETUP_SCRIPT = paths.PROJECT_ROOT / "scripts" / "metastore-deps.sh"


class MetastoreError(Exception):
    """A metastore setting or server that cannot be used; printed as one line."""


@dataclass(frozen=True)
class Metastore:
    kind: str  # "derby", "postgresql" or "thrift"
    url: str | None = None

    @property
    def shared(self) -> bool:
        """Whether several JVMs may use it at once (Derby admits one)."""
        return self.kind != "derby"


def configured(environ: os._Environ | dict | None = None) -> Metastore:
    """The metastore ``OPSMETA_METASTORE_URL`` names (Derby when unset), its URL checked."""
    url = (environ if environ is not None else os.environ).get(URL_ENV, "").strip()
    if not url:
        return Metastore("derby")
    if url.startswith("jdbc:postgresql://"):
        if not urlsplit(url.removeprefix("jdbc:")).hostname:
            raise MetastoreError(f"{URL_ENV}: no host in {redact(url)}")
        return Metastore("postgresql", url)
    if url.startswith("thrift://"):
        parts = urlsplit(url)
        if not parts.hostname or not parts.port:
            raise MetastoreError(f"{URL_ENV}: a Hive Metastore URI is thrift://host:port, got {url}")
        return Metastore("thrift", url)
    raise MetastoreError(f"{URL_ENV} is a jdbc:postgresql:// URL or a thrift:// URI, got {redact(url)}")


def redact(url: str) -> str:
    """``url`` with its password left out, for messages."""
    if "password=" not in url:
        return url
    head, _, query = url.partition("?")
    kept = [part if not part.startswith("password=") else "password=***" for part in query.split("&")]
    return head + "?" + "&".join(kept)


def spark_conf(metastore: Metastore) -> dict[str, str]:
    """The Spark settings that point the built-in Hive client at ``metastore``."""
    if metastore.kind == "derby":
        return {
            "spark.hadoop.javax.jdo.option.ConnectionURL": f"jdbc:derby:;databaseName={paths.metastore_dir()};create=true",
        }
    if metastore.kind == "thrift":
        return {"spark.hadoop.hive.metastore.uris": metastore.url}
    if not JDBC_JAR.exists():
        raise MetastoreError(
            f"{URL_ENV} names PostgreSQL but its JDBC driver {JDBC_JAR} is missing: run {SETUP_SCRIPT} "
            "(installs Debian's libpostgresql-jdbc-java)"
        )
    query = parse_qs(urlsplit(metastore.url.removeprefix("jdbc:")).query)
    conf = {
        "spark.hadoop.javax.jdo.option.ConnectionURL": metastore.url,
        "spark.hadoop.javax.jdo.option.ConnectionDriverName": JDBC_DRIVER,
        # the URL's own user and password win over these (PgJDBC reads the URL last); Hive's
        # defaults (APP / mine) would otherwise be sent
        "spark.hadoop.javax.jdo.option.ConnectionUserName": query.get("user", [USER])[0],
        "spark.hadoop.javax.jdo.option.ConnectionPassword": query.get("password", [""])[0],
        # the tables are made once, by init_schema: made lazily (as Derby's are), DataNucleus
        # adds a table in a second connection while the first holds locks it needs, and on
        # PostgreSQL the two wait for each other forever
        "spark.hadoop.datanucleus.schema.autoCreateAll": "false",
        "spark.hadoop.hive.metastore.schema.verification": "false",
        # the driver's jar, for the metastore client in the driver JVM
        "spark.driver.extraClassPath": str(JDBC_JAR),
    }
    return conf


def init_schema(url: str) -> None:
    """Create the Hive metastore's tables in the PostgreSQL database ``url`` names, those
    missing only (DataNucleus's SchemaTool over the metastore's own JDO model, as Hive's
    schematool would from scripts pyspark does not ship). Idempotent."""
    metastore = configured({URL_ENV: url})
    if metastore.kind != "postgresql":
        raise MetastoreError(f"init_schema needs a jdbc:postgresql:// URL, got {redact(url)}")
    conf = spark_conf(metastore)
    import pyspark

    jars = Path(pyspark.__file__).parent / "jars"
    model = next(jars.glob("hive-metastore-*.jar"), None)
    if model is None:
        raise MetastoreError(f"no hive-metastore jar under {jars}")
    properties = {
        "javax.jdo.option.ConnectionURL": url,
        "javax.jdo.option.ConnectionDriverName": JDBC_DRIVER,
        "javax.jdo.option.ConnectionUserName": conf["spark.hadoop.javax.jdo.option.ConnectionUserName"],
        "javax.jdo.option.ConnectionPassword": conf["spark.hadoop.javax.jdo.option.ConnectionPassword"],
        # Hive's own identifier and value-strategy settings, so the tables are the ones it reads
        "datanucleus.identifierFactory": "datanucleus1",
        "datanucleus.rdbms.useLegacyNativeValueStrategy": "true",
        "datanucleus.storeManagerType": "rdbms",
    }
    with tempfile.TemporaryDirectory(prefix="opsmeta-schematool-") as work:
        props = Path(work) / "datanucleus.properties"
        props.touch(mode=0o600)
        props.write_text("".join(f"{key}={_escape_property(value)}\n" for key, value in properties.items()))
        with zipfile.ZipFile(model) as jar:
            jar.extract("package.jdo", work)
        done = subprocess.run(
            ["java", "-cp", f"{jars}/*:{JDBC_JAR}", "org.datanucleus.store.schema.SchemaTool",
             "-create", "-api", "JDO", "-props", str(props), str(Path(work) / "package.jdo")],
            capture_output=True, text=True, cwd=work,
        )
    if done.returncode != 0 or "completed successfully" not in done.stdout:
        lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
        raise MetastoreError(f"creating the metastore's tables in {redact(url)} failed: {lines[-1] if lines else done.returncode}")


def _escape_property(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n")


# --- a local PostgreSQL for the metastore ----------------------------------------------------


def server_dir() -> Path:
    return Path(os.environ.get(DIR_ENV) or paths.home() / "metastore-pg").resolve()


def server_port() -> int:
    raw = os.environ.get(PORT_ENV) or str(DEFAULT_PORT)
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise MetastoreError(f"{PORT_ENV} is a port number (1-65535), got {raw!r}")
    return int(raw)


def binary(name: str) -> Path:
    versions = sorted(POSTGRES_LIB.glob("*/bin/" + name), key=lambda p: int(p.parts[-3]) if p.parts[-3].isdigit() else 0)
    if not versions:
        raise MetastoreError(f"PostgreSQL's {name} is not installed: run {SETUP_SCRIPT} (installs Debian's postgresql)")
    return versions[-1]


def as_server_user(command: list[str]) -> list[str]:
    """``command`` run as the server's user when this process is root (PostgreSQL refuses root)."""
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", SERVER_USER, "--", *command]


def _run(command: list[str], what: str) -> str:
    done = subprocess.run(as_server_user(command), capture_output=True, text=True)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        raise MetastoreError(f"{what} failed: {detail[-1] if detail else 'exit code ' + str(done.returncode)}")
    return done.stdout


def local_url(directory: Path, port: int) -> str:
    password = (directory / "password").read_text().strip()
    return f"jdbc:postgresql://127.0.0.1:{port}/{DATABASE}?user={USER}&password={password}"


def _give_to_server_user(directory: Path) -> None:
    """As root, the data directory belongs to the server's user, who must reach it."""
    if os.geteuid() != 0:
        return
    shutil.chown(directory, SERVER_USER, SERVER_USER)
    for parent in directory.parents:
        if not os.stat(parent).st_mode & 0o001:
            raise MetastoreError(
                f"the PostgreSQL server runs as {SERVER_USER}, who cannot enter {parent}; "
                f"set {DIR_ENV} to a directory under a path others may enter (e.g. /var/tmp/opsmeta-metastore)"
            )


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def running(directory: Path) -> bool:
    pid_file = directory / "data" / "postmaster.pid"
    if not pid_file.exists():
        return False
    try:
        os.kill(int(pid_file.read_text().split()[0]), 0)
    except (ValueError, IndexError, ProcessLookupError):
        return False
    except PermissionError:
        return True
    return True


def install_missing() -> None:
    """Debian's postgresql and libpostgresql-jdbc-java, when missing (scripts/metastore-deps.sh)."""
    done = subprocess.run(["bash", str(SETUP_SCRIPT)], capture_output=True, text=True)
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines()
        raise MetastoreError(lines[-1] if lines else f"{SETUP_SCRIPT} failed")


def start() -> str:
    """Start (initialising on first use) the local PostgreSQL; its metastore URL."""
    install_missing()
    directory, port = server_dir(), server_port()
    data = directory / "data"
    if running(directory):
        return _ready(directory, port)
    if _listening(port):
        raise MetastoreError(f"port {port} is in use by another program; set {PORT_ENV} to a free port")
    directory.mkdir(parents=True, exist_ok=True)
    _give_to_server_user(directory)
    if not (data / "PG_VERSION").exists():
        password = directory / "password"
        password.write_text(secrets.token_urlsafe(24) + "\n")
        password.chmod(0o600)
        if os.geteuid() == 0:
            shutil.chown(password, SERVER_USER, SERVER_USER)
        _run([str(binary("initdb")), "-D", str(data), "-U", USER, "--pwfile", str(password),
              "--auth=scram-sha-256", "-E", "UTF8", "--locale=C"], "initdb")
    log = directory / "server.log"
    _run([str(binary("pg_ctl")), "-D", str(data), "-l", str(log), "-w", "-t", str(START_TIMEOUT_SECONDS),
          "-o", f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={directory}",
          "start"], f"starting PostgreSQL (log: {log})")
    return _ready(directory, port)


def _ready(directory: Path, port: int) -> str:
    """The running server's metastore URL, once its database and tables exist."""
    _ensure_database(directory, port)
    url = local_url(directory, port)
    init_schema(url)
    return url


def _ensure_database(directory: Path, port: int) -> None:
    env = {**os.environ, "PGPASSWORD": (directory / "password").read_text().strip()}
    psql = [str(binary("psql")), "-h", "127.0.0.1", "-p", str(port), "-U", USER, "-d", "postgres", "-tAc"]
    found = subprocess.run([*psql, f"select 1 from pg_database where datname = '{DATABASE}'"],
                           capture_output=True, text=True, env=env)
    if found.returncode != 0:
        raise MetastoreError(f"PostgreSQL on port {port} did not answer: {found.stderr.strip()}")
    if found.stdout.strip() != "1":
        created = subprocess.run([*psql, f"create database {DATABASE}"], capture_output=True, text=True, env=env)
        if created.returncode != 0:
            raise MetastoreError(f"creating database {DATABASE} failed: {created.stderr.strip()}")


def stop() -> bool:
    """Stop the local PostgreSQL; whether one was running."""
    directory = server_dir()
    if not running(directory):
        return False
    _run([str(binary("pg_ctl")), "-D", str(directory / "data"), "-m", "fast", "-w", "stop"], "stopping PostgreSQL")
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while running(directory) and time.monotonic() < deadline:
        time.sleep(0.2)
    return True


def status() -> str:
    directory = server_dir()
    if running(directory):
        return f"running on 127.0.0.1:{server_port()} (data in {directory / 'data'})"
    return f"not running (data in {directory / 'data'})"
