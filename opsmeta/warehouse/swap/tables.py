"""A swap's target in the metastore: what the table is (its kind, shape, locations and
partitions), the statements that create it and switch its partitions, and a version's files
written beside it."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from opsmeta.engine.catalog import external_catalog, java_list, scala_seq
from opsmeta.warehouse.swap.rules import checked_location, options_clause, version_name
from opsmeta.warehouse.swap.storage import Storage


@dataclass(frozen=True)
class Target:
    schema: str
    table: str

    @property
    def name(self) -> str:
        return f"`{self.schema}`.`{self.table}`"


def write_version(frame, root: str, file_format: str, options: Mapping[str, object], partition_by: list[str],
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


def in_table_shape(spark, target: Target, frame):
    """``frame``'s columns by the table's names and types, in its order (as an insert casts)."""
    from pyspark.sql import functions as F

    table = spark.table(f"{target.schema}.{target.table}")
    return frame.select([F.col(f"`{field.name}`").cast(field.dataType).alias(field.name) for field in table.schema.fields])


def partition_columns(spark, schema: str, table: str) -> list[str]:
    """The table's partition columns, in order."""
    return partition_columns_of(spark, Target(schema, table))


def overwrite_mode(spark, schema: str, table: str) -> str:
    """How an overwrite of the table replaces its partitions: 'static' (all of them) when its
    ``partitionOverwriteMode`` property says so (macros/partition_overwrite.sql), else
    'dynamic' (those written)."""
    properties = metadata(spark, Target(schema, table)).storage().properties()
    mode = properties.get("partitionOverwriteMode")
    return str(mode.get()).lower() if mode.isDefined() else "dynamic"


def partition_columns_of(spark, target: Target) -> list[str]:
    names = metadata(spark, target).partitionColumnNames()
    return [names.apply(i) for i in range(names.size())]


def spec_of(spec) -> dict[str, str]:
    return {key: spec.apply(key) for key in java_list(spec.keys().toList())}


def repointed(jvm, old, new):
    """``old`` (a metastore partition) at ``new``'s location and statistics, keeping its
    creation time: the partition is the same one, rewritten."""
    catalog = jvm.org.apache.spark.sql.catalyst.catalog
    return catalog.CatalogTablePartition(old.spec(), new.storage(), new.parameters(), old.createTime(),
                                         old.lastAccessTime(), new.stats())


def table_kind(spark, target: Target) -> str | None:
    """None (no such table), 'view' or 'table'."""
    catalog = spark._jsparkSession.sessionState().catalog()
    ident = spark._jvm.org.apache.spark.sql.catalyst.TableIdentifier(target.table, spark._jvm.scala.Some(target.schema))
    if not catalog.tableExists(ident):
        return None
    kind = catalog.getTableRawMetadata(ident).tableType().name()
    return "view" if kind == "VIEW" else "table"


def metadata(spark, target: Target):
    catalog = spark._jsparkSession.sessionState().catalog()
    return catalog.externalCatalog().getTable(target.schema, target.table)


def live_locations(spark, target: Target) -> list[str]:
    """The table's location and its partitions' (the catalog's, so another process's too)."""
    table = metadata(spark, target)
    locations = [table.location().toString()]
    if table.partitionColumnNames().nonEmpty():
        external = spark._jsparkSession.sessionState().catalog().externalCatalog()
        partitions = external.listPartitions(target.schema, target.table, spark._jvm.scala.Option.empty()).iterator()
        while partitions.hasNext():
            locations.append(partitions.next().location().toString())
    return locations


def same_shape(spark, target: Target, schema, partition_by: list[str]) -> bool:
    table = metadata(spark, target)
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


def as_external(jvm, table):
    """``table`` (a CatalogTable) as an external table: its case-class copy with every other
    field as it is (their number differs between Spark versions, so they are not named)."""
    copy = next(m for m in table.getClass().getMethods() if m.getName() == "copy")
    fields = [getattr(table, f"copy$default${i}")() for i in range(1, len(copy.getParameterTypes()) + 1)]
    fields[1] = jvm.org.apache.spark.sql.catalyst.catalog.CatalogTableType.EXTERNAL()
    return table.copy(*fields)


def create(spark, storage: Storage, target: Target, schema, file_format: str, options, partition_by,
            location: str, database_location: str) -> None:
    """A new table over the version at ``location``: created managed (so dropping it, or one of
    its partitions, deletes its files, as dbt's hooks expect) at its default path, then pointed
    at the version. A directory at that path belongs to no table (there is none of this name):
    a killed CREATE TABLE AS SELECT's, which Spark would refuse to create the table over."""
    default = f"{storage.qualified(database_location).rstrip('/')}/{target.table}"
    if storage.exists(default):
        storage.delete(default)
    spark.sql(create_statement(target, schema, file_format, options, partition_by, None))
    spark.sql(f"alter table {target.name} set location '{checked_location(location)}'")
    if storage.exists(default) and not storage.children(default):
        storage.delete(default)
    if partition_by:
        spark.sql(f"alter table {target.name} recover partitions")


def create_statement(target: Target, schema, file_format: str, options, partition_by, location: str | None) -> str:
    columns = schema_in_table_order(schema, partition_by).toDDL()
    partitioned = f"partitioned by ({', '.join(f'`{c}`' for c in partition_by)})" if partition_by else ""
    located = f"location '{checked_location(location)}'" if location else ""
    return f"create table {target.name} ({columns}) using {file_format} {options_clause(options)} {partitioned} {located}"


def switch_partitions(spark, target: Target, schema, file_format, options, partition_by, location: str) -> None:
    """Point the table's partitions at the new version's: those both have in one metastore
    call, then the new ones added, then the gone ones dropped (their files kept)."""
    jvm = spark._jvm
    external = external_catalog(spark)
    with staged_partitions(spark, target, schema, file_format, options, partition_by, location) as new_parts:
        listed = java_list(external.listPartitions(target.schema, target.table, jvm.scala.Option.empty()))
        old_specs = {spec_key(p.spec()): p.spec() for p in listed}
        common = [p for p in new_parts if spec_key(p.spec()) in old_specs]
        added = [p for p in new_parts if spec_key(p.spec()) not in old_specs]
        new_keys = {spec_key(p.spec()) for p in new_parts}
        gone = [spec for key, spec in old_specs.items() if key not in new_keys]
        if common:
            external.alterPartitions(target.schema, target.table, scala_seq(jvm, common))
        if added:
            external.createPartitions(target.schema, target.table, scala_seq(jvm, added), False)
        if gone:
            external.dropPartitions(target.schema, target.table, scala_seq(jvm, gone), True, False, True)


@contextmanager
def staged_partitions(spark, target: Target, schema, file_format, options, partition_by, location: str):
    """The metastore partitions of a version written at ``location``, read through a staging
    table over it (a table with a location: dropping it keeps the files)."""
    staging = Target(target.schema, f"{target.table}__opsmeta_swap_{secrets.token_hex(4)}")
    spark.sql(create_statement(staging, schema, file_format, options, partition_by, location))
    try:
        spark.sql(f"alter table {staging.name} recover partitions")
        yield java_list(external_catalog(spark).listPartitions(staging.schema, staging.table, spark._jvm.scala.Option.empty()))
    finally:
        spark.sql(f"drop table if exists {staging.name}")


def spec_key(spec) -> tuple:
    return tuple(sorted((k, spec.apply(k)) for k in java_list(spec.keys().toList())))
