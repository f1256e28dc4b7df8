"""Tables swapped in, never dropped first.

A table model's new data is written to a directory of its own, a *version*
(``<schema location>/_opsmeta_versions/<table>/v-<epoch ms>-<token>``), and the metastore entry
is then pointed at it in one step: ``ALTER TABLE ... SET LOCATION`` for a table, and, for a
partitioned one, its partitions re-pointed in one metastore call (those the new version adds
or loses in one more each). So:

- a reader sees the whole old version or the whole new one, never "table not found" nor half
  a table (Spark lists a table's files once per query plan);
- a build that fails or is killed at any point leaves the old version in place; its half-written
  directory is nobody's location, and the next build writes a new one beside it, so there is
  no ``LOCATION_ALREADY_EXISTS`` and nothing to repair by hand;
- a superseded version stays readable for ``OPSMETA_VERSION_GRACE_SECONDS`` (default 900) after
  the switch, for queries planned before it (and for another process's cached plan, which
  re-reads the metastore every ``spark.sql.metadataCacheTTLSeconds``), then goes at the table's
  next swap; a killed write's directory goes once it is as old.

Why a location switch rather than a view over versioned tables: the marts stay tables (their
type, contracts, partitions and statistics as BI tools and dbt see them), the switch is one
metastore call either way, and Spark re-reads a partitioned table's partitions from the
metastore at every query. The catch: a Spark session in *another* JVM caches an unpartitioned
table's location (Spark's per-session relation cache), so opsmeta's sessions expire that
cache every few seconds (opsmeta.engine.session: ``spark.sql.metadataCacheTTLSeconds``).

An incremental build keeps each partition's atomicity the same way. Its partitions overwritten
(``overwrite_partitions``) are written to a new version and re-pointed in one call, the
partitions its plan empties dropped in the next (not before the write, as a pre-hook would);
rows appended (``append_partitions``) are written to a new version, one file a partition, and
each file renamed into its partition's directory (one atomic rename: a reader lists the old
files or the old ones and the new one). A partition directory a switch stops reading is
written to the table's retired log (``_opsmeta_versions/<table>/_retired``) and deleted after
the grace, like a whole version.

Its parts, each a module here: ``rules`` (names, what is live, what may go: plain functions),
``storage`` (the calls on storage, through Hadoop's FileSystem, so HDFS and S3 work as local
disk), ``tables`` (the metastore's side: a table's shape, locations, partitions, statements),
``retired`` (the retired log and the collection), ``increments`` (an incremental build's
writes) and ``timing``. A whole table's swap is here, and this module names what the rest of
the project calls.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

from opsmeta.engine.catalog import external_catalog
from opsmeta.warehouse.swap.increments import append_partitions, overwrite_partitions
from opsmeta.warehouse.swap.retired import collect, retire
from opsmeta.warehouse.swap.rules import (
    DEFAULT_GRACE_SECONDS,
    GRACE_ENV,
    NULL_PARTITION,
    RETIRED_MARKER,
    VERSIONS_DIR,
    PartitionKey,
    PartitionPlan,
    RetiredLog,
    SwapError,
    Version,
    checked_location,
    collectable,
    collectable_retired,
    grace_seconds,
    is_live,
    options_clause,
    partition_key,
    plan_overwrite,
    retiring,
    version_created,
    version_name,
    versions_root,
)
from opsmeta.warehouse.swap.storage import Storage
from opsmeta.warehouse.swap.tables import (
    Target,
    as_external,
    create,
    live_locations,
    overwrite_mode,
    partition_columns,
    same_shape,
    spec_of,
    switch_partitions,
    table_kind,
    write_version,
)
from opsmeta.warehouse.swap.timing import TIMINGS_ENV, Timing

__all__ = [
    "DEFAULT_GRACE_SECONDS", "GRACE_ENV", "NULL_PARTITION", "RETIRED_MARKER", "TIMINGS_ENV", "VERSIONS_DIR", "PartitionKey",
    "PartitionPlan", "RetiredLog", "Storage", "SwapError", "Target", "Version", "append_partitions", "checked_location",
    "collect", "collectable", "collectable_retired", "grace_seconds", "is_live", "options_clause", "overwrite_mode",
    "overwrite_partitions", "partition_columns", "partition_key", "plan_overwrite", "retiring", "spec_of", "swap_in",
    "version_created", "version_name", "versions_root",
]


def swap_in(spark, schema: str, table: str, frame, file_format: str = "parquet",
            options: Mapping[str, object] | None = None, partition_by: list[str] | None = None,
            clock=time.time) -> str:
    """Write ``frame`` as a new version of ``schema.table`` and switch the table to it; the
    new version's location."""
    timing = Timing("table", schema, table)
    target = Target(schema, table)
    storage = Storage(spark)
    options = dict(options or {})
    partition_by = list(partition_by or [])
    database_location = spark.catalog.getDatabase(schema).locationUri
    root = versions_root(storage.qualified(database_location), table)
    location = write_version(frame, root, file_format, options, partition_by, clock)
    timing.wrote()

    current = table_kind(spark, target)
    if current == "table" and not same_shape(spark, target, frame.schema, partition_by):
        _drop_for_new_shape(spark, storage, root, target, clock())
        current = None
    if current == "view":
        spark.sql(f"drop view {target.name}")
        current = None
    if current is None:
        create(spark, storage, target, frame.schema, file_format, options, partition_by, location, database_location)
    else:
        before = live_locations(spark, target)
        retire(storage, root, before, [location], clock())
        if partition_by:
            switch_partitions(spark, target, frame.schema, file_format, options, partition_by, location)
        spark.sql(f"alter table {target.name} set location '{location}'")
    spark.catalog.refreshTable(f"{schema}.{table}")
    collect(spark, schema, table, storage=storage, clock=clock)
    timing.done()
    return location


def _drop_for_new_shape(spark, storage: Storage, root: str, target: Target, now: float) -> None:
    """A table whose columns or partitioning changed (the model did) is dropped and made
    again: the metastore cannot change a Spark table's columns and location in one step.
    Readers miss it for that moment only. Its files stay: dropping a managed table deletes its
    location, which a function's frozen copy reads until the build makes the function again,
    so the table is made external first, and its versions are retired as a switch retires
    them (the collect deletes them once no copy reads them and their grace is over)."""
    retire(storage, root, live_locations(spark, target), [], now)
    external = external_catalog(spark)
    external.alterTable(as_external(spark._jvm, external.getTable(target.schema, target.table)))
    spark.sql(f"drop table {target.name}")
