{#-
  Persistent Spark SQL functions (stored in the metastore): unlike temporary Python UDFs
  they work inside views and from JDBC clients. Created in the target schema on run start:
  the generic ones below, then each enabled domain's, which its macro
  `<domain>_sql_functions()` (in macros/<domain>/) returns as a list of DDL statements.
-#}
{% macro create_sql_functions() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do run_query('create database if not exists ' ~ target.schema) %}
  {% set statements = [bucket_floor_function()] %}
  {% for domain in adapter.enabled_domains() %}
    {% set domain_functions = context.get(domain ~ '_sql_functions') %}
    {% if domain_functions is not none %}
      {% do statements.extend(domain_functions()) %}
    {% endif %}
  {% endfor %}
  {% for ddl in statements %}
    {% do adapter.replace_function(ddl) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}

{#- Start of the bucket holding t, for integer times in any unit (see time_floor). -#}
{% macro bucket_floor_function() -%}
  create or replace function {{ target.schema }}.bucket_floor(t bigint, width bigint)
  returns bigint
  comment 'Start of the interval of length width that holds t (same unit as t; integer arithmetic)'
  return {{ time_floor('t', 'width') }}
{%- endmacro %}
