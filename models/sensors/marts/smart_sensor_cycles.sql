{%- set config = sensors_config() %}

-- Per shard and poke cycle, the work the one smart sensor task did: a poke per distinct
-- signature, each taking var sensors_poke_milliseconds, against the cycle's interval. A cycle
-- whose pokes take longer than the interval overruns: the next cycle starts late.
with cycles as (
    select
        shard_id,
        cycle_time,
        count(*) as pokes,
        sum(instances_served) as instances_served
    from {{ ref('sensor_poke_cycles') }}
    group by shard_id, cycle_time
)

select
    shard_id,
    cycle_time,
    pokes,
    instances_served,
    cast(pokes * {{ config.poke_milliseconds }} / 1000.0 as double) as poke_seconds,
    cast({{ config.poke_interval_seconds }} as int) as interval_seconds,
    {{ cycle_load('pokes') }} as cycle_load,
    {{ cycle_overruns('pokes') }} as overruns
from cycles
