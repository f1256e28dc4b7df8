{#- The body of the table function active_runs (models/runs/functions/active_runs.sql), here
    so that a build of active_run_buckets can re-create the function for its new as_of.
    The build's as_of goes in as a literal, so the route below folds to true or false at
    planning time and Spark drops the branch not taken. -#}
{#- `bucket_table`: ref('active_run_buckets'), or `this` in that model's own hook; `columns`:
    the function's returned columns (its YAML). -#}
{% macro active_runs_sql(bucket_table, columns) -%}
{%- set as_of = 0 -%}
{#- the as_of the bucket table was built for (its build read runs_as_of too) -#}
{%- set built_as_of = ref('runs_as_of') -%}
{%- if execute and relation_exists(built_as_of) -%}
  {%- set as_of = run_query('select as_of_time from ' ~ built_as_of).columns[0].values()[0] | int -%}
{%- endif -%}
{%- set as_of_bucket_at = bucket_floor_value(as_of) -%}
{%- set first_bucket_at = bucket_floor_value(as_of - whole_number_var('runs_lookback_days') * 86400) -%}
{%- set use_buckets = 'bucket_floor(begin_time, ' ~ bucket_seconds() ~ ') >= ' ~ first_bucket_at -%}
{#- a row of `alias` is in one of the comma-separated namespaces -#}
{%- set in_namespaces = "array_contains(transform(split(namespaces, ','), n -> trim(n)), %s.namespace)" -%}
{%- set output_columns = columns | map(attribute='name') | list -%}

-- Runs active in [begin_time, end_time) (R1: start_time < end_time and (stop_time is null
-- or stop_time >= begin_time)) in the comma-separated namespaces. Every run has one state row
-- (status not null) in active_run_buckets: in the bucket it stopped in, or in the as_of bucket
-- while running. A window that starts inside the retention window reads only its own buckets
-- and the as_of bucket, whatever its distance to as_of:
-- - the state rows of its buckets (runs that stopped in it, or run at as_of when it is the last)
--   and the open rows of the as_of bucket (runs still running that started before its end);
-- - the runs that stopped after its last bucket ran through that bucket: their rows there
--   (status null) name them and their start day, and their stop comes from stopped_run_index,
--   joined on its partition columns so Spark reads only those start days.
-- An older window reads the open rows of the as_of bucket and the start-time index from the
-- earliest start time of the begin hour onwards. The route folds at planning time.
with bucket_rows as (
    select
        {%- for column in output_columns %}
        buckets.{{ column }},
        {%- endfor %}
        buckets.bucket_at
    from {{ bucket_table }} as buckets
    where {{ in_namespaces | format('buckets') }}
        and buckets.start_time < end_time
        and (
            (
                {{ use_buckets }}
                and buckets.bucket_at >= bucket_floor(begin_time, {{ bucket_seconds() }})
                and buckets.bucket_at <= bucket_floor(end_time, {{ bucket_seconds() }})
                and (buckets.stop_time is null or buckets.stop_time >= begin_time)
            )
            or (buckets.bucket_at = {{ as_of_bucket_at }} and buckets.status is not null and buckets.stop_time is null)
        )
),

from_buckets as (
    select
        {%- for column in output_columns %}
        bucket_rows.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from bucket_rows
    where bucket_rows.status is not null
),

stopped_after_window as (
    select
        bucket_rows.namespace,
        {{ time_floor('bucket_rows.start_time', 86400) }} as start_day_at,
        bucket_rows.program_run_id
    from bucket_rows
    where {{ use_buckets }}
        and bucket_rows.status is null
        and bucket_rows.bucket_at = bucket_floor(end_time, {{ bucket_seconds() }})
),

from_index_after_window as (
    select /*+ BROADCAST(stopped_after_window) */
        {%- for column in output_columns %}
        stopped.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ ref('stopped_run_index') }} as stopped
    inner join stopped_after_window
        on stopped.namespace = stopped_after_window.namespace
        and stopped.start_day_at = stopped_after_window.start_day_at
        and stopped.program_run_id = stopped_after_window.program_run_id
),

start_lower_bound as (
    select coalesce(min(earliest.earliest_start_time), 0) as start_time
    from {{ ref('earliest_start_hourly') }} as earliest
    where {{ in_namespaces | format('earliest') }}
        and earliest.bucket_at = bucket_floor(begin_time, {{ bucket_seconds() }})
),

from_index as (
    select
        {%- for column in output_columns %}
        stopped.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ ref('stopped_run_index') }} as stopped
    cross join start_lower_bound
    where not {{ use_buckets }}
        and {{ in_namespaces | format('stopped') }}
        and stopped.start_time >= start_lower_bound.start_time
        -- begin_time and end_time are the function's arguments, not columns
        and stopped.start_time < end_time  -- noqa: RF02
        and stopped.stop_time >= begin_time  -- noqa: RF02
        -- the start days in range, as partition filters: the end folds at planning time,
        -- the lower bound (a subquery) prunes when the scan starts
        and stopped.start_day_at < end_time  -- noqa: RF02
        and stopped.start_day_at >= (select {{ time_floor('start_time', 86400) }} from start_lower_bound)
)

select * from from_buckets
union all
select * from from_index_after_window
union all
select * from from_index
union all
-- folds away for valid arguments; otherwise raises the argument error, even when the other
-- branches read nothing
{% call argument_errors(columns) %}
    when namespaces is null or trim(namespaces) = ''
        then raise_error('active_runs: namespaces is empty; pass one or more comma-separated namespaces')
    when begin_time is null or end_time is null
        then raise_error('active_runs: begin_time and end_time are required (epoch seconds)')
    when begin_time < 0 or end_time < 0
        then raise_error(concat('active_runs: times are epoch seconds >= 0; got begin_time ', begin_time, ', end_time ', end_time))
    when begin_time > end_time
        then raise_error(concat('active_runs: begin_time ', begin_time, ' is after end_time ', end_time))
{% endcall %}
{%- endmacro %}

{#- post_hook of active_run_buckets: re-create active_runs, when it exists, for the as_of the
    build just saved, so BI never calls a function made for another as_of nor loses it. -#}
{% macro recreate_active_runs() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set node = graph.nodes['model.' ~ project_name ~ '.active_runs'] %}
  {% set found = run_query("show user functions in " ~ node.schema ~ " like '" ~ node.alias ~ "'") %}
  {% if found.rows | length == 0 %}{{ return('') }}{% endif %}
  {% do run_query(table_function_ddl(
      node.schema ~ '.' ~ node.alias, node.config.arguments, node.columns.values(), node.description, active_runs_sql(this, node.columns.values())
  )) %}
  {{ return('') }}
{% endmacro %}
