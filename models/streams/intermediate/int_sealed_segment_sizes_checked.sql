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

-- the block digests (a row per stream and block) broadcast: the sizes are shuffled once, for the
-- segments' join and the window, not also to meet the digests
checked as (
    select /*+ broadcast(current_digests) */
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        sizes.size_bytes,
        sizes.raw_row,
        coalesce(sizes.reject_reason, case
            when count(*) over (partition by sizes.scope, sizes.stream, sizes.segment_id) > 1 then 'duplicate segment size'
            when segments_of_blocks.segment_id is null then 'size of an unknown segment'
            when segments_of_blocks.sealed_epoch is null then 'size of a segment not sealed'
        end) as reject_reason,
        current_digests.digest as block_digest,
        sizes.epoch_block
    from sizes_of_blocks as sizes
    inner join current_digests
        on sizes.scope <=> current_digests.scope
        and sizes.stream <=> current_digests.stream
        and sizes.epoch_block = current_digests.epoch_block
    left join segments_of_blocks
        on sizes.scope = segments_of_blocks.scope
        and sizes.stream = segments_of_blocks.stream
        and sizes.segment_id = segments_of_blocks.segment_id
)

-- the raw row of a rejected size only (the rejected mart shows it; the raw data keeps the rest)
select
    scope,
    stream,
    segment_id,
    size_bytes,
    if(reject_reason is null, null, raw_row) as raw_row,
    reject_reason,
    block_digest,
    epoch_block
from checked
{{ epoch_block_files('segment_id') }}
