{%- set run_key = ['namespace', 'application', 'program_type', 'program', 'run_id'] -%}

with source as (
    select * from {{ source('runs_raw', 'program_heartbeats') }}
),

as_of as (
    select {{ as_of(source('runs_raw', 'run_records')) }} as as_of_time
),

typed as (
    select
        ---- ids
        namespace,
        application,
        program_type,
        program,
        run_id,
        program_run_id(namespace, application, program_type, program, run_id) as program_run_id,
        ---- state
        upper(status) as status,
        node_count,
        ---- timestamps
        heartbeat_time,
        as_of.as_of_time
    from source
    cross join as_of
),

checked as (
    select
        *,
        {{ reject_reason(null_key_rules(run_key + ['status', 'heartbeat_time']) + [
            ('status not in ' ~ sql_string_list(active_run_statuses() + terminal_run_statuses()), 'unknown status'),
            ('node_count is null or node_count < 0', 'missing or negative node_count'),
            ('heartbeat_time < 0', 'negative time'),
            ('heartbeat_time > as_of_time', 'time after as_of'),
        ]) }} as reject_reason
    from typed
)

select * from checked
