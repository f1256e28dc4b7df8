{%- set config = sensors_config() %}

-- How a team sizes var sensors_shards: for each shard count from 1 to var
-- sensors_sizing_max_shards, the pokes of the busiest shard in the busiest poke interval had
-- the signatures been sharded that way (shard_of over the same shardcodes), and whether every
-- cycle would fit its interval. Intervals are counted from the first cycle: each shard pokes
-- once per interval, so an interval holds one cycle of every shard and a signature once.
with polled as (
    select
        cycles.cycle_time,
        cycles.hashcode,
        {{ shardcode_of('cycles.hashcode') }} as shardcode,
        (cycles.cycle_time - min(cycles.cycle_time) over ()) div {{ config.poke_interval_seconds }} as poke_window
    from {{ ref('sensor_poke_cycles') }} as cycles
),

by_shardcode as (
    select
        poke_window,
        shardcode,
        count(distinct hashcode) as pokes
    from polled
    group by poke_window, shardcode
),

candidates as (
    select explode(sequence(1, {{ config.sizing_max_shards }})) as shards
),

loads as (
    select
        candidates.shards,
        by_shardcode.poke_window,
        {{ shard_of('by_shardcode.shardcode', 'candidates.shards') }} as shard_id,
        sum(by_shardcode.pokes) as pokes
    from candidates
    cross join by_shardcode
    group by candidates.shards, by_shardcode.poke_window, shard_id
),

peaks as (
    select
        shards,
        max(pokes) as peak_pokes,
        count_if({{ cycle_overruns('pokes') }}) as overrunning_cycles
    from loads
    group by shards
)

select
    cast(candidates.shards as int) as shards,
    candidates.shards = {{ config.shards }} as is_current,
    cast(coalesce(peaks.peak_pokes, 0) as bigint) as peak_pokes,
    cast(coalesce(peaks.peak_pokes, 0) * {{ config.poke_milliseconds }} / 1000.0 as double) as peak_poke_seconds,
    {{ cycle_load('coalesce(peaks.peak_pokes, 0)') }} as peak_load,
    coalesce(peaks.overrunning_cycles, 0) as overrunning_cycles,
    coalesce(peaks.overrunning_cycles, 0) = 0 as fits
from candidates
left join peaks
    on candidates.shards = peaks.shards
