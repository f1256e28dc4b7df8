"""Frozen copies by name, and the files they pin: the part of opsmeta.warehouse.frozen a table swap
needs. A copy's name says which table it copies; a swap's collect (opsmeta.warehouse.swap) keeps every
location a copy of its table reads. opsmeta.warehouse.frozen makes and releases the copies."""

from __future__ import annotations

import re
from dataclasses import dataclass

from opsmeta.engine import catalog

SCHEMA_SUFFIX = "_frozen"
#: a copy's name: the table it copies (schema and name) and the making's time and token
NAME_PATTERN = re.compile(r"^(?P<schema>\w+?)__(?P<table>\w+?)__frozen_(?P<millis>\d{13})_(?P<token>[0-9a-f]{8})$")


def frozen_name(schema: str, table: str, millis: int, token: str) -> str:
    """A copy's table name; the pattern parses it back (checked, so a name never misreads)."""
    name = f"{schema}__{table}__frozen_{millis:013d}_{token}"
    match = NAME_PATTERN.match(name)
    if not match or (match["schema"], match["table"]) != (schema, table):
        raise ValueError(f"cannot name a frozen copy of {schema}.{table}: use names without a double underscore")
    return name


@dataclass(frozen=True)
class Copy:
    name: str
    of: tuple[str, str]  # the copied table's schema and name
    made_at: float
    token: str


def parse(name: str) -> Copy | None:
    match = NAME_PATTERN.match(name)
    if not match:
        return None
    return Copy(name, (match["schema"], match["table"]), int(match["millis"]) / 1000, match["token"])


# --- on Spark ------------------------------------------------------------------------------


def pinned_locations(spark, schema: str, table: str) -> list[str]:
    """The locations the frozen copies of ``schema.table`` read (theirs and their partitions'):
    a swap's collect keeps them."""
    locations = []
    for database in catalog.java_list(catalog.external_catalog(spark).listDatabases()):
        if not database.endswith(SCHEMA_SUFFIX):
            continue
        for copy, metadata in copies_in(spark, database, f"{schema}__{table}__frozen_*"):
            if copy.of == (schema.lower(), table.lower()) and metadata.tableType().name() != "VIEW":
                locations.extend(_locations_read(spark, database, copy.name, metadata))
    return locations


def copies_in(spark, schema: str, pattern: str = "*") -> list[tuple[Copy, object]]:
    """The copies in ``schema`` (names matching ``pattern``) with their metadata, fetched in one
    call that skips the copies gone since the listing: functions are made in parallel, each
    dropping its own released copies."""
    external = catalog.external_catalog(spark)
    copies = {}
    for name in catalog.java_list(external.listTables(schema, pattern)):
        copy = parse(name)
        if copy is not None:
            copies[name] = copy
    if not copies:
        return []
    found = external.getTablesByName(schema, catalog.scala_seq(spark._jvm, list(copies)))
    return [(copies[metadata.identifier().table()], metadata) for metadata in catalog.java_list(found)
            if metadata.identifier().table() in copies]


def _locations_read(spark, schema: str, name: str, metadata) -> list[str]:
    """A table copy's location and its partitions'; none if it was dropped meanwhile."""
    from pyspark.errors import AnalysisException

    locations = [metadata.location().toString()]
    if metadata.partitionColumnNames().nonEmpty():
        external = catalog.external_catalog(spark)
        try:
            partitions = external.listPartitions(schema, name, spark._jvm.scala.Option.empty())
        except AnalysisException:
            if external.tableExists(schema, name):
                raise
            return []
        locations.extend(catalog.location_of(partition) for partition in catalog.java_list(partitions))
    return locations
