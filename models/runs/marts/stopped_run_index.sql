{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['namespace', 'start_day_at'],
        pre_hook="{{ prepare_stopped_run_index_increment() }}",
        post_hook="{{ append_stopped_runs() }}",
    )
}}

-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_run_index_partitions_dirty') }}
-- The post_hook appends the runs changed since the last completed build that stopped:
-- depends_on: {{ ref('int_runs_changed') }}

-- Approach 1 of the seed: stopped runs keyed by (namespace, start_time, stop_time, run).
-- Partitioned by namespace and start day and sorted by stop_time in each file, so a scan
-- over start_time in [lower bound, end) lists the days in range, and in each file skips the
-- pages of the runs that stopped before the window (stopped_run_order).
--
-- As in the seed, a run is written to the index when it stops: an incremental build appends
-- a file of the runs it saw stop to each partition they start in (append_stopped_runs, the
-- post_hook), and rewrites (this query) only the partitions int_run_index_partitions_dirty
-- names: where a run already here changed (a correction: before and after it), and those it
-- would append to that hold runs_index_files_per_partition files (compaction). Long runs
-- stop days after their start day: rewriting each such day whole cost an hourly build a
-- third of the index at 10M runs. A build whose plan rebuilds every run writes the full
-- build instead.
{%- if is_incremental() and stopped_run_index_appends() %}
with dirty as (
    select * from {{ ref('int_run_index_partitions_dirty') }}
),

-- the dirty partitions' days only, pruned by the subquery's value when the query runs (a join
-- with the partitions read every day)
stopped_runs as (
    select runs.*
    from {{ ref('program_runs') }} as runs
    left semi join dirty
        on runs.namespace = dirty.namespace
        and runs.start_day_at = dirty.start_day_at
    -- stop_day_at: the running runs' partitions are not read
    where runs.stop_day_at is not null
        and array_contains((select collect_set(rewritten.start_day_at) from dirty as rewritten), runs.start_day_at)
),

-- a rewritten partition left with no stopped run (a corrected start moved its runs to another
-- day) cannot be emptied by a partition overwrite
partitions_left as (
    select dirty.namespace
    from dirty
    left anti join stopped_runs
        on dirty.namespace = stopped_runs.namespace
        and dirty.start_day_at = stopped_runs.start_day_at
),

build_checked as (
    select
        case when count(*) > 0 then raise_error(
            '{{ this.identifier }}: a start day lost every stopped run of a namespace; '
            || 'run `dbt build --full-refresh --select {{ this.identifier }}`'
        ) else 0 end as failed
    from partitions_left
)

select {{ stopped_run_row('stopped_runs') }}
from stopped_runs
-- one row, 0 unless the check fails the build
cross join build_checked
where build_checked.failed = 0
{%- else %}

select {{ stopped_run_row('runs') }}
from {{ ref('program_runs') }} as runs
where runs.stop_day_at is not null
{%- endif %}
{{ stopped_run_order() }}
