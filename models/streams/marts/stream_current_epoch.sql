-- PDP-32's current-epoch record: the active epoch of each stream.
with current_epochs as (
    select
        scope,
        stream,
        max(epoch) as epoch,
        max_by(reference_epoch, epoch) as reference_epoch,
        max_by(creation_time, epoch) as creation_time,
        max_by(segments, epoch) as segments
    from {{ ref('stream_epochs') }}
    group by scope, stream
)

select
    scope,
    stream,
    epoch,
    reference_epoch,
    creation_time,
    size(segments) as active_segments,
    segments
from current_epochs
