{{
    config(
        materialized='incremental',
        incremental_strategy='insert_overwrite',
        on_schema_change='fail',
        partition_by=['start_day_at'],
        pre_hook="{{ prepare_program_runs_increment() }}",
    )
}}

-- depends_on: {{ ref('int_runs_as_of') }}

-- A run's latest version is the first of its versions in latest_version_order, which begins
-- with record_time: on an incremental build it is the first of the run's row here and its
-- records newer than the last build's watermark (the pre_hook checked that nothing older
-- changed, else it emptied this table and every record counts as new). Only the start days
-- of the changed runs, before and after, are rewritten.
with new_records as (
    select * from {{ ref('stg_runs__run_records') }}
    where reject_reason is null
{%- if is_incremental() %}
        -- written by the pre_hook: null when every record is to be read
        and record_time > coalesce((select since.since_record_time from {{ program_runs_since() }} as since), -1)
{%- endif %}
),
{%- if is_incremental() %}

changed_runs as (
    select distinct program_run_id from new_records
),
{%- endif %}

versions as (
    select
        {%- for column in program_run_columns() %}
        {{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from new_records
{%- if is_incremental() %}

    union all

    select
        {%- for column in program_run_columns() %}
        built.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ this }} as built
    left semi join changed_runs on built.program_run_id = changed_runs.program_run_id
{%- endif %}
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
    select
        * except (version_rank),
        {{ time_floor('start_time', 86400) }} as start_day_at
    from ranked
    where version_rank = 1
)

{%- if is_incremental() %},

-- the start days the changed runs were in and are in now: each is written whole
days_rewritten as (
    select built.start_day_at
    from {{ this }} as built
    left semi join changed_runs on built.program_run_id = changed_runs.program_run_id
    union
    select start_day_at from latest
),

runs_written as (
    select latest.* from latest

    union all

    select built.*
    from {{ this }} as built
    left semi join days_rewritten on built.start_day_at = days_rewritten.start_day_at
    left anti join changed_runs on built.program_run_id = changed_runs.program_run_id
),

days_written as (
    select distinct start_day_at from runs_written
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
)

select runs_written.*
from runs_written
left semi join days_checked on runs_written.start_day_at = days_checked.start_day_at
{%- else %}

select * from latest
{%- endif %}
