-- PDP-32's sharded map of sealed sizes: shard = creation epoch / sealed_segment_shard_size
-- (Pravega's code; the seed says segment number), so segments created around the same time
-- share a shard. A sealed segment with no known size is left out (it counts 0).
{{ config(partition_by=['epoch_block']) }}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
with sized as (
    select
        scope,
        stream,
        cast(creation_epoch div {{ shard_size }} as int) as shard,
        segment_id,
        sealed_size_bytes
    from {{ ref('stream_segments') }}
    where sealed_epoch is not null
        and sealed_size_bytes is not null
),

shards as (
    select
        scope,
        stream,
        shard,
        map_from_entries(array_sort(collect_list(struct(segment_id, sealed_size_bytes)))) as sizes,
        count(*) as segments,
        sum(sealed_size_bytes) as size_bytes,
        {{ epoch_block('shard * ' ~ shard_size) }} as epoch_block
    from sized
    group by scope, stream, shard
)

select * from shards
order by epoch_block, scope, stream, shard
