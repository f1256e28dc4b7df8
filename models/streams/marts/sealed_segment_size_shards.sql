-- PDP-32's sharded map of sealed sizes: shard = creation epoch / sealed_segment_shard_size
-- (Pravega's code; the seed says segment number), so segments created around the same time
-- share a shard. A sealed segment with no known size is left out (it counts 0). Every shard
-- to the stream's last epoch has a row (an empty one for a shard with no sealed size), so a
-- look-up by shard finds one (size_between_cuts joins its shards in an inner join, which
-- Spark prunes at run time). A shard lies in the block of its first epoch; an incremental
-- build rewrites the blocks whose sizes or shards changed.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
with sized as (
    select
        scope,
        stream,
        shard,
        segment_id,
        sealed_size_bytes,
        {{ epoch_block('shard * ' ~ shard_size) }} as epoch_block
    from (
        select *, cast(creation_epoch div {{ shard_size }} as int) as shard
        from {{ ref('stream_segments') }}
        where sealed_epoch is not null
            and sealed_size_bytes is not null
    )
    union all
    -- one row of no segment for each shard of each stream
    select
        scope,
        stream,
        shard,
        cast(null as bigint) as segment_id,
        cast(null as bigint) as sealed_size_bytes,
        {{ epoch_block('shard * ' ~ shard_size) }} as epoch_block
    from (
        select scope, stream, explode(sequence(0, cast(last_epoch div {{ shard_size }} as int))) as shard
        from {{ ref('int_streams_aggregated') }}
    )
),

{%- if is_incremental() %}

current_digests as (
    {{ block_digests('(select *, ' ~ row_hash(['shard', 'segment_id', 'sealed_size_bytes']) ~ ' as row_hash from sized)') }}
),

built_digests as (
    {#- a built shard's sizes and its row of no segment, as in sized -#}
    {{ block_digests('(select built.*, ' ~ row_hash(['built.shard', 'entry.segment_id', 'entry.sealed_size_bytes'])
        ~ ' as row_hash from ' ~ this ~ ' as built lateral view inline(concat(map_entries(built.sizes), array(struct(cast(null as bigint) as key, cast(null as bigint) as value)))) entry as segment_id, sealed_size_bytes)') }}
),

blocks as (
    select * from {{ epoch_blocks_to_rewrite('current_digests', 'built_digests') }}
),

sized_of_blocks as (
    {{ rows_in_blocks('sized') }}
),
{%- else %}

-- every block: no digest to compare (hashing every size and joining back on its block took
-- a fifth of this query at 31.5M epochs)
sized_of_blocks as (
    select * from sized
),
{%- endif %}

shards as (
    select
        sized.scope,
        sized.stream,
        sized.shard,
        map_from_entries(array_sort(
            collect_list(struct(sized.segment_id, sized.sealed_size_bytes)) filter (where sized.segment_id is not null)
        )) as sizes,
        count(sized.segment_id) as segments,
        coalesce(sum(sized.sealed_size_bytes), 0) as size_bytes,
        sized.epoch_block
    from sized_of_blocks as sized
    group by sized.scope, sized.stream, sized.shard, sized.epoch_block
)

select * from shards
{{ epoch_block_files('shard') }}
