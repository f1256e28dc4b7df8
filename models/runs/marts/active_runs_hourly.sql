-- For BI: per namespace and hour of the retention window, the runs active in the hour, the
-- runs that started and stopped in it (by final status), and node-hours from heartbeats.
-- The runs come from the bucket table alone, which holds the window's hours only: a run that
-- started or stopped in an hour was active in it, and its row there carries its start, and
-- in the hour it stopped, its stop and final status.
with buckets as (
    select * from {{ ref('active_run_buckets') }}
),

node_hours as (
    select * from {{ ref('node_hours_hourly') }}
),

window_start as (
    select {{ first_retained_bucket('as_of_time') }} as first_bucket_at
    from {{ ref('runs_as_of') }}
),

runs_by_hour as (
    select
        namespace,
        bucket_at,
        count(*) as active_runs,
        count_if(bucket_floor(start_time, {{ bucket_seconds() }}) = bucket_at) as started_runs,
        count_if(stop_time is not null) as stopped_runs,
        -- a column per terminal status of the seed run_statuses (a test on the seed holds them equal)
        count_if(stop_time is not null and status = 'COMPLETED') as completed_runs,
        count_if(stop_time is not null and status = 'FAILED') as failed_runs,
        count_if(stop_time is not null and status = 'KILLED') as killed_runs,
        count_if(stop_time is not null and status = 'REJECTED') as rejected_runs
    from buckets
    group by namespace, bucket_at
),

-- one full join of the two (each unique by namespace and hour) reads each once; a union of
-- their keys joined back to both read each twice
hours as (
    select
        coalesce(runs_by_hour.namespace, node_hours.namespace) as namespace,
        coalesce(runs_by_hour.bucket_at, node_hours.bucket_at) as bucket_at,
        coalesce(runs_by_hour.active_runs, 0) as active_runs,
        coalesce(runs_by_hour.started_runs, 0) as started_runs,
        coalesce(runs_by_hour.stopped_runs, 0) as stopped_runs,
        coalesce(runs_by_hour.completed_runs, 0) as completed_runs,
        coalesce(runs_by_hour.failed_runs, 0) as failed_runs,
        coalesce(runs_by_hour.killed_runs, 0) as killed_runs,
        coalesce(runs_by_hour.rejected_runs, 0) as rejected_runs,
        coalesce(node_hours.node_hours, 0.0) as node_hours
    from runs_by_hour
    full join node_hours
        on runs_by_hour.namespace = node_hours.namespace and runs_by_hour.bucket_at = node_hours.bucket_at
)

select hours.*
from hours
cross join window_start
where hours.bucket_at >= window_start.first_bucket_at
