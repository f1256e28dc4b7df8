{#- CDAP run statuses. Active runs have no stop time (SUSPENDED counts as active); terminal ones do.
    Kept in step with python_udfs.runs.ACTIVE_STATUSES / TERMINAL_STATUSES (a test checks). -#}
{% macro active_run_statuses() -%}
  {{ return(['PENDING', 'STARTING', 'RUNNING', 'SUSPENDED', 'RESUMING', 'STOPPING']) }}
{%- endmacro %}

{% macro terminal_run_statuses() -%}
  {{ return(['COMPLETED', 'FAILED', 'KILLED', 'REJECTED']) }}
{%- endmacro %}
