{%- set config = sensors_config() %}

with shards as (
    select explode(sequence(0, {{ config.shards }} - 1)) as shard_id
),

per_shard as (
    select
        shard_id,
        count(*) as sensors,
        count(distinct hashcode) as signatures,
        min(start_time) as first_start_time
    from {{ ref('sensor_instance') }}
    group by shard_id
)

select
    shards.shard_id,
    cast(shards.shard_id * {{ config.shard_code_upper_limit }} div {{ config.shards }} as int) as shardcode_lower,
    cast((shards.shard_id + 1) * {{ config.shard_code_upper_limit }} div {{ config.shards }} as int) as shardcode_upper,
    coalesce(per_shard.sensors, 0) as sensors,
    coalesce(per_shard.signatures, 0) as signatures,
    per_shard.first_start_time
from shards
left join per_shard
    on shards.shard_id = per_shard.shard_id
