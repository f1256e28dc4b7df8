{{ config(arguments='scope_name string, stream_name string, at_time bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The segments live at at_time (epoch ms): the time index gives the chunk, the chunk's history
-- records the epoch (greatest scale time <= at_time), the epoch record its segments, and the
-- truncation record is overlaid on it (python_udfs.streams.Stream.readable_at): an epoch at or
-- before the head cut's newest epoch answers with the head cut and its offsets; a later one
-- with its segments, each from the head cut's offset where the cut holds it. Nothing before
-- the stream's creation. The history and epoch records are the replay's epoch rows
-- (epoch_records; stream_history_chunks and stream_epochs show them), so one read of the
-- chunk's rows gives both the epoch and its segments: a table named once is listed and read
-- once per call. The read joins the chunk's epoch blocks (the partitions), so a call reads the
-- chunk's blocks, whatever the stream's age.
{%- set chunk_size = streams_config()['history_chunk_size'] %}
-- Each aggregate reads one partition (coalesce(1) hints), so it needs no exchange: the call
-- is the time index's stage (whose row is broadcast to the records' read) and one more.
with chunk_index as (
    select /*+ coalesce(1) */ time_index.chunk
    from {{ ref('stream_time_index') }} as time_index
    where time_index.scope = scope_name
        and time_index.stream = stream_name
        and time_index.start_time <= at_time
        and (time_index.end_time is null or time_index.end_time > at_time)
),

chunk_at as (
    select max(chunk_index.chunk) as chunk
    from chunk_index
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

-- the chunk's records created by at_time (the newest is the epoch live at at_time) and the
-- stream's accepted truncations (the last is PDP-32's truncation record, its head), read in
-- one stage
stream_rows as (
    select /*+ coalesce(1) */ * from (
        select
            struct(history_records.epoch, history_records.segments) as epoch_record,
            history_records.epoch,
            null as truncation,
            null as request_time
        from chunk_blocks
        inner join {{ epoch_records() }} as history_records
            on chunk_blocks.epoch_block = history_records.epoch_block
            and chunk_blocks.chunk = history_records.epoch div {{ chunk_size }}
        where history_records.scope = scope_name
            and history_records.stream = stream_name
            and history_records.creation_time <= at_time

        union all

        select
            null as epoch_record,
            null as epoch,
            struct(truncations.cut, truncations.span, truncations.key_ranges) as truncation,
            truncations.request_time
        from {{ ref('stream_truncations') }} as truncations
        where truncations.scope = scope_name
            and truncations.stream = stream_name
    )
),

stream_state as (
    select
        max_by(stream_rows.epoch_record, stream_rows.epoch) as record,
        max_by(stream_rows.truncation, stream_rows.request_time) as head
    from stream_rows
),

overlaid as (
    select
        stream_state.record.epoch,
        stream_state.head,
        coalesce(stream_state.record.epoch <= array_max(map_values(stream_state.head.span)), false) as from_head,
        stream_state.record.segments
    from stream_state
    where stream_state.record is not null
),

live as (
    select
        overlaid.epoch,
        overlaid.from_head,
        inline(
            case
                when overlaid.from_head then transform(
                    array_sort(map_keys(overlaid.head.cut)),
                    segment_id -> named_struct(
                        'segment_id', segment_id,
                        'key_start', overlaid.head.key_ranges[segment_id].key_start,
                        'key_end', overlaid.head.key_ranges[segment_id].key_end,
                        'start_offset', overlaid.head.cut[segment_id]
                    )
                )
                else transform(
                    overlaid.segments,
                    segment -> named_struct(
                        'segment_id', segment.segment_id,
                        'key_start', segment.key_start,
                        'key_end', segment.key_end,
                        'start_offset', coalesce(try_element_at(overlaid.head.cut, segment.segment_id), 0)
                    )
                )
            end
        ) as (segment_id, key_start, key_end, start_offset)
    from overlaid
)

select
    live.segment_id,
    live.key_start,
    live.key_end,
    live.epoch,
    live.start_offset,
    live.from_head
from live
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('segments_at: scope and stream are required')
    when at_time is null
        then raise_error('segments_at: at_time is required (epoch ms)')
{% endcall %}
