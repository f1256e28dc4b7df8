{{ config(partition_by=['epoch_block']) }}
-- PDP-32's epoch records: one row per epoch of each stream, with its whole segment list.
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
    from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
)

select * from epochs
order by epoch_block, scope, stream, epoch
