{#- Whether `relation` exists right now. Asks the metastore, not dbt's relation cache, which
    misses tables that hooks created during this invocation. -#}
{% macro relation_exists(relation) -%}
  {%- if not execute -%}{{ return(false) }}{%- endif -%}
  {%- set found = run_query("show tables in " ~ relation.schema ~ " like '" ~ relation.identifier ~ "'") -%}
  {{ return(found.rows | length > 0) }}
{%- endmacro %}
