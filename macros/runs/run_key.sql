{#- The columns that identify a CDAP run (ProgramRunId without the application version). -#}
{% macro run_key() -%}
  {{ return(['namespace', 'application', 'program_type', 'program', 'run_id']) }}
{%- endmacro %}

{#- The run key columns of a raw row (`relation` is its alias) and the program_run_id made
    from them: the head of both staging models' projections. -#}
{% macro run_key_columns(relation) -%}
    {%- for column in run_key() %}
        {{ relation }}.{{ column }},
    {%- endfor %}
        program_run_id({{ relation }}.{{ run_key() | join(', ' ~ relation ~ '.') }}) as program_run_id
{%- endmacro %}
