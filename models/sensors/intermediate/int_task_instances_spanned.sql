-- The accepted task instances the smart sensor service does not take over, as every mode
-- leaves them: the sensors outside its scope (their class not in sensors_enabled, callbacks,
-- or the service off) wait classic, on their own interval from their own start, killed at
-- their execution_timeout (the pandas UDF python_udfs.sensors.spark_udfs.sensors_outcome);
-- the other operators' tasks run from start_time to end_time, or to the export's last time
-- while still unfinished. Of an import (observed_until set), a sensor is modelled up to
-- observed_until, never past it to its timeout: what happens after it was not observed.
-- sensor_savings counts them in every mode, so its ratios are the fleet's.
with accepted as (
    select * from {{ ref('stg_sensors__task_instances') }}
    where reject_reason is null
),

-- the export's last time: where a task still running holds its slot to
exported as (
    select * from {{ ref('int_fleet_observed') }}
),

outside as (
    select accepted.*
    from accepted
    left anti join {{ ref('int_sensor_instances_signed') }} as served
        on accepted.dag_id = served.dag_id
        and accepted.task_id = served.task_id
        and accepted.run_id = served.run_id
        and accepted.try_number = served.try_number
),

signed as (
    select
        outside.*,
        sensors_signature(outside.poke_context).hashcode as hashcode
    from outside
    where outside.task_kind = 'sensor'
),

sensors as (
    select
        signed.*,
        sensors_outcome(
            signed.start_time, targets.available_time,
            {{ sensor_timeout('signed.timeout', 'signed.execution_timeout') }},
            signed.start_time, signed.poke_interval, signed.try_number, signed.max_tries, signed.soft_fail,
            signed.execution_timeout, false
        ) as computed
    from signed
    left join {{ ref('int_sensor_targets_signed') }} as targets
        on signed.hashcode = targets.hashcode
),

-- of an import, a model is cut at the horizon its try was observed to: the latest import's
-- time for a try not over then, else its end plus one poke (the model's grid lags the real one)
observed as (
    select
        sensors.*,
        case
            when exported.observed_until is null then computed.final_time  -- no import: no horizon
            when {{ sensor_ended_elsewhere('sensors.state', 'sensors.end_time', 'computed.final_time', 'sensors.poke_interval') }}
                then sensors.end_time
            when sensors.end_time is null then least(computed.final_time, exported.observed_until)
            else least(computed.final_time, greatest(exported.observed_until, sensors.end_time + sensors.poke_interval))
        end as busy_until
    from sensors
    cross join exported
)

select
    dag_id,
    task_id,
    run_id,
    try_number,
    task_kind,
    operator,
    hashcode,
    start_time,
    busy_until,
    cast(least(computed.pokes, (busy_until - start_time) div poke_interval + 1) as int) as pokes
from observed

union all

select
    outside.dag_id,
    outside.task_id,
    outside.run_id,
    outside.try_number,
    outside.task_kind,
    outside.operator,
    cast(null as bigint) as hashcode,
    outside.start_time,
    coalesce(outside.end_time, greatest(exported.last_time, outside.start_time)) as busy_until,
    0 as pokes
from outside
cross join exported
where outside.task_kind = 'task'
