with run_records as (
    select * from {{ ref('stg_runs__run_records') }}
    where reject_reason is not null
),

heartbeats as (
    select * from {{ ref('stg_runs__program_heartbeats') }}
    where reject_reason is not null
),

rejected as (
    select
        'run_records' as source_table,
        namespace,
        application,
        app_version,
        program_type,
        program,
        run_id,
        status,
        node_count,
        start_time,
        stop_time,
        record_time,
        cast(null as bigint) as heartbeat_time,
        reject_reason
    from run_records

    union all

    select
        'program_heartbeats' as source_table,
        namespace,
        application,
        cast(null as string) as app_version,
        program_type,
        program,
        run_id,
        status,
        node_count,
        cast(null as bigint) as start_time,
        cast(null as bigint) as stop_time,
        cast(null as bigint) as record_time,
        heartbeat_time,
        reject_reason
    from heartbeats
)

select * from rejected
