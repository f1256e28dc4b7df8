{#-
  The var scheduling_level_time_multiplier as a SQL literal, after checking it is a positive
  number (a var is rendered into SQL only once it passes this strict rule).
-#}
{% macro scheduling_level_time_multiplier() -%}
  {%- set raw = var('scheduling_level_time_multiplier') -%}
  {%- set value = raw | float(-1) -%}
  {%- if value <= 0 -%}
    {{ exceptions.raise_compiler_error("var scheduling_level_time_multiplier must be a positive number, got " ~ raw) }}
  {%- endif -%}
  {{ return(value) }}
{%- endmacro %}
