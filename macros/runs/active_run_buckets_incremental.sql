{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  This invocation's plan (int_run_builds_planned, one row) says whether the build may continue
  from the last completed build (run_builds) or must rebuild every bucket, and
  why (python_udfs.runs.rebuild_reason). A build continuing rewrites, per namespace, every
  bucket from a dirty bucket up to as_of, planned by three models that read the bucket table
  as it stands before this build (not a ref: it is downstream of them):
    - int_runs_changed_from: the runs changed since the last build, each with the earliest
      time its change reaches back to (python_udfs.runs.changed_from_time);
    - int_run_buckets_dirty: per namespace, the first bucket to rewrite;
    - int_runs_rebucketed: the runs the model writes, from their namespace's dirty bucket on.
  Nothing here scans the whole history: the changed runs' previous state comes from the
  previous as_of bucket alone, the unchanged runs to rewrite from the dirty partitions. The
  pre_hook drops the partitions that would be left stale (dynamic partition overwrite replaces
  only those it writes): those that left the retention window and the dirty ones no run of
  int_runs_rebucketed reaches (the others the insert replaces: dropping them too cost a
  metastore call each, ~40 ms on Derby, and another to add them back), by a SQL script that
  passes them as parameters (drop_partitions_listed). A build rebuilding every
  bucket replaces the whole table instead (partition_overwrite). No text of the data is
  rendered into SQL: the plan's values are read by subqueries, except the bucket numbers that
  bound the reads of the bucket table, which render only as whole numbers (sql_integer) so
  the metastore prunes.

  Built without this invocation's plan (selected without its parents), it rebuilds every
  bucket and says so. Assumed, not checked: a run's start_time does not change after it
  stopped (CDAP never rewrites a finished run).
-#}

{#- active_run_buckets as it stands (the planning models read it before this build writes it). -#}
{% macro active_run_buckets_built() -%}
  {{ return(model_relation('active_run_buckets')) }}
{%- endmacro %}

{#- How this invocation builds active_run_buckets: none when it builds it in full (first
    build, --full-refresh, or at parse time); else a dict with this invocation's plan (none
    when the model was selected without it) and the reason to rebuild every bucket (none:
    the build continues from the last completed one). -#}
{% macro active_run_buckets_increment() %}
  {% if not execute or flags.FULL_REFRESH or not relation_exists(active_run_buckets_built()) %}{{ return(none) }}{% endif %}
  {% set plan = runs_build_plan() %}
  {% set reason = "built without this invocation's int_run_builds_planned (select +active_run_buckets)"
      if plan is none else plan.buckets_rebuild_reason %}
  {{ return({'plan': plan, 'reason': reason}) }}
{% endmacro %}

{#- Whether the build continues from the last completed one (rewrites only dirty buckets). -#}
{% macro active_run_buckets_continues(increment) %}
  {{ return(increment is not none and increment.reason is none) }}
{% endmacro %}

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

{#- SQL: the first and last bucket (a struct) `runs`' run is active in, from its window_start
    on (the pandas UDF python_udfs.runs.runs_active_bucket_range); null fields when none. -#}
{% macro active_run_bucket_range(runs) -%}
runs_active_bucket_range(
    {{ runs }}.start_time,
    {{ runs }}.stop_time,
    {{ runs }}.as_of_time,
    {{ runs }}.window_start,
    {{ bucket_seconds() }}
)
{%- endmacro %}

{#- SQL: the partitions a continuing build drops before it writes: those before the retention
    window and, per dirty namespace, those from its dirty bucket on that no rewritten run
    reaches (a dirty bucket may end up with no run; the insert replaces the others). The two
    bounds, whole numbers, prune the listing to the partitions that can be stale
    (`first_dirty_bucket` none: no namespace is dirty). -#}
{% macro active_run_buckets_stale(window_start, first_dirty_bucket) -%}
(
    with rewritten as (
        select runs.namespace, {{ active_run_bucket_range('runs') | indent(8) }} as bucket_range
        from {{ ref('int_runs_rebucketed') }} as runs
    )

    select buckets.namespace, buckets.bucket_at
    from {{ this }} as buckets
    left join {{ ref('int_run_buckets_dirty') }} as dirty on buckets.namespace = dirty.namespace
    left anti join rewritten
        on buckets.namespace = rewritten.namespace
        and buckets.bucket_at between rewritten.bucket_range.first_bucket_at and rewritten.bucket_range.last_bucket_at
    -- the bounds alone first: Spark does not take a partition filter out of a disjunction
    -- that also reads the joined table
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
)
{%- endmacro %}

{#- pre_hook: forgets the last completed build (forget_completed_runs_build); on incremental
    runs, when it rebuilds every bucket (saying why), makes the insert replace the whole table
    (partition_overwrite 'static': the full scope does not read the table); else drops the
    partitions the build may leave stale (active_run_buckets_stale). -#}
{% macro prepare_active_run_buckets_increment() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do forget_completed_runs_build() %}
  {% if not is_incremental() %}{{ return('') }}{% endif %}
  {% set increment = active_run_buckets_increment() %}
  {% if not active_run_buckets_continues(increment) %}
    {{ log(this.identifier ~ ': ' ~ increment.reason ~ '; rebuilding every bucket', info=True) }}
    {% do partition_overwrite(this, 'static') %}
    {{ return('') }}
  {% endif %}
  {% do partition_overwrite(this, 'dynamic') %}
  {% set first_dirty_bucket = run_query('select min(dirty_from_bucket) from ' ~ ref('int_run_buckets_dirty')).rows[0][0] %}
  {% set stale = active_run_buckets_stale(increment.plan.window_start, first_dirty_bucket) %}
  {% do run_query(drop_partitions_listed(this, stale, ['namespace', 'bucket_at'])) %}
  {{ return('') }}
{% endmacro %}
