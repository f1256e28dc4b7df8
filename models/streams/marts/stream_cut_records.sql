-- PDP-32's stream-cut records: each valid retention cut with its span (each segment's highest
-- epoch) and its recording size (bytes from the stream's beginning to the cut), and the bounds
-- of the retention set's look-ups it answers (stream_cut_before_time, _size): the greatest
-- lower bound on time or size is the one record whose [recording_time, next_recording_time) or
-- [recording_size, later_min_recording_size) holds the argument, so a look-up is one filtered
-- read of a stream's records, no aggregate and no join.
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
),

bounded as (
    select
        *,
        lead(recording_time) over (partition by scope, stream order by recording_time) as next_recording_time,
        -- sizes need not grow with time: a record answers a size below every later record's
        min(recording_size) over (
            partition by scope, stream order by recording_time rows between 1 following and unbounded following
        ) as later_min_recording_size
    from cuts
)

select * from bounded
order by scope, stream, recording_time
