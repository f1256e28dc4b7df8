-- The runs are written incrementally (int_program_runs_deduplicated); this copy adds the
-- build's as_of (a table, not a view: BI tools and the GX suites read its Parquet files).

with runs as (
    select * from {{ ref('int_program_runs_deduplicated') }}
),

as_of as (
    select * from {{ ref('int_runs_as_of') }}
)

select
    ---- ids
    runs.program_run_id,
    runs.namespace,
    runs.application,
    runs.app_version,
    runs.program_type,
    runs.program,
    runs.run_id,
    ---- state
    runs.status,
    runs.stop_time is null as is_active,
    runs.node_count,
    ---- timestamps
    runs.start_time,
    runs.stop_time,
    {{ inverted_start_time('runs.start_time') }} as inverted_start_time,
    runs.record_time,
    as_of.as_of_time
from runs
cross join as_of
