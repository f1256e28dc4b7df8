-- PDP-32's history time series of deltas: one record per epoch, chunked by
-- stream_history_chunk_size epochs. A duplicate epoch (rolling transaction) keeps no lists:
-- its reference epoch says what it holds. Append-only, as stream_epochs.
{{ config(materialized='incremental', incremental_strategy='append', on_schema_change='fail', partition_by=['epoch_block']) }}
{%- set chunk_size = streams_config()['history_chunk_size'] %}
{%- set segment_type = 'struct<segment_id: bigint, key_start: double, key_end: double>' %}
with records as (
    select
        scope,
        stream,
        cast(epoch div {{ chunk_size }} as int) as chunk,
        epoch,
        reference_epoch,
        case when reference_epoch = epoch then sealed else cast(array() as array<{{ segment_type }}>) end as segments_sealed,
        case when reference_epoch = epoch then created else cast(array() as array<{{ segment_type }}>) end as segments_created,
        creation_time as scale_time,
        {{ epoch_block('(epoch div ' ~ chunk_size ~ ') * ' ~ chunk_size) }} as epoch_block
    from {{ replayed_epochs_to_append() }} as replayed
)

select * from records
order by epoch_block, scope, stream, epoch
