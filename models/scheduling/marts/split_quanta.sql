with quanta as (
    select * from {{ ref('int_split_quanta_simulated') }}
)

select
    cast(scheduler as string) as scheduler,
    cast(worker as string) as worker,
    cast(thread as int) as thread,
    cast(start_ns as bigint) as start_ns,
    cast(end_ns as bigint) as end_ns,
    cast(split_id as string) as split_id,
    cast(task_id as string) as task_id,
    cast(query_id as string) as query_id,
    cast(level as int) as level,
    cast(level_priority as bigint) as level_priority
from quanta
