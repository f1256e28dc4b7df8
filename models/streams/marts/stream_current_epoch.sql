-- PDP-32's current-epoch record: the active epoch of each stream, its last replayed one (the
-- replay is append-only, and a roll's duplicate of the active epoch is created last).
-- Read from that epoch's block of the replay alone, the stream's last epoch taken from
-- int_streams_aggregated: a build never reads the stream's history (on a full build it would
-- decode every epoch's segments to keep one). Partitioned by scope: an incremental build
-- rewrites only the scopes with new epochs.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['scope']) }}
with replayed_to as (
    select
        scope,
        stream,
        last_epoch
    from {{ ref('int_streams_aggregated') }}
    -- always true; Spark prunes partitions at run time only through a join whose other side
    -- filters rows with a comparison (unfiltered, a full build read every block of the replay)
    where last_epoch >= 0
),

{%- if is_incremental() %}

scopes_with_new_epochs as (
    select distinct replayed_to.scope
    from replayed_to
    left join {{ this }} as built
        on replayed_to.scope = built.scope
        and replayed_to.stream = built.stream
    where replayed_to.last_epoch > coalesce(built.epoch, -1)
),

current_epochs as (
    select replayed_to.*
    from replayed_to
    left semi join scopes_with_new_epochs
        on replayed_to.scope = scopes_with_new_epochs.scope
)
{%- else %}

current_epochs as (
    select * from replayed_to
)
{%- endif %}

-- hinted broadcast, so Spark reads only the blocks joined (see replayed_epochs_to_append)
select /*+ broadcast(current_epochs) */
    replayed.scope,
    replayed.stream,
    replayed.epoch,
    replayed.reference_epoch,
    replayed.creation_time,
    size(replayed.segments) as active_segments,
    replayed.segments
from {{ epoch_records() }} as replayed
inner join current_epochs
    on replayed.scope = current_epochs.scope
    and replayed.stream = current_epochs.stream
    and replayed.epoch_block = {{ epoch_block('current_epochs.last_epoch') }}
    and replayed.epoch = current_epochs.last_epoch
