{{ config(arguments='namespaces string, begin_time bigint, end_time bigint') }}

-- Runs active in [begin_time, end_time) (R1: start_time < end_time and (stop_time is null
-- or stop_time >= begin_time)) in the comma-separated namespaces. Windows that start inside
-- the retention window read the hour buckets of active_run_buckets; older ones read the
-- start-time index from the earliest start time of the begin hour onwards.
with request as (
    select
        case
            when namespaces is null or trim(namespaces) = ''
                then raise_error('active_runs: namespaces is empty; pass one or more comma-separated namespaces')
            when begin_time is null or end_time is null
                then raise_error('active_runs: begin_time and end_time are required (epoch seconds)')
            when begin_time < 0 or end_time < 0
                then raise_error(concat('active_runs: times are epoch seconds >= 0; got begin_time ', begin_time, ', end_time ', end_time))
            when begin_time > end_time
                then raise_error(concat('active_runs: begin_time ', begin_time, ' is after end_time ', end_time))
            else true
        end as is_valid
),

build as (
    select
        bucket_floor(as_of_time - {{ lookback_seconds() }}, {{ bucket_seconds() }}) as first_bucket_at,
        bucket_floor(as_of_time, {{ bucket_seconds() }}) as as_of_bucket_at
    from {{ active_run_buckets_watermark() }}
),

route as (
    select
        request.is_valid,
        bucket_floor(begin_time, {{ bucket_seconds() }}) >= build.first_bucket_at as use_buckets
    from request
    cross join build
),

-- Every run active in the window has exactly one row with its state (status not null) at or
-- after the window's first bucket: in the bucket it stopped in (stop >= begin), or in the
-- as_of bucket while running. One partition-pruned scan, no lookups.
from_buckets as (
    select
        buckets.namespace,
        buckets.application,
        buckets.program_type,
        buckets.program,
        buckets.run_id,
        buckets.program_run_id,
        buckets.status,
        buckets.start_time,
        buckets.stop_time
    from {{ ref('active_run_buckets') }} as buckets
    cross join route
    where route.is_valid
        and route.use_buckets
        and array_contains(transform(split(namespaces, ','), n -> trim(n)), buckets.namespace)
        and buckets.bucket_at >= bucket_floor(begin_time, {{ bucket_seconds() }})
        and buckets.status is not null
        and buckets.start_time < end_time
        and (buckets.stop_time is null or buckets.stop_time >= begin_time)
),

start_lower_bound as (
    select coalesce(min(earliest.earliest_start_time), 0) as start_time
    from {{ ref('earliest_start_hourly') }} as earliest
    where array_contains(transform(split(namespaces, ','), n -> trim(n)), earliest.namespace)
        and earliest.bucket_at = bucket_floor(begin_time, {{ bucket_seconds() }})
),

from_index as (
    select
        stopped.namespace,
        stopped.application,
        stopped.program_type,
        stopped.program,
        stopped.run_id,
        stopped.program_run_id,
        stopped.status,
        stopped.start_time,
        stopped.stop_time
    from {{ ref('stopped_run_index') }} as stopped
    cross join route
    cross join start_lower_bound
    where route.is_valid
        and not route.use_buckets
        and array_contains(transform(split(namespaces, ','), n -> trim(n)), stopped.namespace)
        and stopped.start_time >= start_lower_bound.start_time
        and stopped.start_time < end_time
        and stopped.stop_time >= begin_time
),

-- Runs still running at as_of are exactly the open rows of the as_of bucket.
still_running as (
    select
        buckets.namespace,
        buckets.application,
        buckets.program_type,
        buckets.program,
        buckets.run_id,
        buckets.program_run_id,
        buckets.status,
        buckets.start_time,
        buckets.stop_time
    from {{ ref('active_run_buckets') }} as buckets
    cross join route
    cross join build
    where route.is_valid
        and not route.use_buckets
        and array_contains(transform(split(namespaces, ','), n -> trim(n)), buckets.namespace)
        and buckets.bucket_at = build.as_of_bucket_at
        and buckets.status is not null
        and buckets.stop_time is null
        and buckets.start_time < end_time
)

select * from from_buckets
union all
select * from from_index
union all
select * from still_running
