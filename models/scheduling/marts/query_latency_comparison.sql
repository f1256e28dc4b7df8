with queries as (
    -- a query's latency: its first split's arrival to its last split's finish, per scheduler
    select
        scheduler,
        query_id,
        sum(cpu_ns) as cpu_ns,
        max(finish_ns) - min(arrival_ns) as latency_ns,
        max(longest_wait_ns) as longest_wait_ns
    from {{ ref('split_latency') }}
    group by scheduler, query_id
),

thresholds as (
    -- one size class per level, bounded by the level thresholds
    select
        cast(position + 1 as int) as class_order,
        cast(min_cpu_seconds as bigint) as min_cpu_seconds,
        cast(lead(min_cpu_seconds) over (order by position) as bigint) as max_cpu_seconds
    from (
        select posexplode(array({{ scheduling_level_thresholds() | join(', ') }})) as (position, min_cpu_seconds)
    ) as levels
),

size_classes as (
    -- in ns as bigint: seconds * 10^9 overflows an int
    select
        class_order,
        case
            when max_cpu_seconds is null then concat('>= ', min_cpu_seconds, ' s')
            when min_cpu_seconds = 0 then concat('< ', max_cpu_seconds, ' s')
            else concat(min_cpu_seconds, '-', max_cpu_seconds, ' s')
        end as size_class,
        min_cpu_seconds * 1000000000 as min_cpu_ns,
        max_cpu_seconds * 1000000000 as max_cpu_ns
    from thresholds
),

classified as (
    select
        size_classes.class_order,
        size_classes.size_class,
        queries.scheduler,
        queries.latency_ns,
        queries.longest_wait_ns
    from queries
    inner join size_classes
        on queries.cpu_ns >= size_classes.min_cpu_ns
        and (size_classes.max_cpu_ns is null or queries.cpu_ns < size_classes.max_cpu_ns)
),

percentiles as (
    select
        class_order,
        size_class,
        scheduler,
        count(*) as queries,
        percentile(latency_ns, array(0.5, 0.95, 0.99)) as latency,
        max(longest_wait_ns) as longest_wait_ns
    from classified
    group by class_order, size_class, scheduler
)

select
    mlfq.size_class,
    cast(mlfq.class_order as int) as class_order,
    cast(mlfq.queries as bigint) as queries,
    cast(mlfq.latency[0] as double) as mlfq_p50_ns,
    cast(mlfq.latency[1] as double) as mlfq_p95_ns,
    cast(mlfq.latency[2] as double) as mlfq_p99_ns,
    cast(fifo.latency[0] as double) as fifo_p50_ns,
    cast(fifo.latency[1] as double) as fifo_p95_ns,
    cast(fifo.latency[2] as double) as fifo_p99_ns,
    cast(mlfq.latency[0] / fifo.latency[0] as double) as p50_ratio,
    cast(mlfq.latency[1] / fifo.latency[1] as double) as p95_ratio,
    cast(mlfq.latency[2] / fifo.latency[2] as double) as p99_ratio,
    cast(mlfq.longest_wait_ns as bigint) as mlfq_longest_wait_ns,
    cast(fifo.longest_wait_ns as bigint) as fifo_longest_wait_ns
from percentiles as mlfq
inner join percentiles as fifo
    on mlfq.class_order = fifo.class_order
    and fifo.scheduler = 'fifo'
where mlfq.scheduler = 'mlfq'
