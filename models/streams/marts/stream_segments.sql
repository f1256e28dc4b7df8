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

-- each segment's row and its size's, side by side in the block of its creation epoch: one
-- shuffle serves the window and the files (a join shuffled both sides by segment, then its
-- output again by block)
parts as (
    select
        segments.scope,
        segments.stream,
        segments.segment_id,
        segments.creation_time,
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch,
        segments.sealed_time,
        cast(null as bigint) as size_bytes,
        true as is_segment,
        segments.epoch_block
    from segments_of_blocks as segments

    union all

    select
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        null as creation_time,
        null as key_start,
        null as key_end,
        null as sealed_epoch,
        null as sealed_time,
        sizes.size_bytes,
        false as is_segment,
        sizes.epoch_block
    from sizes_of_blocks as sizes
),

parts_by_block as (
    select * from parts
    {{ epoch_block_tasks() }}
),

sized as (
    select
        *,
        -- staging and the check keep one size a segment
        max(size_bytes) over segment as sealed_size_bytes
    from parts_by_block
    {{ segment_window() }}
)

-- in the window's order already (epoch_block_tasks)
select
    scope,
    stream,
    segment_id,
    cast(segment_id & 4294967295 as int) as segment_number,
    cast(segment_id >> 32 as int) as creation_epoch,
    creation_time,
    key_start,
    key_end,
    sealed_epoch,
    sealed_time,
    sealed_size_bytes,
    epoch_block
from sized
where is_segment
{{ epoch_block_order('segment_id') }}
