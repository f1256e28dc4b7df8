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
        own = outcome(PokedSensor(*common, row.start_time, row.poke_interval, row.try_number, row.max_tries, bool(row.soft_fail)))
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


def test_savings_totals_follow_from_the_outcomes(dbt_build, spark):
    totals = spark.sql("select * from opsmeta.sensor_savings where period = 'total'").toPandas().set_index("mode")
    outcomes = spark.sql(
        "select o.mode, o.pokes, o.final_time - s.start_time as waited from opsmeta.sensor_outcomes o "
        "join opsmeta.sensor_instance s using (dag_id, task_id, run_id, try_number)"
    ).toPandas()
    classic = outcomes[outcomes["mode"] == "classic"]
    assert totals.loc["classic", "worker_slot_seconds"] == classic["waited"].sum()
    assert totals.loc["classic", "pokes"] == classic["pokes"].sum()
    cycles = spark.table("opsmeta.sensor_poke_cycles").count()
    smart_pokes = outcomes.loc[outcomes["mode"] == "smart", "pokes"].sum()
    assert totals.loc["smart", "pokes"] == cycles
    assert totals.loc["smart", "duplicate_pokes_avoided"] == smart_pokes - cycles > 0
    assert totals.loc["deferrable", "worker_slot_seconds"] == 0 and totals.loc["deferrable", "triggerer_processes"] >= 1


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
