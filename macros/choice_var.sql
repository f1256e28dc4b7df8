{#- The var `name` as a string, checked to be one of the values the code acting on it names
    (adapter.var_choices); otherwise the build stops with one line naming the var, the value
    and the choices. -#}
{% macro choice_var(name) -%}
  {%- set choices = adapter.var_choices(name) -%}
  {%- set value = var(name) | string -%}
  {%- if value not in choices -%}
    {{ exceptions.raise_compiler_error("var " ~ name ~ " must be one of " ~ choices | join(', ') ~ ", got " ~ value) }}
  {%- endif -%}
  {{ return(value) }}
{%- endmacro %}
