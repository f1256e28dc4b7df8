"""The project's table functions as a JDBC client calls them: each one's declared arguments
(from dbt's manifest, so a function added later is found) and arguments the sample answers."""

from __future__ import annotations

import json
import re
import statistics
import time
from pathlib import Path

#: an order-free checksum of a query's rows (maps too, which hash() refuses); no `%`, which
#: PyHive's parameters would take for a placeholder
CHECKSUM = "sum(pmod(xxhash64(to_json(struct(*))), 1000003))"

#: issue 109's target: a call costs at most this over its answer read alone (one planning of
#: a small body and one job; Spark plans a SQL function's body on every call)
OVER_FLOOR_TARGET_S = 0.25

#: the table a function's answer is written to, to time reading it alone
FLOOR_TABLE = "bench_floor_{}"

#: ``name type`` in a table function's ``arguments`` config
ARGUMENT = re.compile(r"^\s*(?P<name>[a-z_]\w*)\s+(?P<type>\w+)\s*$")


def declared(target_path: Path) -> dict[str, list[tuple[str, str]]]:
    """Every table function the project defines, with its arguments (name, type) in order."""
    manifest = json.loads((target_path / "manifest.json").read_text())
    functions = {}
    for node in manifest["nodes"].values():
        if node["resource_type"] == "model" and node["config"].get("materialized") == "table_function":
            arguments = [ARGUMENT.match(part) for part in node["config"]["arguments"].split(",")]
            assert all(arguments), node["config"]["arguments"]
            functions[node["name"]] = [(match["name"], match["type"]) for match in arguments]
    return functions


def call(name: str, arguments: list[str], select: str = f"count(*), {CHECKSUM}") -> str:
    """A call of ``name`` over PyHive parameters named after its arguments."""
    placeholders = ", ".join(f"%({argument})s" for argument in arguments)
    return f"select {select} from {name}({placeholders})"


def in_session(sql: str) -> str:
    """A ``call`` with Spark's named parameters (``:name``) for PyHive's (``%(name)s``): the same
    call from a Spark session, e.g. to write its answer to a table."""
    return re.sub(r"%\((\w+)\)s", r":\1", sql)


def over_floor(cursor, calls: dict[str, tuple[str, dict]], schema: str, repeat: int) -> list[dict]:
    """Over a PyHive ``cursor``: each function's call (SQL, parameters) and its answer read back
    from ``schema``'s FLOOR_TABLE, warm, alternating, ``repeat`` times each; their p50s, ratio,
    the call's cost over its rows alone, and the rows it answered."""
    def timed(sql: str, parameters: dict) -> tuple[float, int]:
        started = time.monotonic()
        cursor.execute(sql, parameters or None)
        rows = len(cursor.fetchall())
        return time.monotonic() - started, rows

    results = []
    for name, (sql, parameters) in calls.items():
        floor_sql = f"select * from {schema}.{FLOOR_TABLE.format(name)}"
        timed(sql, parameters), timed(floor_sql, {})  # warm both
        function_s, floor_s, rows = [], [], 0
        for _ in range(repeat):
            seconds, rows = timed(sql, parameters)
            function_s.append(seconds)
            floor_s.append(timed(floor_sql, {})[0])
        function_p50, floor_p50 = statistics.median(function_s), statistics.median(floor_s)
        results.append({"function": name, "rows": rows, "function_p50_s": round(function_p50, 3),
                        "rows_alone_p50_s": round(floor_p50, 3), "ratio": round(function_p50 / floor_p50, 2),
                        "over_s": round(function_p50 - floor_p50, 3)})
    return results


def sample_arguments(cursor) -> dict[str, dict[str, object]]:
    """For each table function, arguments (by name) the sample answers: active_runs and
    active_runs_from_heartbeats over the sample's last day; the streams functions on the stream with the most epochs, at its last
    scale and between cuts made of its segments at a quarter and at three quarters of its
    life (the early cut's first segment is sealed by then); its latest recorded cut by time
    and by size."""
    cursor.execute("select max(as_of_time) from opsmeta.runs_as_of")
    as_of = cursor.fetchall()[0][0]
    cursor.execute("select scope, stream, min(creation_time), max(creation_time) from opsmeta.stream_epochs "
                   "group by scope, stream order by count(*) desc, scope, stream limit 1")
    scope, stream, first, last = cursor.fetchall()[0]
    stream_of = {"scope_name": scope, "stream_name": stream}

    def cut(time: int) -> str:
        cursor.execute("select segment_id from segments_at(%(scope_name)s, %(stream_name)s, %(at_time)s) order by segment_id",
                       {**stream_of, "at_time": time})
        return ",".join(f"{row[0]}:0" for row in cursor.fetchall())

    early, late = cut(first + (last - first) // 4), cut(first + 3 * (last - first) // 4)
    return {
        "active_runs": {"namespaces": "ns0,ns1,ns2", "begin_time": as_of - 86400, "end_time": as_of},
        "active_runs_from_heartbeats": {"namespaces": "ns0,ns1,ns2", "begin_time": as_of - 86400, "end_time": as_of},
        "segments_at": {**stream_of, "at_time": last},
        "segment_successors": {**stream_of, "of_segment_id": int(early.split(":")[0])},
        "segments_between_cuts": {**stream_of, "from_cut": early, "to_cut": late},
        "size_between_cuts": {**stream_of, "from_cut": early, "to_cut": late},
        "compare_stream_cuts": {**stream_of, "a_cut": early, "b_cut": late},
        "stream_cut_before_time": {**stream_of, "at_time": last},
        "stream_cut_before_size": {**stream_of, "at_size": 2**62},
        "scale_history": {**stream_of, "from_time": first, "to_time": last},
    }


def reader_queries(cursor) -> dict[str, tuple[str, dict]]:
    """What a dashboard reader loops over: a query per mart (its rows' count and an order-free
    checksum) and one per table function over arguments the sample answers, as SQL and PyHive
    parameters, by name."""
    cursor.execute("show tables in opsmeta")
    marts = sorted(row[1] for row in cursor.fetchall() if not row[2])
    queries = {mart: (f"select count(*), {CHECKSUM} from opsmeta.{mart}", {}) for mart in marts}
    for name, arguments in sample_arguments(cursor).items():
        queries[name] = (call(name, list(arguments)), arguments)
    return queries
