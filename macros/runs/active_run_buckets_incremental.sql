{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  This invocation's plan (int_run_builds_planned, one row) says whether the build may continue
  from the last completed build (int_run_builds_completed: its watermark, as_of, layout and the
  raw files it read) or must rebuild every bucket, and why (python_udfs.runs.rebuild_reason:
  no completed build, as_of moved back, a raw file it read changed, records at or before its
  watermark added, the bucket layout changed); int_runs_changed holds the runs with a record
  newer than the watermark. A build continuing rewrites, per namespace, every bucket from a
  dirty bucket up to as_of:
    - the bucket of the previous as_of, where runs still open grew into the new hours;
    - for each changed run, from the bucket of its changed_from_time
      (python_udfs.runs.changed_from_time, plain Python; hypothesis checks it against the
      bucket rows themselves, tests/test_python_udfs_runs.py).
  Nothing here scans the whole history: the changed runs' previous state comes from the
  previous as_of bucket alone, the unchanged runs to rewrite from the dirty partitions.

  The pre-hook writes work tables, in SQL alone: the changed runs with their changed_from_time,
  the dirty bucket of each namespace, the runs to rebuild (scope) and the partitions to drop
  (the dirty ones and those that left the retention window); it drops those partitions and
  the model writes the dirty buckets from the scope table. They are work tables, not models,
  because they read this table's previous state before the hook drops its partitions. No
  text of the data is rendered into SQL: namespaces travel in the work tables, partitions are
  dropped by a SQL script that passes them as parameters (drop_partitions_listed), the plan's
  values are read by subqueries, except the bucket numbers that bound the reads of this
  table, which render only as whole numbers (sql_integer) so the metastore prunes.

  Built without this invocation's plan (selected without its parents), it rebuilds every
  bucket and says so. Assumed, not checked: a run's start_time does not change after it
  stopped (CDAP never rewrites a finished run).
-#}

{#- A side table of the bucket table, in the intermediate schema. -#}
{% macro active_run_buckets_side_table(suffix) -%}
  {{ return(api.Relation.create(schema=target.schema ~ '_intermediate', identifier='active_run_buckets__' ~ suffix, type='table')) }}
{%- endmacro %}

{#- Work tables of an incremental build (dropped by its post_hook): the runs changed since
    the watermark, and the runs the model writes with the bucket each is written from. -#}
{% macro active_run_buckets_changes() -%}
  {{ return(active_run_buckets_side_table('changes')) }}
{%- endmacro %}

{% macro active_run_buckets_scope() -%}
  {{ return(active_run_buckets_side_table('scope')) }}
{%- endmacro %}

{#- The dirty bucket of each namespace to rewrite, and the partitions to drop. -#}
{% macro active_run_buckets_dirty_table() -%}
  {{ return(active_run_buckets_side_table('dirty')) }}
{%- endmacro %}

{% macro active_run_buckets_stale_table() -%}
  {{ return(active_run_buckets_side_table('stale')) }}
{%- endmacro %}

{#- SQL: runs with a bucket in the retention window, each written from the window's start. -#}
{% macro active_run_buckets_full_scope() -%}
select
    runs.*,
    as_of.as_of_time,
    {{ first_retained_bucket('as_of.as_of_time') }} as window_start
from {{ ref('program_runs') }} as runs
cross join {{ ref('runs_as_of') }} as as_of
-- runs that ended before the retention window have no bucket; keep them out of Python
where coalesce(runs.stop_time, as_of.as_of_time) >= {{ first_retained_bucket('as_of.as_of_time') }}
{%- endmacro %}

{#- The columns of a run the bucket rows carry (besides as_of_time). -#}
{% macro active_run_buckets_run_columns() -%}
  {{ return([
      'program_run_id', 'namespace', 'application', 'program_type', 'program', 'run_id',
      'status', 'start_time', 'stop_time', 'inverted_start_time',
  ]) }}
{%- endmacro %}

{#- SQL: every run with a valid record newer than the watermark (int_runs_changed), as it is
    now, with the earliest time its change reaches back to (changed_from_time, the UDF of
    python_udfs.runs.changed_from_time, whose soundness hypothesis checks against the rows).
    A run open at the last build has its state row (status is not null: its stop bucket, or
    the as_of bucket while it runs) in that build's as_of bucket, so only that partition is
    read. A changed run missing there is new, or stopped earlier: either way its rows (if
    any) lie from its start on, since a stopped run's start never moves. -#}
{% macro active_run_buckets_changed_runs(previous_as_of_bucket) -%}
with latest as (
    select
        *,
        {{ inverted_start_time('start_time') }} as inverted_start_time,
        {{ run_build_plan_value('as_of_time') }} as as_of_time
    from {{ ref('int_runs_changed') }}
),

previous_state as (
    select * from {{ this }}
    where status is not null
        and bucket_at = {{ sql_integer(previous_as_of_bucket) }}
)

select
    {%- for column in active_run_buckets_run_columns() %}
    latest.{{ column }},
    {%- endfor %}
    latest.as_of_time,
    -- the planning rule, plain Python: python_udfs.runs.changed_from_time
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
{%- endmacro %}

{#- SQL: per namespace, the first bucket to rebuild (dirty_from_bucket): the previous as_of
    bucket where runs were active (open ones grew into the new hours), or the earliest bucket
    a changed run reaches back to; never before the retention window. -#}
{% macro active_run_buckets_dirty(previous_as_of_bucket) -%}
with previous_as_of_bucket as (
    select namespace, bucket_at as dirty_from_bucket
    from {{ this }}
    where bucket_at = {{ sql_integer(previous_as_of_bucket) }}
    group by namespace, bucket_at
),

changed as (
    select namespace, bucket_floor(min(changed_from_time), {{ bucket_seconds() }}) as dirty_from_bucket
    from {{ active_run_buckets_changes() }}
    group by namespace
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
{%- endmacro %}

{#- SQL: the runs with a bucket at or after their namespace's dirty bucket: the changed runs
    as they are now, the others from their state row (which sits at or after any bucket the
    run was active in), grown to this build's as_of. -#}
{% macro active_run_buckets_incremental_scope(first_dirty_bucket) -%}
with dirty as (
    select * from {{ active_run_buckets_dirty_table() }}
),

changed as (
    select
        {%- for column in active_run_buckets_run_columns() %}
        {{ column }},
        {%- endfor %}
        as_of_time
    from {{ active_run_buckets_changes() }}
),

unchanged as (
    select
        {%- for column in active_run_buckets_run_columns() %}
        state.{{ column }},
        {%- endfor %}
        {{ run_build_plan_value('as_of_time') }} as as_of_time
    from {{ this }} as state
    inner join dirty
        on state.namespace = dirty.namespace
        and state.bucket_at >= dirty.dirty_from_bucket
    left anti join changed on state.program_run_id = changed.program_run_id
    where state.status is not null
        -- a partition filter: the buckets before every dirty one are not listed
        and state.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
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
{%- endmacro %}

{#- SQL: the partitions this build drops before it writes: those before the retention window
    and, per dirty namespace, those from its dirty bucket on (a dirty bucket may end up with no
    run, and dynamic partition overwrite only replaces the partitions it writes). With
    `everything`, every partition. The two bounds prune the listing to the partitions that
    can be stale (`first_dirty_bucket` none: no namespace is dirty). -#}
{% macro active_run_buckets_stale(everything, window_start=none, first_dirty_bucket=none) -%}
{%- if everything %}
select namespace, bucket_at from {{ this }} group by namespace, bucket_at
{%- else %}
with dirty as (
    select * from {{ active_run_buckets_dirty_table() }}
)

select buckets.namespace, buckets.bucket_at
from {{ this }} as buckets
left join dirty on buckets.namespace = dirty.namespace
where buckets.bucket_at < {{ sql_integer(window_start) }}
{%- if first_dirty_bucket is not none %}
    or (
        buckets.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
        and buckets.bucket_at >= dirty.dirty_from_bucket
    )
{%- endif %}
group by buckets.namespace, buckets.bucket_at
{%- endif %}
{%- endmacro %}

{#- (Re)create `relation` as a Parquet table from `sql`. -#}
{% macro replace_work_table(relation, sql) %}
  {% do run_query('create database if not exists ' ~ relation.schema) %}
  {% do run_query('drop table if exists ' ~ relation) %}
  {% do run_query('create table ' ~ relation ~ ' using parquet as ' ~ sql) %}
{% endmacro %}

{#- pre_hook: forgets the last completed build (forget_completed_runs_build); on incremental
    runs, writes the scope table and the stale partitions from this invocation's plan (every
    run and partition when it rebuilds every bucket, or when there is none: the model was
    selected without its parents), then drops those partitions. -#}
{% macro prepare_active_run_buckets_increment() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do forget_completed_runs_build() %}
  {% if not is_incremental() %}{{ return('') }}{% endif %}
  {% set plan = runs_build_plan() %}
  {% set reason = "built without this invocation's int_run_builds_planned (select +" ~ this.identifier ~ ")"
      if plan is none else plan.buckets_rebuild_reason %}
  {% if reason is not none %}
    {{ log(this.identifier ~ ': ' ~ reason ~ '; rebuilding every bucket', info=True) }}
    {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_full_scope()) %}
    {% do replace_work_table(active_run_buckets_stale_table(), active_run_buckets_stale(everything=true)) %}
  {% else %}
    {#- bucket numbers computed here render as whole numbers (sql_integer), so the reads of
        this table prune partitions in the metastore -#}
    {% set previous_as_of_bucket = bucket_floor_value(plan.previous_as_of_time) %}
    {% do replace_work_table(active_run_buckets_changes(), active_run_buckets_changed_runs(previous_as_of_bucket)) %}
    {% do replace_work_table(active_run_buckets_dirty_table(), active_run_buckets_dirty(previous_as_of_bucket)) %}
    {% set first_dirty_bucket = run_query('select min(dirty_from_bucket) from ' ~ active_run_buckets_dirty_table()).rows[0][0] %}
    {% if first_dirty_bucket is none %}
      {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_full_scope() ~ ' limit 0') %}
    {% else %}
      {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_incremental_scope(first_dirty_bucket)) %}
    {% endif %}
    {% do replace_work_table(active_run_buckets_stale_table(), active_run_buckets_stale(false, plan.window_start, first_dirty_bucket)) %}
  {% endif %}
  {% do run_query(drop_partitions_listed(this, active_run_buckets_stale_table(), ['namespace', 'bucket_at'])) %}
  {{ return('') }}
{% endmacro %}

{#- post_hook: drop the work tables. -#}
{% macro drop_active_run_buckets_work_tables() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% for work_table in [
      active_run_buckets_changes(), active_run_buckets_dirty_table(), active_run_buckets_scope(), active_run_buckets_stale_table(),
  ] %}
    {% do run_query('drop table if exists ' ~ work_table) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}
