{#-
  A domain's "now": the var `var_name` when set, else the latest `time_column` of `relation`.
  Renders a SQL expression (a literal or a scalar subquery) in the unit of `time_column`.

    {{ as_of('runs_as_of', source('runs_raw', 'run_records'), 'record_time') }}
-#}
{% macro as_of(var_name, relation, time_column) -%}
  {%- set value = var(var_name, none) -%}
  {%- if value is not none -%}
    cast({{ value }} as bigint)
  {%- else -%}
    (select max({{ time_column }}) from {{ relation }})
  {%- endif -%}
{%- endmacro %}
