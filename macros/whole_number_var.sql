{#- The var `name` as an int, checked to be a whole number (digits only, as an int or a
    string) of at least `minimum` before anything renders it into SQL; otherwise the build
    stops with one line naming the var and the value. -#}
{% macro whole_number_var(name, minimum=0) -%}
  {%- set value = var(name) | string -%}
  {%- if not value.isdigit() or value | int < minimum -%}
    {{ exceptions.raise_compiler_error("var " ~ name ~ " must be a whole number >= " ~ minimum ~ ", got " ~ value) }}
  {%- endif -%}
  {{ return(value | int) }}
{%- endmacro %}
