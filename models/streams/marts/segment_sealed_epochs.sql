{{ config(materialized='view') }}
-- PDP-32's segment-sealed records: the epoch in which each sealed segment stops being active.
-- A view of stream_segments' sealed rows (partitioned by the block of the segment's creation
-- epoch), so the records are not stored a second time.
with sealed as (
    select
        scope,
        stream,
        segment_id,
        sealed_epoch,
        epoch_block
    from {{ ref('stream_segments') }}
    where sealed_epoch is not null
)

select * from sealed
