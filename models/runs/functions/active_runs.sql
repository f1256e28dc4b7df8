{{ config(arguments='namespaces string, begin_time bigint, end_time bigint') }}

{#- every table either body reads, by ref whatever the route -#}
{%- set tables = {} -%}
{%- for key, name in active_runs_read_models().items() -%}{%- do tables.update({key: ref(name)}) -%}{%- endfor -%}
-- The body is the macro active_runs_sql (macros/runs/active_runs.sql), which an invocation
-- building active_run_buckets without this model also uses to re-create this function for
-- its new as_of (on-run-end).
{{ active_runs_sql(tables, model.columns.values()) }}
