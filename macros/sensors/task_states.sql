{#- Airflow's task instance states (TaskInstanceState, with 'sensing' from the smart sensor era). -#}
{% macro sensors_task_states() -%}
  {{ return(['removed', 'scheduled', 'queued', 'running', 'success', 'restarting', 'failed', 'up_for_retry',
             'up_for_reschedule', 'upstream_failed', 'skipped', 'deferred', 'sensing', 'shutdown']) }}
{%- endmacro %}
