"""Re-making a persistent SQL function without a moment when it is missing.

Spark's ``create or replace function`` drops the stored function and creates it again: two
metastore calls, between which a BI session resolving the function (``segments_at``, or
``parse_stream_cut`` inside ``compare_stream_cuts``) fails with ROUTINE_NOT_FOUND. The Hive
metastore cannot alter a function's definition in place either (its ``alter_function`` keeps the
stored resources, where Spark keeps a SQL function's body).

So on a PostgreSQL metastore, which several processes share while a build runs, a function that
exists is re-made through a scratch function: the new definition is created under a name of its
own (``<name>__next_<token>``), its stored definition rows are copied over the function's in one
PostgreSQL transaction (a reader sees the old rows or the new ones), and the scratch function is
dropped. A build killed in between leaves a scratch function, which the function's next making
drops. On Derby (one JVM) and a thrift metastore (whose database this process cannot reach), or
for a function made the first time, the DDL runs as written.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

from opsmeta.engine import metastore
from opsmeta.engine.catalog import java_list

#: the statement every function's DDL starts with; the name is schema-qualified
DDL_HEAD = re.compile(r"^\s*create\s+or\s+replace\s+function\s+(?P<schema>[A-Za-z_]\w*)\.(?P<name>[A-Za-z_]\w*)\s*\(", re.IGNORECASE)
SCRATCH_INFIX = "__next_"
#: one transaction: the function's definition rows replaced by the scratch function's
COPY_DEFINITION = [
    'delete from "FUNC_RU" where "FUNC_ID" = ?',
    'insert into "FUNC_RU" ("FUNC_ID", "RESOURCE_TYPE", "RESOURCE_URI", "INTEGER_IDX") '
    'select ?, "RESOURCE_TYPE", "RESOURCE_URI", "INTEGER_IDX" from "FUNC_RU" where "FUNC_ID" = ?',
]
FUNCTION_ID = ('select f."FUNC_ID" from "FUNCS" f join "DBS" d on d."DB_ID" = f."DB_ID" '
               'where d."NAME" = ? and f."FUNC_NAME" = ?')


class FunctionDdlError(ValueError):
    """DDL that is not a schema-qualified ``create or replace function``."""


@dataclass(frozen=True)
class Ddl:
    schema: str
    name: str
    text: str

    def renamed(self, name: str) -> str:
        """The same statement making the function ``name`` in the same schema."""
        head = DDL_HEAD.match(self.text)
        return f"create or replace function {self.schema}.{name}(" + self.text[head.end():]


def parse(ddl: str) -> Ddl:
    head = DDL_HEAD.match(ddl)
    if head is None:
        raise FunctionDdlError(f"not a schema-qualified create or replace function: {ddl.strip()[:80]!r}")
    # the metastore keeps names in lower case
    return Ddl(head["schema"].lower(), head["name"].lower(), ddl)


def scratch_name(name: str, token: str) -> str:
    return f"{name}{SCRATCH_INFIX}{token}"


def is_scratch_of(candidate: str, name: str) -> bool:
    return re.fullmatch(re.escape(name) + re.escape(SCRATCH_INFIX) + r"[0-9a-f]{8}", candidate) is not None


def replace(spark, ddl: str, store: metastore.Metastore | None = None) -> str:
    """Make the function ``ddl`` creates, switching an existing one in a single metastore
    transaction where the metastore is a shared PostgreSQL; how it was made, as a comment."""
    made = parse(ddl)
    store = store or metastore.configured()
    catalog = spark._jsparkSession.sharedState().externalCatalog()
    for leftover in _scratch_functions(catalog, made):
        spark.sql(f"drop function if exists {made.schema}.{leftover}")
    if store.kind != "postgresql" or not catalog.functionExists(made.schema, made.name):
        spark.sql(ddl)
        return f"-- {made.schema}.{made.name} made"
    scratch = scratch_name(made.name, secrets.token_hex(4))
    spark.sql(made.renamed(scratch))
    try:
        switched = _copy_definition(spark, store.url, made.schema, scratch, made.name)
    finally:
        spark.sql(f"drop function if exists {made.schema}.{scratch}")
    if not switched:  # dropped by someone else meanwhile: nobody reads it, make it plainly
        spark.sql(ddl)
    # this session's cached definition goes (Spark's own replace does that)
    forget_cached(spark._jsparkSession.sessionState(), (made.schema, made.name))
    return f"-- {made.schema}.{made.name} switched to its new definition in one metastore transaction"


def forget_cached(state, only: tuple[str, str] | None = None) -> int:
    """Drop from a session's state (``sessionState()``) the persistent functions it has cached
    (those its registries hold under a database: builtins and temporary ones have none), or
    only the function ``only`` (schema, name), so its next call reads the metastore's
    definition; how many."""
    forgotten = 0
    for registry in (state.functionRegistry(), state.tableFunctionRegistry()):
        for identifier in java_list(registry.listFunction()):
            database = identifier.database()
            if not database.isDefined() or (only is not None and (database.get(), identifier.funcName()) != only):
                continue
            if registry.dropFunction(identifier):
                forgotten += 1
    return forgotten


def _scratch_functions(catalog, made: Ddl) -> list[str]:
    names = catalog.listFunctions(made.schema, f"{made.name}{SCRATCH_INFIX}*")
    return [name for name in java_list(names) if is_scratch_of(name, made.name)]


def _copy_definition(spark, url: str, schema: str, source: str, target: str) -> bool:
    """Copy ``source``'s stored definition over ``target``'s in one transaction (JDBC from the
    driver JVM, which holds the PostgreSQL driver the metastore client uses); False when
    ``target`` no longer exists."""
    jvm = spark._jvm
    connection = jvm.org.postgresql.Driver().connect(url, jvm.java.util.Properties())
    try:
        connection.setAutoCommit(False)
        source_id, target_id = _function_id(connection, schema, source), _function_id(connection, schema, target)
        if source_id is None:
            raise RuntimeError(f"the scratch function {schema}.{source} was not stored")
        if target_id is None:
            connection.rollback()
            return False
        delete, insert = (connection.prepareStatement(sql) for sql in COPY_DEFINITION)
        delete.setLong(1, target_id)
        delete.executeUpdate()
        insert.setLong(1, target_id)
        insert.setLong(2, source_id)
        if insert.executeUpdate() == 0:
            raise RuntimeError(f"the scratch function {schema}.{source} has no stored definition")
        connection.commit()
        return True
    except Exception:
        connection.rollback()
        raise
    finally:
        connection.close()


def _function_id(connection, schema: str, name: str) -> int | None:
    statement = connection.prepareStatement(FUNCTION_ID)
    statement.setString(1, schema)
    statement.setString(2, name)
    rows = statement.executeQuery()
    return rows.getLong(1) if rows.next() else None
