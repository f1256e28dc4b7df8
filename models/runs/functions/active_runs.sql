{{ config(arguments='namespaces string, begin_time bigint, end_time bigint') }}

-- The body is the macro active_runs_sql (macros/runs/active_runs.sql), which a build of
-- active_run_buckets also uses to re-create this function for its new as_of.
{{ active_runs_sql(ref('active_run_buckets'), model.columns.values()) }}
