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
    shard_id,
    poke_context,
    execution_context
from signed
