{{ config(materialized='view') }}

-- The run records' staging with the rule against times after the build's as_of: a record's
-- start, stop or record time.
{{ checked_against_as_of(
    ref('stg_runs__run_records'),
    'start_time > as_of_time or stop_time > as_of_time or record_time > as_of_time'
) }}
