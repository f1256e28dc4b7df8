{%- set config = sensors_config() %}

with signed as (
    select * from {{ ref('int_sensor_instances_signed') }}
)

select
    dag_id,
    task_id,
    run_id,
    execution_date,
    try_number,
    max_tries,
    state,
    operator,
    op_classpath,
    start_time,
    end_time,
    hashcode,
    shardcode,
    -- the largest shard i with i * limit div n <= shardcode (python_udfs.sensors.shard_of)
    cast(((shardcode + 1) * {{ config.shards }} - 1) div {{ config.shard_code_upper_limit }} as int) as shard_id,
    poke_context,
    execution_context
from signed
