{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['namespace', 'start_day_at'],
    )
}}

-- Approach 1 of the seed: stopped runs keyed by (namespace, start_time, stop_time, run).
-- Partitioned by namespace and start day and sorted by start_time in each, so a scan over
-- start_time in [lower bound, end) lists the days in range and reads a contiguous range of
-- row groups in each.
--
-- The runs table is partitioned by start day too, and a build rewrites only the days its
-- runs changed in: an incremental build rewrites the start days whose runs-table files are
-- newer than this table's oldest file of that day (or that have none here), read from the
-- files' metadata, not their rows. Its own files are the state, so a build that stopped
-- half-way is caught up by the next one.
with runs as (
    select * from {{ ref('program_runs') }}
),

{%- if is_incremental() %}

runs_days as (
    -- the files' metadata, not their rows (a hidden column: read from the table itself)
    select
        start_day_at,
        max(_metadata.file_modification_time) as written_at
    from {{ ref('program_runs') }}
    group by start_day_at
),

index_partitions as (
    select
        namespace,
        start_day_at,
        min(_metadata.file_modification_time) as written_at
    from {{ this }}
    group by namespace, start_day_at
),

-- days with a runs-table file at least as new as the oldest file here, or with none here
days_rewritten as (
    select runs_days.start_day_at
    from runs_days
    left join index_partitions on runs_days.start_day_at = index_partitions.start_day_at
    group by runs_days.start_day_at
    having count(index_partitions.written_at) = 0 or min(index_partitions.written_at) <= max(runs_days.written_at)
),

days_kept as (
    select runs_days.start_day_at from runs_days
    left anti join days_rewritten on runs_days.start_day_at = days_rewritten.start_day_at
),

-- the rewritten days' partitions only, pruned by the subquery's value when the query runs: a
-- join with days_rewritten (itself a scan of both tables' file metadata) read every day
stopped_runs as (
    select runs.*
    from runs
    where runs.stop_time is not null
        and array_contains(
            (select collect_set(rewritten.start_day_at) from days_rewritten as rewritten),
            runs.start_day_at
        )
),

-- a partition no stopped run is written to that is not kept (a corrected start moved its
-- runs to another day, or its day is gone from the runs table) cannot be emptied by a
-- partition overwrite
partitions_left as (
    select index_partitions.namespace
    from index_partitions
    left anti join days_kept on index_partitions.start_day_at = days_kept.start_day_at
    left anti join stopped_runs
        on index_partitions.namespace = stopped_runs.namespace
        and index_partitions.start_day_at = stopped_runs.start_day_at
),

build_checked as (
    select
        case when count(*) > 0 then raise_error(
            '{{ this.identifier }}: a start day lost every stopped run of a namespace; '
            || 'run `dbt build --full-refresh --select {{ this.identifier }}`'
        ) else 0 end as failed
    from partitions_left
),
{%- else %}

stopped_runs as (
    select * from runs
    where stop_time is not null
),
{%- endif %}

index_rows as (
    select
        ---- key
        start_time,
        stop_time,
        program_run_id,
        ---- run
        application,
        program_type,
        program,
        run_id,
        status,
        ---- partition
        namespace,
        start_day_at
    from stopped_runs
)

select index_rows.*
from index_rows
{%- if is_incremental() %}
-- one row, 0 unless the check fails the build
cross join build_checked
where build_checked.failed = 0
{%- endif %}
order by
    index_rows.namespace,
    index_rows.start_day_at,
    index_rows.start_time,
    index_rows.stop_time,
    index_rows.program_run_id
