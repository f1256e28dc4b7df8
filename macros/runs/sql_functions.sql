{#- The runs domain's persistent SQL functions (DDL), created on run start while the domain
    is enabled (see create_sql_functions). -#}
{% macro runs_sql_functions() -%}
  {{ return([program_run_id_function()]) }}
{%- endmacro %}

{#- CDAP's ProgramRunId: namespace.application.program_type.program.run_id -#}
{% macro program_run_id_function() -%}
  create or replace function {{ target.schema }}.program_run_id(
    namespace string, application string, program_type string, program string, run_id string
  )
  returns string
  comment 'CDAP program run id: namespace.application.program_type.program.run_id'
  return concat_ws('.', namespace, application, program_type, program, run_id)
{%- endmacro %}
