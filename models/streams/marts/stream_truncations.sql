-- The accepted truncations of each stream in order: the cut, its span, the segments this
-- truncation deletes (before the cut and not in it), the segments deleted so far and the
-- bytes before the cut, and the cut's key ranges (the head of a cut function's call).
with truncations as (
    select
        scope,
        stream,
        request_time,
        cut,
        span,
        to_delete,
        deleted_segments,
        size_till,
        key_ranges
    from {{ ref('int_stream_cuts_checked') }}
    where request_kind = 'truncation'
        and reject_reason is null
)

select * from truncations
order by scope, stream, request_time
