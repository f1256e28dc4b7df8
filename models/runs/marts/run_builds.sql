-- What the last completed build of the runs domain covered, one row: its watermark (the
-- latest record_time program_runs merged, and how many raw records had a record_time up to
-- it), its as_of, its bucket layout, the raw files it read and the seed's statuses it
-- validated them with. The next build's int_run_builds_planned reads it. Built after the
-- incremental marts, from this invocation's plan (else it stops: select +run_builds); each of
-- the marts marks this row superseded before it changes its own (runs_build_under_way), and
-- this model clears the mark, so a build that stops half-way, or that builds the marts without
-- this model, is followed by a rebuild rather than an increment from a stale row; BI reads the
-- last completed build's row throughout.
{{ config(post_hook="{{ clear_runs_build_under_way() }}") }}
-- depends_on: {{ ref('active_run_buckets') }}
-- depends_on: {{ ref('stopped_run_index') }}
-- and after what active_runs reads besides them, so that +run_builds leaves the function (which
-- the invocation's end re-creates where it exists) no stale input:
-- depends_on: {{ ref('earliest_start_hourly') }}
with plan as (
    select * from {{ ref('int_run_builds_planned') }}
),

runs as (
    select max(record_time) as record_time from {{ ref('program_runs') }}
)

select
    runs.record_time,
    -- in the projection, not a filter: the optimizer evaluates filters on null rows
    case when plan.invocation_id = '{{ invocation_id }}' then plan.as_of_time else raise_error(
        'run_builds: int_run_builds_planned was not built by this invocation; '
        || 'select +run_builds'
    ) end as as_of_time,
    {{ raw_records_through('(select record_time from runs)') }} as raw_records,
    plan.bucket_seconds,
    plan.lookback_days,
    (
        select collect_list(struct(files.file_path, files.file_size, files.file_modification_time))
        from {{ ref('int_run_record_files_read') }} as files
    ) as raw_files,
    {{ run_statuses_recorded() }} as run_statuses
from runs
cross join plan
