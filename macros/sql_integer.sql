{#- A number as SQL text, for a partition filter the metastore can prune with (a scalar
    subquery there makes Spark list every partition first): only a whole number renders,
    anything else stops the build, so no text of the data reaches SQL through it. -#}
{% macro sql_integer(value) -%}
  {%- if value is not number or value is boolean or value != value | int -%}
    {{ exceptions.raise_compiler_error("sql_integer: not a whole number: " ~ value) }}
  {%- endif -%}
  {{ return(value | int | string) }}
{%- endmacro %}
