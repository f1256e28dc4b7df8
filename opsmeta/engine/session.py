"""The one SparkSession a process uses: dbt, tests, the BI server and notebooks all get it here.

Embedded default: ``local[*]`` with the warehouse and the Derby metastore under
``$OPSMETA_HOME``. Derby admits one JVM at a time, so a process builds one session and
everything in it (dbt, GX, pytest) shares it.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from opsmeta import paths
from opsmeta.engine import metastore

DEFAULT_MASTER = "local[*]"
DEFAULT_DATABASE = "opsmeta"
#: Past this many paths (Spark's default: 32) Spark lists a table's partitions as a job, a task
#: a path: on a cluster that spreads the storage's calls over executors; in one process it is
#: hundreds of tiny tasks on the same cores (6.5 of a cold 16 s scan of the tests'
#: 832-partition bucket table), where the driver lists them in milliseconds.
LISTING_JOB_PATHS = "spark.sql.sources.parallelPartitionDiscovery.threshold"
LOCAL_LISTING_JOB_PATHS = 100_000
#: the project whose models' table options may hold Parquet per-column settings
PROJECT_FILE = paths.PROJECT_ROOT / "dbt_project.yml"
#: The JVM heap (spark.driver.memory; in one process it is the executor's too): this share of
#: the machine's memory, within these bounds. Spark's own 1 GB spilled the streams replay's
#: sorts to disk over and over: a 6 GB heap took the 3M-epoch bench build's task time from
#: 306-316 s to 259-284 s. A quarter of 23 GB still spilled the year-long stream's sorts (14 GB
#: of epochs in 8 tasks, 18 GB of segment rows): half wrote its epochs in 169 s, not 207 s.
HEAP_SHARE_OF_MEMORY = 0.5
#: Arrow's reads without bounds and null checks on each value: the JVM side of a pandas UDF or
#: mapInArrow reads every value of the batches Python returns (the year-long stream's replay
#: reads 31.5M epochs of ~10 segments each in one task): 461 -> 424 s for that model alone.
ARROW_JAVA_OPTS = ["-Darrow.enable_unsafe_memory_access=true", "-Darrow.enable_null_check_for_get=false"]
HEAP_MIN_MB, HEAP_MAX_MB = 1024, 16384


def default_conf() -> dict[str, str]:
    """Spark settings the embedded default needs; a profile's ``server_side_parameters`` win."""
    home = paths.home()
    log4j = Path(__file__).with_name("log4j2.properties")
    java_opts = " ".join(
        [
            f"-Dderby.system.home={home}",
            f"-Dderby.stream.error.file={home / 'derby.log'}",
            f"-Dlog4j2.configurationFile=file:{log4j}",
            *ARROW_JAVA_OPTS,
        ]
    )
    return {
        "spark.master": os.environ.get("SPARK_MASTER_URL") or DEFAULT_MASTER,
        "spark.app.name": "opsmeta",
        "spark.sql.warehouse.dir": str(paths.warehouse_dir()),
        **metastore.spark_conf(metastore.configured()),
        "spark.driver.extraJavaOptions": java_opts,
        # a cluster's executors run the Python models' tasks (in one process, the driver does)
        "spark.executor.extraJavaOptions": " ".join(ARROW_JAVA_OPTS),
        "spark.driver.memory": f"{heap_mb(_physical_memory_bytes())}m",
        "spark.log.structuredLogging.enabled": "false",
        "spark.ui.enabled": "false",
        "spark.ui.showConsoleProgress": "false",
        "spark.sql.session.timeZone": "UTC",
        "spark.sql.shuffle.partitions": "8",
        "spark.sql.sources.partitionOverwriteMode": "dynamic",
        "spark.sql.execution.arrow.pyspark.enabled": "true",
        # no byte cap on the Arrow batches sent to Python (maxRecordsPerBatch still caps
        # them): below Int.MaxValue Spark sizes the batch after every row, walking each nested
        # vector (9% of the streams replay at 3M epochs)
        "spark.sql.execution.arrow.maxBytesPerBatch": str(2**31 - 1),
        "spark.sql.legacy.createHiveTableByDefault": "false",
        # a partition filter the metastore cannot parse (a table function's argument holding a
        # backslash) is applied by Spark over the partitions listed, instead of failing the call
        "spark.sql.hive.metastorePartitionPruningFallbackOnException": "true",
        **{f"spark.hadoop.{key}": value for key, value in _project_parquet_column_settings().items()},
    }


