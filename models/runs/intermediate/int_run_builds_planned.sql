-- This build's plan, one row: its as_of and retention window, what the last completed build
-- covered (run_builds, read while this model compiles, as it stands before this build: it is
-- downstream, so not a ref), and why program_runs and active_run_buckets must rebuild every
-- run or bucket instead of applying the records newer than that build's watermark (null: they
-- may). The decision is plain Python, python_udfs.runs.rebuild_reason. The incremental models
-- use the plan only when it was made by their own invocation (invocation_id).
-- this build's pin of the raw files and the seed's statuses, which runs_completed_build compares
-- with the last build's:
-- depends_on: {{ ref('int_run_record_files_read') }}
-- depends_on: {{ ref('run_statuses') }}
{%- set last = runs_completed_build() %}
{#- the last completed build's row as whole numbers, null where it has no value or there is none:
    what it covered (the previous CTE) and what changed since (history) -#}
{%- set covered = ['record_time', 'as_of_time', 'raw_records', 'bucket_seconds', 'lookback_days'] %}
{%- set previous = {} %}
{%- for column in covered + ['changed_files', 'changed_statuses'] %}
    {%- set value = 'null' if last is none or last[column] is none else sql_integer(last[column]) %}
    {%- do previous.update({column: 'cast(' ~ value ~ ' as bigint)'}) %}
{%- endfor %}
{#- every raw file the last build read is here unchanged, and so are the statuses it validated
    them with: the latest valid record at or before its watermark is the one it merged, so
    "now" is found among the newer ones -#}
{%- set since = previous.record_time if last is not none and last.record_time is not none
    and last.changed_files == 0 and last.changed_statuses == 0 and not flags.FULL_REFRESH else none %}

-- "now" for the whole build, from the run records that pass every row rule (the rule against
-- times after it is the checked views'); the last build's times are whole numbers here, so
-- the scans of the raw records skip the row groups their filters rule out
with as_of as (
    select {{ as_of('runs_as_of', ref('stg_runs__run_records'), 'record_time', since) }} as as_of_time
),

this_build as (
    select
        as_of_time,
        {{ first_retained_bucket('as_of_time') }} as window_start,
        {{ bucket_seconds() }} as bucket_seconds,
        cast({{ runs_config()['lookback_days'] }} as bigint) as lookback_days
    from as_of
),

previous as (
    select
        {%- for column in covered %}
        {{ previous[column] }} as {{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
),

-- what the raw records at or before the previous watermark say now
history as (
    select
        {{ raw_records_through(previous.record_time) }} as raw_records,
        -- records the previous build held back as after its as_of that this build admits
        (
            select count(*) from {{ source('runs_raw', 'run_records') }} as records
            where records.record_time <= {{ previous.record_time }}
                and (
                    records.start_time > {{ previous.as_of_time }}
                    or records.stop_time > {{ previous.as_of_time }}
                )
                and records.start_time <= (select this_build.as_of_time from this_build)
                and coalesce(records.stop_time, records.start_time) <= (select this_build.as_of_time from this_build)
        ) as newly_admissible,
        -- files the previous build read that are gone or changed (size or modification time)
        {{ previous.changed_files }} as changed_files,
        -- statuses of the seed added, removed or changed since the previous build
        {{ previous.changed_statuses }} as changed_statuses
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
        this_build.as_of_time, history.raw_records, history.newly_admissible, history.changed_files, history.changed_statuses,
        cast(null as bigint), cast(null as bigint)
    ) as runs_rebuild_reason,
    runs_rebuild_reason(
        previous.record_time, previous.as_of_time, previous.raw_records, previous.bucket_seconds, previous.lookback_days,
        this_build.as_of_time, history.raw_records, history.newly_admissible, history.changed_files, history.changed_statuses,
        this_build.bucket_seconds, this_build.lookback_days
    ) as buckets_rebuild_reason,
    '{{ invocation_id }}' as invocation_id
from this_build
cross join previous
cross join history
