"""Sensors domain end to end: the marts of the shared build against the plain-Python
signature, shards and outcomes, the poke cycles against the outcomes enumerated poke by
poke, the savings against the outcomes, and the vars' validation."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from python_udfs.sensors import (
    SENSING,
    PokedSensor,
    cycle_overruns,
    daily_peaks,
    duplicate_share,
    hashcode,
    mirrored_state,
    outcome,
    sensor_timeout,
    shard_of,
    shard_sizing,
    shardcode,
)

pytestmark = pytest.mark.dbt

KEY = ["dag_id", "task_id", "run_id", "try_number"]
SMART_INTERVAL = 180


@pytest.fixture(scope="module")
def accepted(dbt_build, spark) -> pd.DataFrame:
    """The accepted eligible instances, straight from staging (before any UDF)."""
    return spark.sql(
        "select * from opsmeta_staging.stg_sensors__task_instances "
        "where reject_reason is null and operator = 'NamedHivePartitionSensor' and not has_callbacks"
    ).toPandas()


@pytest.fixture(scope="module")
def instances(dbt_build, spark) -> pd.DataFrame:
    return spark.table("opsmeta.sensor_instance").toPandas()


def test_sensor_instance_signs_every_eligible_instance_as_plain_python_does(accepted, instances):
    mart = instances.set_index(KEY).sort_index()
    raw = accepted.set_index(KEY).sort_index()
    assert mart.index.equals(raw.index) and len(mart) > 0
    expected = [hashcode(json.loads(text)) for text in raw["poke_context"]]
    assert mart["hashcode"].tolist() == expected
    assert mart["shardcode"].tolist() == [shardcode(code) for code in expected]
    assert mart["shard_id"].tolist() == [shard_of(shardcode(code)) for code in expected]


def test_duplicate_contexts_written_differently_share_hashcode_and_shard(instances):
    texts = instances.groupby("hashcode")["poke_context"].nunique()
    assert (texts == 1).all()  # one canonical text per hashcode
    shared = instances.groupby("hashcode").filter(lambda g: len(g) > 1)
    assert len(shared) > 0.2 * len(instances)  # the generator's 40% duplicates, mostly eligible
    assert (shared.groupby("hashcode")["shard_id"].nunique() == 1).all()


def test_outcomes_are_the_closed_form_per_mode(dbt_build, spark, accepted, instances):
    targets = spark.sql(
        "select poke_context, available_time from opsmeta_staging.stg_sensors__targets where reject_reason is null"
    ).toPandas()
    available: dict[int, int] = {}
    for text, at in zip(targets["poke_context"], targets["available_time"], strict=True):
        code = hashcode(json.loads(text))
        available[code] = min(at, available.get(code, at))
    sensors = accepted.merge(instances[[*KEY, "hashcode", "shard_id"]], on=KEY)
    origin = sensors.groupby("shard_id")["start_time"].transform("min")
    outcomes = spark.table("opsmeta.sensor_outcomes").toPandas().set_index([*KEY, "mode"])
    assert len(outcomes) == 3 * len(sensors)
    for row, shard_origin in zip(sensors.itertuples(index=False), origin, strict=True):
        timeout = sensor_timeout(row.timeout, None if pd.isna(row.execution_timeout) else int(row.execution_timeout))
        common = (row.start_time, available.get(row.hashcode), timeout)
        killed_after = None if pd.isna(row.execution_timeout) else int(row.execution_timeout)
        own = outcome(PokedSensor(*common, row.start_time, row.poke_interval, row.try_number, row.max_tries, bool(row.soft_fail),
                                  killed_after, retries_on_timeout=False))
        smart = outcome(PokedSensor(*common, shard_origin, SMART_INTERVAL, row.try_number, row.max_tries, False))
        key = (row.dag_id, row.task_id, row.run_id, row.try_number)
        for mode in ("classic", "deferrable"):
            got = outcomes.loc[(*key, mode)]
            assert (got["final_state"], got["final_time"], got["pokes"]) == tuple(own), (key, mode)
        got = outcomes.loc[(*key, "smart")]
        assert got["final_state"] == mirrored_state(row.state, smart.final_state), key
        if row.state == SENSING:
            assert (got["final_time"], got["pokes"]) == (smart.final_time, smart.pokes), key
        else:  # set elsewhere: poked only up to its end
            assert got["pokes"] <= smart.pokes


def test_poke_cycles_are_the_smart_pokes_enumerated_and_deduplicated(dbt_build, spark, instances):
    smart = spark.sql(
        "select dag_id, task_id, run_id, try_number, pokes, last_poke_time from opsmeta.sensor_outcomes where mode = 'smart'"
    ).toPandas().merge(instances[[*KEY, "shard_id", "hashcode"]], on=KEY)
    served: dict[tuple, int] = {}
    for row in smart.itertuples(index=False):
        for k in range(int(row.pokes)):
            cycle = (row.shard_id, int(row.last_poke_time) - k * SMART_INTERVAL, row.hashcode)
            served[cycle] = served.get(cycle, 0) + 1
    mart = spark.table("opsmeta.sensor_poke_cycles").toPandas()
    assert dict(zip(zip(mart["shard_id"], mart["cycle_time"], mart["hashcode"], strict=True), mart["instances_served"], strict=True)) == served
    assert max(served.values()) > 1  # duplicates really were served by one poke


def test_savings_totals_follow_from_the_outcomes_and_the_fleet(dbt_build, spark):
    """Fleet-wide: the taken-over sensors as each mode runs them, the rest of the fleet
    (int_task_instances_spanned) the same in every mode; the peaks by the plain sweep
    (daily_peaks), the duplicate share over every sensor; the seed's ratios from those."""
    totals = spark.sql("select * from opsmeta.sensor_savings where period = 'total'").toPandas().set_index("mode")
    outcomes = spark.sql(
        "select o.mode, o.pokes, o.start_time, o.final_time, o.hashcode from opsmeta.sensor_outcomes o "
        "join opsmeta.sensor_instance s using (dag_id, task_id, run_id, try_number)"
    ).toPandas()
    fleet = spark.table("opsmeta_intermediate.int_task_instances_spanned").toPandas()
    fleet_sensors, tasks = fleet[fleet["task_kind"] == "sensor"], fleet[fleet["task_kind"] == "task"]
    assert len(fleet_sensors) and len(tasks)
    fleet_sensor_seconds = (fleet_sensors["busy_until"] - fleet_sensors["start_time"]).sum()
    task_seconds = (tasks["busy_until"] - tasks["start_time"]).sum()
    classic = outcomes[outcomes["mode"] == "classic"]
    assert totals.loc["classic", "worker_slot_seconds"] == (classic["final_time"] - classic["start_time"]).sum() + fleet_sensor_seconds
    assert totals.loc["deferrable", "worker_slot_seconds"] == fleet_sensor_seconds
    assert totals.loc["classic", "pokes"] == classic["pokes"].sum() + fleet_sensors["pokes"].sum()
    cycles = spark.table("opsmeta.sensor_poke_cycles").count()
    smart_pokes = outcomes.loc[outcomes["mode"] == "smart", "pokes"].sum()
    assert totals.loc["smart", "pokes"] == cycles + fleet_sensors["pokes"].sum()
    assert totals.loc["smart", "duplicate_pokes_avoided"] == smart_pokes - cycles > 0
    assert totals.loc["deferrable", "triggerer_processes"] >= 1
    for mode in ("classic", "smart", "deferrable"):
        assert totals.loc[mode, "running_task_seconds"] == totals.loc[mode, "worker_slot_seconds"] + task_seconds, mode

    start_days = set((pd.concat([classic["start_time"], fleet["start_time"]]) // 86_400 * 86_400).tolist())
    rest = list(zip(fleet["start_time"], fleet["busy_until"], strict=True))
    rest_sensors = list(zip(fleet_sensors["start_time"], fleet_sensors["busy_until"], strict=True))
    taken_over = list(zip(classic["start_time"], classic["final_time"], strict=True))
    shards = int(spark.table("opsmeta.smart_sensor_shards").count())

    def peak(spans, add=0):
        return max(p for day, p in daily_peaks(spans).items() if day in start_days) + add

    assert totals.loc["classic", "peak_running_tasks"] == peak(taken_over + rest)
    assert totals.loc["classic", "peak_sensor_tasks"] == peak(taken_over + rest_sensors)
    assert totals.loc["smart", "peak_running_tasks"] == peak(rest, shards)
    assert totals.loc["deferrable", "peak_sensor_tasks"] == peak(rest_sensors)
    # collected, not through pandas: the tasks' null hashcodes make that column float, which rounds 64-bit codes
    fleet_codes = [r[0] for r in spark.sql(
        "select hashcode from opsmeta_intermediate.int_task_instances_spanned where task_kind = 'sensor'").collect()]
    share = duplicate_share([*classic["hashcode"], *fleet_codes])
    assert totals["duplicate_sensor_share"].tolist() == pytest.approx([share] * 3)
    for mode, row in totals.iterrows():
        assert row["sensor_share_of_running_tasks"] == pytest.approx(row["worker_slot_seconds"] / row["running_task_seconds"])
        assert row["worker_slots_freed_share"] == pytest.approx(1 - row["worker_slot_seconds"] / totals.loc["classic", "worker_slot_seconds"])
        assert row["concurrent_tasks_cut_share"] == pytest.approx(1 - row["peak_running_tasks"] / totals.loc["classic", "peak_running_tasks"]), mode
    # the sample's mix is the seed's: sensors ~70% of the running tasks' time, ~40% duplicates
    assert 0.6 <= totals.loc["classic", "sensor_share_of_running_tasks"] <= 0.8
    assert 0.3 <= share <= 0.5


def test_other_operators_tasks_are_accepted_and_partial_contexts_rejected(dbt_build, spark):
    """A row with neither context is another operator's task, accepted, and spanned in the
    fleet; a sensor row missing only one of them is rejected naming it."""
    rows = spark.sql("select task_kind, operator, reject_reason from opsmeta_staging.stg_sensors__task_instances").toPandas()
    tasks = rows[(rows["task_kind"] == "task") & rows["reject_reason"].isna()]
    assert len(tasks) and not tasks["operator"].str.endswith("Sensor").any()
    assert "null key: execution_context" in set(rows.loc[rows["task_kind"] == "sensor", "reject_reason"])
    spanned = spark.sql("select count(*) from opsmeta_intermediate.int_task_instances_spanned where task_kind = 'task'").first()[0]
    assert spanned == len(tasks)


def test_with_the_smart_sensor_off_the_service_takes_no_sensor_over(dbt, dbt_build, capsys):
    shown = dbt.invoke("show", "--select", "int_sensor_instances_signed", "--limit", "5", "--output", "json",
                       "--vars", "{sensors_use_smart_sensor: false}")
    assert shown.success
    assert shown.result.results[0].agate_table.rows == ()
    default = dbt.invoke("show", "--select", "int_sensor_instances_signed", "--limit", "5", "--output", "json")
    assert len(default.result.results[0].agate_table.rows) == 5


@pytest.mark.parametrize(
    ("vars_", "message"),
    [
        ("{sensors_shards: 0}", "var sensors_shards must be a whole number >= 1, got 0"),
        ("{sensors_job_heartbeat_seconds: 2.5}", "var sensors_job_heartbeat_seconds must be a whole number >= 1, got 2.5"),
        ("{sensors_shards: 20000}", "var sensors_shards must be at most sensors_shard_code_upper_limit"),
        ("{sensors_enabled: [\"x'; drop table t; --\"]}", "is not a class name"),
        ("{sensors_use_smart_sensor: maybe}", "var sensors_use_smart_sensor must be true or false"),
    ],
)
def test_wrong_vars_are_one_clear_compile_error(dbt, dbt_build, vars_, message, capsys):
    result = dbt.invoke("compile", "--select", "sensor_instance", "--vars", vars_)
    assert not result.success
    assert message in str(result.result or result.exception) or message in capsys.readouterr().out


def test_smart_sensor_cycles_and_sizing_are_the_references(spark, dbt_build):
    """Per cycle, a poke per signature at the default 500 ms against the 180 s interval; per
    shard count 1-64, the signatures re-sharded by shard_of, by the plain-Python reference.
    The sample's busiest cycle fits with one shard: the sizing's rows still differ per count."""
    polled = spark.table("opsmeta.sensor_poke_cycles").toPandas()
    cycles = spark.table("opsmeta.smart_sensor_cycles").toPandas()
    per_cycle = polled.groupby(["shard_id", "cycle_time"]).hashcode.nunique()
    assert dict(zip(zip(cycles.shard_id, cycles.cycle_time, strict=True), cycles.pokes, strict=True)) == per_cycle.to_dict()
    assert (cycles.overruns == [cycle_overruns(p, 500, SMART_INTERVAL) for p in cycles.pokes]).all()
    sizing = spark.table("opsmeta.smart_sensor_sizing").toPandas().sort_values("shards")
    expected = shard_sizing(polled, 64)
    assert list(zip(sizing.shards, sizing.peak_pokes, sizing.overrunning_cycles, strict=True)) == expected
    assert sizing.set_index("shards").loc[5, "peak_pokes"] == cycles.pokes.max()
    assert sizing.peak_pokes.iloc[0] > sizing.peak_pokes.iloc[-1]
