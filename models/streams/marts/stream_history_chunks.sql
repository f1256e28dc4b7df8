{{ config(materialized='view') }}
-- PDP-32's history time series of deltas: one record per epoch, chunked by
-- stream_history_chunk_size epochs. A duplicate epoch (rolling transaction) keeps no lists:
-- its reference epoch says what it holds. A view of the replay's epoch rows, as stream_epochs:
-- append-only with the replay, and partitioned by the epoch's block, so a chunk's records lie
-- in the blocks of its first and last epochs.
{%- set chunk_size = streams_config()['history_chunk_size'] %}
with records as (
    select
        scope,
        stream,
        cast(epoch div {{ chunk_size }} as int) as chunk,
        epoch,
        reference_epoch,
        {{ history_delta('sealed') }} as segments_sealed,
        {{ history_delta('created') }} as segments_created,
        creation_time as scale_time,
        epoch_block
    from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
)

select * from records
