{{ config(partition_by=['epoch_block']) }}
-- One row per segment: what its id, its creation epoch and its sealing epoch say of it, and
-- its size at sealing. Partitioned by the block of its creation epoch (in its id).
with segments as (
    select * from {{ ref('int_stream_segments_listed') }}
),

sizes as (
    select * from {{ ref('int_sealed_segment_sizes_checked') }}
    where reject_reason is null
),

sized as (
    select
        segments.scope,
        segments.stream,
        segments.segment_id,
        segments.segment_number,
        segments.creation_epoch,
        segments.creation_time,
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch,
        segments.sealed_time,
        sizes.size_bytes as sealed_size_bytes,
        {{ epoch_block('segments.creation_epoch') }} as epoch_block
    from segments
    left join sizes
        on segments.scope = sizes.scope
        and segments.stream = sizes.stream
        and segments.segment_id = sizes.segment_id
)

select * from sized
order by epoch_block, scope, stream, segment_id
