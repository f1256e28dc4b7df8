{#- The states of a task instance that has not started (with no start time): Airflow's
    upstream_failed, skipped and removed before running, the scheduler's scheduled and queued,
    and no_status (a null state: not scheduled yet, as an import writes it). Staging accepts
    such a row as task_kind not_started, which holds no worker slot. -#}
{% macro not_started_states() -%}
  {{ return(['no_status', 'scheduled', 'queued', 'upstream_failed', 'skipped', 'removed']) }}
{%- endmacro %}
