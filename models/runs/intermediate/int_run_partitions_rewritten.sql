-- The partitions of program_runs (start_day_at, stop_day_at) an incremental build rewrites:
-- those the runs changed since the last completed build (int_runs_changed) lie in now, and
-- those they lay in, read from program_runs as it stands before this build writes it
-- (downstream: not a ref). is_emptied: no run lies there after the build, so program_runs'
-- pre_hook drops it (a partition overwrite cannot empty a partition), as when the last
-- running run of a start day stops. Empty when program_runs is built whole.
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}
{%- if program_runs_merges() %}

with changed as (
    select
        program_run_id,
        {{ run_partition_columns() | indent(8) }}
    from {{ ref('int_runs_changed') }}
),

-- every run's partition, read narrow (its id and the partition values), with its changed
-- version if it has one
built as (
    select
        built.start_day_at,
        built.stop_day_at,
        changed.program_run_id is not null as is_changed
    from {{ model_relation('program_runs') }} as built
    left join changed on built.program_run_id = changed.program_run_id
),

-- a partition is rewritten where a changed run lies now or lay, and holds a run after the
-- build where a changed run lies now or an unchanged one lies
partitions as (
    select
        start_day_at,
        stop_day_at,
        true as is_rewritten,
        true as is_written
    from changed

    union all

    select
        start_day_at,
        stop_day_at,
        is_changed as is_rewritten,
        not is_changed as is_written
    from built
)

select
    start_day_at,
    stop_day_at,
    not bool_or(is_written) as is_emptied
from partitions
group by start_day_at, stop_day_at
having bool_or(is_rewritten)
{%- else %}

select
    cast(null as bigint) as start_day_at,
    cast(null as bigint) as stop_day_at,
    cast(null as boolean) as is_emptied
where false
{%- endif %}
