{#-
  Incremental upkeep of active_run_buckets (insert_overwrite on namespace/bucket_at).

  A build after the last one (whose watermark table keeps its max record_time, as_of and
  the number of raw records up to that record_time) rewrites, per namespace, every bucket
  from a dirty bucket up to as_of:
    - the bucket of the previous as_of, where runs still open grew into the new hours;
    - for each run with a record newer than the watermark, from the bucket of its
      changed_from_time (python_udfs.runs.changed_from_time, plain Python; hypothesis checks
      it against the bucket rows themselves, tests/test_python_udfs_runs.py).
  Nothing here scans the whole history: the changed runs come from the raw records newer
  than the watermark (Parquet row-group statistics skip the rest), their previous state
  from the previous as_of bucket alone, the unchanged runs to rewrite from the dirty
  partitions.

  The pre-hook writes work tables, in SQL alone: the changed runs, the dirty bucket of each
  namespace, the runs to rebuild (scope) and the partitions to drop (the dirty ones and those
  that left the retention window), then drops those partitions; the model writes the dirty
  buckets from the scope table. No text of the data is rendered into SQL: namespaces travel
  in the work tables, partitions are dropped by a SQL script that passes them as parameters
  (drop_partitions_listed), so any namespace string works, and the previous build's values
  are read by subqueries on its watermark, except the bucket numbers that bound the reads of
  this table, which render only as whole numbers (sql_integer) so the metastore prunes.

  It falls back to rebuilding every bucket (and says so in the log) when a raw file the last
  build read is gone or changed (the fingerprint saved with the watermark: path, size and
  modification time of each file), when raw records at or before the watermark were added
  since, or when a record held back as "time after as_of" could now be admitted. Assumed, not checked: a run's
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

{#- The dirty bucket of each namespace to rewrite, and the partitions to drop. -#}
{% macro active_run_buckets_dirty_table() -%}
  {{ return(active_run_buckets_side_table('dirty')) }}
{%- endmacro %}

{% macro active_run_buckets_stale_table() -%}
  {{ return(active_run_buckets_side_table('stale')) }}
{%- endmacro %}

{#- The raw run-record files the last build read (path, size, modification time), saved
    with its watermark: the fingerprint of the input that build covered. -#}
{% macro active_run_buckets_raw_files() -%}
  {{ return(active_run_buckets_side_table('raw_files')) }}
{%- endmacro %}

{#- Work tables every build writes first, each from one read: the raw run-record files this
    build reads (saved as the fingerprint by the post_hook), and one row with this build's
    as_of and the first bucket of its retention window. -#}
{% macro active_run_buckets_files_read() -%}
  {{ return(active_run_buckets_side_table('files_read')) }}
{%- endmacro %}

{% macro active_run_buckets_this_build() -%}
  {{ return(active_run_buckets_side_table('this_build')) }}
{%- endmacro %}

{#- SQL: the raw run-record files this build reads (the invocation's pinned snapshot). -#}
{% macro raw_run_record_files() -%}
select distinct
    _metadata.file_path as file_path,
    _metadata.file_size as file_size,
    _metadata.file_modification_time as file_modification_time
from {{ source('runs_raw', 'run_records') }}
{%- endmacro %}

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

{#- The vars that shape the bucket table, saved with the watermark: a build whose vars differ
    from the last build's rebuilds every bucket instead of mixing two layouts. -#}
{% macro active_run_buckets_layout() %}
  {{ return({
      'bucket_seconds': whole_number_var('runs_bucket_seconds', minimum=1),
      'lookback_days': whole_number_var('runs_lookback_days'),
  }) }}
{% endmacro %}

{#- SQL: a value of the previous build's watermark, or of this build's row (as_of_time,
    window_start), read by subqueries rather than rendered. -#}
{% macro previous_build_value(column) -%}
(select {{ column }} from {{ active_run_buckets_watermark() }})
{%- endmacro %}

{% macro this_build_value(column) -%}
(select {{ column }} from {{ active_run_buckets_this_build() }})
{%- endmacro %}

{#- SQL: this build's row (one row even before the first run is valid: as_of null). -#}
{% macro this_build_row() -%}
select
    as_of_time,
    {{ first_retained_bucket('as_of_time') }} as window_start
from {{ ref('runs_as_of') }}
{%- endmacro %}

{#- The previous build's watermark as a dict, or none when `model` must rebuild every
    `unit` (none saved, as_of moved back, or older raw records changed): what the raw records
    at or before the last build's watermark say is what that build saw. `as_of_time` is this
    build's as_of. The values steer the build; none of them goes into SQL text. Needs this
    build's work tables (write_runs_build_work_tables). -#}
{% macro runs_previous_build(as_of_time, model, unit) %}
  {% set watermark = active_run_buckets_watermark() %}
  {% if not relation_exists(watermark) %}{{ return(none) }}{% endif %}
  {% set saved = run_query('select * from ' ~ watermark) %}
  {% set row = dict(zip(saved.column_names, saved.rows[0])) %}
  {% if row['record_time'] is none %}{{ return(none) }}{% endif %}
  {% set previous = {'record_time': row['record_time'], 'as_of_time': row['as_of_time'], 'raw_records': row['raw_records'],
      'layout': {'bucket_seconds': row.get('bucket_seconds'), 'lookback_days': row.get('lookback_days')}} %}
  {% set rebuilding = '; rebuilding every ' ~ unit %}
  {% if as_of_time < previous.as_of_time %}
    {{ log(model ~ ': as_of moved back to ' ~ as_of_time ~ rebuilding, info=True) }}
    {{ return(none) }}
  {% endif %}
  {% if not relation_exists(active_run_buckets_raw_files()) %}
    {{ log(model ~ ': no fingerprint of the raw files the last build read' ~ rebuilding, info=True) }}
    {{ return(none) }}
  {% endif %}
  {% set check = run_query(active_run_buckets_history_check()).rows[0] %}
  {% if check[2] > 0 %}
    {{ log(model ~ ': ' ~ check[2] ~ ' raw file(s) the last build read changed or are gone' ~ rebuilding, info=True) }}
    {{ return(none) }}
  {% endif %}
  {% if check[0] != previous.raw_records or check[1] > 0 %}
    {{ log(model ~ ': raw records at or before the last build changed (' ~ previous.raw_records ~ ' then, '
        ~ check[0] ~ ' now; ' ~ check[1] ~ ' newly admissible)' ~ rebuilding, info=True) }}
    {{ return(none) }}
  {% endif %}
  {{ return(previous) }}
{% endmacro %}

{#- The same for active_run_buckets, which also rebuilds when the bucket layout changed. -#}
{% macro active_run_buckets_previous_build(as_of_time) %}
  {% set previous = runs_previous_build(as_of_time, 'active_run_buckets', 'bucket') %}
  {% if previous is none %}{{ return(none) }}{% endif %}
  {% set layout = active_run_buckets_layout() %}
  {% if previous.layout != layout %}
    {{ log('active_run_buckets: bucket layout changed (' ~ previous.layout ~ ' then, ' ~ layout ~ ' now); rebuilding every bucket', info=True) }}
    {{ return(none) }}
  {% endif %}
  {{ return(previous) }}
{% endmacro %}

{#- SQL, one row: raw records up to the previous record_time now, how many of them the
    previous build held back for a time after its as_of that this build's as_of admits, and
    how many raw files the previous build read are gone or changed (size or modification
    time): a file rewritten with as many rows is caught by the last, a new file holding old
    records by the first. The counts read no row (see raw_records_through). -#}
{% macro active_run_buckets_history_check() -%}
select
    {{ raw_records_through(previous_build_value('record_time')) }} as raw_records,
    (
        select count(*) from {{ source('runs_raw', 'run_records') }}
        where record_time <= {{ previous_build_value('record_time') }}
            and (start_time > {{ previous_build_value('as_of_time') }} or stop_time > {{ previous_build_value('as_of_time') }})
            and start_time <= {{ this_build_value('as_of_time') }}
            and coalesce(stop_time, start_time) <= {{ this_build_value('as_of_time') }}
    ) as newly_admissible,
    (
        select count(*) from {{ active_run_buckets_raw_files() }} as previous_files
        left anti join {{ active_run_buckets_files_read() }} as files
            on previous_files.file_path = files.file_path
            and previous_files.file_size = files.file_size
            and previous_files.file_modification_time = files.file_modification_time
    ) as changed_files
{%- endmacro %}

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

{#- The columns of a run the bucket rows carry (besides as_of_time). -#}
{% macro active_run_buckets_run_columns() -%}
  {{ return([
      'program_run_id', 'namespace', 'application', 'program_type', 'program', 'run_id',
      'status', 'start_time', 'stop_time', 'inverted_start_time',
  ]) }}
{%- endmacro %}

{#- SQL: every run with a valid record newer than the watermark, as it is now (its latest
    record is among those, since the latest record_time wins, so old records are not read),
    with the earliest time its change reaches back to (changed_from_time, the UDF of
    python_udfs.runs.changed_from_time, whose soundness hypothesis checks against the rows).
    A run open at the last build has its state row (status is not null: its stop bucket, or
    the as_of bucket while it runs) in that build's as_of bucket, so only that partition is
    read. A changed run missing there is new, or stopped earlier: either way its rows (if
    any) lie from its start on, since a stopped run's start never moves. -#}
{% macro active_run_buckets_changed_runs(previous_as_of_bucket) -%}
with latest as (
    select
        *,
        {{ inverted_start_time('start_time') }} as inverted_start_time,
        {{ this_build_value('as_of_time') }} as as_of_time
    from (
        {{ latest_run_versions(previous_build_value('record_time')) | indent(8) }}
    )
),

previous_state as (
    select * from {{ this }}
    where status is not null
        and bucket_at = {{ sql_integer(previous_as_of_bucket) }}
)

select
    {%- for column in active_run_buckets_run_columns() %}
    latest.{{ column }},
    {%- endfor %}
    latest.as_of_time,
    -- the planning rule, plain Python: python_udfs.runs.changed_from_time
    runs_changed_from_time(
        previous_state.start_time,
        previous_state.stop_time,
        latest.start_time,
        latest.stop_time,
        {{ previous_build_value('as_of_time') }},
        latest.as_of_time
    ) as changed_from_time
from latest
left join previous_state on latest.program_run_id = previous_state.program_run_id
{%- endmacro %}

{#- SQL: per namespace, the first bucket to rebuild (dirty_from_bucket): the previous as_of
    bucket where runs were active (open ones grew into the new hours), or the earliest bucket
    a changed run reaches back to; never before the retention window. -#}
{% macro active_run_buckets_dirty(previous_as_of_bucket) -%}
with previous_as_of_bucket as (
    select namespace, bucket_at as dirty_from_bucket
    from {{ this }}
    where bucket_at = {{ sql_integer(previous_as_of_bucket) }}
    group by namespace, bucket_at
),

changed as (
    select namespace, bucket_floor(min(changed_from_time), {{ bucket_seconds() }}) as dirty_from_bucket
    from {{ active_run_buckets_changes() }}
    group by namespace
),

dirty_from as (
    select * from previous_as_of_bucket
    union all
    select * from changed
)

select
    namespace,
    greatest(min(dirty_from_bucket), {{ this_build_value('window_start') }}) as dirty_from_bucket
from dirty_from
group by namespace
{%- endmacro %}

{#- SQL: the runs with a bucket at or after their namespace's dirty bucket: the changed runs
    as they are now, the others from their state row (which sits at or after any bucket the
    run was active in), grown to this build's as_of. -#}
{% macro active_run_buckets_incremental_scope(first_dirty_bucket) -%}
with dirty as (
    select * from {{ active_run_buckets_dirty_table() }}
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
        {{ this_build_value('as_of_time') }} as as_of_time
    from {{ this }} as state
    inner join dirty
        on state.namespace = dirty.namespace
        and state.bucket_at >= dirty.dirty_from_bucket
    left anti join changed on state.program_run_id = changed.program_run_id
    where state.status is not null
        -- a partition filter: the buckets before every dirty one are not listed
        and state.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
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

{#- SQL: the partitions this build drops before it writes: those before the retention window
    and, per dirty namespace, those from its dirty bucket on (a dirty bucket may end up with no
    run, and dynamic partition overwrite only replaces the partitions it writes). With
    `everything`, every partition. The two bounds prune the listing to the partitions that
    can be stale (`first_dirty_bucket` none: no namespace is dirty). -#}
{% macro active_run_buckets_stale(everything, window_start=none, first_dirty_bucket=none) -%}
{%- if everything %}
select namespace, bucket_at from {{ this }} group by namespace, bucket_at
{%- else %}
with dirty as (
    select * from {{ active_run_buckets_dirty_table() }}
)

select buckets.namespace, buckets.bucket_at
from {{ this }} as buckets
left join dirty on buckets.namespace = dirty.namespace
where buckets.bucket_at < {{ sql_integer(window_start) }}
{%- if first_dirty_bucket is not none %}
    or (
        buckets.bucket_at >= {{ sql_integer(first_dirty_bucket) }}
        and buckets.bucket_at >= dirty.dirty_from_bucket
    )
{%- endif %}
group by buckets.namespace, buckets.bucket_at
{%- endif %}
{%- endmacro %}

{#- (Re)create `relation` as a Parquet table from `sql`. -#}
{% macro replace_work_table(relation, sql) %}
  {% do run_query('create database if not exists ' ~ relation.schema) %}
  {% do run_query('drop table if exists ' ~ relation) %}
  {% do run_query('create table ' ~ relation ~ ' using parquet as ' ~ sql) %}
{% endmacro %}

{#- Work tables every runs build writes first (each model whose hook needs them writes them
    again: they are the same within one build): this build's row and the raw files it reads,
    which the watermark keeps as the fingerprint. Returns this build's as_of_time and
    window_start. -#}
{% macro write_runs_build_work_tables() %}
  {% do replace_work_table(active_run_buckets_files_read(), raw_run_record_files()) %}
  {% do replace_work_table(active_run_buckets_this_build(), this_build_row()) %}
  {{ return(run_query('select as_of_time, window_start from ' ~ active_run_buckets_this_build()).rows[0]) }}
{% endmacro %}

{#- pre_hook: write this build's row and the files it reads; then, on incremental runs, the
    scope table and the stale partitions, and drop those (all of them when this build
    rebuilds everything). -#}
{% macro prepare_active_run_buckets_increment() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set this_build = write_runs_build_work_tables() %}
  {% if not is_incremental() %}{{ return('') }}{% endif %}
  {% set as_of_time, window_start = this_build[0], this_build[1] %}
  {% set previous = active_run_buckets_previous_build(as_of_time) if as_of_time is not none else none %}
  {% if previous is none %}
    {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_full_scope()) %}
    {% do replace_work_table(active_run_buckets_stale_table(), active_run_buckets_stale(everything=true)) %}
  {% else %}
    {#- bucket numbers computed here render as whole numbers (sql_integer), so the reads of
        this table prune partitions in the metastore -#}
    {% set previous_as_of_bucket = bucket_floor_value(previous.as_of_time) %}
    {% do replace_work_table(active_run_buckets_changes(), active_run_buckets_changed_runs(previous_as_of_bucket)) %}
    {% do replace_work_table(active_run_buckets_dirty_table(), active_run_buckets_dirty(previous_as_of_bucket)) %}
    {% set first_dirty_bucket = run_query('select min(dirty_from_bucket) from ' ~ active_run_buckets_dirty_table()).rows[0][0] %}
    {% if first_dirty_bucket is none %}
      {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_full_scope() ~ ' limit 0') %}
    {% else %}
      {% do replace_work_table(active_run_buckets_scope(), active_run_buckets_incremental_scope(first_dirty_bucket)) %}
    {% endif %}
    {% do replace_work_table(active_run_buckets_stale_table(), active_run_buckets_stale(false, window_start, first_dirty_bucket)) %}
  {% endif %}
  {% do run_query(drop_partitions_listed(this, active_run_buckets_stale_table(), ['namespace', 'bucket_at'])) %}
  {{ return('') }}
{% endmacro %}

{#- post_hook: remember what this build covered. -#}
{% macro save_active_run_buckets_watermark() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set layout = active_run_buckets_layout() %}
  {% do replace_work_table(active_run_buckets_watermark(), '
    select
        max(record_time) as record_time,
        (select as_of_time from ' ~ ref('runs_as_of') ~ ') as as_of_time,
        ' ~ raw_records_through('(select max(record_time) from ' ~ ref('program_runs') ~ ')') ~ ' as raw_records,
        cast(' ~ layout.bucket_seconds ~ ' as bigint) as bucket_seconds,
        cast(' ~ layout.lookback_days ~ ' as bigint) as lookback_days
    from ' ~ ref('program_runs')
  ) %}
  {% do replace_work_table(active_run_buckets_raw_files(), 'select * from ' ~ active_run_buckets_files_read()) %}
  {% for work_table in [
      active_run_buckets_files_read(), active_run_buckets_this_build(), active_run_buckets_changes(),
      active_run_buckets_dirty_table(), active_run_buckets_scope(), active_run_buckets_stale_table(),
  ] %}
    {% do run_query('drop table if exists ' ~ work_table) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}
