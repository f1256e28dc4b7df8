"""A table function's reads, frozen when it is made.

A table swap (opsmeta.swap) is atomic for one table, but a function such as ``active_runs`` or
``segments_at`` reads several tables, which a build swaps one after the other, and is re-made
after them (``active_runs`` inlines the build's ``as_of`` too). Reading the live tables, a call
in between would join one table's new version with another's old one: an answer of neither.

So a function is made over *frozen copies* of what it reads: each table it names gets a table of
its own in ``<function schema>_frozen``, an external table over the same files (the table's
location and every partition's, copied in one metastore call: no data is copied), and each view
it names a view over frozen copies of what the view reads. ``create or replace function`` then
switches every read at once: a call runs over the old copies or the new ones, never a mix.

A copy pins its files: a swap's ``collect`` counts the locations of the table's frozen copies as
live, so a superseded version a function still reads is kept. When a function is made again,
its earlier copies are released (``opsmeta.released_at``) and dropped once the version grace
(``OPSMETA_VERSION_GRACE_SECONDS``) has run, time for the calls and the sessions' cached
definitions (opsmeta serve's FunctionExpiry) made before the switch; the files then go at the
table's next swap. A build killed between the copies and the function leaves copies nobody
reads, which the function's next making releases likewise.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from opsmeta import swap

SCHEMA_SUFFIX = "_frozen"
#: a copy's name: the table it copies (schema and name) and the making's time and token
NAME_PATTERN = re.compile(r"^(?P<schema>\w+?)__(?P<table>\w+?)__frozen_(?P<millis>\d{13})_(?P<token>[0-9a-f]{8})$")
FROZEN_FOR = "opsmeta.frozen_for"
RELEASED_AT = "opsmeta.released_at"
#: a schema-qualified name as SQL writes it, with or without backticks
QUALIFIED = re.compile(r"(?<![\w`.])`?(?P<schema>[A-Za-z_]\w*)`?\.`?(?P<table>[A-Za-z_]\w*)`?(?![\w`])")


# --- rules ---------------------------------------------------------------------------------


def frozen_schema(function_schema: str) -> str:
    return f"{function_schema}{SCHEMA_SUFFIX}"


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


def qualified_names(sql: str, schemas: Iterable[str]) -> list[tuple[str, str]]:
    """The ``schema.name`` pairs ``sql`` names whose schema is one of ``schemas`` (the catalog's
    databases: an alias's ``alias.column`` is not one), in order of first appearance."""
    known = {schema.lower() for schema in schemas}
    seen: dict[tuple[str, str], None] = {}
    for match in QUALIFIED.finditer(sql):
        if match["schema"].lower() in known:
            seen.setdefault((match["schema"].lower(), match["table"].lower()), None)
    return list(seen)


def rewritten(sql: str, copies: Mapping[tuple[str, str], str]) -> str:
    """``sql`` with each name in ``copies`` (schema, name: lower case) replaced by its copy's
    qualified name."""
    def replace(match):
        copy = copies.get((match["schema"].lower(), match["table"].lower()))
        return copy if copy is not None else match.group(0)

    return QUALIFIED.sub(replace, sql)


def to_release(copies: Iterable[tuple[Copy, float | None]], keep_token: str, now: float,
               grace_seconds: float) -> tuple[list[str], list[str]]:
    """A function's copies (each with its release time, if released) other than the making
    ``keep_token``'s: those to mark released now, and those released more than the grace ago,
    to drop."""
    mark, drop = [], []
    for copy, released_at in copies:
        if copy.token == keep_token:
            continue
        if released_at is None:
            mark.append(copy.name)
        elif now - released_at >= grace_seconds:
            drop.append(copy.name)
    return mark, drop


# --- on Spark ------------------------------------------------------------------------------


def freeze_reads(spark, function: str, sql: str, clock=time.time) -> tuple[str, str]:
    """``sql`` (the body of ``function``, schema.name) over frozen copies of the tables and views
    it names; the copies' token, for ``release``."""
    function_schema = function.split(".", 1)[0]
    schema = frozen_schema(function_schema)
    spark.sql(f"create database if not exists `{schema}`")
    making = _Making(spark, schema, function, int(clock() * 1000), secrets.token_hex(4))
    return making.over_copies(sql), making.token


def release(spark, function: str, keep_token: str, clock=time.time) -> list[str]:
    """Release ``function``'s copies but the making ``keep_token``'s, and drop those released
    more than the grace ago; the dropped copies' names."""
    schema = frozen_schema(function.split(".", 1)[0])
    if not swap._external(spark).databaseExists(schema):
        return []
    mine, kinds = [], {}
    for copy, metadata in _copies_in(spark, schema):
        owner = metadata.properties().get(FROZEN_FOR)
        if not owner.isDefined() or owner.get() != function:
            continue
        released = metadata.properties().get(RELEASED_AT)
        mine.append((copy, float(released.get()) if released.isDefined() else None))
        kinds[copy.name] = "view" if metadata.tableType().name() == "VIEW" else "table"
    now = clock()
    mark, drop = to_release(mine, keep_token, now, swap.grace_seconds())
    for name in mark:
        spark.sql(f"alter {kinds[name]} `{schema}`.`{name}` set tblproperties ('{RELEASED_AT}' = '{now:.3f}')")
    # views first: a view copy reads table copies of the same making
    for name in sorted(drop, key=lambda name: kinds[name] != "view"):
        # an external table: dropping it keeps the files, which the table's swaps collect
        spark.sql(f"drop {kinds[name]} if exists `{schema}`.`{name}`")
    return drop


def pinned_locations(spark, schema: str, table: str) -> list[str]:
    """The locations the frozen copies of ``schema.table`` read (theirs and their partitions'):
    a swap's collect keeps them."""
    locations = []
    for database in swap._java_list(swap._external(spark).listDatabases()):
        if not database.endswith(SCHEMA_SUFFIX):
            continue
        for copy, metadata in _copies_in(spark, database, f"{schema}__{table}__frozen_*"):
            if copy.of == (schema.lower(), table.lower()) and metadata.tableType().name() != "VIEW":
                locations.extend(_locations_read(spark, database, copy.name, metadata))
    return locations


def _copies_in(spark, schema: str, pattern: str = "*") -> list[tuple[Copy, object]]:
    """The copies in ``schema`` (names matching ``pattern``) with their metadata, fetched in one
    call that skips the copies gone since the listing: functions are made in parallel, each
    dropping its own released copies."""
    external = swap._external(spark)
    copies = {}
    for name in swap._java_list(external.listTables(schema, pattern)):
        copy = parse(name)
        if copy is not None:
            copies[name] = copy
    if not copies:
        return []
    found = external.getTablesByName(schema, swap._scala_seq(spark._jvm, list(copies)))
    return [(copies[metadata.identifier().table()], metadata) for metadata in swap._java_list(found)
            if metadata.identifier().table() in copies]


def _locations_read(spark, schema: str, name: str, metadata) -> list[str]:
    """A table copy's location and its partitions'; none if it was dropped meanwhile."""
    from pyspark.errors import AnalysisException

    locations = [metadata.location().toString()]
    if metadata.partitionColumnNames().nonEmpty():
        external = swap._external(spark)
        try:
            partitions = external.listPartitions(schema, name, spark._jvm.scala.Option.empty())
        except AnalysisException:
            if external.tableExists(schema, name):
                raise
            return []
        locations.extend(swap._location_of(partition) for partition in swap._java_list(partitions))
    return locations


@dataclass
class _Making:
    spark: object
    schema: str
    function: str
    millis: int
    token: str

    def __post_init__(self) -> None:
        self.copies: dict[tuple[str, str], str] = {}
        self.databases = [db for db in swap._java_list(swap._external(self.spark).listDatabases())
                          if not db.endswith(SCHEMA_SUFFIX)]

    def over_copies(self, sql: str) -> str:
        for name in qualified_names(sql, self.databases):
            self._copy(*name)
        return rewritten(sql, self.copies)

    def _copy(self, schema: str, table: str) -> None:
        if (schema, table) in self.copies:
            return
        external = swap._external(self.spark)
        if not external.tableExists(schema, table):
            return  # a name of something else (a function's schema.name): left as written
        metadata = external.getTable(schema, table)
        target = swap.Target(self.schema, frozen_name(schema, table, self.millis, self.token))
        owner = f"tblproperties ('{FROZEN_FOR}' = '{self.function}')"
        if metadata.tableType().name() == "VIEW":
            body = self.over_copies(metadata.viewText().get())
            self.spark.sql(f"create view {target.name} {owner} as {body}")
        else:
            location = swap.checked_location(metadata.location().toString())
            self.spark.sql(f"create table {target.name} like `{schema}`.`{table}` location '{location}' {owner}")
            if metadata.partitionColumnNames().nonEmpty():
                jvm = self.spark._jvm
                partitions = external.listPartitions(schema, table, jvm.scala.Option.empty())
                if partitions.nonEmpty():
                    external.createPartitions(target.schema, target.table, partitions, False)
        self.copies[(schema, table)] = target.name
