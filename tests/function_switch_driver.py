"""Run by tests/test_functions.py in a process of its own, on the PostgreSQL metastore its
environment names: a reader session calls a table function (whose body calls a scalar one) in a
loop, forgetting its cached definitions before each call as opsmeta serve's sessions do, while
both functions are re-made ROUNDS times, with opsmeta.warehouse.functions.replace or (``--plain``) with
Spark's own ``create or replace``. Prints one JSON line: calls, errors, answers seen."""

from __future__ import annotations

import json
import sys
import threading

from opsmeta.engine.session import get_session
from opsmeta.warehouse import functions

ROUNDS = 40
SCHEMA = "switch_check"


def _ddl(version: int) -> list[str]:
    return [
        f"create or replace function {SCHEMA}.plus(x bigint) returns bigint return x + {version}",
        f"create or replace function {SCHEMA}.answer(x bigint) returns table (y bigint) "
        f"return select {SCHEMA}.plus(x) * 1 as y",
    ]


def main(plain: bool) -> dict:
    spark = get_session()
    spark.sql(f"create database if not exists {SCHEMA}")
    make = spark.sql if plain else (lambda ddl: functions.replace(spark, ddl))
    for ddl in _ddl(0):
        make(ddl)
    reader = spark.newSession()
    reader.sql(f"use {SCHEMA}")
    state = reader._jsparkSession.sessionState()
    done, calls, errors, answers = threading.Event(), [0], [], set()

    def read() -> None:
        while not done.is_set():
            for registry in (state.functionRegistry(), state.tableFunctionRegistry()):
                registry.clear()
            try:
                answers.add(reader.sql("select y from answer(1)").collect()[0][0])
            except Exception as error:  # noqa: BLE001 - what the caller counts
                errors.append(str(error).splitlines()[0][:200])
            calls[0] += 1

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    for version in range(1, ROUNDS + 1):
        for ddl in _ddl(version):
            make(ddl)
    done.set()
    thread.join(timeout=120)
    final = reader.sql("select y from answer(1)").collect()[0][0]
    return {"calls": calls[0], "errors": errors, "answers": sorted(answers), "final": final}


if __name__ == "__main__":
    print(json.dumps(main("--plain" in sys.argv[1:])))
