{#-
  The var scheduling_level_thresholds_seconds as a list of ints, after checking it is a list of
  whole seconds that starts at 0 and increases (the queue's own rule; only then does a value
  reach SQL text).
-#}
{% macro scheduling_level_thresholds() -%}
  {%- set raw = var('scheduling_level_thresholds_seconds') -%}
  {%- set values = [] -%}
  {%- if raw is string or raw is not iterable -%}
    {{ exceptions.raise_compiler_error("var scheduling_level_thresholds_seconds must be a list of whole seconds starting at 0 and increasing, got " ~ raw) }}
  {%- endif -%}
  {%- for item in raw -%}
    {%- set value = item | int(-1) -%}
    {%- if value | string != item | string or value < 0 or (values and value <= values[-1]) -%}
      {{ exceptions.raise_compiler_error("var scheduling_level_thresholds_seconds must be a list of whole seconds starting at 0 and increasing, got " ~ raw) }}
    {%- endif -%}
    {%- do values.append(value) -%}
  {%- endfor -%}
  {%- if not values or values[0] != 0 -%}
    {{ exceptions.raise_compiler_error("var scheduling_level_thresholds_seconds must be a list of whole seconds starting at 0 and increasing, got " ~ raw) }}
  {%- endif -%}
  {{ return(values) }}
{%- endmacro %}
