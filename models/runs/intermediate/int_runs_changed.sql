-- The latest version of each run among the valid records newer than the last completed
-- build's watermark (every run when the plan rebuilds them): what an incremental build of
-- program_runs merges and active_run_buckets plans from. A run's latest record is among them
-- whenever it changed, since the latest record_time wins.
-- depends_on: {{ ref('int_run_builds_planned') }}
{%- if flags.FULL_REFRESH %}
-- a full refresh builds the marts from every record, not from here
select * from ({{ latest_run_versions('null') }})
where false
{%- else %}
{{ latest_run_versions(
    '(select case when runs_rebuild_reason is null then previous_record_time end from ' ~ ref('int_run_builds_planned') ~ ')'
) }}
{%- endif %}
