"""Hostile arguments to every table function over JDBC (issue 81): values that try to escape
SQL, malformed lists and cuts, nulls, empty and very long strings, out-of-range and negative
numbers, unknown scopes, streams and segments. Each call answers rows or a clear error; the
server keeps answering; no table, view or function changes. An argument name (scope_name, say)
gets every value at the first function taking it, and at the others the values a function
handles itself (OWN_STRINGS, OWN_BIGINTS)."""

from __future__ import annotations

import json
import re
import time
from contextlib import closing

import pytest

from bench import table_functions

#: the values tried for every argument of a type, one argument at a time, the others valid
ESCAPES = [
    "'", "\\", "x'); drop table opsmeta.program_runs; --", "x' or '1'='1", "ns0' union all select * from opsmeta.program_runs --",
    "/* comment */ ns0", "-- comment", "${hiveconf:hive.metastore.uris}", "%(scope_name)s", "ns0\n; drop database opsmeta cascade",
]
STRINGS = [None, "", " ", ",", "ns0,,ns1", "ü名🚀", "nul\x00", "a" * 65_536, "no_such_scope_or_stream", *ESCAPES]
#: cut texts a reader might send: malformed, repeating a segment, negative, huge, unknown
CUTS = ["1:", ":5", "1:2,1:3", "-1:5", "1:-5", "a:b", "1:2,,3:4", "0:0", "9223372036854775807:1",
        "1:99999999999999999999", "99999999999999999999:1", "1:2;drop table opsmeta.stream_segments"]
#: the numbers a function itself handles (null, zero, negative, the extremes); the rest of
#: BIGINTS try how a value that is no bigint travels to Spark, as ESCAPES do for strings
OWN_BIGINTS = [None, 0, -1, -(2**63), 2**63 - 1]
BIGINTS = [*OWN_BIGINTS, 2**64, 17.5, "abc", "1; drop table opsmeta.program_runs", "1) or (1=1"]
#: the errors a hostile argument may get: the function's own (it names itself or the cut),
#: or Spark's refusal of a value that is not a bigint where one goes; the server prefixes its
#: error class and exception (``[USER_RAISED_EXCEPTION] org.apache.spark....: [...] ``)
CLEAR_ERRORS = {
    "function": r"(^|\] ){name}: ",
    "cut": r"(^|\] )malformed stream cut '",
    "not a bigint": r"\[CAST_INVALID_INPUT\] The value .* of the type \"STRING\" cannot be cast to \"BIGINT\"",
}


#: the strings a function itself handles (null, blank, malformed lists, huge, unicode, a value
#: that names nothing, a lone quote); the rest of STRINGS try how a value travels to Spark,
#: the same for every string argument, so each argument name gets them at its first function
OWN_STRINGS = [None, "", " ", ",", "ns0,,ns1", "a" * 65_536, "ü名🚀", "no_such_scope_or_stream", "'"]


def _hostile_values(argument: str, kind: str, first: bool = True) -> list:
    """The values tried for ``argument``: every one of its type at the first function taking
    an argument of its name, and what a function handles itself at the others."""
    if kind == "bigint":
        return BIGINTS if first else OWN_BIGINTS
    assert kind == "string", f"{argument} {kind}: add hostile values for this type"
    strings = STRINGS if first else OWN_STRINGS
    return [*strings, *CUTS] if argument.endswith("_cut") else strings


def _server_message(error: Exception) -> str:
    """The server's errorMessage of a failed PyHive call, its first line."""
    status = getattr(error.args[0], "status", None) if error.args else None
    message = status.errorMessage if status is not None else str(error)
    return message.removeprefix("Error running query: ").strip().splitlines()[0]


def _clear(message: str, function: str) -> bool:
    return any(re.search(rule.format(name=re.escape(function)), message) for rule in CLEAR_ERRORS.values())


def _catalog_state(spark) -> dict[str, object]:
    """Every table of every database but the frozen copies' (rows and an order-free checksum),
    every view's text and every function's definition."""
    external = spark._jsparkSession.sessionState().catalog().externalCatalog()
    state = {}
    for database in sorted(db.name for db in spark.catalog.listDatabases()):
        if database.endswith("_frozen"):
            continue
        for row in spark.sql(f"show tables in `{database}`").where("not isTemporary").collect():
            metadata = external.getTable(database, row.tableName)
            name = f"{database}.{row.tableName}"
            if metadata.tableType().name() == "VIEW":
                state[name] = metadata.viewText().get()
            else:
                state[name] = tuple(spark.sql(f"select count(*), {table_functions.CHECKSUM} from {name}").first())
        for function in spark.sql(f"show user functions in `{database}`").collect():
            state[function[0]] = _definition(spark, function[0])
    return state


