-- PDP-32's current-epoch record: the active epoch of each stream.
-- Partitioned by scope: an incremental build rewrites only the scopes with new epochs, from
-- their records and the new epochs (the latest wins), never reading the stream's history.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['scope']) }}
{%- set epoch_columns = ['scope', 'stream', 'epoch', 'reference_epoch', 'creation_time', 'segments'] %}
with new_epochs as (
    select * from {{ replayed_epochs_to_append() }} as replayed
),

current_epochs as (
    select
        scope,
        stream,
        max(epoch) as epoch,
        max_by(reference_epoch, epoch) as reference_epoch,
        max_by(creation_time, epoch) as creation_time,
        max_by(segments, epoch) as segments
    from ({{ rows_with_built('new_epochs', epoch_columns, 'scope') }}) as built_and_new
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