def heap_mb(physical_bytes: int | None) -> int:
    """The embedded default's heap in MB for a machine with ``physical_bytes`` of memory
    (None: unknown, Spark's own 1 GB)."""
    if not physical_bytes:
        return HEAP_MIN_MB
    return max(HEAP_MIN_MB, min(HEAP_MAX_MB, int(physical_bytes * HEAP_SHARE_OF_MEMORY) >> 20))


def _physical_memory_bytes() -> int | None:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):  # no sysconf (Windows) or no such name
        return None


@cache
def _project_parquet_column_settings() -> dict[str, str]:
    """parquet_column_settings of the project, read once a process: default_conf runs each
    time dbt opens a connection (a node), and parsing dbt_project.yml takes ~6 ms."""
    return parquet_column_settings()


def parquet_column_settings(project_file: Path = PROJECT_FILE) -> dict[str, str]:
    """The Parquet per-column settings (``parquet.<setting>#<column path>``) the project's model
    folders give in their table options, for every write of the session.

    A table's own options are not enough: parquet-mr (1.16) makes each file's column writers
    through one values-writer factory per JVM, which every file it opens points at that
    file's settings, so a file opened while another table's file opens can take the other's
    (26 of 6,000 files kept a dictionary their table turned off, written beside a table
    without the setting; none with it set for the session). A key two folders set apart
    cannot be one session's, and is refused."""
    import yaml

    settings: dict[str, str] = {}
    for options in _table_options(yaml.safe_load(project_file.read_text()).get("models")):
        for name, setting in options.items():
            if not (name.startswith("parquet.") and "#" in name):
                continue
            if settings.setdefault(name, str(setting)) != str(setting):
                raise ValueError(
                    f"{project_file.name}: {name} is {settings[name]!r} in one model folder and "
                    f"{setting!r} in another; a Parquet per-column setting holds for the whole session"
                )
    return settings


def _table_options(node):
    """Every `+options` mapping of a dbt_project.yml models tree."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "+options" and isinstance(value, dict):
                yield value
            yield from _table_options(value)


def prepare_process() -> None:
    # PySpark logs every SQL error again as a JSON blob; the raised exception says it all.
    logging.getLogger("SQLQueryContextLogger").setLevel(logging.CRITICAL)
    # Workers start this interpreter; without it pandas UDFs fail on a different Python.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    os.environ.setdefault("PYARROW_IGNORE_TIMEZONE", "1")
    # The embedded default talks to itself only; a cluster target sets its own address.
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")


_session = None


def get_session(overrides: Mapping[str, str] | None = None):
    """Return the process's SparkSession, creating it with the embedded defaults plus ``overrides``.

    dbt runs models on several threads; they all share this one session (and so its
    current database and registered UDFs).
    """
    global _session
    if _session is not None and _session.sparkContext._jsc is not None:
        return _session
    prepare_process()
    from pyspark.sql import SparkSession

    conf = {**default_conf(), **(overrides or {})}
    paths.home().mkdir(parents=True, exist_ok=True)
    builder = SparkSession.builder.enableHiveSupport()
    for key, value in conf.items():
        builder = builder.config(key, value)
    _session = builder.getOrCreate()
    _write_local_files_without_checksums(_session)
    if _session.sparkContext.master.startswith("local") and LISTING_JOB_PATHS not in conf:
        _session.conf.set(LISTING_JOB_PATHS, str(LOCAL_LISTING_JOB_PATHS))
    return _session


def _write_local_files_without_checksums(session) -> None:
    """Local files (file://) written without Hadoop's .crc side file each: a partitioned
    table's write (a file per partition) took 2.5x as long with them. The setting is the
    JVM's cached local file system's, which the embedded default's tasks share (a cluster's
    executors keep writing them). Not `fs.file.impl = RawLocalFileSystem`: FileSystem.getLocal
    casts to the checksummed class, so sc.textFile and Hadoop's own callers would fail."""
    jvm = session.sparkContext._jvm
    jvm.org.apache.hadoop.fs.FileSystem.getLocal(session.sparkContext._jsc.hadoopConfiguration()).setWriteChecksum(False)


def active_session():
    """The session a dbt run prepared (or a fresh embedded one)."""
    return get_session()


def prepare_session(
    overrides: Mapping[str, str] | None = None, current_database: str = DEFAULT_DATABASE
) -> dict[str, str]:
    """Create the session, register the project's UDFs, make ``current_database`` current.

    Returns the merged settings, which dbt-spark's cursor then passes to
    ``SparkSession.builder`` (a no-op for the already running session).
    """
    import python_udfs

    spark = get_session(overrides)
    python_udfs.register_all(spark)
    spark.sql(f"create database if not exists `{current_database}`")
    spark.catalog.setCurrentDatabase(current_database)
    return {**default_conf(), **(overrides or {})}
