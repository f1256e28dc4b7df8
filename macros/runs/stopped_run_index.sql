{#-
  Incremental upkeep of stopped_run_index (insert_overwrite on namespace and start day): the
  model rewrites the partitions int_run_index_partitions_dirty names (a correction, a
  compaction); its post_hook appends the runs this build saw stop to the partitions they
  start in. A build whose plan rebuilds every run writes the full build, replacing the
  whole table.
-#}

{#- SQL: the index's row of a run of program_runs (`runs`), in the contract's order, the
    partitions last. -#}
{% macro stopped_run_row(runs) -%}
    ---- key
    {{ runs }}.start_time,
    {{ runs }}.stop_time,
    {{ runs }}.program_run_id,
    ---- run
    {{ runs }}.application,
    {{ runs }}.program_type,
    {{ runs }}.program,
    {{ runs }}.run_id,
    {{ runs }}.status,
    ---- partition
    {{ runs }}.namespace,
    {{ runs }}.start_day_at
{%- endmacro %}

{#- SQL: the runs changed since the last completed build (int_runs_changed, the versions
    program_runs merged: a change is newer than every version there) that are stopped now, as
    program_runs' rows. -#}
{% macro changed_runs_stopped() -%}
select {{ program_run_row() | indent(4) }}
from {{ ref('int_runs_changed') }}
where stop_time is not null
{%- endmacro %}

{#- SQL: the order of the index's rows in each file. By stop_time: both of active_runs' reads
    bound it from below (runs still active at the window), and Parquet's page statistics
    then skip the pages of the runs that stopped before; the start days bound start_time
    already (the partitions). -#}
{% macro stopped_run_order() -%}
order by namespace, start_day_at, {{ stopped_run_order_columns() | join(', ') }}
{%- endmacro %}

{#- The columns of stopped_run_order, after the partition columns. -#}
{% macro stopped_run_order_columns() -%}
  {{ return(['stop_time', 'start_time', 'program_run_id']) }}
{%- endmacro %}

{#- Whether this invocation keeps stopped_run_index and appends to it (rewriting only its dirty
    partitions) rather than building it whole: the index exists, the build is no full refresh,
    and its plan does not rebuild every run. The same answer before the model runs (the dirty
    set), in its query and in its hooks. -#}
{% macro stopped_run_index_appends() %}
  {{ return(
      not flags.FULL_REFRESH
      and relation_exists(model_relation('stopped_run_index'))
      and not program_runs_rebuilds(runs_build_plan())
  ) }}
{% endmacro %}

{#- pre_hook of stopped_run_index: on incremental runs, sets how the insert overwrites: the
    partitions written when it appends, else the whole table. -#}
{% macro prepare_stopped_run_index_increment() %}
  {% if not execute or not is_incremental() %}{{ return('') }}{% endif %}
  {% do partition_overwrite(this, 'dynamic' if stopped_run_index_appends() else 'static') %}
  {{ return('') }}
{% endmacro %}

{#- post_hook of stopped_run_index: appends the changed runs stopped now (changed_runs_stopped)
    that are not yet in the partition they start in, a file to each such partition, renamed
    into it in one step (adapter.append_rows). The partitions the model rewrote hold theirs
    already, and a second run appends nothing. -#}
{% macro append_stopped_runs() %}
  {% if not execute or not stopped_run_index_appends() %}{{ return('') }}{% endif %}
  {% set sql %}
with runs as (
    {{ changed_runs_stopped() | indent(4) }}
),

-- in the days appended to only, pruned by the subquery's value when the query runs
indexed as (
    select indexed.program_run_id
    from {{ this }} as indexed
    left semi join runs
        on indexed.namespace = runs.namespace
        and indexed.start_day_at = runs.start_day_at
        and indexed.program_run_id = runs.program_run_id
    where array_contains((select collect_set(appended.start_day_at) from runs as appended), indexed.start_day_at)
)

-- a few rows, which the planner cannot know: broadcast rather than shuffle
select /*+ broadcast(indexed) */ {{ stopped_run_row('runs') }}
from runs
left anti join indexed on runs.program_run_id = indexed.program_run_id
  {% endset %}
  {% do adapter.append_rows(this, sql, stopped_run_order_columns()) %}
  {{ return('') }}
{% endmacro %}
