-- PDP-32's retention set: per stream, the ordered (recording time, recording size)
-- references to its stream-cut records; look-ups by time or size take the greatest lower bound.
with retention_references as (
    select
        scope,
        stream,
        row_number() over (partition by scope, stream order by recording_time) as position,  -- noqa: RF04
        recording_time,
        recording_size
    from {{ ref('stream_cut_records') }}
)

select * from retention_references
order by scope, stream, position
