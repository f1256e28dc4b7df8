{#- A sensor's effective timeout (python_udfs.sensors.sensor_timeout): its timeout, or its
    execution_timeout where that is shorter (least skips a null execution_timeout). -#}
{% macro sensor_timeout(timeout, execution_timeout) -%}
  least({{ timeout }}, {{ execution_timeout }})
{%- endmacro %}
