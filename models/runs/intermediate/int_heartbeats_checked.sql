{{ config(materialized='view') }}

-- The heartbeats' staging with the rule against heartbeats after the build's as_of.
{{ checked_against_as_of(ref('stg_runs__program_heartbeats'), 'heartbeat_time > as_of_time') }}
