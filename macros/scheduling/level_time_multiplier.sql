{#-
  The var scheduling_level_time_multiplier as a SQL literal, after checking it is a positive
  finite number (a var is rendered into SQL only once it passes this strict rule; nan and inf
  parse as floats but are no SQL literal).
-#}
{% macro scheduling_level_time_multiplier() -%}
  {%- set raw = var('scheduling_level_time_multiplier') -%}
  {%- set value = raw | float(-1) -%}
  {%- if value <= 0 or value != value or value > 1e308 -%}
    {{ exceptions.raise_compiler_error("var scheduling_level_time_multiplier must be a positive finite number, got " ~ raw) }}
  {%- endif -%}
  {{ return(value) }}
{%- endmacro %}
