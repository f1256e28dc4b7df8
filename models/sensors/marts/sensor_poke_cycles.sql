-- The smart sensor service's pokes, for the cycles that happened: per shard and cycle, each
-- distinct signature poked once, and how many sensing instances that one poke served.
with smart as (
    select
        sensor_instance.shard_id,
        sensor_instance.hashcode,
        outcomes.last_poke_time,
        outcomes.pokes,
        outcomes.poke_interval
    from {{ ref('sensor_outcomes') }} as outcomes
    inner join {{ ref('sensor_instance') }} as sensor_instance
        on
            outcomes.dag_id = sensor_instance.dag_id
            and outcomes.task_id = sensor_instance.task_id
            and outcomes.run_id = sensor_instance.run_id
            and outcomes.try_number = sensor_instance.try_number
    where outcomes.mode = 'smart' and outcomes.pokes > 0
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
