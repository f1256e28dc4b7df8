"""Functions re-made without a moment they are missing (opsmeta.warehouse.functions): the rules, the
leftover of a killed making, and readers on a shared PostgreSQL metastore."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from opsmeta import paths
from opsmeta.warehouse import functions
from tests import function_switch_driver
from tests.metastores import local_postgres

SCALAR = "create or replace function opsmeta.plus_one(x bigint) returns bigint return x + 1"


def test_ddl_names_its_function_and_renames_to_a_scratch_one():
    ddl = functions.parse("\n  CREATE OR REPLACE FUNCTION Opsmeta.Segments_At(scope string) returns table (a int) return select 1")
    assert (ddl.schema, ddl.name) == ("opsmeta", "segments_at")
    renamed = ddl.renamed("segments_at__next_0a1b2c3d")
    assert renamed.startswith("create or replace function opsmeta.segments_at__next_0a1b2c3d(scope string)")
    assert renamed.endswith("return select 1")


@pytest.mark.parametrize("ddl", [
    "create function opsmeta.f(x int) returns int return x",
    "create or replace function f(x int) returns int return x",
    "create or replace temporary function opsmeta.f(x int) returns int return x",
    "select 1",
])
def test_other_statements_are_refused(ddl):
    with pytest.raises(functions.FunctionDdlError):
        functions.parse(ddl)


def test_only_a_scratch_name_of_the_function_is_its_scratch():
    assert functions.is_scratch_of(functions.scratch_name("segments_at", "0a1b2c3d"), "segments_at")
    assert not functions.is_scratch_of("segments_at__next_0a1b2c3d", "segments")
    assert not functions.is_scratch_of("segments_at__next_0a1b2c3", "segments_at")
    assert not functions.is_scratch_of("segments_at__next_0a1b2c3dx", "segments_at")


def test_a_scratch_function_a_killed_making_left_is_dropped_by_the_next(spark):
    spark.sql(SCALAR.replace("plus_one(", "plus_one__next_0a1b2c3d("))
    spark.sql(SCALAR.replace("plus_one(", "plus_one_more__next_0a1b2c3d("))
    functions.replace(spark, SCALAR)
    left = {row[0] for row in spark.sql("show user functions in opsmeta like 'plus_one*'").collect()}
    assert left == {"spark_catalog.opsmeta.plus_one", "spark_catalog.opsmeta.plus_one_more__next_0a1b2c3d"}
    assert spark.sql("select opsmeta.plus_one(41)").collect()[0][0] == 42
    for name in ("plus_one", "plus_one_more__next_0a1b2c3d"):
        spark.sql(f"drop function opsmeta.{name}")


def test_readers_never_miss_a_function_remade_on_a_shared_metastore(tmp_path):
    """Spark's own `create or replace` drops and creates: a reader resolving the function in
    between fails (the control). Switched in one metastore transaction, no call fails."""
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("OPSMETA_", "SPARK_"))},
        "OPSMETA_HOME": str(tmp_path),
        "PYSPARK_PYTHON": sys.executable,
    }

    def run(*flags: str) -> dict:
        done = subprocess.run([sys.executable, "-m", "tests.function_switch_driver", *flags], env=env, cwd=paths.PROJECT_ROOT,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-4000:]
        return json.loads(done.stdout.strip().splitlines()[-1])

    with local_postgres(env) as settings:
        env.update(settings)
        plain, switched = run("--plain"), run()
    assert plain["errors"], f"the control never caught the function missing in {plain['calls']} calls"
    assert switched["calls"] > 0
    assert switched["errors"] == []
    assert switched["final"] == 1 + function_switch_driver.ROUNDS
