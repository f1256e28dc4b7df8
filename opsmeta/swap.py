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
cache every few seconds (opsmeta.spark: ``spark.sql.metadataCacheTTLSeconds``).

An incremental build keeps each partition's atomicity the same way. Its partitions overwritten
(``overwrite_partitions``) are written to a new version and re-pointed in one call, the
partitions its plan empties dropped in the next (not before the write, as a pre-hook would);
rows appended (``append_partitions``) are written to a new version, one file a partition, and
each file renamed into its partition's directory (one atomic rename: a reader lists the old
files or the old ones and the new one). A partition directory a switch stops reading is
written to the table's retired log (``_opsmeta_versions/<table>/_retired``) and deleted after
the grace, like a whole version.

The rules (names, what is live, what may go) are plain functions below; the Spark and
storage calls go through ``Storage`` (Hadoop's FileSystem, so HDFS and S3 work as local disk).
"""

from __future__ import annotations

import os
import re
import secrets
import time
from collections.abc import Iterable, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from opsmeta.catalog import external_catalog, java_list, location_of, scala_seq
from opsmeta.frozen_copies import pinned_locations

VERSIONS_DIR = "_opsmeta_versions"
#: written into a version when it stops being a location; Spark skips files named `_...`
RETIRED_MARKER = "_opsmeta_retired_at"
#: under a table's versions: one file per switch, listing the partition directories it retired
RETIRED_LOG = "_retired"
#: how the metastore spells a null partition value
NULL_PARTITION = "__HIVE_DEFAULT_PARTITION__"
GRACE_ENV = "OPSMETA_VERSION_GRACE_SECONDS"
TIMINGS_ENV = "OPSMETA_SWAP_TIMINGS"
DEFAULT_GRACE_SECONDS = 900
VERSION_PATTERN = re.compile(r"^v-(?P<millis>\d{13})-(?P<token>[0-9a-f]{8})$")
#: characters a location may not hold: it is written into the ALTER statement as a literal
UNSAFE_LOCATION = re.compile(r"['\\\n\r]")


class SwapError(Exception):
    """A table that cannot be swapped (a location or option that cannot be written safely)."""


# --- rules -------------------------------------------------------------------------------


def version_name(now: float, token: str | None = None) -> str:
    """A new version's directory name: its creation time (epoch ms) and a random token."""
    token = token or secrets.token_hex(4)
    name = f"v-{int(now * 1000):013d}-{token}"
    if not VERSION_PATTERN.match(name):
        raise ValueError(f"not a version name: {name}")
    return name


def version_created(name: str) -> float | None:
    """When a version directory was created (epoch seconds), or None for another name."""
    match = VERSION_PATTERN.match(name)
    return int(match["millis"]) / 1000 if match else None


def versions_root(database_location: str, table: str) -> str:
    return f"{database_location.rstrip('/')}/{VERSIONS_DIR}/{table}"


def _normal(location: str) -> str:
    return location.rstrip("/")


def is_live(directory: str, live_locations: Iterable[str]) -> bool:
    """Whether ``directory`` is, or holds, one of the table's locations (its own or a
    partition's)."""
    directory = _normal(directory)
    return any(loc == directory or loc.startswith(directory + "/") for loc in map(_normal, live_locations))


@dataclass(frozen=True)
class Version:
    path: str
    created: float | None  # from its name; None for a legacy (pre-version) location
    retired_at: float | None  # its marker's time, when it has one


def collectable(versions: Iterable[Version], live_locations: Iterable[str], now: float, grace_seconds: float) -> list[str]:
    """The versions that may be deleted: not a location of the table, and retired (or, never
    having been one, created: a killed write) more than ``grace_seconds`` ago. A directory of
    no version name is deleted only with a marker (a table's location before versions)."""
    live = [_normal(loc) for loc in live_locations]
    doomed = []
    for version in versions:
        if is_live(version.path, live):
            continue
        since = version.retired_at if version.retired_at is not None else version.created
        if since is not None and now - since >= grace_seconds:
            doomed.append(version.path)
    return doomed


def retiring(before: Iterable[str], after: Iterable[str], candidates: Iterable[str]) -> list[str]:
    """The ``candidates`` (version directories) live before a switch and not after it."""
    before, after = list(before), list(after)
    return [c for c in candidates if is_live(c, before) and not is_live(c, after)]


PartitionKey = tuple[tuple[str, str | None], ...]


def partition_key(spec: Mapping[str, object]) -> PartitionKey:
    """A partition's values by column, as text (as the metastore keeps them), null as None: one
    key for a spec the metastore lists and for a row a build's plan names."""
    def text(value):
        if value is None or value == NULL_PARTITION:
            return None
        return str(value)

    return tuple(sorted((str(column), text(value)) for column, value in spec.items()))


@dataclass(frozen=True)
class PartitionPlan:
    """What an overwrite does to a table's partitions, by key: re-point those the new version
    and the table both have, add the new version's others, drop the ones the build's plan
    empties (and the new version does not write)."""
    repointed: list[PartitionKey]
    added: list[PartitionKey]
    dropped: list[PartitionKey]


def plan_overwrite(existing: Iterable[PartitionKey], written: Iterable[PartitionKey],
                   emptied: Iterable[PartitionKey]) -> PartitionPlan:
    existing, written = list(existing), list(written)
    have, writes = set(existing), set(written)
    dropped = sorted({key for key in emptied if key in have and key not in writes}, key=repr)
    return PartitionPlan(
        repointed=[key for key in written if key in have],
        added=[key for key in written if key not in have],
        dropped=dropped,
    )


def retired_log_name(now: float, token: str | None = None) -> str:
    """A retired log's file name: the switch's time (epoch ms), as a version's."""
    return version_name(now, token)


@dataclass(frozen=True)
class RetiredLog:
    path: str
    retired_at: float  # from its name: the switch's time
    directories: tuple[str, ...]


def collectable_retired(logs: Iterable[RetiredLog], live_locations: Iterable[str], now: float,
                        grace_seconds: float) -> tuple[list[str], list[str]]:
    """The partition directories to delete now and the retired logs done with. A log is done
    once its grace has run and none of its directories is live; a directory goes when the
    latest log naming it is past its grace and no location is, or lies in, it (a switch killed
    after its log was written left it live, and a later switch's log then counts its grace
    anew; a function's frozen copy keeps it live until the copy is dropped)."""
    logs = list(logs)
    live = [_normal(loc) for loc in live_locations]
    latest: dict[str, float] = {}
    for log in logs:
        for directory in log.directories:
            latest[directory] = max(latest.get(directory, log.retired_at), log.retired_at)
    doomed = [directory for directory, at in latest.items() if now - at >= grace_seconds and not is_live(directory, live)]
    # a log naming a directory still live (a function's frozen copy reads it) waits for it
    done = [log.path for log in logs if now - log.retired_at >= grace_seconds
            and not any(is_live(directory, live) for directory in log.directories)]
    return doomed, done


def grace_seconds(environ: Mapping[str, str] | None = None) -> float:
    raw = (environ if environ is not None else os.environ).get(GRACE_ENV)
    if raw is None or raw == "":
        return DEFAULT_GRACE_SECONDS
    try:
        value = float(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise SwapError(f"{GRACE_ENV} is a number of seconds >= 0, got {raw!r}")
    return value


def checked_location(location: str) -> str:
    if UNSAFE_LOCATION.search(location):
        raise SwapError(f"a table location may not hold a quote, a backslash or a line break: {location!r}")
    return location


def options_clause(options: Mapping[str, object]) -> str:
    """A table's OPTIONS clause; keys and values are the project's configuration, never data,
    and one holding a quote or a backslash is refused (as the adapter's options_clause)."""
    if not options:
        return ""
    parts = []
    for key, value in options.items():
        for text in (str(key), str(value)):
            if "'" in text or "\\" in text:
                raise SwapError(f"table option {text!r}: a quote or a backslash is not allowed")
        parts.append(f"'{key}' '{value}'")
    return "options (" + ", ".join(parts) + ")"


# --- storage -------------------------------------------------------------------------------


class Storage:
    """The few calls on the warehouse's storage a swap needs, through Hadoop's FileSystem."""

    def __init__(self, spark) -> None:
        self._jvm = spark.sparkContext._jvm
        self._conf = spark.sparkContext._jsc.hadoopConfiguration()

    def _fs(self, path):
        return path.getFileSystem(self._conf)

    def _path(self, location: str):
        return self._jvm.org.apache.hadoop.fs.Path(location)

    def children(self, location: str) -> list[str]:
        path = self._path(location)
        fs = self._fs(path)
        if not fs.exists(path):
            return []
        return [status.getPath().toString() for status in fs.listStatus(path) if status.isDirectory()]

    def exists(self, location: str) -> bool:
        path = self._path(location)
        return self._fs(path).exists(path)

    def marker_time(self, location: str) -> float | None:
        marker = f"{_normal(location)}/{RETIRED_MARKER}"
        if not self.exists(marker):
            return None
        try:
            return float(self.read_text(marker).strip())
        except ValueError:
            return 0.0

    def mark_retired(self, location: str, now: float) -> None:
        self.write_text(f"{_normal(location)}/{RETIRED_MARKER}", f"{now:.3f}\n")

    def write_text(self, location: str, text: str) -> None:
        path = self._path(location)
        stream = self._fs(path).create(path, True)
        try:
            stream.write(bytearray(text.encode()))
        finally:
            stream.close()

    def read_text(self, location: str) -> str:
        path = self._path(location)
        stream = self._fs(path).open(path)
        try:
            return self._jvm.org.apache.commons.io.IOUtils.toString(stream, "UTF-8")
        finally:
            stream.close()

    def files(self, location: str) -> list[str]:
        """The data files directly in ``location`` (not Spark's `_` and `.` files)."""
        path = self._path(location)
        fs = self._fs(path)
        if not fs.exists(path):
            return []
        return sorted(status.getPath().toString() for status in fs.listStatus(path)
                      if status.isFile() and not status.getPath().getName().startswith(("_", ".")))

    def rename(self, source: str, destination: str) -> None:
        """One atomic rename (local disk, HDFS); a false return is an error."""
        src, dst = self._path(source), self._path(destination)
        if not self._fs(src).rename(src, dst):
            raise SwapError(f"could not move {source} to {destination}")

    def delete(self, location: str) -> None:
        path = self._path(location)
        self._fs(path).delete(path, True)

    def qualified(self, location: str) -> str:
        path = self._path(location)
        return self._fs(path).makeQualified(path).toString()


# --- the swap ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    schema: str
    table: str

    @property
    def name(self) -> str:
        return f"`{self.schema}`.`{self.table}`"


def swap_in(spark, schema: str, table: str, frame, file_format: str = "parquet",
            options: Mapping[str, object] | None = None, partition_by: list[str] | None = None,
            clock=time.time) -> str:
    """Write ``frame`` as a new version of ``schema.table`` and switch the table to it; the
    new version's location."""
    timing = _Timing("table", schema, table)
    target = Target(schema, table)
    storage = Storage(spark)
    options = dict(options or {})
    partition_by = list(partition_by or [])
    database_location = spark.catalog.getDatabase(schema).locationUri
    root = versions_root(storage.qualified(database_location), table)
    location = _write_version(frame, root, file_format, options, partition_by, clock)
    timing.wrote()

    current = _table_kind(spark, target)
    if current == "table" and not _same_shape(spark, target, frame.schema, partition_by):
        _drop_for_new_shape(spark, storage, root, target, clock())
        current = None
    if current == "view":
        spark.sql(f"drop view {target.name}")
        current = None
    if current is None:
        _create(spark, storage, target, frame.schema, file_format, options, partition_by, location, database_location)
    else:
        before = _live_locations(spark, target)
        _retire(storage, root, before, [location], clock())
        if partition_by:
            _switch_partitions(spark, target, frame.schema, file_format, options, partition_by, location)
        spark.sql(f"alter table {target.name} set location '{location}'")
    spark.catalog.refreshTable(f"{schema}.{table}")
    collect(spark, schema, table, storage=storage, clock=clock)
    timing.done()
    return location


def overwrite_partitions(spark, schema: str, table: str, frame, emptied: Iterable[Mapping[str, object]] = (),
                         file_format: str = "parquet", options: Mapping[str, object] | None = None,
                         clock=time.time) -> PartitionPlan:
    """An incremental build's partitions overwritten (what ``insert overwrite`` does under
    dynamic partition overwrite): ``frame``'s rows are written as a new version, the
    partitions they fall in are re-pointed at it (or added) in one metastore call, and the
    ``emptied`` partitions (a build's plan: the ones its rows left) are dropped in the next.
    What it did, by partition key."""
    timing = _Timing("overwrite", schema, table)
    increment = _Increment.of(spark, schema, table, frame)
    location = increment.write(increment.frame, file_format, options, clock)
    timing.wrote()
    storage, root, external = increment.storage, increment.root, external_catalog(spark)
    with increment.partitions(location, file_format, options) as (old, new):
        plan = plan_overwrite(old, new, (partition_key(spec) for spec in emptied))
        _log_retired(storage, root, [location_of(old[key]) for key in plan.repointed + plan.dropped], clock())
        jvm = spark._jvm
        if plan.repointed:
            external.alterPartitions(schema, table, scala_seq(jvm, [_repointed(jvm, old[key], new[key]) for key in plan.repointed]))
        if plan.added:
            external.createPartitions(schema, table, scala_seq(jvm, [new[key] for key in plan.added]), False)
        if plan.dropped:
            external.dropPartitions(schema, table, scala_seq(jvm, [old[key].spec() for key in plan.dropped]), True, False, True)
    spark.catalog.refreshTable(f"{schema}.{table}")
    collect(spark, schema, table, storage=storage, clock=clock)
    timing.done()
    return plan


def append_partitions(spark, schema: str, table: str, frame, sort_by: Iterable[str] = (),
                      file_format: str = "parquet", options: Mapping[str, object] | None = None,
                      clock=time.time) -> list[PartitionKey]:
    """Rows appended (``insert into``): written as a new version, one file a partition (sorted
    within by ``sort_by``), each file then renamed into its partition's directory, and a
    partition the table lacks added pointing at the version's. A reader lists a partition's
    old files or the old ones and the new one (a rename is atomic on local disk and HDFS, not on
    S3, where it is a copy); a build killed between two renames leaves some
    partitions appended to, which the next build (the models that append compare with what the
    table holds) completes. The partitions appended to, by key."""
    timing = _Timing("append", schema, table)
    increment = _Increment.of(spark, schema, table, frame)
    partition_by, storage = increment.partition_by, increment.storage
    # one task a partition: one file a partition, renamed in one step
    frame = increment.frame.repartition(*partition_by) if partition_by else increment.frame.coalesce(1)
    frame = frame.sortWithinPartitions(*partition_by, *sort_by) if (partition_by or sort_by) else frame
    location = increment.write(frame, file_format, options, clock)
    timing.wrote()
    if not partition_by:
        table_location = _metadata(spark, increment.target).location().toString()
        for path in storage.files(location):
            storage.rename(path, f"{_normal(table_location)}/{path.rsplit('/', 1)[-1]}")
        spark.catalog.refreshTable(f"{schema}.{table}")
        timing.done()
        return [()]
    external = external_catalog(spark)
    with increment.partitions(location, file_format, options) as (old, new):
        added = [key for key in new if key not in old]
        for key, partition in new.items():
            if key in old:
                directory = _normal(location_of(old[key]))
                for path in storage.files(location_of(partition)):
                    storage.rename(path, f"{directory}/{path.rsplit('/', 1)[-1]}")
        if added:
            external.createPartitions(schema, table, scala_seq(spark._jvm, [new[key] for key in added]), False)
    spark.catalog.refreshTable(f"{schema}.{table}")
    collect(spark, schema, table, storage=storage, clock=clock)
    timing.done()
    return list(new)


@dataclass(frozen=True)
class _Increment:
    """An incremental write's target: its table, partition columns and versions' root, and its
    rows in the table's shape."""
    target: Target
    storage: Storage
    partition_by: list[str]
    root: str
    frame: object

    @classmethod
    def of(cls, spark, schema: str, table: str, frame) -> _Increment:
        target, storage = Target(schema, table), Storage(spark)
        root = versions_root(storage.qualified(spark.catalog.getDatabase(schema).locationUri), table)
        return cls(target, storage, _partition_columns(spark, target), root, _in_table_shape(spark, target, frame))

    def write(self, frame, file_format: str, options, clock) -> str:
        return _write_version(frame, self.root, file_format, dict(options or {}), self.partition_by, clock)

    @contextmanager
    def partitions(self, location: str, file_format: str, options):
        """The table's partitions and the version's at ``location``, each by partition key."""
        spark = self.frame.sparkSession
        listed = external_catalog(spark).listPartitions(self.target.schema, self.target.table, spark._jvm.scala.Option.empty())
        old = {partition_key(_spec(p.spec())): p for p in java_list(listed)}
        with _staged_partitions(spark, self.target, self.frame.schema, file_format, dict(options or {}), self.partition_by,
                                location) as staged:
            yield old, {partition_key(_spec(p.spec())): p for p in staged}


class _Timing:
    """What a swap spent writing and switching, appended as a JSON line to the file
    ``OPSMETA_SWAP_TIMINGS`` names (bench.serve sums them: what the swap costs a build)."""

    def __init__(self, kind: str, schema: str, table: str) -> None:
        self.kind, self.table = kind, f"{schema}.{table}"
        self.started = self.written = time.monotonic()

    def wrote(self) -> None:
        self.written = time.monotonic()

    def done(self) -> None:
        path = os.environ.get(TIMINGS_ENV)
        if path:
            import json

            now = time.monotonic()
            with open(path, "a", encoding="utf-8") as out:
                out.write(json.dumps({"kind": self.kind, "table": self.table, "write_s": round(self.written - self.started, 4),
                                      "switch_s": round(now - self.written, 4)}) + "\n")


def _write_version(frame, root: str, file_format: str, options: Mapping[str, object], partition_by: list[str],
                   clock) -> str:
    """``frame`` written to a new version directory under ``root``; its location."""
    location = checked_location(f"{root}/{version_name(clock())}")
    writer = frame.write.format(file_format).mode("errorifexists")
    for key, value in options.items():
        writer = writer.option(str(key), str(value))
    if partition_by:
        writer = writer.partitionBy(*partition_by)
    writer.save(location)
    return location


def _in_table_shape(spark, target: Target, frame):
    """``frame``'s columns by the table's names and types, in its order (as an insert casts)."""
    from pyspark.sql import functions as F

    table = spark.table(f"{target.schema}.{target.table}")
    return frame.select([F.col(f"`{field.name}`").cast(field.dataType).alias(field.name) for field in table.schema.fields])


def partition_columns(spark, schema: str, table: str) -> list[str]:
    """The table's partition columns, in order."""
    return _partition_columns(spark, Target(schema, table))


def overwrite_mode(spark, schema: str, table: str) -> str:
    """How an overwrite of the table replaces its partitions: 'static' (all of them) when its
    ``partitionOverwriteMode`` property says so (macros/partition_overwrite.sql), else
    'dynamic' (those written)."""
    properties = _metadata(spark, Target(schema, table)).storage().properties()
    mode = properties.get("partitionOverwriteMode")
    return str(mode.get()).lower() if mode.isDefined() else "dynamic"


def _partition_columns(spark, target: Target) -> list[str]:
    names = _metadata(spark, target).partitionColumnNames()
    return [names.apply(i) for i in range(names.size())]




def _spec(spec) -> dict[str, str]:
    return {key: spec.apply(key) for key in java_list(spec.keys().toList())}




def _repointed(jvm, old, new):
    """``old`` (a metastore partition) at ``new``'s location and statistics, keeping its
    creation time: the partition is the same one, rewritten."""
    catalog = jvm.org.apache.spark.sql.catalyst.catalog
    return catalog.CatalogTablePartition(old.spec(), new.storage(), new.parameters(), old.createTime(),
                                         old.lastAccessTime(), new.stats())


def _log_retired(storage: Storage, root: str, paths: list[str], now: float) -> None:
    """Write the partition directories a switch is about to stop reading to the table's retired
    log, before it does: their grace counts from then."""
    if paths:
        storage.write_text(f"{root}/{RETIRED_LOG}/{retired_log_name(now)}", "".join(f"{path}\n" for path in paths))


def _table_kind(spark, target: Target) -> str | None:
    """None (no such table), 'view' or 'table'."""
    catalog = spark._jsparkSession.sessionState().catalog()
    ident = spark._jvm.org.apache.spark.sql.catalyst.TableIdentifier(target.table, spark._jvm.scala.Some(target.schema))
    if not catalog.tableExists(ident):
        return None
    kind = catalog.getTableRawMetadata(ident).tableType().name()
    return "view" if kind == "VIEW" else "table"


def _metadata(spark, target: Target):
    catalog = spark._jsparkSession.sessionState().catalog()
    return catalog.externalCatalog().getTable(target.schema, target.table)


def _live_locations(spark, target: Target) -> list[str]:
    """The table's location and its partitions' (the catalog's, so another process's too)."""
    table = _metadata(spark, target)
    locations = [table.location().toString()]
    if table.partitionColumnNames().nonEmpty():
        external = spark._jsparkSession.sessionState().catalog().externalCatalog()
        partitions = external.listPartitions(target.schema, target.table, spark._jvm.scala.Option.empty()).iterator()
        while partitions.hasNext():
            locations.append(partitions.next().location().toString())
    return locations


def _same_shape(spark, target: Target, schema, partition_by: list[str]) -> bool:
    table = _metadata(spark, target)
    partitions = [table.partitionColumnNames().apply(i) for i in range(table.partitionColumnNames().size())]
    return columns_of(spark.table(f"{target.schema}.{target.table}").schema) == columns_of(
        schema_in_table_order(schema, partition_by)) and partitions == partition_by


def columns_of(schema) -> list[tuple[str, str]]:
    """Names and types, nullability aside (a file table reads every column as nullable)."""
    return [(field.name, field.dataType.simpleString()) for field in schema.fields]


def schema_in_table_order(schema, partition_by: list[str]):
    """A written frame's schema as its table lists it: the partition columns last, every
    column nullable (as Spark writes files)."""
    import json

    from pyspark.sql.types import StructType

    data = [field for field in schema.fields if field.name not in partition_by]
    parts = [next(field for field in schema.fields if field.name == name) for name in partition_by]
    text = json.dumps(StructType(data + parts).jsonValue())
    for flag in ("nullable", "containsNull", "valueContainsNull"):
        text = text.replace(f'"{flag}": false', f'"{flag}": true')
    return StructType.fromJson(json.loads(text))


def _drop_for_new_shape(spark, storage: Storage, root: str, target: Target, now: float) -> None:
    """A table whose columns or partitioning changed (the model did) is dropped and made
    again: the metastore cannot change a Spark table's columns and location in one step.
    Readers miss it for that moment only. Its files stay: dropping a managed table deletes its
    location, which a function's frozen copy reads until the build makes the function again,
    so the table is made external first, and its versions are retired as a switch retires
    them (the collect deletes them once no copy reads them and their grace is over)."""
    _retire(storage, root, _live_locations(spark, target), [], now)
    external = external_catalog(spark)
    external.alterTable(_as_external(spark._jvm, external.getTable(target.schema, target.table)))
    spark.sql(f"drop table {target.name}")


def _as_external(jvm, table):
    """``table`` (a CatalogTable) as an external table: its case-class copy with every other
    field as it is (their number differs between Spark versions, so they are not named)."""
    copy = next(m for m in table.getClass().getMethods() if m.getName() == "copy")
    fields = [getattr(table, f"copy$default${i}")() for i in range(1, len(copy.getParameterTypes()) + 1)]
    fields[1] = jvm.org.apache.spark.sql.catalyst.catalog.CatalogTableType.EXTERNAL()
    return table.copy(*fields)


def _create(spark, storage: Storage, target: Target, schema, file_format: str, options, partition_by,
            location: str, database_location: str) -> None:
    """A new table over the version at ``location``: created managed (so dropping it, or one of
    its partitions, deletes its files, as dbt's hooks expect) at its default path, then pointed
    at the version. A directory at that path belongs to no table (there is none of this name):
    a killed CREATE TABLE AS SELECT's, which Spark would refuse to create the table over."""
    default = f"{storage.qualified(database_location).rstrip('/')}/{target.table}"
    if storage.exists(default):
        storage.delete(default)
    spark.sql(_create_statement(target, schema, file_format, options, partition_by, None))
    spark.sql(f"alter table {target.name} set location '{checked_location(location)}'")
    if storage.exists(default) and not storage.children(default):
        storage.delete(default)
    if partition_by:
        spark.sql(f"alter table {target.name} recover partitions")


def _create_statement(target: Target, schema, file_format: str, options, partition_by, location: str | None) -> str:
    columns = schema_in_table_order(schema, partition_by).toDDL()
    partitioned = f"partitioned by ({', '.join(f'`{c}`' for c in partition_by)})" if partition_by else ""
    located = f"location '{checked_location(location)}'" if location else ""
    return f"create table {target.name} ({columns}) using {file_format} {options_clause(options)} {partitioned} {located}"


def _switch_partitions(spark, target: Target, schema, file_format, options, partition_by, location: str) -> None:
    """Point the table's partitions at the new version's: those both have in one metastore
    call, then the new ones added, then the gone ones dropped (their files kept)."""
    jvm = spark._jvm
    external = external_catalog(spark)
    with _staged_partitions(spark, target, schema, file_format, options, partition_by, location) as new_parts:
        listed = java_list(external.listPartitions(target.schema, target.table, jvm.scala.Option.empty()))
        old_specs = {_spec_key(p.spec()): p.spec() for p in listed}
        common = [p for p in new_parts if _spec_key(p.spec()) in old_specs]
        added = [p for p in new_parts if _spec_key(p.spec()) not in old_specs]
        new_keys = {_spec_key(p.spec()) for p in new_parts}
        gone = [spec for key, spec in old_specs.items() if key not in new_keys]
        if common:
            external.alterPartitions(target.schema, target.table, scala_seq(jvm, common))
        if added:
            external.createPartitions(target.schema, target.table, scala_seq(jvm, added), False)
        if gone:
            external.dropPartitions(target.schema, target.table, scala_seq(jvm, gone), True, False, True)


@contextmanager
def _staged_partitions(spark, target: Target, schema, file_format, options, partition_by, location: str):
    """The metastore partitions of a version written at ``location``, read through a staging
    table over it (a table with a location: dropping it keeps the files)."""
    staging = Target(target.schema, f"{target.table}__opsmeta_swap_{secrets.token_hex(4)}")
    spark.sql(_create_statement(staging, schema, file_format, options, partition_by, location))
    try:
        spark.sql(f"alter table {staging.name} recover partitions")
        yield java_list(external_catalog(spark).listPartitions(staging.schema, staging.table, spark._jvm.scala.Option.empty()))
    finally:
        spark.sql(f"drop table if exists {staging.name}")


def _spec_key(spec) -> tuple:
    return tuple(sorted((k, spec.apply(k)) for k in java_list(spec.keys().toList())))






def _versions(storage: Storage, root: str, legacy: str | None) -> list[Version]:
    versions = []
    for path in storage.children(root):
        versions.append(Version(path, version_created(path.rsplit("/", 1)[-1]), storage.marker_time(path)))
    if legacy and storage.exists(legacy):
        marker = storage.marker_time(legacy)
        if marker is not None:
            versions.append(Version(legacy, None, marker))
    return versions


def _retire(storage: Storage, root: str, before: list[str], after: list[str], now: float) -> None:
    """Mark the directories this switch stops reading, before it does: their grace counts from
    then. A table's location from before versions counts as one."""
    legacy = [before[0]] if before and not before[0].startswith(root + "/") else []
    candidates = [v.path for v in _versions(storage, root, None)] + legacy
    for directory in retiring(before, after, candidates):
        storage.mark_retired(directory, now)


def collect(spark, schema: str, table: str, storage: Storage | None = None, clock=time.time) -> list[str]:
    """Delete the table's versions and partition directories no reader can need any more
    (``collectable``, ``collectable_retired``): neither its locations nor those a function's
    frozen copy of it reads (opsmeta.frozen_copies); those deleted."""
    storage = storage or Storage(spark)
    target = Target(schema, table)
    database_location = storage.qualified(spark.catalog.getDatabase(schema).locationUri)
    root = versions_root(database_location, table)
    live = (_live_locations(spark, target) if _table_kind(spark, target) else []) + pinned_locations(spark, schema, table)
    legacy = f"{database_location.rstrip('/')}/{table}"
    now = clock()
    doomed = collectable(_versions(storage, root, legacy), live, now, grace_seconds())
    partitions, logs_done = collectable_retired(_retired_logs(storage, root), live, now, grace_seconds())
    for path in doomed + partitions + logs_done:
        storage.delete(path)
    return doomed + partitions


def _retired_logs(storage: Storage, root: str) -> list[RetiredLog]:
    logs = []
    for path in storage.files(f"{root}/{RETIRED_LOG}"):
        created = version_created(path.rsplit("/", 1)[-1])
        if created is not None:
            logs.append(RetiredLog(path, created, tuple(line for line in storage.read_text(path).splitlines() if line)))
    return logs
