{#-
  The var scheduling_level_thresholds_seconds as a list of ints, after checking it is a list of
  whole seconds that starts at 0 and increases (the queue's own rule; only then does a value
  reach SQL text).
-#}
{% macro scheduling_level_thresholds() -%}
  {%- set raw = var('scheduling_level_thresholds_seconds') -%}
  {%- set values = [] -%}
  {%- set broken = [] if raw is not string and raw is iterable else [raw] -%}
  {%- for item in (raw if not broken else []) -%}
    {%- set value = item | int(-1) -%}
    {%- if value | string != item | string or value < (values[-1] + 1 if values else 0) -%}
      {%- do broken.append(item) -%}
    {%- endif -%}
    {%- do values.append(value) -%}
  {%- endfor -%}
  {%- if broken or not values or values[0] != 0 -%}
    {{ exceptions.raise_compiler_error(
        "var scheduling_level_thresholds_seconds must be a list of whole seconds starting at 0 and increasing, got " ~ raw
    ) }}
  {%- endif -%}
  {{ return(values) }}
{%- endmacro %}