def _definition(spark, function: str) -> list:
    """What ``describe function extended`` says of a SQL function but the time it reports as
    the function's creation, which is the time of the lookup."""
    lines = []
    for row in spark.sql(f"describe function extended {function}").collect():
        text = row.function_desc
        if text.startswith("Usage: {"):
            usage = json.loads(text.removeprefix("Usage: "))
            usage.pop("sqlFunction.createTime", None)
            text = usage
        lines.append(text)
    return lines


def test_every_table_function_answers_hostile_arguments_with_rows_or_a_clear_error(dbt_build, dbt, bi_endpoint, spark):
    from pyhive import hive

    host, port = bi_endpoint
    declared = table_functions.declared(dbt.target_path)
    assert {"active_runs", "segments_at", "segment_successors", "segments_between_cuts", "size_between_cuts",
            "compare_stream_cuts"} <= set(declared)
    started = time.monotonic()
    before = _catalog_state(spark)
    read_state = time.monotonic() - started
    unclear, answered, refused, tried = [], 0, 0, set()
    with closing(hive.connect(host=host, port=port, database="opsmeta", username="hostile")) as connection:
        cursor = connection.cursor()
        valid = table_functions.sample_arguments(cursor)
        assert set(valid) == set(declared), "give tests/table_functions.sample_arguments arguments for every function"
        for function, arguments in declared.items():
            names = [name for name, _ in arguments]
            assert list(valid[function]) == names, function
            sql = table_functions.call(function, names)
            cursor.execute(sql, valid[function])
            assert cursor.fetchall()[0][0] > 0, f"{function} answers nothing for the sample's arguments"
            for argument, kind in arguments:
                first = argument not in tried
                tried.add(argument)
                for value in _hostile_values(argument, kind, first):
                    try:
                        cursor.execute(sql, {**valid[function], argument: value})
                        cursor.fetchall()
                        answered += 1
                    except Exception as error:  # noqa: BLE001 - every failure is checked for clarity
                        refused += 1
                        message = _server_message(error)
                        if not _clear(message, function):
                            unclear.append(f"{function}({argument}={str(value)[:60]!r}): {message[:300]}")
            # a server that stopped answering fails every later call unclearly; this names it
            cursor.execute("select 1")
            assert cursor.fetchall() == [(1,)], f"the server answers after {function}'s hostile calls"
    print(f"hostile arguments: {answered + refused} calls, {answered} answered, {refused} refused clearly, in "
          f"{time.monotonic() - started - read_state:.0f} s (the catalog's state read in {read_state:.0f} s)")
    assert unclear == [], "\n".join(unclear)
    assert _catalog_state(spark) == before, "a call changed a table, a view or a function"


RAISED = "[USER_RAISED_EXCEPTION] org.apache.spark.SparkRuntimeException: [USER_RAISED_EXCEPTION] "


@pytest.mark.parametrize(("message", "clear"), [
    (f"{RAISED}segments_at: scope and stream are required SQLSTATE: P0001", True),
    (f"{RAISED}malformed stream cut '1:': expected segment_id:offset,... SQLSTATE: P0001", True),
    ('[CAST_INVALID_INPUT] The value \'abc\' of the type "STRING" cannot be cast to "BIGINT" because it is malformed.', True),
    (f"{RAISED}active_runs: begin_time 9 is after end_time 1", False),  # another function's
    ("[_LEGACY_ERROR_TEMP_3065] org.apache.spark.sql.AnalysisException: Caught Hive MetaException attempting to get "
     "partition metadata by filter from Hive.", False),
    ("[INTERNAL_ERROR] The Spark SQL phase analysis failed with an internal error.", False),
    ("java.lang.NullPointerException", False),
    ("[ARITHMETIC_OVERFLOW] long overflow.", False),
    ("unknown stream segments_at: x", False),
])
def test_only_the_function_s_own_errors_and_a_refused_cast_are_clear(message, clear):
    assert _clear(message, "segments_at") is clear
