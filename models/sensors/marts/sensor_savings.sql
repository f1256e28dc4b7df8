-- Classic vs smart vs deferrable, per day and in total: what a platform team weighs before
-- switching. A sensor counts on the day it started (smart pokes: on their cycle's day).
-- classic: every sensor holds a worker slot (and heartbeats) from start to its final poke;
-- smart: one smart sensor task per shard holds a slot all day; deferrable: no slot while
-- waiting, triggerer processes = peak concurrent triggers / sensors_triggerer_capacity.
{%- set config = sensors_config() %}
{%- set day = 86400 %}

with outcomes as (
    select
        *,
        start_time - pmod(start_time, {{ day }}) as day_at
    from {{ ref('sensor_outcomes') }}
),

-- waiting sensors over time (classic and deferrable wait the same): +1 at start, -1 at the end
waits as (
    select
        start_time as event_time,
        1 as step
    from outcomes
    where mode = 'classic'
    union all
    select
        final_time as event_time,
        -1 as step
    from outcomes
    where mode = 'classic'
),

waiting as (
    select
        event_time - pmod(event_time, {{ day }}) as day_at,
        sum(step) over (order by event_time, step rows between unbounded preceding and current row) as concurrent
    from waits
),

peak_by_day as (
    select
day_at,
max(concurrent) as peak_waiting
from waiting
group by day_at
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

smart_pokes as (
    select
        cycle_time - pmod(cycle_time, {{ day }}) as day_at,
        count(*) as pokes,
        sum(instances_served - 1) as duplicates_avoided
    from {{ ref('sensor_poke_cycles') }}
    group by cycle_time - pmod(cycle_time, {{ day }})
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

days as (
    select
        per_sensor.day_at,
        per_sensor.mode,
        case per_sensor.mode
            when 'classic' then per_sensor.waiting_seconds
            when 'smart' then cast({{ config.shards }} * {{ day }} as bigint)
            else cast(0 as bigint)
        end as worker_slot_seconds,
        case per_sensor.mode
            when 'classic' then peak_by_day.peak_waiting
            when 'smart' then cast({{ config.shards }} as bigint)
            else cast(0 as bigint)
        end as peak_sensor_tasks,
        if(per_sensor.mode = 'smart', coalesce(smart_pokes.pokes, 0), per_sensor.pokes) as pokes,
        if(per_sensor.mode = 'smart', coalesce(smart_pokes.duplicates_avoided, 0), 0) as duplicate_pokes_avoided,
        case per_sensor.mode
            when 'classic' then per_sensor.heartbeats
            when 'smart' then cast({{ config.shards }} * {{ day }} / {{ config.job_heartbeat_seconds }} as bigint)
            else cast(
                ceil(peak_by_day.peak_waiting / {{ config.triggerer_capacity }}) * {{ day }} / {{ config.job_heartbeat_seconds }}
                as bigint
            )
        end as heartbeat_writes,
        if(per_sensor.mode = 'deferrable', cast(ceil(peak_by_day.peak_waiting / {{ config.triggerer_capacity }}) as bigint), null)
            as triggerer_processes
    from per_sensor
    left join peak_by_day on per_sensor.day_at = peak_by_day.day_at
    left join smart_pokes on per_sensor.day_at = smart_pokes.day_at
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
)

select
    date_format(timestamp_seconds(days.day_at), 'yyyy-MM-dd') as period,
    days.day_at,
    days.mode,
    cast(days.worker_slot_seconds as bigint) as worker_slot_seconds,
    cast(days.peak_sensor_tasks as bigint) as peak_sensor_tasks,
    cast(days.pokes as bigint) as pokes,
    cast(days.duplicate_pokes_avoided as bigint) as duplicate_pokes_avoided,
    cast(days.heartbeat_writes as bigint) as heartbeat_writes,
    days.triggerer_processes,
    if(days.mode = 'smart', latency_by_day.p50, null) as extra_seconds_to_success_p50,
    if(days.mode = 'smart', latency_by_day.p95, null) as extra_seconds_to_success_p95
from days
left join latency_by_day on days.day_at = latency_by_day.day_at

union all

select
    'total' as period,
    cast(null as bigint) as day_at,
    days.mode,
    cast(sum(days.worker_slot_seconds) as bigint) as worker_slot_seconds,
    cast(max(days.peak_sensor_tasks) as bigint) as peak_sensor_tasks,
    cast(sum(days.pokes) as bigint) as pokes,
    cast(sum(days.duplicate_pokes_avoided) as bigint) as duplicate_pokes_avoided,
    cast(sum(days.heartbeat_writes) as bigint) as heartbeat_writes,
    max(days.triggerer_processes) as triggerer_processes,
    if(days.mode = 'smart', max(latency_total.p50), null) as extra_seconds_to_success_p50,
    if(days.mode = 'smart', max(latency_total.p95), null) as extra_seconds_to_success_p95
from days
cross join latency_total
group by days.mode
