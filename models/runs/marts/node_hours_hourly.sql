with bucketed as (
    select * from {{ ref('int_heartbeats_bucketed') }}
)

select
    namespace,
    bucket_at,
    cast(sum(node_seconds) / 3600.0 as double) as node_hours,
    count(distinct program_run_id) as runs_with_heartbeats
from bucketed
group by namespace, bucket_at
