{{ config(arguments='scope_name string, stream_name string, at_time bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The segments live at at_time (epoch ms): the time index gives the chunk, the chunk's history
-- records the epoch (greatest scale time <= at_time), the epoch record its segments. Nothing
-- before the stream's creation. The history and epoch records are the replay's epoch rows
-- (epoch_records; stream_history_chunks and stream_epochs show them), so one read of the
-- chunk's rows gives both the epoch and its segments: a table named once is listed and read
-- once per call. The read joins the chunk's epoch blocks (the partitions), so a call reads the
-- chunk's blocks, whatever the stream's age.
{%- set chunk_size = streams_config()['history_chunk_size'] %}
with chunk_at as (
    select max(time_index.chunk) as chunk
    from {{ ref('stream_time_index') }} as time_index
    where time_index.scope = scope_name
        and time_index.stream = stream_name
        and time_index.start_time <= at_time
        and (time_index.end_time is null or time_index.end_time > at_time)
),

-- the chunk's epoch blocks, a row each (one when the chunk size divides the block size): the
-- records are joined on them, so the chunk is looked up (and its table planned) once, and
-- Spark keeps only those blocks of the records (dynamic partition pruning)
chunk_blocks as (
    select
        chunk_at.chunk,
        explode({{ epoch_blocks_of('chunk_at.chunk * ' ~ chunk_size, 'chunk_at.chunk * ' ~ chunk_size ~ ' + ' ~ (chunk_size - 1)) }}) as epoch_block
    from chunk_at
    where chunk_at.chunk is not null
),

-- the chunk's records created by at_time: the newest is the epoch live at at_time
epoch_at as (
    select max_by(struct(history_records.epoch, history_records.segments), history_records.epoch) as record
    from chunk_blocks
    inner join {{ epoch_records() }} as history_records
        on chunk_blocks.epoch_block = history_records.epoch_block
        and chunk_blocks.chunk = history_records.epoch div {{ chunk_size }}
    where history_records.scope = scope_name
        and history_records.stream = stream_name
        and history_records.creation_time <= at_time
),

live as (
    select
        epoch_at.record.epoch,
        inline(epoch_at.record.segments) as (segment_id, key_start, key_end)
    from epoch_at
    where epoch_at.record is not null
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
