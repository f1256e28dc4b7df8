-- This build's plan, one row: its as_of and retention window, what the last completed build
-- covered (run_builds, read as it stands before this build: it is downstream,
-- so not a ref), and why program_runs and active_run_buckets must rebuild every run or bucket
-- instead of applying the records newer than that build's watermark (null: they may). The
-- decision is plain Python, python_udfs.runs.rebuild_reason. The incremental models use the
-- plan only when it was made by their own invocation (invocation_id).
{%- set completed = runs_builds_completed() %}

-- "now" for the whole build, from the run records that pass every row rule (the rule against
-- times after it is the checked views')
with as_of as (
    select {{ as_of('runs_as_of', ref('stg_runs__run_records'), 'record_time') }} as as_of_time
),

this_build as (
    select
        as_of_time,
        {{ first_retained_bucket('as_of_time') }} as window_start,
        {{ bucket_seconds() }} as bucket_seconds,
        cast({{ whole_number_var('runs_lookback_days') }} as bigint) as lookback_days
    from as_of
),

previous as (
{%- if relation_exists(completed) %}
    select * from {{ completed }}
{%- else %}
    -- no build completed yet: one row of nulls
    select
        cast(null as bigint) as record_time,
        cast(null as bigint) as as_of_time,
        cast(null as bigint) as raw_records,
        cast(null as bigint) as bucket_seconds,
        cast(null as bigint) as lookback_days,
        cast(array() as array<struct<file_path: string, file_size: bigint, file_modification_time: timestamp>>) as raw_files
{%- endif %}
),

previous_files as (
    select inline(raw_files) from previous
),

-- what the raw records at or before the previous watermark say now
history as (
    select
        {{ raw_records_through('(select record_time from previous)') }} as raw_records,
        -- records the previous build held back as after its as_of that this build admits
        (
            select count(*) from {{ source('runs_raw', 'run_records') }} as records
            where records.record_time <= (select previous.record_time from previous)
                and (
                    records.start_time > (select previous.as_of_time from previous)
                    or records.stop_time > (select previous.as_of_time from previous)
                )
                and records.start_time <= (select this_build.as_of_time from this_build)
                and coalesce(records.stop_time, records.start_time) <= (select this_build.as_of_time from this_build)
        ) as newly_admissible,
        -- files the previous build read that are gone or changed (size or modification time)
        (
            select count(*) from previous_files
            left anti join {{ ref('int_run_record_files_read') }} as files
                on previous_files.file_path = files.file_path
                and previous_files.file_size = files.file_size
                and previous_files.file_modification_time = files.file_modification_time
        ) as changed_files
)

select
    this_build.as_of_time,
    this_build.window_start,
    this_build.bucket_seconds,
    this_build.lookback_days,
    previous.record_time as previous_record_time,
    previous.as_of_time as previous_as_of_time,
    runs_rebuild_reason(
        previous.record_time, previous.as_of_time, previous.raw_records, previous.bucket_seconds, previous.lookback_days,
        this_build.as_of_time, history.raw_records, history.newly_admissible, history.changed_files,
        cast(null as bigint), cast(null as bigint)
    ) as runs_rebuild_reason,
    runs_rebuild_reason(
        previous.record_time, previous.as_of_time, previous.raw_records, previous.bucket_seconds, previous.lookback_days,
        this_build.as_of_time, history.raw_records, history.newly_admissible, history.changed_files,
        this_build.bucket_seconds, this_build.lookback_days
    ) as buckets_rebuild_reason,
    '{{ invocation_id }}' as invocation_id
from this_build
cross join previous
cross join history
