{{ config(materialized='incremental', incremental_strategy='append', on_schema_change='fail', partition_by=['epoch_block']) }}
-- PDP-32's epoch records: one row per epoch of each stream, with its whole segment list;
-- append-only (an incremental build appends the epochs replayed since the last).
-- Partitioned by epoch block and written in (scope, stream, epoch) order, so a look-up of one
-- epoch reads one block's row group.
with epochs as (
    select
        scope,
        stream,
        epoch,
        reference_epoch,
        creation_time,
        segments,
        splits,
        merges,
        {{ epoch_block('epoch') }} as epoch_block
    from {{ replayed_epochs_to_append() }} as replayed
)

select * from epochs
order by epoch_block, scope, stream, epoch
