{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  This invocation's plan (int_run_builds_planned, one row) says whether the build may continue
  from the last completed build (run_builds) or must rebuild every bucket, and
  why (python_udfs.runs.rebuild_reason). A build continuing rewrites, per namespace, every
  bucket from a dirty bucket up to as_of, planned by four models that read the bucket table
  as it stands before this build (not a ref: it is downstream of them):
    - int_runs_changed_from: the runs changed since the last build, each with the earliest
      time its change reaches back to (python_udfs.runs.changed_from_time);
    - int_run_buckets_dirty: per namespace, the first bucket to rewrite;
    - int_runs_rebucketed: the runs the model writes, from their namespace's dirty bucket on;
    - int_run_buckets_stale: the partitions the build would leave stale.
  Nothing here scans the whole history: the changed runs' previous state comes from the
  previous as_of bucket alone, the unchanged runs to rewrite from the dirty partitions. The
  pre_hook names the partitions int_run_buckets_stale lists for dropping (a partition
  overwrite replaces only those it writes): those that left the retention window and the
  dirty ones no run of int_runs_rebucketed reaches; the swap that re-points the partitions
  the model writes drops them in its next metastore call (adapter.drop_partitions_at_swap,
  the values read as rows, never rendered into SQL). A build rebuilding every
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
    on (the pandas UDF python_udfs.runs.spark_udfs.runs_active_bucket_range); null fields when none. -#}
{% macro active_run_bucket_range(runs) -%}
runs_active_bucket_range(
    {{ runs }}.start_time,
    {{ runs }}.stop_time,
    {{ runs }}.as_of_time,
    {{ runs }}.window_start,
    {{ bucket_seconds() }}
)
{%- endmacro %}

{#- SQL: a generator of the buckets a run's `bucket_range` (active_run_bucket_range) spans, one
    row each; none when its fields are null. -#}
{% macro active_run_bucket_ats(bucket_range) -%}
explode(sequence({{ bucket_range }}.first_bucket_at, {{ bucket_range }}.last_bucket_at, {{ bucket_seconds() }}))
{%- endmacro %}

{#- The first bucket any namespace rewrites (min of int_run_buckets_dirty), read while the
    model compiles so it bounds the reads of the bucket table as a whole number; none when no
    namespace is dirty or the build does not continue. -#}
{% macro active_run_buckets_first_dirty(increment) %}
  {% if not active_run_buckets_continues(increment) %}{{ return(none) }}{% endif %}
  {{ return(run_query('select min(dirty_from_bucket) from ' ~ ref('int_run_buckets_dirty')).rows[0][0]) }}
{% endmacro %}

{#- pre_hook: forgets the last completed build (forget_completed_runs_build); on incremental
    runs, when it rebuilds every bucket (saying why), makes the insert replace the whole table
    (partition_overwrite 'static': the full scope does not read the table); else names the
    partitions the build would leave stale (int_run_buckets_stale), which the swap of the
    partitions it writes drops in the same step. -#}
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
  {% do adapter.drop_partitions_at_swap(this, ref('int_run_buckets_stale')) %}
  {{ return('') }}
{% endmacro %}
