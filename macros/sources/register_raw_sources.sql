{#-
  Stops on a domain with only some of its raw tables (naming the missing ones; a domain with
  none is skipped when the profile loads), then creates every enabled dbt
  source as an external Parquet table over $OPSMETA_RAW_DIR/<identifier>, with the column
  types declared in the source YAML (the raw landing contract). Dropping and re-creating is
  metadata only, and picks up a moved OPSMETA_RAW_DIR and new files.
-#}
{% macro register_raw_sources() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do adapter.raw_domains_check() %}
  {% for source_node in graph.sources.values() if source_node.package_name == project_name %}
    {% set location = adapter.raw_source_dir(source_node.identifier) %}
    {% set relation = source_node.schema ~ '.' ~ source_node.identifier %}
    {% do run_query('create database if not exists ' ~ source_node.schema) %}
    {% do run_query('drop table if exists ' ~ relation) %}
    {% do run_query(raw_source_ddl(relation, source_node.columns.values(), location)) %}
  {% endfor %}
  {{ return('') }}
{% endmacro %}

{% macro raw_source_ddl(relation, columns, location) -%}
  create table {{ relation }} (
    {%- for column in columns %}
    {{ column.name }} {{ column.data_type }}{{ ',' if not loop.last }}
    {%- endfor %}
  )
  using parquet
  location '{{ location }}'
{%- endmacro %}
