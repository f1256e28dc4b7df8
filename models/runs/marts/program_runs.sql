{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['start_day_at', 'stop_day_at'],
        pre_hook="{{ prepare_program_runs_increment() }}",
    )
}}

-- depends_on: {{ ref('runs_as_of') }}
-- The pre_hook reads this build's plan and drops the partitions the build empties; an
-- incremental build merges the changes:
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}
-- depends_on: {{ ref('int_run_partitions_rewritten') }}

-- A run's latest version is the first of its versions in latest_version_order, which begins
-- with record_time. On an incremental build a changed run's version in int_runs_changed is
-- newer than the one here (this table's latest record_time is the watermark those versions
-- are after), so it replaces it; the partitions the changed runs were in or are in now
-- (int_run_partitions_rewritten) are rewritten with the unchanged runs they hold. A build
-- whose plan rebuilds every run writes the full build instead, replacing the whole table
-- (prepare_program_runs_increment).
{%- if is_incremental() and program_runs_merges() %}
with changes as (
    select {{ program_run_row() | indent(4) }}
    from {{ ref('int_runs_changed') }}
),

-- the unchanged runs of the rewritten partitions that stay non-empty (the pre_hook dropped
-- the others), pruned by the subquery's value when the query runs: a join read every partition
runs_kept as (
    select built.*
    from {{ this }} as built
    left anti join changes on built.program_run_id = changes.program_run_id
    where array_contains(
        (
            select collect_set(struct(rewritten.start_day_at, rewritten.stop_day_at))
            from {{ ref('int_run_partitions_rewritten') }} as rewritten
            where not rewritten.is_emptied
        ),
        struct(built.start_day_at, built.stop_day_at)
    )
)

select * from changes
union all
select * from runs_kept
{%- else %}
with latest as (
    {{ latest_run_versions('null') | indent(4) }}
)

select {{ program_run_row() }}
from latest
{%- endif %}
-- one file to each partition: written by the tasks of the version window, each partition got
-- a file from every task (2,298 files for 302 partitions at 10M runs)
distribute by start_day_at, stop_day_at
