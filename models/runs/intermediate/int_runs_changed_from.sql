-- The runs changed since the last completed build (int_runs_changed) as they are now, each
-- with the earliest time its change reaches back to in active_run_buckets (changed_from_time:
-- the planning rule per run, plain Python python_udfs.runs.changed_from_time, which
-- hypothesis checks against the bucket rows). A run open at the last build has its state row
-- (status not null: its stop bucket, or the as_of bucket while it runs) in that build's as_of
-- bucket, so only that partition of the bucket table is read (as it stands before this
-- build rewrites it: it is downstream, so not a ref). A changed run missing there is new or
-- stopped earlier: either way its rows (if any) lie from its start on, since a stopped run's
-- start never moves. Empty when active_run_buckets rebuilds every bucket.
{%- set increment = active_run_buckets_increment() %}

with latest as (
    select
        *,
        {{ inverted_start_time('start_time') }} as inverted_start_time,
        {{ run_build_plan_value('as_of_time') }} as as_of_time
    from {{ ref('int_runs_changed') }}
),

previous_state as (
{%- if active_run_buckets_continues(increment) %}
    select
        buckets.program_run_id,
        buckets.start_time,
        buckets.stop_time
    from {{ active_run_buckets_built() }} as buckets
    where buckets.status is not null
        -- a whole number, so the metastore lists this partition alone
        and buckets.bucket_at = {{ sql_integer(bucket_floor_value(increment.plan.previous_as_of_time)) }}
{%- else %}
    select
        latest.program_run_id,
        latest.start_time,
        latest.stop_time
    from latest
    where false
{%- endif %}
)

select
    {%- for column in active_run_buckets_run_columns() %}
    latest.{{ column }},
    {%- endfor %}
    latest.as_of_time,
    runs_changed_from_time(
        previous_state.start_time,
        previous_state.stop_time,
        latest.start_time,
        latest.stop_time,
        {{ run_build_plan_value('previous_as_of_time') }},
        latest.as_of_time
    ) as changed_from_time
from latest
left join previous_state on latest.program_run_id = previous_state.program_run_id
{%- if not active_run_buckets_continues(increment) %}
where false
{%- endif %}
