{#- The body of the table function active_runs (models/runs/functions/active_runs.sql), here
    so that a build of active_run_buckets can re-create the function for its new as_of.
    What the build saw goes in as literals (active_runs_build_facts), so the routes below fold
    to true or false at planning time and Spark drops the branches not taken. -#}
{#- `tables`: what the body reads, by active_runs_read_models' keys (the model's refs, or the
    tables as they stand, in the hook); `columns`: the function's returned columns (its YAML). -#}
{% macro active_runs_sql(tables, columns) -%}
{%- set facts = active_runs_build_facts(tables) -%}
{%- set output_columns = columns | map(attribute='name') | list -%}
{%- if facts.runs < runs_config()['active_runs_scan_below_runs'] -%}
{{ active_runs_scan_sql(tables, output_columns, columns) }}
{%- else -%}
{{ active_runs_layout_sql(tables, output_columns, columns, facts) }}
{%- endif -%}
{%- endmacro %}

{#- The models active_runs reads, by the name its body gives each. Either body reads a part of
    them, but the model refs them all, so dbt orders it after each whatever the route. -#}
{% macro active_runs_read_models() %}
  {{ return({
      'as_of': 'runs_as_of', 'runs': 'program_runs', 'buckets': 'active_run_buckets',
      'index': 'stopped_run_index', 'earliest': 'earliest_start_hourly',
  }) }}
{% endmacro %}

{#- What the function's body inlines from the build, as whole numbers (sql_integer): its as_of,
    how many runs program_runs holds, and the first start day a run with a row in the retention
    window can have (runs_in_retention_sql). All zero before the first build. -#}
{% macro active_runs_build_facts(tables) -%}
{%- set facts = {'as_of': 0, 'runs': 0, 'first_start_day_at': 0} -%}
{%- if execute and relation_exists(tables.as_of) -%}
  {%- set row = run_query(runs_in_retention_sql(tables)).rows[0] -%}
  {%- do facts.update({'as_of': row[0] | int, 'runs': row[1] | int, 'first_start_day_at': row[2] | int}) -%}
{%- endif -%}
{{ return(facts) }}
{%- endmacro %}

{#- One row: the build's as_of, the runs of program_runs, and the start day of the earliest run
    with a row in the retention window's buckets. Such a run ran through the window's first
    hour, or started after it, so earliest_start_hourly of that hour bounds its start. -#}
{% macro runs_in_retention_sql(tables) -%}
with first_bucket as (
    select {{ first_retained_bucket('as_of.as_of_time') }} as bucket_at
    from {{ tables.as_of }} as as_of
),

earliest as (
    select least(min(first_bucket.bucket_at), coalesce(min(earliest.earliest_start_time), min(first_bucket.bucket_at))) as start_time
    from first_bucket
    left join {{ tables.earliest }} as earliest
        on earliest.bucket_at = first_bucket.bucket_at
)

select
    as_of.as_of_time,
    (select count(*) from {{ tables.runs }}) as runs,
    (select {{ time_floor('earliest.start_time', 86400) }} from earliest) as first_start_day_at
from {{ tables.as_of }} as as_of
{%- endmacro %}

{#- `alias`.namespace is one of the function's comma-separated `namespaces` (trimmed). -#}
{% macro namespace_listed(alias) -%}
array_contains(transform(split(namespaces, ','), n -> trim(n)), {{ alias }}.namespace)
{%- endmacro %}

{#- The same, for a table partitioned by namespace: the first names are equalities, which fold
    to constants the metastore prunes partitions with (a lambda, as in transform, does not
    fold); past them (a longer list), namespace_listed, which Spark checks on every partition
    the metastore lists. -#}
{% macro in_namespaces(alias) -%}
(
    {%- for position in range(1, namespaces_pruned() + 1) %}
    {{ alias }}.namespace = trim(try_element_at(split(namespaces, ','), {{ position }})) or
    {%- endfor %}
    (size(split(namespaces, ',')) > {{ namespaces_pruned() }} and {{ namespace_listed(alias) }})
)
{%- endmacro %}

{#- How many of active_runs' namespaces prune partitions in the metastore (in_namespaces). -#}
{% macro namespaces_pruned() %}{{ return(8) }}{% endmacro %}

{#- Below var runs_active_runs_scan_below_runs runs, one pass over program_runs (a few files)
    costs less than planning the layout's three index reads against the metastore. The pass
    reads the partitions a run active in the window can be in: started before its end, and
    running or stopped from its first day on (a window near as_of, a dashboard's, reads the
    last days' files: reading every start day's took 2.6x as long). -#}
{% macro active_runs_scan_sql(tables, output_columns, columns) -%}
-- Runs active in [begin_time, end_time) (R1: start_time < end_time and (stop_time is null
-- or stop_time >= begin_time)) in the comma-separated namespaces, from a scan of program_runs:
-- it held fewer runs than var runs_active_runs_scan_below_runs when this function was made.
select
    {%- for column in output_columns %}
    runs.{{ column }}{{ ',' if not loop.last }}
    {%- endfor %}
from {{ tables.runs }} as runs
where {{ namespace_listed('runs') }}
    -- begin_time and end_time are the function's arguments, not columns
    and runs.start_day_at < end_time  -- noqa: RF02
    and (runs.stop_day_at is null or runs.stop_day_at >= {{ time_floor('begin_time', 86400) }})
    and runs.start_time < end_time  -- noqa: RF02
    and (runs.stop_time is null or runs.stop_time >= begin_time)  -- noqa: RF02
union all
{{ active_runs_argument_errors(columns) }}
{%- endmacro %}

{% macro active_runs_layout_sql(tables, output_columns, columns, facts) -%}
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
with {{ layout_bucket_rows(tables, output_columns, facts) }},

from_buckets as (
    select
        {%- for column in output_columns %}
        bucket_rows.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from bucket_rows
    where bucket_rows.status is not null
),

{{ layout_from_index_after_window(tables, output_columns, facts) }},

{{ layout_from_index(tables, output_columns, facts) }}

select * from from_buckets
union all
select * from from_index_after_window
union all
select * from from_index
union all
{{ active_runs_argument_errors(columns) }}
{%- endmacro %}

{#- Whether the window starts inside the retention window, whose buckets it reads (a condition
    on begin_time, folded while planning). -#}
{% macro window_in_buckets(facts) -%}
{%- set first_bucket_at = bucket_floor_value(facts.as_of - runs_config()['lookback_days'] * 86400) -%}
{{ time_floor('begin_time', bucket_seconds()) ~ ' >= ' ~ sql_integer(first_bucket_at) }}
{%- endmacro %}

{#- bucket_rows: the window's rows of active_run_buckets, and the open rows of the as_of bucket. -#}
{% macro layout_bucket_rows(tables, output_columns, facts) -%}
{%- set as_of_bucket_at = bucket_floor_value(facts.as_of) -%}
{%- set use_buckets = window_in_buckets(facts) -%}
bucket_rows as (
    select
        {%- for column in output_columns %}
        buckets.{{ column }},
        {%- endfor %}
        buckets.bucket_at
    from {{ tables.buckets }} as buckets
    where {{ in_namespaces('buckets') }}
        and buckets.start_time < end_time
        and (
            (
                {{ use_buckets }}
                and buckets.bucket_at >= {{ time_floor('begin_time', bucket_seconds()) }}
                and buckets.bucket_at <= {{ time_floor('end_time', bucket_seconds()) }}
                and (buckets.stop_time is null or buckets.stop_time >= begin_time)
            )
            or (buckets.bucket_at = {{ sql_integer(as_of_bucket_at) }} and buckets.status is not null and buckets.stop_time is null)
        )
)
{%- endmacro %}

{#- The runs that stopped after the window's last bucket, from stopped_run_index. -#}
{% macro layout_from_index_after_window(tables, output_columns, facts) -%}
{%- set use_buckets = window_in_buckets(facts) -%}
stopped_after_window as (
    select
        bucket_rows.namespace,
        {{ time_floor('bucket_rows.start_time', 86400) }} as start_day_at,
        bucket_rows.program_run_id
    from bucket_rows
    where {{ use_buckets }}
        and bucket_rows.status is null
        and bucket_rows.bucket_at = {{ time_floor('end_time', bucket_seconds()) }}
),

from_index_after_window as (
    select /*+ BROADCAST(stopped_after_window) */
        {%- for column in output_columns %}
        stopped.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ tables.index }} as stopped
    inner join stopped_after_window
        on stopped.namespace = stopped_after_window.namespace
        and stopped.start_day_at = stopped_after_window.start_day_at
        and stopped.program_run_id = stopped_after_window.program_run_id
    -- the start days such a run can have, as partition filters the metastore lists by: a
    -- partition outside them is never fetched, however long the history
    where stopped.start_day_at >= {{ sql_integer(facts.first_start_day_at) }}
        and stopped.start_day_at < end_time  -- noqa: RF02
        -- it stopped after that bucket (else its row there holds its state): a bound the
        -- index's pages, sorted by stop_time, are skipped by
        and stopped.stop_time >= {{ time_floor('end_time', bucket_seconds()) }} + {{ bucket_seconds() }}
)
{%- endmacro %}

{#- An older window's runs, from the start-time index from the earliest start time of the
    begin hour onwards. -#}
{% macro layout_from_index(tables, output_columns, facts) -%}
{%- set use_buckets = window_in_buckets(facts) -%}
start_lower_bound as (
    select coalesce(min(earliest.earliest_start_time), 0) as start_time
    from {{ tables.earliest }} as earliest
    where {{ in_namespaces('earliest') }}
        and earliest.bucket_at = {{ time_floor('begin_time', bucket_seconds()) }}
),

from_index as (
    select
        {%- for column in output_columns %}
        stopped.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ tables.index }} as stopped
    cross join start_lower_bound
    where not {{ use_buckets }}
        and {{ in_namespaces('stopped') }}
        and stopped.start_time >= start_lower_bound.start_time
        -- begin_time and end_time are the function's arguments, not columns
        and stopped.start_time < end_time  -- noqa: RF02
        and stopped.stop_time >= begin_time  -- noqa: RF02
        -- the start days in range, as partition filters: the end folds at planning time,
        -- the lower bound (a subquery) prunes when the scan starts
        and stopped.start_day_at < end_time  -- noqa: RF02
        and stopped.start_day_at >= (select {{ time_floor('start_time', 86400) }} from start_lower_bound)
)
{%- endmacro %}

{#- The function's argument checks: a row that folds away for valid arguments, else raises the
    argument error, even when the other branches read nothing. `function` names the function
    in its messages: active_runs_from_heartbeats takes the same arguments. -#}
{% macro active_runs_argument_errors(columns, function='active_runs') -%}
{% call argument_errors(columns) %}
    when namespaces is null or trim(namespaces) = ''
        then raise_error('{{ function }}: namespaces is empty; pass one or more comma-separated namespaces')
    when begin_time is null or end_time is null
        then raise_error('{{ function }}: begin_time and end_time are required (epoch seconds)')
    when begin_time < 0 or end_time < 0
        then raise_error(concat('{{ function }}: times are epoch seconds >= 0; got begin_time ', begin_time, ', end_time ', end_time))
    when begin_time > end_time
        then raise_error(concat('{{ function }}: begin_time ', begin_time, ' is after end_time ', end_time))
{% endcall %}
{%- endmacro %}

{#- on-run-end: re-create active_runs, when it exists, for the as_of an invocation that built
    active_run_buckets without it just saved, so BI never calls a function made for another
    as_of nor loses it; not when a table it reads failed in the invocation (the build stopped
    half-way; the next one rebuilds). At the run's end, not in the bucket model's post_hook:
    the function reads the stopped-run index and earliest_start_hourly too, and a hook reading
    them would make the bucket table wait for both instead of building beside them. The rule
    is the adapter's (recreates_after). -#}
{% macro recreate_active_runs(results) %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set model_id = 'model.' ~ project_name ~ '.' %}
  {% set reads = [] %}
  {% for name in active_runs_read_models().values() %}{% do reads.append(model_id ~ name) %}{% endfor %}
  {% if not adapter.recreates_function(results, model_id ~ 'active_runs', model_id ~ 'active_run_buckets', reads) %}
    {{ return('') }}
  {% endif %}
  {% set node = graph.nodes[model_id ~ 'active_runs'] %}
  {% set found = run_query("show user functions in " ~ node.schema ~ " like '" ~ node.alias ~ "'") %}
  {% if found.rows | length == 0 %}{{ return('') }}{% endif %}
  {% set tables = {} %}
  {% for key, name in active_runs_read_models().items() %}{% do tables.update({key: model_relation(name)}) %}{% endfor %}
  {% set name = node.schema ~ '.' ~ node.alias %}
  {% set frozen = adapter.freeze_reads(name, active_runs_sql(tables, node.columns.values())) %}
  {% do adapter.replace_function(table_function_ddl(name, node.config.arguments, node.columns.values(), node.description, frozen[0])) %}
  {% do adapter.release_frozen(name, frozen[1]) %}
  {{ return('') }}
{% endmacro %}
