"""Scheduling domain end to end: the marts of the shared build against the plain-Python
simulator, the latency mart against the quanta, and the vars' validation."""

from __future__ import annotations

import pandas as pd
import pytest

from python_udfs.scheduling import QUANTA_COLUMNS, SCHEDULERS, simulate_workers

pytestmark = pytest.mark.dbt

KEY = ["scheduler", "worker", "thread", "start_ns"]


@pytest.fixture(scope="module")
def accepted(dbt_build, spark) -> pd.DataFrame:
    return spark.sql(
        "select worker, runner_threads, query_id, task_id, split_id, arrival_ns, cpu_ns, quantum_ns, blocked_ns "
        "from opsmeta_staging.stg_scheduling__split_traces where reject_reason is null"
    ).toPandas()


def test_split_quanta_is_the_simulator_run_per_worker(spark, accepted):
    mart = spark.table("opsmeta.split_quanta").toPandas()[QUANTA_COLUMNS].sort_values(KEY).reset_index(drop=True)
    expected = pd.concat([simulate_workers(accepted, scheduler) for scheduler in SCHEDULERS])
    expected = expected.sort_values(KEY).reset_index(drop=True)
    assert len(mart) == len(expected) > 0
    for column in QUANTA_COLUMNS:
        assert mart[column].astype("object").where(mart[column].notna(), None).tolist() == \
            expected[column].astype("object").where(expected[column].notna(), None).tolist(), column


def test_split_latency_follows_from_the_quanta(spark, accepted):
    latency = spark.table("opsmeta.split_latency").toPandas()
    assert len(latency) == 2 * len(accepted)
    row = latency.merge(accepted[["split_id", "blocked_ns"]], on="split_id")
    blocked = row["blocked_ns"].fillna(0) * (row["quanta"] - 1)
    assert (row["latency_ns"] == row["cpu_ns"] + blocked + row["queued_ns"]).all()


def test_short_queries_wait_less_under_the_multilevel_queue(spark, dbt_build):
    # the sample's point: sub-second queries are not stuck behind long ones
    short = spark.sql("select p50_ratio from opsmeta.query_latency_comparison where class_order = 1").collect()
    assert short and short[0]["p50_ratio"] < 1


def test_rejected_split_traces_keep_each_reason(spark, dbt_build):
    reasons = {r["reject_reason"] for r in spark.table("opsmeta.split_traces_rejected").collect()}
    assert {"non-positive cpu", "non-positive quantum", "negative time", "duplicate split id", "worker without config"} <= reasons


@pytest.mark.parametrize("value", ["0", "-2", "two", "nan", "inf"])
def test_level_time_multiplier_must_be_positive(dbt, dbt_build, value):
    result = dbt.invoke("compile", "--select", "level_time_shares", "--vars", f"{{scheduling_level_time_multiplier: '{value}'}}")
    assert not result.success
    assert f"var scheduling_level_time_multiplier must be a positive finite number, got {value}" in str(result.exception)
