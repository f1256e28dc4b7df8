{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  A build after the last one (whose as_of and max record_time are kept in a watermark
  table) rewrites, per namespace, every bucket from `dirty_from_bucket` up to as_of:
    - the bucket of the previous as_of (running runs grew into the new hours);
    - for each run with a record newer than the watermark: from its start if it is new,
      else from the earlier of its previous and new effective stop (from the earlier
      start if the start moved).
  The pre-hook drops those partitions and the ones that left the retention window, so a
  dirty bucket that ends up empty is gone too; the model then writes the dirty buckets.
  Records are assumed to arrive with increasing record_time; backfill older records
  with --full-refresh.
-#}

{% macro active_run_buckets_watermark() -%}
  {{ return(api.Relation.create(schema=target.schema ~ '_intermediate', identifier='active_run_buckets__watermark', type='table')) }}
{%- endmacro %}

{#- Incremental only when the previous build left its watermark; else rebuild everything. -#}
{% macro active_run_buckets_can_increment() -%}
  {%- set watermark = active_run_buckets_watermark() -%}
  {{ return(is_incremental() and relation_exists(watermark)) }}
{%- endmacro %}

{#- SQL: one row per namespace with the first bucket to rebuild (incremental runs only). -#}
{% macro active_run_buckets_dirty_ranges() -%}
with watermark as (
    select record_time as previous_record_time, as_of_time as previous_as_of_time
    from {{ active_run_buckets_watermark() }}
),

current_runs as (
    select * from {{ ref('program_runs') }}
),

valid_records as (
    select * from {{ ref('stg_runs__run_records') }}
    where reject_reason is null
),

changed_runs as (
    select distinct valid_records.program_run_id
    from valid_records
    cross join watermark
    where valid_records.record_time > watermark.previous_record_time
),

previous_versions as (
    select * from (
        select
            valid_records.program_run_id,
            valid_records.start_time,
            valid_records.stop_time,
            row_number() over (
                partition by valid_records.program_run_id
                order by {{ latest_version_order() }}
            ) as version_rank
        from valid_records
        inner join changed_runs on valid_records.program_run_id = changed_runs.program_run_id
        cross join watermark
        where valid_records.record_time <= watermark.previous_record_time
    )
    where version_rank = 1
),

changed_from as (
    select
        current_runs.namespace,
        case
            when previous_versions.program_run_id is null then current_runs.start_time
            when previous_versions.start_time != current_runs.start_time
                then least(previous_versions.start_time, current_runs.start_time)
            else least(
                coalesce(previous_versions.stop_time, watermark.previous_as_of_time),
                coalesce(current_runs.stop_time, current_runs.as_of_time)
            )
        end as dirty_from_time
    from current_runs
    inner join changed_runs on current_runs.program_run_id = changed_runs.program_run_id
    left join previous_versions on current_runs.program_run_id = previous_versions.program_run_id
    cross join watermark
),

as_of_moved as (
    select distinct current_runs.namespace, watermark.previous_as_of_time as dirty_from_time
    from current_runs
    cross join watermark
),

window_start as (
    select {{ first_retained_bucket('max(as_of_time)') }} as first_bucket_at
    from current_runs
)

select
    dirty.namespace,
    greatest(
        bucket_floor(min(dirty.dirty_from_time), {{ bucket_seconds() }}),
        max(window_start.first_bucket_at)
    ) as dirty_from_bucket
from (
    select * from changed_from
    union all
    select * from as_of_moved
) as dirty
cross join window_start
group by dirty.namespace
{%- endmacro %}

{#- pre_hook: drop dirty partitions and those before the retention window (all of them
    when there is no watermark to increment from). -#}
{% macro drop_stale_active_run_bucket_partitions() %}
  {% if not execute or not is_incremental() %}{{ return('') }}{% endif %}
  {% set incremental = active_run_buckets_can_increment() %}
  {% set dirty_from = {} %}
  {% if incremental %}
    {% for row in run_query(active_run_buckets_dirty_ranges()) %}
      {% do dirty_from.update({row['namespace']: row['dirty_from_bucket']}) %}
    {% endfor %}
  {% endif %}
  {% set window_start = run_query(
      'select ' ~ first_retained_bucket('max(as_of_time)') ~ ' from ' ~ ref('program_runs')
  ).columns[0].values()[0] %}
  {% set stale = [] %}
  {% for row in run_query('show partitions ' ~ this) %}
    {% set parts = {} %}
    {% for kv in row[0].split('/') %}{% do parts.update({kv.split('=')[0]: kv.split('=', 1)[1]}) %}{% endfor %}
    {% set bucket_at = parts['bucket_at'] | int %}
    {% set namespace = parts['namespace'] %}
    {% if not incremental or bucket_at < window_start or (namespace in dirty_from and bucket_at >= dirty_from[namespace]) %}
      {% do stale.append("partition (namespace = '" ~ namespace ~ "', bucket_at = " ~ bucket_at ~ ")") %}
    {% endif %}
  {% endfor %}
  {% for batch in stale | batch(200) %}
    {% do run_query('alter table ' ~ this ~ ' drop if exists ' ~ batch | join(', ')) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}

{#- post_hook: remember what this build covered. -#}
{% macro save_active_run_buckets_watermark() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set watermark = active_run_buckets_watermark() %}
  {% do run_query('create database if not exists ' ~ watermark.schema) %}
  {% do run_query('drop table if exists ' ~ watermark) %}
  {% do run_query(
      'create table ' ~ watermark ~ ' using parquet as select max(record_time) as record_time, '
      ~ 'max(as_of_time) as as_of_time from ' ~ ref('program_runs')
  ) %}
  {{ return('') }}
{% endmacro %}
