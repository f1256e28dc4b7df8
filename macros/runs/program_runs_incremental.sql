{#-
  Incremental upkeep of program_runs (insert_overwrite on start_day_at): the model merges the
  runs changed since the last completed build (int_runs_changed: the latest version of each
  run among the newer records) into the runs they name and rewrites those runs' start days.
  When this invocation's plan (int_run_builds_planned) rebuilds every run, the model writes
  its full build and the insert replaces the whole table (partition_overwrite 'static').
-#}

{#- SQL: the mart's row of a run version (its program_run_columns() and the derived ones), in
    the contract's order, the partition last. -#}
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
    {{ time_floor('start_time', 86400) }} as start_day_at
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

{#- pre_hook of program_runs: forgets the last completed build (forget_completed_runs_build);
    on incremental runs, sets how the insert overwrites: the whole table when this
    invocation's plan rebuilds every run (saying why), else the start days written. Without
    this invocation's plan (the model selected without its parents) the build stops: the
    changes there are an older build's. -#}
{% macro prepare_program_runs_increment() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set plan = runs_build_plan() if is_incremental() else none %}
  {% if is_incremental() and plan is none %}
    {{ exceptions.raise_compiler_error(this.identifier ~ ": int_run_builds_planned was not built by this invocation; select +" ~ this.identifier) }}
  {% endif %}
  {% do forget_completed_runs_build() %}
  {% if not is_incremental() %}{{ return('') }}{% endif %}
  {% if program_runs_rebuilds(plan) %}
    {{ log(this.identifier ~ ': ' ~ plan.runs_rebuild_reason ~ '; rebuilding every run', info=True) }}
    {% do partition_overwrite(this, 'static') %}
  {% else %}
    {% do partition_overwrite(this, 'dynamic') %}
  {% endif %}
  {{ return('') }}
{% endmacro %}
