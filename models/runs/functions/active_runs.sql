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

-- Bucket rows keep the stop only in the stop's bucket: a null stop_time there means the run
-- was still running at the bucket's end (or at as_of), which R1 counts as active.
bucket_candidates as (
    select distinct
        buckets.namespace,
        buckets.application,
        buckets.program_type,
        buckets.program,
        buckets.run_id,
        buckets.program_run_id,
        buckets.start_time
    from {{ ref('active_run_buckets') }} as buckets
    cross join route
    where route.is_valid
        and route.use_buckets
        and array_contains(transform(split(namespaces, ','), n -> trim(n)), buckets.namespace)
        and buckets.bucket_at between bucket_floor(begin_time, {{ bucket_seconds() }})
            and bucket_floor(greatest(begin_time, end_time - 1), {{ bucket_seconds() }})
        and buckets.start_time < end_time
        and (buckets.stop_time is null or buckets.stop_time >= begin_time)
),

-- The candidates' current state: stopped runs from the start-time index (a range read over
-- the candidates' start times), running ones from the as_of bucket.
stopped_state as (
    select
        stopped.program_run_id,
        stopped.status,
        stopped.stop_time
    from {{ ref('stopped_run_index') }} as stopped
    where array_contains(transform(split(namespaces, ','), n -> trim(n)), stopped.namespace)
        and stopped.start_time >= (select min(start_time) from bucket_candidates)
        and stopped.start_time <= (select max(start_time) from bucket_candidates)
),

running_state as (
    select
        buckets.program_run_id,
        buckets.status
    from {{ ref('active_run_buckets') }} as buckets
    cross join build
    where array_contains(transform(split(namespaces, ','), n -> trim(n)), buckets.namespace)
        and buckets.bucket_at = build.as_of_bucket_at
        and buckets.stop_time is null
),

from_buckets as (
    select
        bucket_candidates.namespace,
        bucket_candidates.application,
        bucket_candidates.program_type,
        bucket_candidates.program,
        bucket_candidates.run_id,
        bucket_candidates.program_run_id,
        coalesce(stopped_state.status, running_state.status) as status,
        bucket_candidates.start_time,
        stopped_state.stop_time
    from bucket_candidates
    left join stopped_state on bucket_candidates.program_run_id = stopped_state.program_run_id
    left join running_state on bucket_candidates.program_run_id = running_state.program_run_id
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
        and buckets.stop_time is null
        and buckets.start_time < end_time
)

select * from from_buckets
union all
select * from from_index
union all
select * from still_running
