with queries as (
    -- a query's latency: its first split's arrival to its last split's finish, per scheduler
    select
        scheduler,
        query_id,
        sum(cpu_ns) as cpu_ns,
        max(finish_ns) - min(arrival_ns) as latency_ns
    from {{ ref('split_latency') }}
    group by scheduler, query_id
),

class_bounds as (
    select * from values
        (1, '< 1 s', 0, 1),
        (2, '1-10 s', 1, 10),
        (3, '10-60 s', 10, 60),
        (4, '60-300 s', 60, 300),
        (5, '>= 300 s', 300, null)
        as class_bounds (class_order, size_class, min_cpu_seconds, max_cpu_seconds)
),

size_classes as (
    -- in ns as bigint: seconds * 10^9 overflows an int
    select
        class_order,
        size_class,
        cast(min_cpu_seconds as bigint) * 1000000000 as min_cpu_ns,
        cast(max_cpu_seconds as bigint) * 1000000000 as max_cpu_ns
    from class_bounds
),

classified as (
    select
        size_classes.class_order,
        size_classes.size_class,
        queries.scheduler,
        queries.latency_ns
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
        percentile(latency_ns, array(0.5, 0.95, 0.99)) as latency
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
    cast(mlfq.latency[2] / fifo.latency[2] as double) as p99_ratio
from percentiles as mlfq
inner join percentiles as fifo
    on mlfq.class_order = fifo.class_order
    and fifo.scheduler = 'fifo'
where mlfq.scheduler = 'mlfq'
