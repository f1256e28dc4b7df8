"""A table function's reads, frozen when it is made.

A table swap (opsmeta.warehouse.swap) is atomic for one table, but a function such as ``active_runs`` or
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

from opsmeta.engine import catalog
from opsmeta.warehouse import swap
from opsmeta.warehouse.frozen_copies import SCHEMA_SUFFIX, Copy, copies_in, frozen_name

FROZEN_FOR = "opsmeta.frozen_for"
RELEASED_AT = "opsmeta.released_at"
#: a schema-qualified name as SQL writes it, with or without backticks
QUALIFIED = re.compile(r"(?<![\w`.])`?(?P<schema>[A-Za-z_]\w*)`?\.`?(?P<table>[A-Za-z_]\w*)`?(?![\w`])")


# --- rules ---------------------------------------------------------------------------------


def frozen_schema(function_schema: str) -> str:
    return f"{function_schema}{SCHEMA_SUFFIX}"


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
    if not catalog.external_catalog(spark).databaseExists(schema):
        return []
    mine, kinds = [], {}
    for copy, metadata in copies_in(spark, schema):
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


@dataclass
class _Making:
    spark: object
    schema: str
    function: str
    millis: int
    token: str

    def __post_init__(self) -> None:
        self.copies: dict[tuple[str, str], str] = {}
        self.databases = [db for db in catalog.java_list(catalog.external_catalog(self.spark).listDatabases())
                          if not db.endswith(SCHEMA_SUFFIX)]

    def over_copies(self, sql: str) -> str:
        for name in qualified_names(sql, self.databases):
            self._copy(*name)
        return rewritten(sql, self.copies)

    def _copy(self, schema: str, table: str) -> None:
        if (schema, table) in self.copies:
            return
        external = catalog.external_catalog(self.spark)
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
