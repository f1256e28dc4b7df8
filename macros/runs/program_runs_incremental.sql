{#-
  Incremental upkeep of program_runs (insert_overwrite on start_day_at and stop_day_at): the
  runs changed since the last completed build (int_runs_changed: the latest version of each
  run among the newer records) replace the runs they name, and only the partitions those runs
  were in or are in now are rewritten (int_run_partitions_rewritten). A running run lies in
  its start day's partition with a null stop day, so a run that stops moves from that small
  partition to its stop day's, and an hourly build rewrites the runs still running and those
  stopped that day, not every run of the start days they began on. The pre_hook drops the
  partitions the changed runs leave with no run in them, which a partition overwrite cannot
  empty. When this invocation's plan (int_run_builds_planned) rebuilds every run, the model
  writes its full build and the insert replaces the whole table (partition_overwrite 'static').
-#}

{#- SQL: the mart's row of a run version (its program_run_columns() and the derived ones), in
    the contract's order, the partitions last. -#}
{% macro program_run_row() -%}
    program_run_id,
    namespace,
    application,
    app_version,
    program_type,
    program,
    run_id,
    status,
    stop_time is null as is_active,
    node_count,
    start_time,
    stop_time,
    {{ inverted_start_time('start_time') }} as inverted_start_time,
    record_time,
    {{ run_partition_columns() }}
{%- endmacro %}

{#- SQL: the partition of program_runs a run's version lies in: its start day and stop day
    (null while it runs). -#}
{% macro run_partition_columns() -%}
    {{ time_floor('start_time', 86400) }} as start_day_at,
    {{ time_floor('stop_time', 86400) }} as stop_day_at
{%- endmacro %}

{#- The columns of a run's record version, from which the mart's row is derived. -#}
{% macro program_run_columns() -%}
  {{ return([
      'namespace', 'application', 'app_version', 'program_type', 'program', 'run_id',
      'program_run_id', 'status', 'node_count', 'start_time', 'stop_time', 'record_time',
  ]) }}
{%- endmacro %}

{#- SQL: the latest version of each run among the valid run records after `since` (a SQL
    expression; null: all of them): int_runs_changed, and a full build of program_runs. -#}
{% macro latest_run_versions(since) -%}
select * except (version_rank)
from (
    select
        {%- for column in program_run_columns() %}
        {{ column }},
        {%- endfor %}
        row_number() over (
            partition by program_run_id
            order by {{ latest_version_order() }}
        ) as version_rank
    from {{ ref('int_run_records_checked') }}
    where reject_reason is null
        and record_time > coalesce({{ since }}, -1)
)
where version_rank = 1
{%- endmacro %}

{#- Whether an incremental build of program_runs with this invocation's `plan`
    (runs_build_plan) rebuilds every run (the plan says why): the model then writes its full
    build, which does not read the table. -#}
{% macro program_runs_rebuilds(plan) %}
  {{ return(plan is not none and plan.runs_rebuild_reason is not none) }}
{% endmacro %}

{#- Whether this invocation merges the changed runs into program_runs (rewriting only the
    partitions they were or are in) rather than building it whole: the table exists in this
    layout (runs_partitioned_by_stop_day), the build is no full refresh, and its own plan
    does not rebuild every run. The model merges (also asking is_incremental(), which its unit
    test sets) and int_run_partitions_rewritten lists the partitions it reads only then. -#}
{% macro program_runs_merges() %}
  {% set plan = runs_build_plan() %}
  {% set runs = model_relation('program_runs') %}
  {{ return(
      not flags.FULL_REFRESH
      and plan is not none
      and not program_runs_rebuilds(plan)
      and relation_exists(runs)
      and runs_partitioned_by_stop_day(runs)
  ) }}
{% endmacro %}

{#- Whether the table `runs` (program_runs) is partitioned by stop day too, as built today. -#}
{% macro runs_partitioned_by_stop_day(runs) %}
  {{ return('stop_day_at' in adapter.get_columns_in_relation(runs) | map(attribute='name') | list) }}
{% endmacro %}

{#- pre_hook of program_runs: forgets the last completed build (forget_completed_runs_build);
    on incremental runs, sets how the insert overwrites: the whole table when this
    invocation's plan rebuilds every run (saying why), else the partitions written, dropping
    those the changed runs leave empty (int_run_partitions_rewritten; the query does not read
    them) in the same swap. Without this invocation's plan (the model selected without its parents)
    the build stops: the changes there are an older build's. -#}
{% macro prepare_program_runs_increment() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set plan = runs_build_plan() if is_incremental() else none %}
  {% if is_incremental() and plan is none %}
    {{ exceptions.raise_compiler_error(this.identifier ~ ": int_run_builds_planned was not built by this invocation; select +" ~ this.identifier) }}
  {% endif %}
  {% if is_incremental() and not runs_partitioned_by_stop_day(this) %}
    {{ exceptions.raise_compiler_error(
        this.identifier ~ ": the table was built before runs were partitioned by stop day too; "
        ~ "run `dbt build --full-refresh --select " ~ this.identifier ~ "+`"
    ) }}
  {% endif %}
  {% do forget_completed_runs_build() %}
  {% if not is_incremental() %}{{ return('') }}{% endif %}
  {% if program_runs_rebuilds(plan) %}
    {{ log(this.identifier ~ ': ' ~ plan.runs_rebuild_reason ~ '; rebuilding every run', info=True) }}
    {% do partition_overwrite(this, 'static') %}
  {% else %}
    {% do partition_overwrite(this, 'dynamic') %}
    {% set emptied = '(select start_day_at, stop_day_at from ' ~ ref('int_run_partitions_rewritten') ~ ' where is_emptied)' %}
    {% do adapter.drop_partitions_at_swap(this, emptied) %}
  {% endif %}
  {{ return('') }}
{% endmacro %}
