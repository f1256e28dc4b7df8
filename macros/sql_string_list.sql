{#- Renders a list of constants known to the project (never data) as ('A', 'B', ...) for an
    `in` predicate. -#}
{% macro sql_string_list(values) -%}
  ({% for value in values %}'{{ value }}'{{ ', ' if not loop.last }}{% endfor %})
{%- endmacro %}
