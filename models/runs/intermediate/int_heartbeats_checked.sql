{{ config(materialized='view') }}

-- The heartbeats' staging with the rules that need the build: a heartbeat after the build's
-- as_of, one older than the heartbeat retention before it (the seed's TTL), or of a run no
-- accepted run record names (node-hours are of the runs the marts know).
with as_of_checked as (
    {{ checked_against_as_of(ref('stg_runs__program_heartbeats'), 'heartbeat_time > as_of_time') }}
),

known_runs as (
    select distinct program_run_id
    from {{ ref('int_run_records_checked') }}
    where reject_reason is null
),

checked as (
    select
        as_of_checked.* except (reject_reason),
        coalesce(
            as_of_checked.reject_reason,
            {{ reject_reason([
                ('as_of_checked.heartbeat_time < as_of_checked.as_of_time - ' ~ heartbeat_retention_seconds(),
                 'heartbeat past retention'),
                ('known_runs.program_run_id is null', 'heartbeat of an unknown run'),
            ]) }}
        ) as reject_reason
    from as_of_checked
    left join known_runs on as_of_checked.program_run_id = known_runs.program_run_id
)

select * from checked
