-- PDP-32's stream-cut records: each valid retention cut with its span (each segment's highest
-- epoch) and its recording size (bytes from the stream's beginning to the cut).
with cuts as (
    select
        scope,
        stream,
        request_time as recording_time,
        size_till as recording_size,
        cut,
        span
    from {{ ref('int_stream_cuts_checked') }}
    where request_kind = 'stream_cut'
        and reject_reason is null
)

select * from cuts
order by scope, stream, recording_time
