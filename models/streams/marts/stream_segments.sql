-- One row per segment: what its id, its creation epoch and its sealing epoch say of it, and
-- its size at sealing. Partitioned by the block of its creation epoch (in its id); an
-- incremental build rewrites the blocks whose segments were sealed or sized since.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
with segments as (
    select * from {{ ref('int_stream_segments_listed') }}
),

sizes as (
    select * from {{ ref('int_sealed_segment_sizes_checked') }}
    where reject_reason is null
),

-- a block is made of its segments (as sealed or not) and their sizes
block_parts as (
    select scope, stream, epoch_block, {{ row_hash(["'segment'", 'segment_id', 'sealed_epoch']) }} as row_hash
    from segments

    union all

    select scope, stream, epoch_block, {{ row_hash(["'size'", 'segment_id', 'size_bytes']) }} as row_hash
    from sizes
),

current_digests as (
    {{ block_digests('block_parts') }}
),

{%- if is_incremental() %}

built_parts as (
    select scope, stream, epoch_block, {{ row_hash(["'segment'", 'segment_id', 'sealed_epoch']) }} as row_hash
    from {{ this }}

    union all

    select scope, stream, epoch_block, {{ row_hash(["'size'", 'segment_id', 'sealed_size_bytes']) }} as row_hash
    from {{ this }}
    where sealed_size_bytes is not null
),

built_digests as (
    {{ block_digests('built_parts') }}
),
{%- endif %}

blocks as (
    select * from {{ epoch_blocks_to_rewrite('current_digests', 'built_digests') }}
),

segments_of_blocks as (
    {{ rows_in_blocks('segments') }}
),

sizes_of_blocks as (
    {{ rows_in_blocks('sizes') }}
),

sized as (
    select
        segments.scope,
        segments.stream,
        segments.segment_id,
        cast(segments.segment_id & 4294967295 as int) as segment_number,
        cast(segments.segment_id >> 32 as int) as creation_epoch,
        segments.creation_time,
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch,
        segments.sealed_time,
        sizes_of_blocks.size_bytes as sealed_size_bytes,
        segments.epoch_block
    from segments_of_blocks as segments
    left join sizes_of_blocks
        on segments.scope = sizes_of_blocks.scope
        and segments.stream = sizes_of_blocks.stream
        and segments.segment_id = sizes_of_blocks.segment_id
)

select * from sized
{{ epoch_block_files('segment_id') }}
