{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  A build after the last one (whose watermark table keeps its max record_time, as_of and
  the number of raw records up to that record_time) rewrites, per namespace, every bucket
  from a dirty bucket up to as_of:
    - the bucket of the previous as_of, where runs still open grew into the new hours;
    - for each run with a record newer than the watermark: if it was open or stopped in
      that bucket, from the earlier of its previous and new effective stop (from the
      earlier start if the start moved); else from its start.
  Nothing here scans the whole history: the changed runs come from the raw records newer
  than the watermark (Parquet row-group statistics skip the rest), their previous state
  from the previous as_of bucket alone, the unchanged runs to rewrite from the dirty
  partitions.

  The pre-hook writes the runs to rebuild into a small scope table, then drops the dirty
  partitions and the ones that left the retention window; the model writes the dirty
  buckets from the scope table.

  It falls back to rebuilding every bucket (and says so in the log) when raw records at or
  before the watermark were added or removed since the last build, or when a record held
  back as "time after as_of" could now be admitted. Assumed, not checked: a run's
  start_time does not change after it stopped (CDAP never rewrites a finished run).
-#}

{#- A side table of the bucket table, in the intermediate schema. -#}
{% macro active_run_buckets_side_table(suffix) -%}
  {{ return(api.Relation.create(schema=target.schema ~ '_intermediate', identifier='active_run_buckets__' ~ suffix, type='table')) }}
{%- endmacro %}

{% macro active_run_buckets_watermark() -%}
  {{ return(active_run_buckets_side_table('watermark')) }}
{%- endmacro %}

{#- Work tables of an incremental build (dropped by its post_hook): the runs changed since
    the watermark, and the runs the model writes with the bucket each is written from. -#}
{% macro active_run_buckets_changes() -%}
  {{ return(active_run_buckets_side_table('changes')) }}
{%- endmacro %}

{% macro active_run_buckets_scope() -%}
  {{ return(active_run_buckets_side_table('scope')) }}
{%- endmacro %}

{#- SQL: runs with a bucket in the retention window, each written from the window's start. -#}
{% macro active_run_buckets_full_scope() -%}
select
    *,
    {{ first_retained_bucket('as_of_time') }} as window_start
from {{ ref('program_runs') }}
-- runs that ended before the retention window have no bucket; keep them out of Python
where coalesce(stop_time, as_of_time) >= {{ first_retained_bucket('as_of_time') }}
{%- endmacro %}

{#- The vars that shape the bucket table, saved with the watermark: a build whose vars differ
    from the last build's rebuilds every bucket instead of mixing two layouts. -#}
{% macro active_run_buckets_layout() %}
  {{ return({
      'bucket_seconds': var('runs_bucket_seconds') | int,
      'lookback_days': var('runs_lookback_days') | int,
  }) }}
{% endmacro %}

{#- The previous build's watermark as a dict, or none when this build must rebuild every
    bucket (none saved, the bucket layout changed, as_of moved back, or older raw records
    changed). `as_of_time` is this build's as_of. -#}
{% macro active_run_buckets_previous_build(as_of_time) %}
  {% set watermark = active_run_buckets_watermark() %}
  {% if not relation_exists(watermark) %}{{ return(none) }}{% endif %}
  {% set saved = run_query('select * from ' ~ watermark) %}
  {% set row = dict(zip(saved.column_names, saved.rows[0])) %}
  {% if row['record_time'] is none %}{{ return(none) }}{% endif %}
  {% set previous = {'record_time': row['record_time'], 'as_of_time': row['as_of_time'], 'raw_records': row['raw_records']} %}
  {% set layout = active_run_buckets_layout() %}
  {% set previous_layout = {'bucket_seconds': row.get('bucket_seconds'), 'lookback_days': row.get('lookback_days')} %}
  {% if previous_layout != layout %}
    {{ log('active_run_buckets: bucket layout changed (' ~ previous_layout ~ ' then, ' ~ layout ~ ' now); rebuilding every bucket', info=True) }}
    {{ return(none) }}
  {% endif %}
  {% if as_of_time < previous.as_of_time %}
    {{ log('active_run_buckets: as_of moved back to ' ~ as_of_time ~ '; rebuilding every bucket', info=True) }}
    {{ return(none) }}
  {% endif %}
  {% set check = run_query(active_run_buckets_history_check(previous, as_of_time)).rows[0] %}
  {% if check[0] != previous.raw_records or check[1] > 0 %}
    {{ log('active_run_buckets: raw records at or before the last build changed (' ~ previous.raw_records ~ ' then, '
        ~ check[0] ~ ' now; ' ~ check[1] ~ ' newly admissible); rebuilding every bucket', info=True) }}
    {{ return(none) }}
  {% endif %}
  {{ return(previous) }}
{% endmacro %}

{#- SQL, one row: raw records up to the previous record_time now, and how many of them the
    previous build held back for a time after its as_of that this build's as_of admits.
    Both are counted without reading every row (see raw_records_through). -#}
{% macro active_run_buckets_history_check(previous, as_of_time) -%}
select
    {{ raw_records_through(previous.record_time) }} as raw_records,
    (
        select count(*) from {{ source('runs_raw', 'run_records') }}
        where record_time <= {{ previous.record_time }}
            and (start_time > {{ previous.as_of_time }} or stop_time > {{ previous.as_of_time }})
            and start_time <= {{ as_of_time }} and coalesce(stop_time, start_time) <= {{ as_of_time }}
    ) as newly_admissible
{%- endmacro %}

{#- SQL expression: how many raw run records have record_time <= `record_time` (a literal).
    Counted as all records (Parquet footers hold the row counts) less the newer ones and
    the nulls, whose filters row-group statistics answer for all but the newest files. -#}
{% macro raw_records_through(record_time) -%}
{%- set raw = source('runs_raw', 'run_records') -%}
(
    (select count(*) from {{ raw }})
    - (select count(*) from {{ raw }} where record_time > {{ record_time }})
    - (select count(*) from {{ raw }} where record_time is null)
)
{%- endmacro %}

{#- The columns of a run the bucket rows carry (besides as_of_time). -#}
{% macro active_run_buckets_run_columns() -%}
  {{ return([
      'program_run_id', 'namespace', 'application', 'program_type', 'program', 'run_id',
      'status', 'start_time', 'stop_time', 'inverted_start_time',
  ]) }}
{%- endmacro %}

{#- SQL: every run with a valid record newer than the watermark, as it is now (its latest
    record is among those, since the latest record_time wins, so old records are not read),
    with the earliest time its change reaches back to (changed_from_time).
    A run open at the last build has its state row (status is not null: its stop bucket, or
    the as_of bucket while it runs) in that build's as_of bucket, so only that partition is
    read. A changed run missing there is new, or stopped earlier: either way its rows (if
    any) lie from its start on, since a stopped run's start never moves. -#}
{% macro active_run_buckets_changed_runs(previous) -%}
with latest as (
    select * from (
        select
            *,
            {{ inverted_start_time('start_time') }} as inverted_start_time,
            row_number() over (partition by program_run_id order by {{ latest_version_order() }}) as version_rank
        from {{ ref('stg_runs__run_records') }}
        where record_time > {{ previous.record_time }}
            and reject_reason is null
    )
    where version_rank = 1
),

previous_state as (
    select * from {{ this }}
    where status is not null
        and bucket_at = {{ bucket_floor_value(previous.as_of_time) }}
)

select
    {%- for column in active_run_buckets_run_columns() %}
    latest.{{ column }},
    {%- endfor %}
    latest.as_of_time,
    case
        when previous_state.program_run_id is null then latest.start_time
        when previous_state.start_time != latest.start_time
            then least(previous_state.start_time, latest.start_time)
        else least(
            coalesce(previous_state.stop_time, {{ previous.as_of_time }}),
            coalesce(latest.stop_time, latest.as_of_time)
        )
    end as changed_from_time
from latest
left join previous_state on latest.program_run_id = previous_state.program_run_id
{%- endmacro %}

{#- Per namespace, the first bucket to rebuild: the previous as_of bucket where runs were
    open (`open_namespaces`), and the earliest bucket a changed run reaches back to. -#}
{% macro active_run_buckets_dirty_from(previous, window_start, open_namespaces) %}
  {% set dirty_from = {} %}
  {% for namespace in open_namespaces %}
    {% do dirty_from.update({namespace: bucket_floor_value(previous.as_of_time)}) %}
  {% endfor %}
  {% set changed_from = run_query(
      'select namespace, min(changed_from_time) as changed_from_time from '
      ~ active_run_buckets_changes() ~ ' group by namespace'
  ) %}
  {% for row in changed_from %}
    {% set bucket = bucket_floor_value(row['changed_from_time']) %}
    {% do dirty_from.update({row['namespace']: [bucket, dirty_from.get(row['namespace'], bucket)] | min}) %}
  {% endfor %}
  {% for namespace, bucket in dirty_from.items() %}
    {% do dirty_from.update({namespace: [bucket, window_start] | max}) %}
  {% endfor %}
  {{ return(dirty_from) }}
{% endmacro %}

{#- SQL: the runs with a bucket at or after their namespace's dirty bucket: the changed runs
    as they are now, the others from their state row (which sits at or after any bucket the
    run was active in), grown to this build's as_of. -#}
{% macro active_run_buckets_incremental_scope(previous, dirty_from, as_of_time) -%}
with dirty as (
    select * from values
    {%- for namespace, bucket in dirty_from.items() %}
        ('{{ namespace }}', cast({{ bucket }} as bigint)){{ ',' if not loop.last }}
    {%- endfor %}
    as dirty (namespace, dirty_from_bucket)
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
        cast({{ as_of_time }} as bigint) as as_of_time
    from {{ this }} as state
    left anti join changed on state.program_run_id = changed.program_run_id
    where state.status is not null
        and (
        {%- for namespace, bucket in dirty_from.items() %}
            (state.namespace = '{{ namespace }}' and state.bucket_at >= {{ bucket }}){{ ' or' if not loop.last }}
        {%- endfor %}
        )
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

{#- (Re)create `relation` as a Parquet table from `sql`. -#}
{% macro replace_work_table(relation, sql) %}
  {% do run_query('create database if not exists ' ~ relation.schema) %}
  {% do run_query('drop table if exists ' ~ relation) %}
  {% do run_query('create table ' ~ relation ~ ' using parquet as ' ~ sql) %}
{% endmacro %}

{#- pre_hook (incremental runs): write the scope table, then drop the dirty partitions and
    those before the retention window (all of them when this build rebuilds everything). -#}
{% macro prepare_active_run_buckets_increment() %}
  {% if not execute or not is_incremental() %}{{ return('') }}{% endif %}
  {% set now = run_query(
      'select max(as_of_time), ' ~ first_retained_bucket('max(as_of_time)') ~ ' from ' ~ ref('program_runs')
  ).rows[0] %}
  {% set as_of_time, window_start = now[0], now[1] %}
  {% set partitions = active_run_bucket_partitions() %}
  {% set previous = active_run_buckets_previous_build(as_of_time) if as_of_time is not none else none %}
  {% if previous is none %}
    {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_full_scope()) %}
    {% do drop_active_run_bucket_partitions(partitions) %}
    {{ return('') }}
  {% endif %}
  {% do replace_work_table(active_run_buckets_changes(), active_run_buckets_changed_runs(previous)) %}
  {% set open_namespaces = partitions
      | selectattr(1, 'equalto', bucket_floor_value(previous.as_of_time)) | map(attribute=0) | list %}
  {% set dirty_from = active_run_buckets_dirty_from(previous, window_start, open_namespaces) %}
  {% do replace_work_table(
      active_run_buckets_scope(),
      active_run_buckets_incremental_scope(previous, dirty_from, as_of_time) if dirty_from
      else active_run_buckets_full_scope() ~ ' limit 0'
  ) %}
  {% set stale = [] %}
  {% for namespace, bucket_at in partitions %}
    {% if bucket_at < window_start or bucket_at >= dirty_from.get(namespace, bucket_at + 1) %}
      {% do stale.append((namespace, bucket_at)) %}
    {% endif %}
  {% endfor %}
  {% do drop_active_run_bucket_partitions(stale) %}
  {{ return('') }}
{% endmacro %}

{#- (namespace, bucket_at) of every partition of the bucket table. -#}
{% macro active_run_bucket_partitions() %}
  {% set partitions = [] %}
  {% for row in run_query('show partitions ' ~ this) %}
    {% set parts = {} %}
    {% for kv in row[0].split('/') %}{% do parts.update({kv.split('=')[0]: kv.split('=', 1)[1]}) %}{% endfor %}
    {% do partitions.append((parts['namespace'], parts['bucket_at'] | int)) %}
  {% endfor %}
  {{ return(partitions) }}
{% endmacro %}

{% macro drop_active_run_bucket_partitions(partitions) %}
  {% for batch in partitions | batch(200) %}
    {% set specs = [] %}
    {% for namespace, bucket_at in batch %}
      {% do specs.append("partition (namespace = '" ~ namespace ~ "', bucket_at = " ~ bucket_at ~ ")") %}
    {% endfor %}
    {% do run_query('alter table ' ~ this ~ ' drop if exists ' ~ specs | join(', ')) %}
  {% endfor %}
{% endmacro %}

{#- post_hook: remember what this build covered. -#}
{% macro save_active_run_buckets_watermark() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set built = run_query('select max(record_time), max(as_of_time) from ' ~ ref('program_runs')).rows[0] %}
  {% set record_time = 'cast(null as bigint)' if built[0] is none else built[0] %}
  {% set as_of_time = 'cast(null as bigint)' if built[1] is none else built[1] %}
  {% do replace_work_table(
      active_run_buckets_watermark(),
      'select cast(' ~ record_time ~ ' as bigint) as record_time,'
      ~ ' cast(' ~ as_of_time ~ ' as bigint) as as_of_time,'
      ~ ' ' ~ raw_records_through(record_time) ~ ' as raw_records,'
      ~ ' cast(' ~ active_run_buckets_layout().bucket_seconds ~ ' as bigint) as bucket_seconds,'
      ~ ' cast(' ~ active_run_buckets_layout().lookback_days ~ ' as bigint) as lookback_days'
  ) %}
  {% for work_table in [active_run_buckets_changes(), active_run_buckets_scope()] %}
    {% do run_query('drop table if exists ' ~ work_table) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}
