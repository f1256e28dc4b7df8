-- One row per stream the replay created epochs for: its last epoch. The incremental builds of
-- the models kept from the replay read it to find the blocks of their new epochs
-- (replayed_epochs_to_append), so the replay's epochs are aggregated once a build, not once
-- for each of those models.
select
    scope,
    stream,
    max(epoch) as last_epoch
from {{ ref('int_stream_requests_replayed') }}
where epoch is not null
group by scope, stream
