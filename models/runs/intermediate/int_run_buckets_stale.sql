-- The partitions of active_run_buckets a continuing build would leave stale, which its
-- pre_hook drops (dynamic partition overwrite replaces only the partitions the insert
-- writes): those before the retention window and, per dirty namespace, those from its dirty
-- bucket on that no run of int_runs_rebucketed reaches (a dirty bucket may end up with no
-- run). Read from the bucket table as it stands before this build (downstream: not a ref),
-- listing only the partitions the two bounds leave (whole numbers, so the metastore prunes).
-- Empty when active_run_buckets rebuilds every bucket.
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_run_buckets_dirty') }}
-- depends_on: {{ ref('int_runs_rebucketed') }}
{%- set increment = active_run_buckets_increment() %}
{%- if active_run_buckets_continues(increment) %}
{%- set window_start = increment.plan.window_start %}
{%- set first_dirty_bucket = active_run_buckets_first_dirty(increment) %}

with ranges as (
    select
        runs.namespace,
        {{ active_run_bucket_range('runs') | indent(8) }} as bucket_range
    from {{ ref('int_runs_rebucketed') }} as runs
),

-- the partitions the insert writes, as values to match: a range condition beside the
-- namespace key compared every bucket row with every run of its namespace (minutes for a
-- build after a day without one)
rewritten as (
    select distinct
        namespace,
        bucket_at
    from (
        select
            namespace,
            {{ active_run_bucket_ats('bucket_range') }} as bucket_at
        from ranges
        where bucket_range.first_bucket_at is not null
    )
)

select
    buckets.namespace,
    buckets.bucket_at
from {{ active_run_buckets_built() }} as buckets
left join {{ ref('int_run_buckets_dirty') }} as dirty on buckets.namespace = dirty.namespace
left anti join rewritten
    on buckets.namespace = rewritten.namespace
    and buckets.bucket_at = rewritten.bucket_at
-- the bounds alone first: Spark does not take a partition filter out of a disjunction that
-- also reads the joined table
where (
    buckets.bucket_at < {{ sql_integer(window_start) }}
    {%- if first_dirty_bucket is not none %}
    or buckets.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
    {%- endif %}
)
{%- if first_dirty_bucket is not none %}
    and (buckets.bucket_at < {{ sql_integer(window_start) }} or buckets.bucket_at >= dirty.dirty_from_bucket)
{%- endif %}
group by buckets.namespace, buckets.bucket_at
{%- else %}

select
    cast(null as string) as namespace,
    cast(null as bigint) as bucket_at
where false
{%- endif %}
