{#-
  The state an incremental build of the runs domain continues from, as dbt models:
  int_run_record_files_read (the raw files this build reads), int_run_builds_planned (this
  build's plan: as_of, window, the last completed build's watermark and why to rebuild, from
  python_udfs.runs.rebuild_reason), int_runs_changed (the runs changed since the watermark)
  and run_builds (what the build covered, written after the marts). The hooks of
  program_runs and active_run_buckets read the plan's row through runs_build_plan.
-#}

{#- run_builds as it stands, read by the plan as the last completed build's
    (not a ref: it is downstream of the plan). -#}
{% macro runs_builds_completed() -%}
  {{ return(model_relation('run_builds')) }}
{%- endmacro %}

{#- The last completed build (run_builds as it stands), read while the plan compiles: its
    watermark (record_time), as_of_time, raw_records and bucket layout, how many of the raw
    files it read (path, size, modification time) this build's pin does not hold unchanged
    (changed_files), and how many statuses the seed run_statuses has added, removed or changed
    since (changed_statuses: all of them for a run_builds written before it recorded the seed);
    none when there is none (or a build changed the marts after it: runs_build_under_way). The plan writes them into its queries as whole numbers, so the
    scans of the raw records skip their row groups and run_builds is read once. -#}
{% macro runs_completed_build() %}
  {% set completed = runs_builds_completed() %}
  {% if not execute or not relation_exists(completed) or relation_exists(runs_build_under_way()) %}{{ return(none) }}{% endif %}
  {% set recorded = adapter.get_columns_in_relation(completed) | map(attribute='name') | list %}
  {% set sql %}
    with previous_files as (select inline(raw_files) from {{ completed }}),

    previous_statuses as (
        select inline({{ 'run_statuses' if 'run_statuses' in recorded else 'cast(null as array<' ~ run_statuses_type() ~ '>)' }})
        from {{ completed }}
    )

    select
        record_time, as_of_time, raw_records, bucket_seconds, lookback_days,
        (
            select count(*) from previous_files
            left anti join {{ ref('int_run_record_files_read') }} as files
                on previous_files.file_path = files.file_path
                and previous_files.file_size = files.file_size
                and previous_files.file_modification_time = files.file_modification_time
        ) as changed_files,
        (
            select count(distinct coalesce(previous_statuses.status, statuses.status))
            from previous_statuses
            full outer join {{ ref('run_statuses') }} as statuses
                on previous_statuses.status <=> statuses.status
                and previous_statuses.is_terminal <=> statuses.is_terminal
            where previous_statuses.status is null or statuses.status is null
        ) as changed_statuses
    from {{ completed }}
  {% endset %}
  {% set table = run_query(sql) %}
  {{ return(dict(zip(table.column_names, table.rows[0]))) }}
{% endmacro %}

{#- SQL: the seed run_statuses as a build records it (run_builds.run_statuses), sorted. -#}
{% macro run_statuses_recorded() -%}
(
    select array_sort(collect_list(cast(struct(statuses.status, statuses.is_terminal) as {{ run_statuses_type() }})))
    from {{ ref('run_statuses') }} as statuses
)
{%- endmacro %}

{% macro run_statuses_type() -%}
struct<status: string, is_terminal: boolean>
{%- endmacro %}

{#- This invocation's plan as a dict, or none when int_run_builds_planned was not built by
    this invocation (the model was selected without its parents: the plan and the changes
    there are an older build's). -#}
{% macro runs_build_plan() %}
  {% set row = last_runs_build_plan() %}
  {% if row is none or row['invocation_id'] != invocation_id %}{{ return(none) }}{% endif %}
  {{ return(row) }}
{% endmacro %}

{#- The last plan as a dict, whichever invocation built it (none when there is none). -#}
{% macro last_runs_build_plan() %}
  {% set plan = ref('int_run_builds_planned') %}
  {% if not relation_exists(plan) %}{{ return(none) }}{% endif %}
  {% set table = run_query('select * from ' ~ plan) %}
  {{ return(dict(zip(table.column_names, table.rows[0]))) }}
{% endmacro %}

{#- SQL: a value of this build's plan, read by a subquery rather than rendered. -#}
{% macro run_build_plan_value(column) -%}
(select {{ column }} from {{ ref('int_run_builds_planned') }})
{%- endmacro %}

{#- The mark a runs build leaves while it changes the marts (a view: no location a kill could
    leave behind): while it exists, run_builds is no build's to continue from. -#}
{% macro runs_build_under_way() -%}
  {{ return(api.Relation.create(schema=model_relation('int_run_builds_planned').schema, identifier='run_builds_superseded', type='view')) }}
{%- endmacro %}

{#- Before an incremental runs mart changes its table: the last completed build is forgotten
    (the plan has read it), so a build that stops half-way is followed by a rebuild, not by an
    increment over a half-written table. run_builds itself stays, the last completed build's
    row, for BI; the mark says it is superseded, and run_builds, written last, clears it
    (clear_runs_build_under_way). -#}
{% macro forget_completed_runs_build() %}
  {% do run_query('create or replace view ' ~ runs_build_under_way() ~ ' as select true as superseded') %}
{% endmacro %}

{#- post_hook of run_builds: the build completed. -#}
{% macro clear_runs_build_under_way() %}
  {% if execute %}{% do run_query('drop view if exists ' ~ runs_build_under_way()) %}{% endif %}
  {{ return('') }}
{% endmacro %}

{#- SQL expression: how many raw run records have record_time <= `record_time` (a SQL
    expression). Counted as all records (Parquet footers hold the row counts) less the newer
    ones and the nulls, whose filters row-group statistics answer for all but the newest files. -#}
{% macro raw_records_through(record_time) -%}
{%- set raw = source('runs_raw', 'run_records') -%}
(
    (select count(*) from {{ raw }})
    - (select count(*) from {{ raw }} where record_time > {{ record_time }})
    - (select count(*) from {{ raw }} where record_time is null)
)
{%- endmacro %}
