with splits as (
    select * from {{ ref('stg_scheduling__split_traces') }}
    where reject_reason is null
),

waits as (
    -- how long each quantum's split was ready before it started: since its arrival, or
    -- since its previous quantum's end plus the time it then spent blocked
    select
        quanta.scheduler,
        quanta.split_id,
        quanta.start_ns,
        quanta.end_ns,
        quanta.level,
        quanta.start_ns - coalesce(
            lag(quanta.end_ns) over (partition by quanta.scheduler, quanta.split_id order by quanta.start_ns)
            + coalesce(splits.blocked_ns, 0),
            splits.arrival_ns
        ) as wait_ns
    from {{ ref('split_quanta') }} as quanta
    inner join splits
        on quanta.split_id = splits.split_id
),

quanta as (
    select
        scheduler,
        split_id,
        min(start_ns) as first_run_ns,
        max(end_ns) as finish_ns,
        count(*) as quanta,
        max(wait_ns) as longest_wait_ns,
        max_by(level, start_ns) as final_level
    from waits
    group by scheduler, split_id
)

select
    quanta.scheduler,
    splits.worker,
    splits.query_id,
    splits.task_id,
    splits.split_id,
    splits.arrival_ns,
    splits.cpu_ns,
    quanta.first_run_ns,
    quanta.finish_ns,
    quanta.finish_ns - splits.arrival_ns as latency_ns,
    -- ready but not running: all the time in the system that was neither CPU nor blocked
    quanta.finish_ns - splits.arrival_ns - splits.cpu_ns
    - coalesce(splits.blocked_ns, 0) * (quanta.quanta - 1) as queued_ns,
    quanta.longest_wait_ns,
    cast(quanta.quanta as int) as quanta,
    quanta.final_level,
    -- on the clock, where the trace has one
    splits.arrival_time,
    splits.arrival_time + (quanta.finish_ns - splits.arrival_ns) / 1e9 as finish_time
from splits
inner join quanta
    on splits.split_id = quanta.split_id
