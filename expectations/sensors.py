"""GX suites of the sensors domain, one per mart (keyed by mart name).

Cross-table invariants of the signatures, shards and outcomes (each query returns the rows
that break it; ``{batch}`` is the mart, ``{schema}`` the marts schema) and volumes. Keys,
nulls and accepted values are dbt tests in the marts' YAML.
"""

from expectations.suites import rejected_share_at_most
from python_udfs.sensors import MODES


def empty_only_with_sensor_instance(mart: str) -> tuple[str, dict]:
    """A smart-mode mart is empty exactly when the service takes no sensor over (a real fleet
    may have none of the sensors_enabled classes): not when sensor_instance has rows."""
    return ("UnexpectedRowsExpectation", {
        "description": f"{mart} has rows whenever sensor_instance has",
        "unexpected_rows_query": """
            select mart.total, sensors.total
            from (select count(*) as total from {batch}) as mart
            cross join (select count(*) as total from {schema}.sensor_instance) as sensors
            where (mart.total = 0) != (sensors.total = 0)
        """,
    })


SUITES: dict[str, list[tuple[str, dict]]] = {
    "sensor_instance": [
        ("UnexpectedRowsExpectation", {
            "description": "identical poke contexts share one hashcode and one shard",
            "unexpected_rows_query": """
                select poke_context
                from {batch}
                group by poke_context
                having count(distinct hashcode) > 1 or count(distinct shard_id) > 1
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "every sensor's shardcode lies in its shard's range",
            "unexpected_rows_query": """
                select sensor.dag_id, sensor.task_id, sensor.shardcode, shard.shard_id
                from {batch} as sensor
                left join {schema}.smart_sensor_shards as shard on sensor.shard_id = shard.shard_id
                where shard.shard_id is null
                    or sensor.shardcode < shard.shardcode_lower
                    or sensor.shardcode >= shard.shardcode_upper
            """,
        }),
    ],
    "smart_sensor_shards": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "the shards' ranges tile the shardcodes and hold every sensor once",
            "unexpected_rows_query": """
                select covered.total, sensors.total
                from (select sum(sensors) as total, sum(shardcode_upper - shardcode_lower) as codes,
                             min(shardcode_lower) as low, max(shardcode_upper) as high from {batch}) as covered
                cross join (select count(*) as total from {schema}.sensor_instance) as sensors
                where covered.total != sensors.total or covered.low != 0 or covered.codes != covered.high
            """,
        }),
    ],
    "sensor_outcomes": [
        ("ExpectColumnDistinctValuesToBeInSet", {"column": "mode", "value_set": list(MODES)}),
        ("UnexpectedRowsExpectation", {
            "description": "every eligible instance has an outcome under every mode",
            "unexpected_rows_query": f"""
                select outcomes.total, sensors.total
                from (select count(*) as total from {{batch}}) as outcomes
                cross join (select count(*) as total from {{schema}}.sensor_instance) as sensors
                where outcomes.total != {len(MODES)} * sensors.total
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "no poke succeeds before its condition is true",
            "unexpected_rows_query": """
                select dag_id, task_id, run_id, mode
                from {batch}
                where final_state = 'success' and (available_time is null or final_time < available_time)
                    and mode != 'smart'
            """,
        }),
    ],
    "sensor_poke_cycles": [
        empty_only_with_sensor_instance("sensor_poke_cycles"),
        ("UnexpectedRowsExpectation", {
            "description": "the cycles serve exactly the smart pokes of the outcomes",
            "unexpected_rows_query": """
                select cycles.served, outcomes.pokes
                from (select sum(instances_served) as served from {batch}) as cycles
                cross join (select sum(pokes) as pokes from {schema}.sensor_outcomes where mode = 'smart') as outcomes
                where cycles.served != outcomes.pokes
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "each cycle lies on its shard's grid",
            "unexpected_rows_query": """
                select cycles.shard_id, cycles.cycle_time
                from {batch} as cycles
                inner join {schema}.smart_sensor_shards as shards on cycles.shard_id = shards.shard_id
                cross join (select min(poke_interval) as interval from {schema}.sensor_outcomes where mode = 'smart') as smart
                where cycles.cycle_time < shards.first_start_time
                    or pmod(cycles.cycle_time - shards.first_start_time, smart.interval) != 0
            """,
        }),
    ],
    "smart_sensor_cycles": [
        empty_only_with_sensor_instance("smart_sensor_cycles"),
        ("UnexpectedRowsExpectation", {
            "description": "each cycle pokes once per signature its cycle served",
            "unexpected_rows_query": """
                select cycles.shard_id, cycles.cycle_time, cycles.pokes, polled.signatures
                from {batch} as cycles
                full outer join (
                    select shard_id, cycle_time, count(distinct hashcode) as signatures
                    from {schema}.sensor_poke_cycles group by shard_id, cycle_time
                ) as polled
                    on cycles.shard_id = polled.shard_id and cycles.cycle_time = polled.cycle_time
                where cycles.pokes is distinct from polled.signatures
            """,
        }),
    ],
    "smart_sensor_sizing": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "the current shard count's peak is the busiest cycle the shards had",
            "unexpected_rows_query": """
                select sizing.peak_pokes, cycles.pokes
                from {batch} as sizing
                cross join (select coalesce(max(pokes), 0) as pokes from {schema}.smart_sensor_cycles) as cycles
                where sizing.is_current and sizing.peak_pokes != cycles.pokes
            """,
        }),
    ],
    "sensor_savings": [
        ("ExpectColumnDistinctValuesToEqualSet", {"column": "mode", "value_set": list(MODES)}),
        ("UnexpectedRowsExpectation", {
            "description": "the totals are the sums of the days",
            "unexpected_rows_query": """
                select total.mode, total.pokes, days.pokes
                from {batch} as total
                inner join (
                    select mode, sum(pokes) as pokes, sum(worker_slot_seconds) as slots
                    from {batch} where period != 'total' group by mode
                ) as days on total.mode = days.mode
                where total.period = 'total' and (total.pokes != days.pokes or total.worker_slot_seconds != days.slots)
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "the fleet's running tasks hold at least the sensors' slots, and classic is the ratios' base",
            "unexpected_rows_query": """
                select period, mode
                from {batch}
                where running_task_seconds < worker_slot_seconds
                    or peak_running_tasks < peak_sensor_tasks
                    or (mode = 'classic' and (worker_slots_freed_share != 0 or concurrent_tasks_cut_share != 0))
                    or duplicate_sensor_share not between 0 and 1
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "smart mode pokes no more than the sensors would on their own cycle",
            "unexpected_rows_query": """
                select pokes, duplicate_pokes_avoided
                from {batch}
                where mode = 'smart' and duplicate_pokes_avoided < 0
            """,
        }),
    ],
    "sensor_task_instances_rejected": [
        rejected_share_at_most(["sensor_task_instances", "sensor_targets"]),
    ],
}
