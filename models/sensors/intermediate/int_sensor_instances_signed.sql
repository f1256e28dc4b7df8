-- The accepted sensor task instances a smart sensor service would take over (class in
-- sensors_enabled, no callbacks; none when sensors_use_smart_sensor is false), with their
-- canonical poke context and stable hashcode: the pandas UDF python_udfs.sensors.spark_udfs.sensors_signature.
{%- set config = sensors_config() %}

-- the latest import's time over every accepted row
with observed as (
    select observed_until from {{ ref('int_fleet_observed') }}
),

accepted as (
    select *
    from {{ ref('stg_sensors__task_instances') }}
    where
        reject_reason is null
        and task_kind = 'sensor'
        and operator in {{ sql_string_list(config.enabled) }}
        and not has_callbacks
        and {{ 'true' if config.use_smart_sensor else 'false' }}
),

signed as (
    select
        accepted.*,
        sensors_signature(accepted.poke_context) as signature,
        observed.observed_until as fleet_observed_until
    from accepted
    cross join observed
),

coded as (
    select
        *,
        {{ shardcode_of('signature.hashcode') }} as shardcode
    from signed
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
    signature.hashcode,
    shardcode,
    {{ shard_of('shardcode', config.shards) }} as shard_id,
    signature.poke_context,
    execution_context,
    poke_interval,
    {{ sensor_timeout('timeout', 'execution_timeout') }} as timeout,
    execution_timeout,
    soft_fail,
    -- what the try really did, and until when the fleet was seen: the latest import's time (an
    -- import from a live Airflow; the same for every try, however many imports wrote them)
    mode as observed_mode,
    fleet_observed_until as observed_until,
    poke_interval_source,
    timeout_source
from coded
