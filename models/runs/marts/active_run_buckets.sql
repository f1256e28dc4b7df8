{{ config(partition_by=['namespace', 'bucket_at']) }}

with runs as (
    select * from {{ ref('program_runs') }}
),

window_bounds as (
    select
        max(as_of_time) as as_of_time,
        max(as_of_time) - {{ lookback_seconds() }} as window_start
    from runs
),

-- bucket assignment is the pandas UDF python_udfs.runs.runs_active_bucket_range
runs_with_bucket_range as (
    select
        runs.*,
        runs_active_bucket_range(
            runs.start_time,
            runs.stop_time,
            window_bounds.as_of_time,
            window_bounds.window_start,
            {{ bucket_seconds() }}
        ) as bucket_range
    from runs
    cross join window_bounds
),

bucket_rows as (
    select
        *,
        explode(sequence(bucket_range.first_bucket_at, bucket_range.last_bucket_at, {{ bucket_seconds() }})) as bucket_at
    from runs_with_bucket_range
    where bucket_range.first_bucket_at is not null
)

select
    ---- ids
    program_run_id,
    application,
    program_type,
    program,
    run_id,
    ---- state
    status,
    ---- timestamps
    start_time,
    stop_time,
    inverted_start_time,
    ---- partition
    namespace,
    bucket_at
from bucket_rows
