{{ config(arguments='scope_name string, stream_name string, from_time bigint, to_time bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- PDP-32's scale history between two times: one row per epoch created in [from_time, to_time)
-- (epoch ms) with the segments it sealed and created. The time index gives the chunks the
-- range overlaps and the read joins their epoch blocks only (dynamic partition pruning), so a
-- call's cost follows the range, not the stream's age.
{%- set chunk_size = streams_config()['history_chunk_size'] %}
{%- set first_epoch = 'range_chunks.first_chunk * ' ~ chunk_size %}
{%- set last_epoch = 'range_chunks.last_chunk * ' ~ chunk_size ~ ' + ' ~ (chunk_size - 1) %}
-- one partition (a coalesce(1) hint), so the aggregate needs no exchange of its own
with range_index as (
    select /*+ coalesce(1) */ time_index.chunk
    from {{ ref('stream_time_index') }} as time_index
    where time_index.scope = scope_name
        and time_index.stream = stream_name
        and time_index.start_time < to_time
        and (time_index.end_time is null or time_index.end_time > from_time)
),

range_chunks as (
    select
        min(range_index.chunk) as first_chunk,
        max(range_index.chunk) as last_chunk
    from range_index
),

range_blocks as (
    select
        explode({{ epoch_blocks_of(first_epoch, last_epoch) }}) as epoch_block
    from range_chunks
    where range_chunks.first_chunk is not null
),

scales as (
    select
        history_records.epoch,
        history_records.reference_epoch,
        history_records.creation_time as scale_time,
        {{ history_delta('history_records.sealed') }} as segments_sealed,
        {{ history_delta('history_records.created') }} as segments_created
    from range_blocks
    inner join {{ epoch_records() }} as history_records
        on range_blocks.epoch_block = history_records.epoch_block
    where history_records.scope = scope_name
        and history_records.stream = stream_name
        and history_records.epoch is not null
        and history_records.creation_time >= from_time
        and history_records.creation_time < to_time
)

select
    scales.epoch,
    scales.reference_epoch,
    scales.scale_time,
    scales.segments_sealed,
    scales.segments_created
from scales
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('scale_history: scope and stream are required')
    when from_time is null or to_time is null
        then raise_error('scale_history: from_time and to_time are required (epoch ms)')
    when from_time > to_time
        then raise_error('scale_history: from_time is after to_time')
{% endcall %}
