with source as (
    select * from {{ source('runs_raw', 'run_records') }}
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
        source.app_version,
        ---- state
        upper(coalesce(aliases.status, source.status)) as status,
        source.node_count,
        ---- timestamps
        source.start_time,
        source.stop_time,
        source.record_time,
        ---- the raw row, whole, for the rejected mart
        to_json(struct(source.*)) as raw_row
    from source
    left join aliases on lower(source.status) = aliases.alias
),

with_status as (
    select
        typed.*,
        statuses.is_terminal
    from typed
    left join statuses on typed.status = statuses.status
),

checked as (
    select
        * except (is_terminal),
        {{ reject_reason(null_key_rules(run_key() + ['status', 'start_time', 'record_time']) + partition_value_rules(['namespace']) + [
            ('is_terminal is null', 'unknown status'),
            ('stop_time < start_time', 'stop before start'),
            ('is_terminal and stop_time is null', 'terminal status without stop time'),
            ('not is_terminal and stop_time is not null', 'active status with stop time'),
            ('start_time < 0 or stop_time < 0 or record_time < 0', 'negative time'),
        ]) }} as reject_reason
    from with_status
)

select * from checked
