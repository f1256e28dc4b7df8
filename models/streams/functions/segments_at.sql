{{ config(arguments='scope_name string, stream_name string, at_time bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The segments live at at_time (epoch ms): the time index gives the chunk, the chunk's history
-- records the epoch (greatest scale time <= at_time), the epoch record its segments. Nothing
-- before the stream's creation. The history and epoch records are the replay's epoch rows
-- (epoch_records; stream_history_chunks and stream_epochs show them). Each look-up also names
-- its epoch blocks (the partitions), so a call reads the chunk's and the epoch's block,
-- whatever the stream's age; Spark reuses the scalar subquery named twice.
{%- set chunk_size = streams_config()['history_chunk_size'] %}
with chunk_at as (
    select max(time_index.chunk) as chunk
    from {{ ref('stream_time_index') }} as time_index
    where time_index.scope = scope_name
        and time_index.stream = stream_name
        and time_index.start_time <= at_time
        and (time_index.end_time is null or time_index.end_time > at_time)
),

-- the chunk's history records: its epochs, in the blocks of its first and last (one block
-- when the chunk size divides the block size)
epoch_at as (
    select max(history_records.epoch) as epoch
    from {{ epoch_records() }} as history_records
    where history_records.scope = scope_name
        and history_records.stream = stream_name
        and history_records.epoch_block between {{ epoch_block('(select chunk_at.chunk from chunk_at) * ' ~ chunk_size) }}
        and {{ epoch_block('(select chunk_at.chunk from chunk_at) * ' ~ chunk_size ~ ' + ' ~ (chunk_size - 1)) }}
        and history_records.epoch div {{ chunk_size }} = (select chunk_at.chunk from chunk_at)
        and history_records.creation_time <= at_time
),

live as (
    select
        epochs.epoch,
        inline(epochs.segments) as (segment_id, key_start, key_end)
    from {{ epoch_records() }} as epochs
    where epochs.scope = scope_name
        and epochs.stream = stream_name
        and epochs.epoch_block = {{ epoch_block('(select epoch_at.epoch from epoch_at)') }}
        and epochs.epoch = (select epoch_at.epoch from epoch_at)
)

select
    live.segment_id,
    live.key_start,
    live.key_end,
    live.epoch
from live
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('segments_at: scope and stream are required')
    when at_time is null
        then raise_error('segments_at: at_time is required (epoch ms)')
{% endcall %}
