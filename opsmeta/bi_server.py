"""The BI endpoint: Spark's Thrift (HiveServer2) server on this process's SparkSession.

JDBC/ODBC clients (BI tools, beeline, PyHive) connect to
``jdbc:hive2://<host>:<port>/opsmeta``; with ``opsmeta`` as the connection database the
marts and the table function ``active_runs`` resolve by their bare names.
"""

from __future__ import annotations

import os
import socket
import time

DEFAULT_PORT = 10000
DEFAULT_HOST = "localhost"
PORT_ENV = "HIVE_SERVER2_THRIFT_PORT"
HOST_ENV = "HIVE_SERVER2_THRIFT_BIND_HOST"
STARTUP_TIMEOUT_SECONDS = 60
#: how long a JDBC session may keep a table's location cached; a swapped-out version stays
#: readable for far longer (opsmeta.swap's grace)
METADATA_TTL_SECONDS = 5


def configure(port: int = DEFAULT_PORT, host: str = DEFAULT_HOST) -> None:
    """Choose the endpoint's port and bind host. Call before the SparkSession starts:
    HiveServer2 reads them from the JVM's environment, which ignores later session confs."""
    os.environ[PORT_ENV] = str(port)
    os.environ[HOST_ENV] = host


def start(spark) -> tuple[str, int]:
    """Start the endpoint on ``spark`` and wait until it accepts connections."""
    port = int(os.environ.get(PORT_ENV, DEFAULT_PORT))
    host = os.environ.get(HOST_ENV, DEFAULT_HOST)
    jvm = spark.sparkContext._jvm
    jvm.org.apache.spark.sql.hive.thriftserver.HiveThriftServer2.startWithContext(
        spark._jsparkSession.sqlContext()
    )
    deadline = time.monotonic() + STARTUP_TIMEOUT_SECONDS
    while True:
        try:
            socket.create_connection((host, port), timeout=1).close()
            return host, port
        except OSError as error:
            if time.monotonic() > deadline:
                raise RuntimeError(f"BI endpoint did not open {host}:{port} within {STARTUP_TIMEOUT_SECONDS}s") from error
            time.sleep(0.2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((DEFAULT_HOST, 0))
        return probe.getsockname()[1]
