-- For BI: per namespace and hour of the retention window, the runs active in the hour, the
-- runs that started and stopped in it (by final status), and node-hours from heartbeats.
with buckets as (
    select * from {{ ref('active_run_buckets') }}
),

runs as (
    select * from {{ ref('program_runs') }}
),

node_hours as (
    select * from {{ ref('node_hours_hourly') }}
),

window_start as (
    select {{ first_retained_bucket('as_of_time') }} as first_bucket_at
    from {{ ref('runs_as_of') }}
),

active as (
    select
        namespace,
        bucket_at,
        count(*) as active_runs
    from buckets
    group by namespace, bucket_at
),

started as (
    select
        namespace,
        bucket_floor(start_time, {{ bucket_seconds() }}) as bucket_at,
        count(*) as started_runs
    from runs
    group by namespace, bucket_at
),

stopped as (
    select
        namespace,
        bucket_floor(stop_time, {{ bucket_seconds() }}) as bucket_at,
        count(*) as stopped_runs,
        count_if(status = 'COMPLETED') as completed_runs,
        count_if(status = 'FAILED') as failed_runs,
        count_if(status = 'KILLED') as killed_runs,
        count_if(status = 'REJECTED') as rejected_runs
    from runs
    where stop_time is not null
    group by namespace, bucket_at
),

hour_keys as (
    select
        namespace,
        bucket_at
    from active
    union
    select
        namespace,
        bucket_at
    from started
    union
    select
        namespace,
        bucket_at
    from stopped
    union
    select
        namespace,
        bucket_at
    from node_hours
),

hours_in_window as (
    select hour_keys.*
    from hour_keys
    cross join window_start
    where hour_keys.bucket_at >= window_start.first_bucket_at
)

select
    hours_in_window.namespace,
    hours_in_window.bucket_at,
    coalesce(active.active_runs, 0) as active_runs,
    coalesce(started.started_runs, 0) as started_runs,
    coalesce(stopped.stopped_runs, 0) as stopped_runs,
    coalesce(stopped.completed_runs, 0) as completed_runs,
    coalesce(stopped.failed_runs, 0) as failed_runs,
    coalesce(stopped.killed_runs, 0) as killed_runs,
    coalesce(stopped.rejected_runs, 0) as rejected_runs,
    coalesce(node_hours.node_hours, 0.0) as node_hours
from hours_in_window
left join active
    on hours_in_window.namespace = active.namespace and hours_in_window.bucket_at = active.bucket_at
left join started
    on hours_in_window.namespace = started.namespace and hours_in_window.bucket_at = started.bucket_at
left join stopped
    on hours_in_window.namespace = stopped.namespace and hours_in_window.bucket_at = stopped.bucket_at
left join node_hours
    on hours_in_window.namespace = node_hours.namespace and hours_in_window.bucket_at = node_hours.bucket_at
