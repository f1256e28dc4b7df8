"""Scheduling domain end to end: the marts of the shared build against the plain-Python
simulator, the latency mart against the quanta, and the vars' validation."""

from __future__ import annotations

import pandas as pd
import pytest

from python_udfs.scheduling import (
    QUANTA_COLUMNS,
    SCHEDULERS,
    level_selections,
    level_time_shares,
    longest_waits,
    simulate_workers,
    size_classes,
)

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


def test_level_time_shares_and_selection_counters_follow_the_quanta(spark, accepted):
    mart = spark.table("opsmeta.level_time_shares").toPandas().sort_values(["worker", "level"]).reset_index(drop=True)
    quanta = spark.table("opsmeta.split_quanta").toPandas()
    expected = level_time_shares(quanta).sort_values(["worker", "level"]).reset_index(drop=True)
    assert mart[["worker", "level", "scheduled_ns", "quanta"]].astype("int64", errors="ignore").values.tolist() == \
        expected[["worker", "level", "scheduled_ns", "quanta"]].astype("int64", errors="ignore").values.tolist()
    assert mart["cpu_share"].round(12).tolist() == expected["cpu_share"].round(12).tolist()
    assert mart["target_share"].round(12).tolist() == expected["target_share"].round(12).tolist()
    # the quanta per level are Trino's selectedLevelCounters of the queue that made them
    for worker, splits in accepted.groupby("worker"):
        counts = level_selections(splits, int(splits["runner_threads"].iloc[0]))
        own = mart[mart["worker"] == worker].set_index("level")["quanta"]
        assert [int(own.get(level, 0)) for level in range(len(counts))] == counts, worker


def test_each_splits_longest_wait_is_the_references(spark, accepted):
    latency = spark.table("opsmeta.split_latency").toPandas().set_index(["scheduler", "split_id"])["longest_wait_ns"]
    quanta = spark.table("opsmeta.split_quanta").toPandas()
    expected = longest_waits(quanta, accepted)
    assert len(latency) == len(expected) == 2 * len(accepted)
    assert latency.sort_index().astype("int64").tolist() == expected.sort_index().astype("int64").tolist()
    by_class = spark.table("opsmeta.query_latency_comparison").toPandas()
    assert by_class["mlfq_longest_wait_ns"].max() == expected.loc["mlfq"].max()
    assert by_class["fifo_longest_wait_ns"].max() == expected.loc["fifo"].max()


def test_size_classes_follow_the_level_thresholds_var(dbt, dbt_build, spark):
    result = dbt.invoke("compile", "--select", "query_latency_comparison",
                        "--vars", "{scheduling_level_thresholds_seconds: [0, 2, 30]}")
    assert result.success, result.exception
    compiled = result.result.results[0].node.compiled_code
    rows = spark.sql(compiled).toPandas().sort_values("class_order")
    classes = size_classes((0, 2, 30))
    assert set(rows["size_class"]) <= {c.size_class for c in classes}
    # every query lands in the class its total CPU falls in
    cpu = spark.sql("select scheduler, query_id, sum(cpu_ns) as cpu_ns from opsmeta.split_latency "
                    "where scheduler = 'mlfq' group by scheduler, query_id").toPandas()
    expected = {
        c.size_class: int(((cpu["cpu_ns"] >= c.min_cpu_seconds * 10**9)
                           & ((c.max_cpu_seconds is None) | (cpu["cpu_ns"] < (c.max_cpu_seconds or 0) * 10**9))).sum())
        for c in classes
    }
    assert dict(zip(rows["size_class"], rows["queries"], strict=True)) == {k: v for k, v in expected.items() if v}


@pytest.mark.parametrize("value", ["[1, 10]", "[0, 10, 5]", "[0, 1.5]", "'0,1,10'", "[0, -1]", "[]"])
def test_level_thresholds_must_be_whole_increasing_seconds_from_zero(dbt, dbt_build, value):
    result = dbt.invoke("compile", "--select", "query_latency_comparison",
                        "--vars", f"{{scheduling_level_thresholds_seconds: {value}}}")
    assert not result.success
    assert "var scheduling_level_thresholds_seconds must be a list of whole seconds starting at 0 and increasing" \
        in str(result.exception)


def test_the_level_target_rounding_var_reaches_the_simulator(dbt, dbt_build):
    result = dbt.invoke("compile", "--select", "int_split_quanta_simulated",
                        "--vars", "{scheduling_level_target_rounding: truncate}")
    assert result.success, result.exception
    assert "'level_target_rounding': 'truncate'" in result.result.results[0].node.compiled_code
