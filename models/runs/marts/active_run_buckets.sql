{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['namespace', 'bucket_at'],
        pre_hook="{{ prepare_active_run_buckets_increment() }}",
    )
}}

-- An incremental build reads this build's plan and writes the runs it planned:
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_run_buckets_dirty') }}
-- depends_on: {{ ref('int_runs_rebucketed') }}
-- and its pre_hook drops the partitions it would leave stale:
-- depends_on: {{ ref('int_run_buckets_stale') }}
-- depends_on: {{ ref('runs_as_of') }}
-- A full build reads the runs:
-- depends_on: {{ ref('program_runs') }}

with runs_in_scope as (
{%- if is_incremental() and active_run_buckets_continues(active_run_buckets_increment()) %}
    -- the runs with a bucket to rewrite, from their namespace's dirty bucket on
    select * from {{ ref('int_runs_rebucketed') }}
{%- else %}
    {{ active_run_buckets_full_scope() | indent(4) }}
{%- endif %}
),

-- bucket assignment is the pandas UDF python_udfs.runs.spark_udfs.runs_active_bucket_range
runs_with_bucket_range as (
    select
        *,
        {{ active_run_bucket_range('runs_in_scope') | indent(8) }} as bucket_range
    from runs_in_scope
),

bucket_rows as (
    select
        *,
        {{ active_run_bucket_ats('bucket_range') }} as bucket_at
    from runs_with_bucket_range
    where bucket_range.first_bucket_at is not null
)

-- A row states what the bucket knew: the stop (and final status) only in the bucket the run
-- stopped in, the current status only in the as_of bucket. Rows of buckets the run merely
-- ran through never change, so a new batch rewrites only buckets from its changes onwards.
select
    ---- ids
    program_run_id,
    application,
    program_type,
    program,
    run_id,
    ---- state
    case
        when stop_time is not null and bucket_at = bucket_floor(stop_time, {{ bucket_seconds() }}) then status
        when stop_time is null and bucket_at = bucket_floor(as_of_time, {{ bucket_seconds() }}) then status
    end as status,
    ---- timestamps
    start_time,
    case
        when bucket_at = bucket_floor(stop_time, {{ bucket_seconds() }}) then stop_time
    end as stop_time,
    inverted_start_time,
    ---- partition
    namespace,
    bucket_at
from bucket_rows
distribute by namespace, bucket_at
