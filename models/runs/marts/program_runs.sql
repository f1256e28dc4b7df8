with runs as (
    select * from {{ ref('int_program_runs_deduplicated') }}
)

select
    ---- ids
    program_run_id,
    namespace,
    application,
    app_version,
    program_type,
    program,
    run_id,
    ---- state
    status,
    stop_time is null as is_active,
    node_count,
    ---- timestamps
    start_time,
    stop_time,
    {{ inverted_start_time('start_time') }} as inverted_start_time,
    record_time,
    as_of_time
from runs
