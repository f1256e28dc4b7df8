-- The partitions of program_runs (start_day_at, stop_day_at) an incremental build rewrites:
-- those the runs changed since the last completed build (int_runs_changed) lie in now, and
-- those they lay in (int_runs_changed_before). is_emptied: no run lies there after the
-- build, so program_runs' pre_hook drops it (a partition overwrite cannot empty a partition),
-- as when the last running run of a start day stops: no changed run lies there now, and every
-- run it held is a changed one, counted from the row counts of program_runs' files in the
-- partitions the changed runs leave (as the table stands before this build writes it;
-- downstream: not a ref). Empty when program_runs is built whole.
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}
-- depends_on: {{ ref('int_runs_changed_before') }}
{%- if program_runs_merges() %}

with changed as (
    select {{ run_partition_columns() | indent(4) }}
    from {{ ref('int_runs_changed') }}
),

left_behind as (
    select
        start_day_at,
        stop_day_at
    from {{ ref('int_runs_changed_before') }}
),

moves as (
    select
        start_day_at,
        stop_day_at,
        true as is_arriving
    from changed

    union all

    select
        start_day_at,
        stop_day_at,
        false as is_arriving
    from left_behind
),

partitions as (
    select
        start_day_at,
        stop_day_at,
        bool_or(is_arriving) as is_arrived_in,
        count_if(not is_arriving) as runs_leaving
    from moves
    group by start_day_at, stop_day_at
),

-- the runs each partition left behind held before the build, pruned by the subquery's value
-- when the query runs
held as (
    select
        built.start_day_at,
        built.stop_day_at,
        count(*) as runs
    from {{ model_relation('program_runs') }} as built
    where array_contains(
        (select collect_set(struct(left_behind.start_day_at, left_behind.stop_day_at)) from left_behind),
        struct(built.start_day_at, built.stop_day_at)
    )
    group by built.start_day_at, built.stop_day_at
)

select
    partitions.start_day_at,
    partitions.stop_day_at,
    not partitions.is_arrived_in and coalesce(held.runs, 0) = partitions.runs_leaving as is_emptied
from partitions
left join held
    on partitions.start_day_at = held.start_day_at
    and partitions.stop_day_at <=> held.stop_day_at
{%- else %}

select
    cast(null as bigint) as start_day_at,
    cast(null as bigint) as stop_day_at,
    cast(null as boolean) as is_emptied
where false
{%- endif %}
