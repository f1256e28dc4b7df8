with run_records as (
    select * from {{ ref('stg_runs__run_records') }}
    where reject_reason is null
),

ranked as (
    select
        *,
        row_number() over (
            partition by program_run_id
            order by {{ latest_version_order() }}
        ) as version_rank
    from run_records
)

select
    namespace,
    application,
    app_version,
    program_type,
    program,
    run_id,
    program_run_id,
    status,
    node_count,
    start_time,
    stop_time,
    record_time,
    as_of_time
from ranked
where version_rank = 1
