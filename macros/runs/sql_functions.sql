{#- The runs domain's persistent SQL functions (DDL), created on run start while the domain
    is enabled (see create_sql_functions). -#}
{% macro runs_sql_functions() -%}
  {{ return([program_run_id_function()]) }}
{%- endmacro %}

{#- CDAP's ProgramRunId: namespace.application.program_type.program.run_id, made unambiguous:
    a backslash or a dot inside a part is escaped with a backslash, so ('a.b', 'c') and
    ('a', 'b.c') give different ids; null when any part is null (concat_ws would skip it).
    Ids whose parts hold neither character read exactly as CDAP writes them. -#}
{% macro program_run_id_function() -%}
  create or replace function {{ target.schema }}.program_run_id(
    namespace string, application string, program_type string, program string, run_id string
  )
  returns string
  comment 'CDAP program run id: namespace.application.program_type.program.run_id, dots and backslashes in a part escaped with a backslash'
  return case
    when namespace is null or application is null or program_type is null or program is null or run_id is null
      then cast(null as string)
    else concat_ws('.', transform(
      array(namespace, application, program_type, program, run_id),
      part -> replace(replace(part, '\\', '\\\\'), '.', '\\.')
    ))
  end
{%- endmacro %}
