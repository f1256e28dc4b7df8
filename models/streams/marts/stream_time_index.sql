-- The time -> epoch index (the seed's root of chunk start times): chunk c of a stream holds
-- every t in [start_time, end_time), end_time being the next chunk's start, so a t that falls
-- after a chunk's last scale and before the next chunk's first is still found (the gap in
-- Pravega's Java code).
with chunks as (
    select
        scope,
        stream,
        chunk,
        min(epoch) as first_epoch,
        max(epoch) as last_epoch,
        min(scale_time) as start_time
    from {{ ref('stream_history_chunks') }}
    group by scope, stream, chunk
),

indexed as (
    select
        scope,
        stream,
        chunk,
        first_epoch,
        last_epoch,
        start_time,
        lead(start_time) over (partition by scope, stream order by chunk) as end_time
    from chunks
)

select * from indexed
order by scope, stream, chunk
