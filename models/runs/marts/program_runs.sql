{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['start_day_at'],
        pre_hook="{{ prepare_program_runs_increment() }}",
    )
}}

-- depends_on: {{ ref('runs_as_of') }}
-- The pre_hook reads this build's plan; an incremental build merges the changes:
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}

-- A run's latest version is the first of its versions in latest_version_order, which begins
-- with record_time: on an incremental build it is the first of the run's row here and its
-- latest version among the records newer than the last completed build's watermark
-- (int_runs_changed). Only the start days of the changed runs, before and after, are
-- rewritten. A build whose plan rebuilds every run writes the full build instead, replacing
-- the whole table (prepare_program_runs_increment).
{%- if is_incremental() and not program_runs_rebuilds(runs_build_plan()) %}
with changes as (
    select * from {{ ref('int_runs_changed') }}
),

-- the changed runs as this table holds them: a scan of the whole table, done once for its
-- two mentions
changed_built as (
    select built.*
    from {{ this }} as built
    left semi join changes on built.program_run_id = changes.program_run_id
    where {{ planned_once() }}
),

versions as (
    select * from changes

    union all

    select
        {%- for column in program_run_columns() %}
        {{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from changed_built
),

ranked as (
    select
        *,
        row_number() over (
            partition by program_run_id
            order by {{ latest_version_order() }}
        ) as version_rank
    from versions
),

latest as (
    select {{ program_run_row() }}
    from ranked
    where version_rank = 1
),

-- the start days the changed runs were in and are in now: each is written whole
days_rewritten as (
    select start_day_at from changed_built
    union
    select start_day_at from latest
),

-- the rewritten days' partitions only: Spark prunes partitions by a subquery's value when the
-- query runs (it dropped a join's pruning filter here, and read every day)
runs_kept as (
    select built.*
    from {{ this }} as built
    left anti join changes on built.program_run_id = changes.program_run_id
    where array_contains(
        (select collect_set(rewritten.start_day_at) from days_rewritten as rewritten),
        built.start_day_at
    )
),

days_written as (
    select start_day_at from latest
    union
    select start_day_at from runs_kept
),

-- a start day a changed run left with no run in it cannot be emptied by a partition overwrite
days_checked as (
    select
        -- in the projection, not the filter: the optimizer evaluates filters on null rows
        case when written.start_day_at is null then raise_error(
            '{{ this.identifier }}: a run moved out of a start day and left it empty; '
            || 'run `dbt build --full-refresh --select {{ this.identifier }}+`'
        ) else days_rewritten.start_day_at end as start_day_at
    from days_rewritten
    left join days_written as written
        on days_rewritten.start_day_at = written.start_day_at
),

runs_written as (
    select * from latest
    union all
    select * from runs_kept
)

select runs_written.*
from runs_written
left semi join days_checked on runs_written.start_day_at = days_checked.start_day_at
{%- else %}
with latest as (
    {{ latest_run_versions('null') | indent(4) }}
)

select {{ program_run_row() }}
from latest
{%- endif %}
