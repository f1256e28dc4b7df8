-- PDP-32's segment-sealed records: the epoch in which each sealed segment stops being active.
-- Partitioned as stream_segments; an incremental build rewrites the blocks sealed in since.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
with sealed as (
    select
        scope,
        stream,
        segment_id,
        sealed_epoch,
        epoch_block,
        {{ row_hash(['segment_id', 'sealed_epoch']) }} as row_hash
    from {{ ref('stream_segments') }}
    where sealed_epoch is not null
),

current_digests as (
    {{ block_digests('sealed') }}
),

{%- if is_incremental() %}

built_digests as (
    {{ block_digests('(select *, ' ~ row_hash(['segment_id', 'sealed_epoch']) ~ ' as row_hash from ' ~ this ~ ')') }}
),
{%- endif %}

blocks as (
    select * from {{ epoch_blocks_to_rewrite('current_digests', 'built_digests') }}
),

sealed_of_blocks as (
    select
        sealed.scope,
        sealed.stream,
        sealed.segment_id,
        sealed.sealed_epoch,
        sealed.epoch_block
    from ({{ rows_in_blocks('sealed') }}) as sealed
)

select * from sealed_of_blocks
order by epoch_block, scope, stream, segment_id
