{{ config(arguments='namespaces string, begin_time bigint, end_time bigint') }}

-- The function's arguments (namespaces, begin_time, end_time) are not columns:
-- noqa: disable=RF02
-- Approach 3 of the seed: the runs a kept heartbeat vouches for in [begin_time, end_time)
-- (R1, with what the heartbeat vouches for as the run's life: it starts before end_time and
-- reaches begin_time, inclusive as R1's stop),
-- read from the days of run_heartbeats the range touches, widened back by the heartbeat gap
-- (a heartbeat vouches for at most that long after it). python_udfs.runs'
-- active_runs_from_heartbeats is the reference.
with hits as (
    select *
    from {{ ref('run_heartbeats') }} as beats
    where beats.heartbeat_day >= {{ time_floor('begin_time - ' ~ heartbeat_max_gap_seconds(), 86400) }}
        and beats.heartbeat_day < end_time
        and beats.heartbeat_time < end_time
        and beats.vouched_until >= begin_time
        and {{ namespace_listed('beats') }}
),

runs as (
    select
        namespace,
        program_run_id,
        min(heartbeat_time) as first_heartbeat_time,
        -- the last heartbeat, of several at one time the last in (status, node_count) order
        max(struct(heartbeat_time, status, node_count)) as last_heartbeat
    from hits
    group by namespace, program_run_id
)

select
    namespace,
    program_run_id,
    first_heartbeat_time,
    last_heartbeat.heartbeat_time as last_heartbeat_time,
    last_heartbeat.status,
    last_heartbeat.node_count
from runs
union all
{{ active_runs_argument_errors(model.columns.values(), 'active_runs_from_heartbeats') }}
