{#-
  Persistent Spark SQL functions (stored in the metastore): unlike temporary Python UDFs
  they work inside views and from JDBC clients. Created in the target schema on run start.
-#}
{% macro create_sql_functions() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do run_query('create database if not exists ' ~ target.schema) %}
  {% for ddl in [program_run_id_function(), bucket_floor_function()] %}
    {% do run_query(ddl) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}

{#- CDAP's ProgramRunId: namespace.application.program_type.program.run_id -#}
{% macro program_run_id_function() -%}
  create or replace function {{ target.schema }}.program_run_id(
    namespace string, application string, program_type string, program string, run_id string
  )
  returns string
  comment 'CDAP program run id: namespace.application.program_type.program.run_id'
  return concat_ws('.', namespace, application, program_type, program, run_id)
{%- endmacro %}

{#- Start of the bucket holding t (floor division, also for negative t). -#}
{% macro bucket_floor_function() -%}
  create or replace function {{ target.schema }}.bucket_floor(t bigint, bucket_seconds bigint)
  returns bigint
  comment 'Start (epoch seconds) of the bucket of width bucket_seconds that holds t'
  return cast(floor(t / bucket_seconds) as bigint) * bucket_seconds
{%- endmacro %}
