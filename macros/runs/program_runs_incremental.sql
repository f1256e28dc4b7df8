{#-
  Incremental upkeep of program_runs (insert_overwrite on start_day_at): the pre_hook writes
  the latest version of each run among the records new since the last build (the changes),
  the model merges them into the runs they name and rewrites those runs' start days.
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

{#- Work table of a program_runs build: the latest version of each run among the raw records
    new to it (all of them when it rebuilds every run). -#}
{% macro program_runs_changes() -%}
  {{ return(api.Relation.create(schema=target.schema ~ '_intermediate', identifier='program_runs__changes', type='table')) }}
{%- endmacro %}

{#- SQL: the latest version of each run among the valid run records after `since` (a SQL
    expression; null: all of them). The bucket planning reads its changed runs with it too. -#}
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
    from {{ ref('stg_runs__run_records') }}
    where reject_reason is null
        and record_time > coalesce({{ since }}, -1)
)
where version_rank = 1
{%- endmacro %}

{#- pre_hook of program_runs (incremental runs): writes the changes, the latest version of
    each run among the records new to it. Those are the records after the
    last build's watermark, when nothing at or before it changed and the table is not empty
    (a build that stopped after emptying it); otherwise every record is, and every partition
    is dropped first. The watermark is no later than what this table holds (it is taken from
    this table), so reading after it merges no record twice into a different result: a run's
    latest version is a maximum. -#}
{% macro prepare_program_runs_increment() %}
  {% if not execute or not is_incremental() %}{{ return('') }}{% endif %}
  {% set as_of_time = write_runs_build_work_tables()[0] %}
  {% set previous = runs_previous_build(as_of_time, this.identifier, 'run') if as_of_time is not none else none %}
  {% set holds_runs = run_query('select 1 from ' ~ this ~ ' limit 1').rows | length > 0 %}
  {% if previous is not none and holds_runs %}
    {% do replace_work_table(program_runs_changes(), latest_run_versions(previous_build_value('record_time'))) %}
  {% else %}
    {% do replace_work_table(program_runs_changes(), latest_run_versions('null')) %}
    {% do run_query(drop_partitions_listed(this, '(select distinct start_day_at from ' ~ this ~ ')', ['start_day_at'])) %}
  {% endif %}
  {{ return('') }}
{% endmacro %}
