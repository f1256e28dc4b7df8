-- Per namespace, the first bucket of active_run_buckets this build rewrites
-- (dirty_from_bucket): the previous as_of bucket where runs were active (open ones grew into
-- the new hours), or the earliest bucket a changed run reaches back to; never before the
-- retention window. Every bucket of the namespace from there to as_of is rewritten. Empty
-- when active_run_buckets rebuilds every bucket.
{%- set increment = active_run_buckets_increment() %}

with changed as (
    select
        namespace,
        bucket_floor(min(changed_from_time), {{ bucket_seconds() }}) as dirty_from_bucket
    from {{ ref('int_runs_changed_from') }}
    group by namespace
),

previous_as_of_bucket as (
{%- if active_run_buckets_continues(increment) %}
    select
        buckets.namespace,
        buckets.bucket_at as dirty_from_bucket
    from {{ active_run_buckets_built() }} as buckets
    where buckets.bucket_at = {{ sql_integer(bucket_floor_value(increment.plan.previous_as_of_time)) }}
    group by buckets.namespace, buckets.bucket_at
{%- else %}
    select * from changed
    where false
{%- endif %}
),

dirty_from as (
    select * from previous_as_of_bucket
    union all
    select * from changed
)

select
    namespace,
    greatest(min(dirty_from_bucket), {{ run_build_plan_value('window_start') }}) as dirty_from_bucket
from dirty_from
group by namespace
