-- The runs active_run_buckets writes on an incremental build, each with the bucket it is
-- written from (window_start: its namespace's dirty bucket): the changed runs as they are
-- now, and the others with a state row at or after that bucket (a state row sits at or after
-- any bucket the run was active in), grown to this build's as_of. Empty when
-- active_run_buckets rebuilds every bucket (it reads program_runs then).
-- depends_on: {{ ref('int_run_builds_planned') }}
{%- set increment = active_run_buckets_increment() %}
{%- set first_dirty_bucket = active_run_buckets_first_dirty(increment) %}

with dirty as (
    select * from {{ ref('int_run_buckets_dirty') }}
),

changed as (
    select
        {%- for column in active_run_buckets_run_columns() %}
        {{ column }},
        {%- endfor %}
        as_of_time
    from {{ ref('int_runs_changed_from') }}
),

unchanged as (
{%- if first_dirty_bucket is not none %}
    select
        {%- for column in active_run_buckets_run_columns() %}
        state.{{ column }},
        {%- endfor %}
        {{ run_build_plan_value('as_of_time') }} as as_of_time
    from {{ active_run_buckets_built() }} as state
    inner join dirty
        on state.namespace = dirty.namespace
        and state.bucket_at >= dirty.dirty_from_bucket
    left anti join changed on state.program_run_id = changed.program_run_id
    where state.status is not null
        -- a partition filter: the buckets before every dirty one are not listed
        and state.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
{%- else %}
    -- no namespace is dirty
    select * from changed
    where false
{%- endif %}
),

runs as (
    select * from changed
    union all
    select * from unchanged
)

select
    runs.*,
    dirty.dirty_from_bucket as window_start
from runs
inner join dirty on runs.namespace = dirty.namespace
where coalesce(runs.stop_time, runs.as_of_time) >= dirty.dirty_from_bucket
