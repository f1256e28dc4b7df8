-- Each eligible instance under each mode, in closed form over its poke grid (the pandas UDF
-- python_udfs.sensors.spark_udfs.sensors_outcome): smart on its shard's cycle grid (soft_fail unused, as
-- in Airflow's service, and a final state written only to instances still sensing), classic
-- and deferrable on the sensor's own interval from its own start.
{%- set config = sensors_config() %}

with instances as (
    select
        signed.*,
        targets.available_time,
        shards.first_start_time as shard_first_start_time
    from {{ ref('int_sensor_instances_signed') }} as signed
    inner join {{ ref('smart_sensor_shards') }} as shards
        on signed.shard_id = shards.shard_id
    left join {{ ref('int_sensor_targets_signed') }} as targets
        on signed.hashcode = targets.hashcode
),

own_grid_modes as (
    select explode(array('classic', 'deferrable')) as mode
),

modes as (
    select
        instances.*,
        'smart' as mode,
        cast({{ config.poke_interval_seconds }} as bigint) as poke_interval_used,
        sensors_outcome(
            start_time, available_time, timeout, shard_first_start_time,
            cast({{ config.poke_interval_seconds }} as bigint), try_number, max_tries, false
        ) as computed
    from instances
    union all
    select
        instances.*,
        own_grid_modes.mode,
        instances.poke_interval as poke_interval_used,
        sensors_outcome(
            instances.start_time, instances.available_time, instances.timeout, instances.start_time,
            instances.poke_interval, instances.try_number, instances.max_tries, instances.soft_fail
        ) as computed
    from instances
    cross join own_grid_modes
),

-- state mirroring: the service writes back only to an instance still sensing; one set
-- elsewhere at end_time was poked at the cycles up to then
mirrored as (
    select
        *,
        computed.final_time - (computed.pokes - 1) * poke_interval_used as first_poke_time,
        mode = 'smart' and state != 'sensing' as set_elsewhere
    from modes
),

poked as (
    select
        *,
        if(
            set_elsewhere and end_time is not null,
            cast(greatest(0, least(computed.pokes, (end_time - first_poke_time) div poke_interval_used + 1)) as int),
            computed.pokes
        ) as pokes
    from mirrored
)

select
    dag_id,
    task_id,
    run_id,
    try_number,
    mode,
    start_time,
    shard_id,
    hashcode,
    if(set_elsewhere, state, computed.final_state) as final_state,
    if(set_elsewhere, coalesce(end_time, computed.final_time), computed.final_time) as final_time,
    pokes,
    if(pokes > 0, first_poke_time + (pokes - 1) * poke_interval_used, null) as last_poke_time,
    poke_interval_used as poke_interval,
    available_time
from poked
