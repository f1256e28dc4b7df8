-- PDP-32's segment-sealed records: the epoch in which each sealed segment stops being active.
with sealed as (
    select
        scope,
        stream,
        segment_id,
        sealed_epoch
    from {{ ref('stream_segments') }}
    where sealed_epoch is not null
)

select * from sealed
order by scope, stream, segment_id
