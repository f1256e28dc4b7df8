-- Each eligible instance under each mode, in closed form over its poke grid (the pandas UDF
-- python_udfs.sensors.spark_udfs.sensors_outcome): smart on its shard's cycle grid (soft_fail unused, as
-- in Airflow's service, and a final state written only to instances still sensing), classic
-- and deferrable on the sensor's own interval from its own start, killed at its
-- execution_timeout, and failed at its own timeout without a retry (AirflowSensorTimeout; smart:
-- the service checks min(timeout, execution_timeout) at its pokes and retries while tries
-- remain, as the seed says). Of an import from a live Airflow, a try is modelled up to what was
-- observed of it, never past: a model still waiting then has state waiting. An imported try was never the smart
-- service's, so its what-if is as if the service owned it (no state set elsewhere).
{%- set config = sensors_config() %}

with instances as (
    select
        signed.*,
        targets.available_time,
        targets.available_time_is_bound,
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
            cast({{ config.poke_interval_seconds }} as bigint), try_number, max_tries, false, cast(null as bigint), true
        ) as computed
    from instances
    union all
    select
        instances.*,
        own_grid_modes.mode,
        instances.poke_interval as poke_interval_used,
        sensors_outcome(
            instances.start_time, instances.available_time, instances.timeout, instances.start_time,
            instances.poke_interval, instances.try_number, instances.max_tries, instances.soft_fail,
            instances.execution_timeout, false
        ) as computed
    from instances
    cross join own_grid_modes
),

-- state mirroring: the service writes back only to an instance still sensing; one set
-- elsewhere at end_time was poked at the cycles up to then. Of an import, a try that ended
-- other than its model can (not a success, its model still poking a poke past its end: killed,
-- marked by hand, its worker lost) was ended elsewhere too, at its end, in every mode
mirrored as (
    select
        *,
        computed.final_time - (computed.pokes - 1) * poke_interval_used as first_poke_time,
        (mode = 'smart' and state != 'sensing' and observed_mode is null)
        or (
            observed_until is not null
            and {{ sensor_ended_elsewhere('state', 'end_time', 'computed.final_time', 'poke_interval_used') }}
        ) as set_elsewhere
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
),

-- of an import, the horizon a try was observed to: the latest import's time for a try not
-- over then, else its end (plus one poke's lag of the model's grid behind the real pokes);
-- a model still waiting at its horizon is cut there: what came after was not observed
horizons as (
    select
        *,
        case
            when observed_until is null then null  -- no import: no horizon
            when end_time is null then observed_until
            else greatest(observed_until, end_time + poke_interval_used)
        end as horizon
    from poked
),

observed as (
    select
        *,
        not set_elsewhere and horizon is not null and computed.final_time > horizon as waiting
    from horizons
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
    case when set_elsewhere then state when waiting then 'waiting' else computed.final_state end as final_state,
    case
        when set_elsewhere then coalesce(end_time, computed.final_time)
        when waiting then horizon
        else computed.final_time
    end as final_time,
    observed_pokes as pokes,
    if(observed_pokes > 0, first_poke_time + (observed_pokes - 1) * poke_interval_used, null) as last_poke_time,
    poke_interval_used as poke_interval,
    available_time,
    -- what the outcome rests on that an import inferred (a source other than the task's own
    -- serialized field; a target time that is a bound)
    nullif(concat_ws(
        ',',
        if(mode != 'smart' and poke_interval_source != 'serialized_dag', 'poke_interval', null),
        if(timeout_source != 'serialized_dag', 'timeout', null),
        if(available_time_is_bound, 'available_time', null)
    ), '') as inferred_inputs
from (
    select
        *,
        if(
            waiting,
            cast(greatest(0, least(pokes, (horizon - first_poke_time) div poke_interval_used + 1)) as int),
            pokes
        ) as observed_pokes
    from observed
) as cut
