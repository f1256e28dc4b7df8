-- The smart sensor service's pokes, for the cycles that happened: per shard and cycle, each
-- distinct signature poked once, and how many sensing instances that one poke served.
with smart as (
    select
        shard_id,
        hashcode,
        last_poke_time,
        pokes,
        poke_interval
    from {{ ref('sensor_outcomes') }}
    where mode = 'smart' and pokes > 0
),

polled as (
    select
        shard_id,
        hashcode,
        explode(sequence(last_poke_time - (pokes - 1) * poke_interval, last_poke_time, poke_interval)) as cycle_time
    from smart
)

select
    shard_id,
    cycle_time,
    hashcode,
    count(*) as instances_served
from polled
group by shard_id, cycle_time, hashcode
