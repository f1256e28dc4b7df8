-- The seed's EarliestStartTimeTable: for each namespace and hour h, the earliest start time
-- among runs active at h, or h itself when none is. Runs active at h are those with
-- start <= h <= stop, so the value is least(h, min start over runs stopping at or after h):
-- a suffix minimum over stop-hour buckets, with no per-run explosion.
with runs as (
    select * from {{ ref('program_runs') }}
),

as_of as (
    select * from {{ ref('runs_as_of') }}
),

history_bounds as (
    select
        runs.namespace,
        bucket_floor(min(runs.start_time), {{ bucket_seconds() }}) as first_bucket_at,
        bucket_floor(max(as_of.as_of_time), {{ bucket_seconds() }}) as last_bucket_at
    from runs
    cross join as_of
    group by runs.namespace
),

hours as (
    select
        namespace,
        explode(sequence(first_bucket_at, last_bucket_at, {{ bucket_seconds() }})) as bucket_at
    from history_bounds
),

min_start_by_stop_hour as (
    select
        runs.namespace,
        bucket_floor(coalesce(runs.stop_time, as_of.as_of_time), {{ bucket_seconds() }}) as stop_bucket_at,
        min(runs.start_time) as min_start_time
    from runs
    cross join as_of
    group by runs.namespace, stop_bucket_at
),

earliest_of_runs_stopping_later as (
    select
        hours.namespace,
        hours.bucket_at,
        min(min_start_by_stop_hour.min_start_time) over (
            partition by hours.namespace
            order by hours.bucket_at desc
            rows between unbounded preceding and current row
        ) as earliest_start_time
    from hours
    left join min_start_by_stop_hour
        on hours.namespace = min_start_by_stop_hour.namespace
        and hours.bucket_at = min_start_by_stop_hour.stop_bucket_at
)

select
    namespace,
    bucket_at,
    least(bucket_at, coalesce(earliest_start_time, bucket_at)) as earliest_start_time
from earliest_of_runs_stopping_later
