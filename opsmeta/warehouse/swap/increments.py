"""An incremental build's writes: partitions overwritten (re-pointed in one metastore call) and
rows appended (one file a partition, renamed in)."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from opsmeta.engine.catalog import external_catalog, java_list, location_of, scala_seq
from opsmeta.warehouse.swap.retired import collect, log_retired
from opsmeta.warehouse.swap.rules import PartitionKey, PartitionPlan, normal, partition_key, plan_overwrite, versions_root
from opsmeta.warehouse.swap.storage import Storage
from opsmeta.warehouse.swap.tables import (
    Target,
    in_table_shape,
    metadata,
    partition_columns_of,
    repointed,
    spec_of,
    staged_partitions,
    write_version,
)
from opsmeta.warehouse.swap.timing import Timing


def overwrite_partitions(spark, schema: str, table: str, frame, emptied: Iterable[Mapping[str, object]] = (),
                         file_format: str = "parquet", options: Mapping[str, object] | None = None,
                         clock=time.time) -> PartitionPlan:
    """An incremental build's partitions overwritten (what ``insert overwrite`` does under
    dynamic partition overwrite): ``frame``'s rows are written as a new version, the
    partitions they fall in are re-pointed at it (or added) in one metastore call, and the
    ``emptied`` partitions (a build's plan: the ones its rows left) are dropped in the next.
    What it did, by partition key."""
    timing = Timing("overwrite", schema, table)
    increment = Increment.of(spark, schema, table, frame)
    location = increment.write(increment.frame, file_format, options, clock)
    timing.wrote()
    storage, root, external = increment.storage, increment.root, external_catalog(spark)
    with increment.partitions(location, file_format, options) as (old, new):
        plan = plan_overwrite(old, new, (partition_key(spec) for spec in emptied))
        log_retired(storage, root, [location_of(old[key]) for key in plan.repointed + plan.dropped], clock())
        jvm = spark._jvm
        if plan.repointed:
            external.alterPartitions(schema, table, scala_seq(jvm, [repointed(jvm, old[key], new[key]) for key in plan.repointed]))
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
    timing = Timing("append", schema, table)
    increment = Increment.of(spark, schema, table, frame)
    partition_by, storage = increment.partition_by, increment.storage
    # one task a partition: one file a partition, renamed in one step
    frame = increment.frame.repartition(*partition_by) if partition_by else increment.frame.coalesce(1)
    frame = frame.sortWithinPartitions(*partition_by, *sort_by) if (partition_by or sort_by) else frame
    location = increment.write(frame, file_format, options, clock)
    timing.wrote()
    if not partition_by:
        table_location = metadata(spark, increment.target).location().toString()
        for path in storage.files(location):
            storage.rename(path, f"{normal(table_location)}/{path.rsplit('/', 1)[-1]}")
        spark.catalog.refreshTable(f"{schema}.{table}")
        timing.done()
        return [()]
    external = external_catalog(spark)
    with increment.partitions(location, file_format, options) as (old, new):
        added = [key for key in new if key not in old]
        for key, partition in new.items():
            if key in old:
                directory = normal(location_of(old[key]))
                for path in storage.files(location_of(partition)):
                    storage.rename(path, f"{directory}/{path.rsplit('/', 1)[-1]}")
        if added:
            external.createPartitions(schema, table, scala_seq(spark._jvm, [new[key] for key in added]), False)
    spark.catalog.refreshTable(f"{schema}.{table}")
    collect(spark, schema, table, storage=storage, clock=clock)
    timing.done()
    return list(new)


@dataclass(frozen=True)
class Increment:
    """An incremental write's target: its table, partition columns and versions' root, and its
    rows in the table's shape."""
    target: Target
    storage: Storage
    partition_by: list[str]
    root: str
    frame: object

    @classmethod
    def of(cls, spark, schema: str, table: str, frame) -> Increment:
        target, storage = Target(schema, table), Storage(spark)
        root = versions_root(storage.qualified(spark.catalog.getDatabase(schema).locationUri), table)
        return cls(target, storage, partition_columns_of(spark, target), root, in_table_shape(spark, target, frame))

    def write(self, frame, file_format: str, options, clock) -> str:
        return write_version(frame, self.root, file_format, dict(options or {}), self.partition_by, clock)

    @contextmanager
    def partitions(self, location: str, file_format: str, options):
        """The table's partitions and the version's at ``location``, each by partition key."""
        spark = self.frame.sparkSession
        listed = external_catalog(spark).listPartitions(self.target.schema, self.target.table, spark._jvm.scala.Option.empty())
        old = {partition_key(spec_of(p.spec())): p for p in java_list(listed)}
        with staged_partitions(spark, self.target, self.frame.schema, file_format, dict(options or {}), self.partition_by,
                                location) as staged:
            yield old, {partition_key(spec_of(p.spec())): p for p in staged}
