{#-
  on-run-start: every var of the domains this build covers, checked through its domain's
  config (runs_config, streams_config with its retention policies, sensors_config,
  scheduling_config) before any model runs, so a wrong value stops the invocation with one
  line naming the var, whichever model would have read it first: the Python models read
  their vars raw from their YAML config, where no macro can check them.
-#}
{% macro check_project_vars() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% set configs = {
      'runs': runs_config, 'streams': streams_config, 'sensors': sensors_config, 'scheduling': scheduling_config,
  } %}
  {% set enabled = adapter.enabled_domains() %}
  {% for domain in enabled %}
    {% do configs[domain]() %}
  {% endfor %}
  {% if 'streams' in enabled %}{% do streams_retention_policies() %}{% endif %}
  {{ return('') }}
{% endmacro %}
