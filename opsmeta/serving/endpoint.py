"""The BI endpoint: Spark's Thrift (HiveServer2) server on this process's SparkSession.

JDBC/ODBC clients (BI tools, beeline, PyHive) connect to
``jdbc:hive2://<host>:<port>/opsmeta``; with ``opsmeta`` as the connection database the
marts and the table function ``active_runs`` resolve by their bare names.

A build in another process swaps tables in and re-creates functions (``active_runs`` carries
its build's as_of). Spark keeps both per session: a table's location for
``spark.sql.metadataCacheTTLSeconds``, a persistent function's definition for the session's
life. So every ``METADATA_TTL_SECONDS`` the endpoint forgets the persistent functions each
JDBC session has cached (``FunctionExpiry``); the session's next call reads the metastore's.
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import time

from opsmeta.engine import catalog
from opsmeta.warehouse import functions

DEFAULT_PORT = 10000
DEFAULT_HOST = "localhost"
PORT_ENV = "HIVE_SERVER2_THRIFT_PORT"
HOST_ENV = "HIVE_SERVER2_THRIFT_BIND_HOST"
STARTUP_TIMEOUT_SECONDS = 60
#: how long a JDBC session may keep a table's location or a function's definition cached; a
#: swapped-out version stays readable for far longer (opsmeta.warehouse.swap's grace)
METADATA_TTL_SECONDS = 5
SESSIONS_SERVICE = "org.apache.spark.sql.hive.thriftserver.SparkSQLCLIService"


def configure(port: int = DEFAULT_PORT, host: str = DEFAULT_HOST) -> None:
    """Choose the endpoint's port and bind host. Call before the SparkSession starts:
    HiveServer2 reads them from the JVM's environment, which ignores later session confs."""
    os.environ[PORT_ENV] = str(port)
    os.environ[HOST_ENV] = host


def start(spark, served_metadata_only: bool = False, frozen_metadata_cached: bool = False) -> tuple[str, int]:
    """Start the endpoint on ``spark`` (its sessions' cached functions expiring, FunctionExpiry)
    and wait until it accepts connections. ``served_metadata_only``: the JDBC metadata calls
    see the served schema alone (opsmeta.bi.ServedOperationManager); ``frozen_metadata_cached``:
    the sessions keep what the metastore says of the frozen copies table functions read, which
    never changes (opsmeta.bi.FrozenMetadataCache). Both are classes of opsmeta serve's jar
    (opsmeta.serving.access), which the JVM's class path must hold."""
    port = int(os.environ.get(PORT_ENV, DEFAULT_PORT))
    host = os.environ.get(HOST_ENV, DEFAULT_HOST)
    jvm = spark.sparkContext._jvm
    if frozen_metadata_cached:
        # before the server: every JDBC session is made after it, and reads through it
        jvm.opsmeta.bi.FrozenMetadataCache.install(spark._jsparkSession)
    server = jvm.org.apache.spark.sql.hive.thriftserver.HiveThriftServer2.startWithContext(
        spark._jsparkSession.sqlContext()
    )
    if served_metadata_only:
        jvm.opsmeta.bi.ServedOperationManager.install(session_manager(server))
    FunctionExpiry(server).start()
    deadline = time.monotonic() + STARTUP_TIMEOUT_SECONDS
    while True:
        try:
            socket.create_connection((host, port), timeout=1).close()
            return host, port
        except OSError as error:
            if time.monotonic() > deadline:
                raise RuntimeError(f"BI endpoint did not open {host}:{port} within {STARTUP_TIMEOUT_SECONDS}s") from error
            time.sleep(0.2)


class FunctionExpiry(threading.Thread):
    """Every ``interval`` seconds, each JDBC session forgets the persistent functions it has
    cached (those its registries hold under a database: builtins and temporary functions have
    none), so its next call of one reads the definition a build just stored."""

    def __init__(self, server, interval: float = METADATA_TTL_SECONDS) -> None:
        super().__init__(daemon=True, name="opsmeta-function-expiry")
        self._server, self._interval = server, interval

    def run(self) -> None:
        while True:
            time.sleep(self._interval)
            try:
                self.expire()
            except Exception as error:  # noqa: BLE001 - a session closing under us; the next round retries
                print(f"opsmeta serve: expiring cached functions failed: {str(error)[:200]}")

    def expire(self) -> int:
        """Forget the cached persistent functions of every open session; how many."""
        return sum(functions.forget_cached(session.sessionState()) for session in self._sessions())

    def _sessions(self) -> list:
        manager = session_manager(self._server)
        return [] if manager is None else list(manager.getOperationManager().sessionToContexts().values())


def session_manager(server):
    """The endpoint's session manager (Spark's SparkSQLSessionManager), or None."""
    for service in catalog.java_list(server.getServices()):
        if service.getClass().getName() == SESSIONS_SERVICE:
            return service.getSessionManager()
    return None


def bind_problem(host: str, port: int) -> str | None:
    """Why the endpoint could not listen on ``host``:``port`` (an address this machine lacks, a
    port in use or reserved), or None: checked before Spark starts, which would only log a
    Java stack trace."""
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except socket.gaierror:
        return f"--host {host!r}: not an address of this machine"
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            return f"port {port} on {host} is in use (--port chooses another)"
        return f"cannot listen on {host}:{port}: {error.strerror or error}"
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((DEFAULT_HOST, 0))
        return probe.getsockname()[1]
