{%- set multiplier = scheduling_level_time_multiplier() %}

with by_level as (
    select
        worker,
        level,
        sum(end_ns - start_ns) as scheduled_ns,
        count(*) as quanta
    from {{ ref('split_quanta') }}
    where scheduler = 'mlfq'
    group by worker, level
),

shares as (
    select
        worker,
        level,
        scheduled_ns,
        quanta,
        scheduled_ns / sum(scheduled_ns) over (partition by worker) as cpu_share,
        -- m^-L, normalised over the levels the worker used: what the queue aims at when
        -- every one of them always has splits waiting
        power({{ multiplier }}, -level)
        / sum(power({{ multiplier }}, -level)) over (partition by worker) as target_share
    from by_level
)

select
    worker,
    cast(level as int) as level,
    cast(scheduled_ns as bigint) as scheduled_ns,
    cast(quanta as bigint) as quanta,
    cast(cpu_share as double) as cpu_share,
    cast(target_share as double) as target_share
from shares
