-- How far the fleet was observed, once for every model that stops there: the latest import's
-- time over every accepted row (null without an import: generated rows have none), and the
-- last time the rows hold, to which a task still running holds its slot (that import's time,
-- else the latest start or end). One row.
select
    max(observed_until) as observed_until,
    coalesce(max(observed_until), max(coalesce(end_time, start_time))) as last_time
from {{ ref('stg_sensors__task_instances') }}
where reject_reason is null
