{#-
  Stops on a domain with only some of its raw tables (naming the missing ones; a domain with
  none is skipped when the profile loads), then creates each enabled dbt source the
  invocation's selection reads (adapter.raw_sources_read: all of them for a whole build,
  run_records alone for `--select program_runs`) as an external Parquet table over
  $OPSMETA_RAW_DIR/<identifier>, with the column types declared in the source YAML (the raw
  landing contract). Dropping and re-creating is metadata only, and picks up a moved
  OPSMETA_RAW_DIR and new files; a source the selection does not read keeps the files and pin
  of the last invocation that read it.
  Every table reads only the files modified before this invocation's pin (adapter.pin_raw_input,
  Spark's `modifiedBefore`): the whole build sees one snapshot of its input, and a file landing
  mid-build waits for the next build. (On object stores the pin is the driver's clock against
  the store's modification times.) Those files are then checked against the declared columns
  (adapter.check_raw_files): a broken one stops the build before a table is registered or a
  model runs, naming it.
-#}
{% macro register_raw_sources() %}
  {% if not execute %}{{ return('') }}{% endif %}
  {% do adapter.raw_domains_check() %}
  {% set pinned_at = adapter.pin_raw_input() %}
  {% set read = adapter.raw_sources_read(graph, selected_resources) %}
  {% set sources = graph.sources.values() | selectattr('package_name', 'equalto', project_name)
      | selectattr('unique_id', 'in', read) | list %}
  {#- the files the build will read, against the sources' declared columns, before any table
      is registered over them -#}
  {% do adapter.check_raw_files(sources | map(attribute='identifier') | list, pinned_at) %}
  {% set schemas = [] %}
  {% for source_node in sources %}
    {% set location = adapter.raw_source_dir(source_node.identifier) %}
    {% set relation = source_node.schema ~ '.' ~ source_node.identifier %}
    {% if source_node.schema not in schemas %}
      {% do run_query('create database if not exists ' ~ source_node.schema) %}
      {% do schemas.append(source_node.schema) %}
    {% endif %}
    {% do run_query('drop table if exists ' ~ relation) %}
    {% do run_query(raw_source_ddl(relation, source_node.columns.values(), location, pinned_at)) %}
  {% endfor %}
  {#- the tables are defined meanwhile; nothing reads them before the pin has passed -#}
  {% do adapter.await_raw_input_pin(pinned_at) %}
  {{ return('') }}
{% endmacro %}

{% macro raw_source_ddl(relation, columns, location, pinned_at) -%}
  create table {{ relation }} (
    {%- for column in columns %}
    {{ column.name }} {{ column.data_type }}{{ ',' if not loop.last }}
    {%- endfor %}
  )
  using parquet
  location '{{ location }}'
  options (modifiedBefore '{{ pinned_at }}', timeZone 'UTC')
{%- endmacro %}
