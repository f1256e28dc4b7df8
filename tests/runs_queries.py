"""The runs domain's helpers the tests share: the shared build's vars for a build of another
schema, program_runs with its as_of, the brute-force R1 filter, where rows lie."""

from __future__ import annotations

import json

import pandas as pd

from python_udfs.runs import is_active_in
from tests.conftest import BUILD_VARS

HOUR = 3600
# The runs marts and what their next incremental build continues from (a selection without
# run_builds leaves the next build a full rebuild)
COMPLETED = "+run_builds"
# What a full refresh of the incremental runs marts rebuilds, and what it covered
FULL_REFRESHED = [
    "program_runs", "stopped_run_index", "active_run_buckets",
    "int_run_record_files_read", "int_run_builds_planned", "run_builds",
]


def build_vars(**other_vars) -> list[str]:
    """The shared build's vars (its two days of buckets), for a build of another schema."""
    return ["--vars", json.dumps({**json.loads(BUILD_VARS), **other_vars})]


def runs_as_of(spark, schema: str) -> pd.DataFrame:
    """program_runs with the build's as_of (runs_as_of) on every row."""
    return spark.sql(
        f"select runs.*, as_of.as_of_time from {schema}.program_runs as runs cross join {schema}.runs_as_of as as_of"
    ).toPandas()


def brute_force(runs: pd.DataFrame, namespaces: list[str], begin: int, end: int) -> set[str]:
    chosen = runs[runs.namespace.isin(namespaces)]
    return {
        row.program_run_id
        for row in chosen.itertuples()
        if is_active_in(row.start_time, None if pd.isna(row.stop_time) else int(row.stop_time), begin, end)
    }


def partitions_holding_rows(spark, table: str, columns: list[str]) -> pd.DataFrame:
    """The partition values of ``table``'s rows, after asserting the metastore lists no other
    partition (one left with no row)."""
    held = spark.table(table).select(*columns).distinct().toPandas()
    assert len(spark.sql(f"show partitions {table}").collect()) == len(held), f"{table} lists a partition with no row"
    return held
