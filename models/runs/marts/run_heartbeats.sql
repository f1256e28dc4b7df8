{{ config(partition_by=['heartbeat_day']) }}

-- The seed's approach-3 table: each kept heartbeat with what it vouches for, [heartbeat_time,
-- vouched_until): up to the run's next heartbeat, at most the heartbeat gap, never past as_of;
-- nothing after a terminal one (python_udfs.runs.vouched_intervals is the reference). By day,
-- so a time-range read (active_runs_from_heartbeats) lists a few partitions.
with heartbeats as (
    select * from {{ ref('int_heartbeats_checked') }}
    where reject_reason is null
),

statuses as (
    select * from {{ ref('run_statuses') }}
),

ordered as (
    select
        heartbeats.namespace,
        heartbeats.program_run_id,
        heartbeats.status,
        heartbeats.node_count,
        heartbeats.heartbeat_time,
        heartbeats.as_of_time,
        statuses.is_terminal,
        -- of several at one time, the last in (status, node_count) order vouches
        lead(heartbeats.heartbeat_time) over (
            partition by heartbeats.program_run_id
            order by heartbeats.heartbeat_time, heartbeats.status, heartbeats.node_count
        ) as next_heartbeat_time
    from heartbeats
    inner join statuses
        on heartbeats.status = statuses.status
)

select
    namespace,
    program_run_id,
    status,
    cast(node_count as int) as node_count,
    heartbeat_time,
    case
        when is_terminal then heartbeat_time
        -- least skips a null: a run's last heartbeat has no next
        else least(next_heartbeat_time, heartbeat_time + {{ heartbeat_max_gap_seconds() }}, as_of_time)
    end as vouched_until,
    is_terminal,
    {{ time_floor('heartbeat_time', 86400) }} as heartbeat_day
from ordered
