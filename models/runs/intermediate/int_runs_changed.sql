-- The latest version of each run among the valid records newer than the last completed
-- build's watermark (every run when the plan rebuilds them): what an incremental build of
-- program_runs merges and active_run_buckets plans from. A run's latest record is among them
-- whenever it changed, since the latest record_time wins.
-- depends_on: {{ ref('int_run_builds_planned') }}
--
-- The watermark is the plan's, written as a whole number (sql_integer): Spark pushes the
-- filter into the scan of the raw records and skips their row groups, which a subquery's
-- value, known only once the scan runs, cannot (at 10M runs 8.9 s against 2.5 s). Compiled
-- in an invocation that did not build the plan (dbt compile, docs, this model alone), it is
-- the last plan's; every record before any plan exists.
{%- set plan = last_runs_build_plan() %}
{%- if plan is not none and plan.runs_rebuild_reason is none and plan.previous_record_time is not none %}
    {%- set since = sql_integer(plan.previous_record_time) %}
{%- else %}
    {%- set since = 'null' %}
{%- endif %}
{%- if flags.FULL_REFRESH %}
-- a full refresh builds the marts from every record, not from here
select * from ({{ latest_run_versions('null') }})
where false
{%- else %}
{{ latest_run_versions(since) }}
{%- endif %}
