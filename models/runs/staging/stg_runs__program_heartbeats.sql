with source as (
    select * from {{ source('runs_raw', 'program_heartbeats') }}
),

statuses as (
    select * from {{ ref('run_statuses') }}
),

-- another platform's name for a status (Airflow's success is COMPLETED)
aliases as (
    select * from {{ ref('run_status_aliases') }}
),

typed as (
    select
        ---- ids
        {{ run_key_columns('source') }},
        ---- state
        upper(coalesce(aliases.status, source.status)) as status,
        source.node_count,
        ---- timestamps
        source.heartbeat_time,
        ---- the raw row, whole, for the rejected mart
        to_json(struct(source.*)) as raw_row,
        statuses.is_terminal
    from source
    left join aliases on lower(source.status) = aliases.alias
    left join statuses on upper(coalesce(aliases.status, source.status)) = statuses.status
),

checked as (
    select
        * except (is_terminal),
        {{ reject_reason(null_key_rules(run_key() + ['status', 'heartbeat_time']) + partition_value_rules(['namespace']) + [
            ('is_terminal is null', 'unknown status'),
            ('node_count is null or node_count < 0', 'missing or negative node_count'),
            ('heartbeat_time < 0', 'negative time'),
        ]) }} as reject_reason
    from typed
)

select * from checked
