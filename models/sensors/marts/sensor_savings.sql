-- Classic vs smart vs deferrable sensors, per day and in total, fleet-wide: what a platform
-- team weighs before switching. The sensors the smart sensor service takes over run as each
-- mode runs them; the rest of the fleet (sensors outside its scope, and the other operators'
-- tasks: int_task_instances_spanned) runs the same in every mode. A sensor counts on the day
-- it started (smart pokes: on their cycle's day).
-- classic: every sensor holds a worker slot (and heartbeats) from start to its final poke;
-- smart: one smart sensor task per shard holds a slot all day (of an import from a live
-- Airflow, the part of each day it observed: from the first try's start to the import's
-- time); deferrable: no slot while waiting, triggerer processes = peak concurrent triggers /
-- sensors_triggerer_capacity, running as long.
{%- set config = sensors_config() %}
{%- set day = 86400 %}

with outcomes as (
    select
        *,
        start_time - pmod(start_time, {{ day }}) as day_at
    from {{ ref('sensor_outcomes') }}
),

fleet as (
    select
        *,
        start_time - pmod(start_time, {{ day }}) as day_at
    from {{ ref('int_task_instances_spanned') }}
),

modes as (
    select explode(array('classic', 'smart', 'deferrable')) as mode
),

-- whether any target time is only a bound (an import's first success on the context)
bound_targets as (
    select coalesce(bool_or(available_time_is_bound), false) as any_bound
    from {{ ref('int_sensor_targets_signed') }}
),

-- the span an import observed (null without one: whole days), and whether any sensor's
-- settings or target time are an import's inference rather than read
observed as (
    select
        min(accepted.start_time) as first_time,
        max(fleet.observed_until) as last_time,
        coalesce(bool_or(
            accepted.task_kind = 'sensor'
            and (
                coalesce(accepted.poke_interval_source, 'serialized_dag') != 'serialized_dag'
                or coalesce(accepted.timeout_source, 'serialized_dag') != 'serialized_dag'
            )
        ), false) or max(bound_targets.any_bound) as rests_on_inferred_inputs
    from {{ ref('stg_sensors__task_instances') }} as accepted
    cross join bound_targets
    cross join {{ ref('int_fleet_observed') }} as fleet
    where accepted.reject_reason is null
),

-- what holds a worker slot under each mode, but the smart shards (added per day below): the
-- taken-over sensors waiting classic (classic and deferrable wait the same: the triggers),
-- and the rest of the fleet in every mode
spans as (
    select
        mode,
        'taken_over' as holder,
        start_time,
        final_time as busy_until
    from outcomes
    where mode = 'classic'
    union all
    select
        'deferrable' as mode,
        'trigger' as holder,
        start_time,
        final_time as busy_until
    from outcomes
    where mode = 'deferrable'
    union all
    select
        modes.mode,
        fleet.task_kind as holder,
        fleet.start_time,
        fleet.busy_until
    from fleet
    cross join modes
),

steps as (
    select
        mode,
        holder,
        start_time as event_time,
        1 as step
    from spans
    union all
    select
        mode,
        holder,
        busy_until as event_time,
        -1 as step
    from spans
),

running as (
    select
        mode,
        event_time - pmod(event_time, {{ day }}) as day_at,
        sum(if(holder in ('taken_over', 'sensor'), step, 0))
            over (partition by mode order by event_time, step rows between unbounded preceding and current row)
            as sensors,
        sum(if(holder != 'trigger', step, 0))
            over (partition by mode order by event_time, step rows between unbounded preceding and current row)
            as running_tasks,
        sum(if(holder = 'trigger', step, 0))
            over (partition by mode order by event_time, step rows between unbounded preceding and current row)
            as triggers
    from steps
),

peaks as (
    select
        mode,
        day_at,
        max(sensors) as peak_sensors,
        max(running_tasks) as peak_tasks,
        max(triggers) as peak_triggers
    from running
    group by mode, day_at
),

per_sensor as (
    select
        day_at,
        mode,
        sum(final_time - start_time) as waiting_seconds,
        sum(pokes) as pokes,
        sum(ceil((final_time - start_time) / {{ config.job_heartbeat_seconds }})) as heartbeats
    from outcomes
    group by day_at, mode
),

fleet_by_day as (
    select
        day_at,
        sum(if(task_kind = 'sensor', busy_until - start_time, 0)) as sensor_seconds,
        sum(if(task_kind = 'sensor', pokes, 0)) as sensor_pokes,
        sum(if(task_kind = 'sensor', ceil((busy_until - start_time) / {{ config.job_heartbeat_seconds }}), 0)) as sensor_heartbeats,
        sum(if(task_kind = 'task', busy_until - start_time, 0)) as task_seconds
    from fleet
    group by day_at
),

smart_pokes as (
    select
        cycle_time - pmod(cycle_time, {{ day }}) as day_at,
        count(*) as pokes,
        sum(instances_served - 1) as duplicate_pokes_avoided
    from {{ ref('sensor_poke_cycles') }}
    group by cycle_time - pmod(cycle_time, {{ day }})
),

-- every sensor instance by start day, with its poke context's hashcode
sensor_contexts as (
    select
        day_at,
        hashcode
    from outcomes
    where mode = 'classic'
    union all
    select
        day_at,
        hashcode
    from fleet
    where task_kind = 'sensor'
),

-- the seed's "sensor jobs that are duplicates": instances beyond one per poke context
duplicates_by_day as (
    select
        day_at,
        1 - count(distinct hashcode) / count(*) as duplicate_sensor_share
    from sensor_contexts
    group by day_at
),

duplicates_total as (
    select 1 - count(distinct hashcode) / count(*) as duplicate_sensor_share
    from sensor_contexts
),

-- smart's drawback: it ignores each sensor's own interval
latency as (
    select
        smart.day_at,
        smart.final_time - classic.final_time as extra_seconds
    from outcomes as smart
    inner join outcomes as classic
        on
            smart.dag_id = classic.dag_id
            and smart.task_id = classic.task_id
            and smart.run_id = classic.run_id
            and smart.try_number = classic.try_number
    where
        smart.mode = 'smart' and classic.mode = 'classic'
        and smart.final_state = 'success' and classic.final_state = 'success'
),

start_days as (
    select day_at from outcomes
    union
    select day_at from fleet
),

day_modes as (
    select
        start_days.day_at,
        modes.mode,
        -- how much of the day a process running all day held (the observed part of it)
        if(
            observed.last_time is null,
            {{ day }},
            greatest(0, least(start_days.day_at + {{ day }}, observed.last_time) - greatest(start_days.day_at, observed.first_time))
        ) as day_seconds
    from start_days
    cross join modes
    cross join observed
),

days as (
    select
        day_modes.day_at,
        day_modes.mode,
        -- the taken-over sensors as the mode runs them
        case day_modes.mode
            when 'classic' then coalesce(per_sensor.waiting_seconds, 0)
            when 'smart' then if(per_sensor.day_at is null, 0, {{ config.shards }} * day_modes.day_seconds)
            else 0
        end as taken_over_slot_seconds,
        if(day_modes.mode = 'smart' and per_sensor.day_at is not null, {{ config.shards }}, 0) as shard_tasks,
        if(day_modes.mode = 'smart', coalesce(smart_pokes.pokes, 0), coalesce(per_sensor.pokes, 0)) as taken_over_pokes,
        if(day_modes.mode = 'smart', coalesce(smart_pokes.duplicate_pokes_avoided, 0), 0) as duplicate_pokes_avoided,
        case day_modes.mode
            when 'classic' then coalesce(per_sensor.heartbeats, 0)
            when 'smart' then if(per_sensor.day_at is null, 0, {{ config.shards }} * day_modes.day_seconds / {{ config.job_heartbeat_seconds }})
            else ceil(coalesce(peaks.peak_triggers, 0) / {{ config.triggerer_capacity }}) * day_modes.day_seconds / {{ config.job_heartbeat_seconds }}
        end as taken_over_heartbeats,
        if(
            day_modes.mode = 'deferrable',
            cast(ceil(coalesce(peaks.peak_triggers, 0) / {{ config.triggerer_capacity }}) as bigint),
            null
        ) as triggerer_processes,
        coalesce(peaks.peak_sensors, 0) as peak_sensors,
        coalesce(peaks.peak_tasks, 0) as peak_tasks,
        coalesce(fleet_by_day.sensor_seconds, 0) as fleet_sensor_seconds,
        coalesce(fleet_by_day.sensor_pokes, 0) as fleet_sensor_pokes,
        coalesce(fleet_by_day.sensor_heartbeats, 0) as fleet_sensor_heartbeats,
        coalesce(fleet_by_day.task_seconds, 0) as task_seconds
    from day_modes
    left join per_sensor on day_modes.day_at = per_sensor.day_at and day_modes.mode = per_sensor.mode
    left join peaks on day_modes.day_at = peaks.day_at and day_modes.mode = peaks.mode
    left join fleet_by_day on day_modes.day_at = fleet_by_day.day_at
    left join smart_pokes on day_modes.day_at = smart_pokes.day_at
),

daily as (
    select
        day_at,
        mode,
        taken_over_slot_seconds + fleet_sensor_seconds as worker_slot_seconds,
        shard_tasks + peak_sensors as peak_sensor_tasks,
        taken_over_pokes + fleet_sensor_pokes as pokes,
        duplicate_pokes_avoided,
        taken_over_heartbeats + fleet_sensor_heartbeats as heartbeat_writes,
        triggerer_processes,
        taken_over_slot_seconds + fleet_sensor_seconds + task_seconds as running_task_seconds,
        shard_tasks + peak_tasks as peak_running_tasks
    from days
),

latency_by_day as (
    select
        day_at,
        percentile(extra_seconds, 0.5) as p50,
        percentile(extra_seconds, 0.95) as p95
    from latency
    group by day_at
),

latency_total as (
    select
        percentile(extra_seconds, 0.5) as p50,
        percentile(extra_seconds, 0.95) as p95
    from latency
),

periods as (
    select
        date_format(timestamp_seconds(daily.day_at), 'yyyy-MM-dd') as period,
        daily.day_at,
        daily.mode,
        cast(daily.worker_slot_seconds as bigint) as worker_slot_seconds,
        cast(daily.peak_sensor_tasks as bigint) as peak_sensor_tasks,
        cast(daily.pokes as bigint) as pokes,
        cast(daily.duplicate_pokes_avoided as bigint) as duplicate_pokes_avoided,
        cast(daily.heartbeat_writes as bigint) as heartbeat_writes,
        daily.triggerer_processes,
        if(daily.mode = 'smart', latency_by_day.p50, null) as extra_seconds_to_success_p50,
        if(daily.mode = 'smart', latency_by_day.p95, null) as extra_seconds_to_success_p95,
        cast(daily.running_task_seconds as bigint) as running_task_seconds,
        cast(daily.peak_running_tasks as bigint) as peak_running_tasks,
        duplicates_by_day.duplicate_sensor_share
    from daily
    left join latency_by_day on daily.day_at = latency_by_day.day_at
    left join duplicates_by_day on daily.day_at = duplicates_by_day.day_at

    union all

    select
        'total' as period,
        cast(null as bigint) as day_at,
        daily.mode,
        cast(sum(daily.worker_slot_seconds) as bigint) as worker_slot_seconds,
        cast(max(daily.peak_sensor_tasks) as bigint) as peak_sensor_tasks,
        cast(sum(daily.pokes) as bigint) as pokes,
        cast(sum(daily.duplicate_pokes_avoided) as bigint) as duplicate_pokes_avoided,
        cast(sum(daily.heartbeat_writes) as bigint) as heartbeat_writes,
        max(daily.triggerer_processes) as triggerer_processes,
        if(daily.mode = 'smart', max(latency_total.p50), null) as extra_seconds_to_success_p50,
        if(daily.mode = 'smart', max(latency_total.p95), null) as extra_seconds_to_success_p95,
        cast(sum(daily.running_task_seconds) as bigint) as running_task_seconds,
        cast(max(daily.peak_running_tasks) as bigint) as peak_running_tasks,
        max(duplicates_total.duplicate_sensor_share) as duplicate_sensor_share
    from daily
    cross join latency_total
    cross join duplicates_total
    group by daily.mode
)

-- the seed's ratios: each mode against classic in the same period
select
    periods.*,
    try_divide(periods.worker_slot_seconds, periods.running_task_seconds) as sensor_share_of_running_tasks,
    1 - try_divide(periods.worker_slot_seconds, classic.worker_slot_seconds) as worker_slots_freed_share,
    1 - try_divide(periods.peak_running_tasks, classic.peak_running_tasks) as concurrent_tasks_cut_share,
    observed.rests_on_inferred_inputs
from periods
left join periods as classic
    on periods.period = classic.period
    and classic.mode = 'classic'
cross join observed
