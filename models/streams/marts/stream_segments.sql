{{ config(materialized='view') }}
-- One row per segment: what its id, its creation epoch and its sealing epoch say of it, and
-- its size at sealing. A view of int_stream_segments_sized's segment rows (partitioned by the
-- block of the segment's creation epoch), where a segment meets its sealing and its sizes.
with segments as (
    select
        scope,
        stream,
        segment_id,
        cast(segment_id & 4294967295 as int) as segment_number,
        cast(segment_id >> 32 as int) as creation_epoch,
        creation_time,
        key_start,
        key_end,
        sealed_epoch,
        sealed_time,
        size_bytes as sealed_size_bytes,
        successors,
        epoch_block
    from {{ segment_rows() }} as sized
)

select * from segments
