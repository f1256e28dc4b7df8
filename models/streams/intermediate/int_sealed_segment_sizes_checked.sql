-- Each staged sealed size checked against the replayed segments: a size must be its segment's
-- only one and name a segment the stream sealed. Partitioned by the block of the segment's
-- creation epoch (in its id). An incremental build rewrites the blocks whose sizes or whose
-- segments changed; block_digest keeps what each block was made of.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
with sizes as (
    select
        *,
        -- a row with no valid id, rejected, in block 0: a partition column with no nulls
        {{ epoch_block('greatest(coalesce(segment_id, 0), 0) >> 32') }} as epoch_block
    from {{ ref('stg_streams__sealed_segment_sizes') }}
),

segments as (
    select * from {{ ref('int_stream_segments_listed') }}
),

-- a block is made of its raw sizes and of whether each of its segments is sealed (blocks
-- with no size need no check): a digest of each part, summed, so the sizes are read once here
size_parts as (
    select
        sizes.scope,
        sizes.stream,
        sizes.epoch_block,
        {{ row_hash(["'size'", 'sizes.raw_row']) }} as row_hash
    from sizes
),

segment_parts as (
    select
        segments.scope,
        segments.stream,
        segments.epoch_block,
        {{ row_hash(["'segment'", 'segments.segment_id', 'segments.sealed_epoch is not null']) }} as row_hash
    from segments
),

size_digests as (
    {{ block_digests('size_parts') }}
),

segment_digests as (
    {{ block_digests('segment_parts') }}
),

current_digests as (
    select
        size_digests.scope,
        size_digests.stream,
        size_digests.epoch_block,
        {{ digests_summed('size_digests.digest', 'segment_digests.digest') }} as digest
    from size_digests
    left join segment_digests
        on size_digests.scope = segment_digests.scope
        and size_digests.stream = segment_digests.stream
        and size_digests.epoch_block = segment_digests.epoch_block
),

{%- if is_incremental() %}

built_digests as (
    select distinct
        built.scope,
        built.stream,
        built.epoch_block,
        built.block_digest as digest
    from {{ this }} as built
),
{%- endif %}

blocks as (
    select * from {{ epoch_blocks_to_rewrite('current_digests', 'built_digests') }}
),

sizes_of_blocks as (
    {{ rows_in_blocks('sizes') }}
),

segments_of_blocks as (
    {{ rows_in_blocks('segments') }}
),

-- the block digests (a row per stream and block) broadcast: the sizes are shuffled once, with
-- their segments, not also to meet the digests
sizes_digested as (
    select /*+ broadcast(current_digests) */
        sizes.*,
        current_digests.digest as block_digest
    from sizes_of_blocks as sizes
    inner join current_digests
        on sizes.scope <=> current_digests.scope
        and sizes.stream <=> current_digests.stream
        and sizes.epoch_block = current_digests.epoch_block
),

-- each size's row and its segment's, side by side in the block of the segment's creation
-- epoch: one shuffle serves the window and the files (a join shuffled both sides by segment,
-- then its output again by block)
parts as (
    select
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        sizes.size_bytes,
        sizes.raw_row,
        sizes.reject_reason,
        sizes.block_digest,
        cast(null as boolean) as sealed,
        true as is_size,
        sizes.epoch_block
    from sizes_digested as sizes

    union all

    select
        segments.scope,
        segments.stream,
        segments.segment_id,
        null as size_bytes,
        null as raw_row,
        null as reject_reason,
        null as block_digest,
        segments.sealed_epoch is not null as sealed,
        false as is_size,
        segments.epoch_block
    from segments_of_blocks as segments
),

parts_by_block as (
    select * from parts
    {{ epoch_block_tasks() }}
),

checked as (
    select
        *,
        count_if(is_size) over segment as sizes_of_segment,
        max(not is_size) over segment as segment_known,
        max(sealed) over segment as segment_sealed
    from parts_by_block
    {{ segment_window() }}
),

with_reasons as (
    select
        *,
        coalesce(reject_reason, case
            when sizes_of_segment > 1 then 'duplicate segment size'
            when not segment_known then 'size of an unknown segment'
            when not segment_sealed then 'size of a segment not sealed'
        end) as checked_reason
    from checked
    where is_size
)

-- the raw row of a rejected size only (the rejected mart shows it; the raw data keeps the
-- rest), in the window's order already (epoch_block_tasks)
select
    scope,
    stream,
    segment_id,
    size_bytes,
    if(checked_reason is null, null, raw_row) as raw_row,
    checked_reason as reject_reason,
    block_digest,
    epoch_block
from with_reasons
{{ epoch_block_order('segment_id') }}
