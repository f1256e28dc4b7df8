{{ config(partition_by=['namespace']) }}

-- Approach 1 of the seed: stopped runs keyed by (namespace, start_time, stop_time, run).
-- Sorted by start_time inside each namespace partition, so Parquet row-group statistics
-- turn `start_time >= lower_bound and start_time < end` into a range read.
with runs as (
    select * from {{ ref('program_runs') }}
    where stop_time is not null
)

select
    ---- key
    start_time,
    stop_time,
    program_run_id,
    ---- run
    application,
    program_type,
    program,
    run_id,
    status,
    ---- partition
    namespace
from runs
order by namespace, start_time, stop_time, program_run_id
