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

min_start_by_stop_hour as (
    select
        runs.namespace,
        bucket_floor(coalesce(runs.stop_time, as_of.as_of_time), {{ bucket_seconds() }}) as stop_bucket_at,
        min(runs.start_time) as min_start_time
    from runs
    cross join as_of
    group by runs.namespace, stop_bucket_at
),

-- each namespace's stop hours as one map: a join back to the aggregate above would read the
-- runs a second time (Spark does not reuse its shuffle there)
stop_hours_by_namespace as (
    select
        min_start_by_stop_hour.namespace,
        bucket_floor(min(min_start_by_stop_hour.min_start_time), {{ bucket_seconds() }}) as first_bucket_at,
        bucket_floor(max(as_of.as_of_time), {{ bucket_seconds() }}) as last_bucket_at,
        map_from_entries(collect_list(struct(
            min_start_by_stop_hour.stop_bucket_at,
            min_start_by_stop_hour.min_start_time
        ))) as min_start_by_stop_bucket
    from min_start_by_stop_hour
    cross join as_of
    group by min_start_by_stop_hour.namespace
),

hours as (
    select
        namespace,
        min_start_by_stop_bucket,
        explode(sequence(first_bucket_at, last_bucket_at, {{ bucket_seconds() }})) as bucket_at
    from stop_hours_by_namespace
),

earliest_of_runs_stopping_later as (
    select
        namespace,
        bucket_at,
        min(try_element_at(min_start_by_stop_bucket, bucket_at)) over (
            partition by namespace
            order by bucket_at desc
            rows between unbounded preceding and current row
        ) as earliest_start_time
    from hours
)

select
    namespace,
    bucket_at,
    least(bucket_at, coalesce(earliest_start_time, bucket_at)) as earliest_start_time
from earliest_of_runs_stopping_later
