{{ config(materialized='view') }}
-- PDP-32's epoch records: one row per epoch of each stream, with its whole segment list. The
-- replay stores them once (append-only, partitioned by epoch block, each block written in
-- (scope, stream, epoch) order): this view names its epoch rows, so a look-up filtering on
-- epoch_block reads that block's partition of the replay, and the epochs are not stored twice.
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
        epoch_block
    from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
)

select * from epochs
