{#-
  Table writes that swap the new data in (opsmeta.warehouse.swap): a table model, an incremental model's
  full build and a Python model's DataFrame are written to a new directory, and the table is
  then pointed at it in one metastore step. Nothing is dropped first, so BI never finds the
  table missing, and a build killed half-way leaves the old table and no location in the way
  of the next one. An incremental model's increment is merged the same way
  (adapter.merge_increment): the partitions it overwrites re-pointed at a new version, and
  appended rows renamed into their partitions a file each, never written in place.
-#}

{#- dbt-spark's create_table_as, a table (not a temporary view) of a SQL model swapped in: the
    write happens here, the statement the caller runs then refreshes the session's cache. -#}
{% macro opsmeta_spark__create_table_as(temporary, relation, compiled_code, language='sql') -%}
  {%- if language == 'sql' and not temporary -%}
    {%- set contract_config = config.get('contract') -%}
    {%- if contract_config and contract_config.enforced -%}
      {{ get_assert_columns_equivalent(compiled_code) }}
      {%- set compiled_code = get_select_subquery(compiled_code) -%}
    {%- endif -%}
    {%- do adapter.swap_table(relation, compiled_code, config.get('partition_by'), config.get('file_format', 'parquet'), config.get('options')) -%}
    refresh table {{ relation }}
  {%- else -%}
    {{ spark__create_table_as(temporary, relation, compiled_code, language) }}
  {%- endif -%}
{%- endmacro %}

{#- dbt-spark's table materialization without its drop: create_table_as swaps. -#}
{% materialization table, adapter='opsmeta_spark', supported_languages=['sql', 'python'] %}
  {%- set language = model['language'] -%}
  {%- set grant_config = config.get('grants') -%}
  {%- set old_relation = adapter.get_relation(database=database, schema=schema, identifier=model['alias']) -%}
  {%- set target_relation = api.Relation.create(identifier=model['alias'], schema=schema, database=database, type='table') -%}

  {{ run_hooks(pre_hooks) }}

  {%- call statement('main', language=language) -%}
    {{ create_table_as(False, target_relation, compiled_code, language) }}
  {%- endcall -%}

  {% set should_revoke = should_revoke(old_relation, full_refresh_mode=True) %}
  {% do apply_grants(target_relation, grant_config, should_revoke) %}
  {% do persist_docs(target_relation, model) %}
  {{ run_hooks(post_hooks) }}
  {{ return({'relations': [target_relation]}) }}
{% endmaterialization %}

{#- dbt-spark's incremental materialization; a full build (first, --full-refresh, or over a
    view) swaps the table in instead of dropping it first, and an increment is swapped in by
    partition (insert_overwrite, append) instead of written in place. -#}
{% materialization incremental, adapter='opsmeta_spark', supported_languages=['sql', 'python'] -%}
  {%- set raw_file_format = config.get('file_format', default='parquet') -%}
  {%- set raw_strategy = config.get('incremental_strategy') or 'append' -%}
  {%- set grant_config = config.get('grants') -%}
  {%- set file_format = dbt_spark_validate_get_file_format(raw_file_format) -%}
  {%- set strategy = dbt_spark_validate_get_incremental_strategy(raw_strategy, file_format) -%}
  {%- set unique_key = config.get('unique_key', none) -%}
  {%- set partition_by = config.get('partition_by', none) -%}
  {%- set language = model['language'] -%}
  {%- set on_schema_change = incremental_validate_on_schema_change(config.get('on_schema_change'), default='ignore') -%}
  {%- set incremental_predicates = config.get('predicates', none) or config.get('incremental_predicates', none) -%}
  {%- set target_relation = this -%}
  {%- set existing_relation = load_relation(this) -%}
  {% set tmp_relation = this.incorporate(path = {"identifier": this.identifier ~ '__dbt_tmp'}) -%}
  {%- if language == 'sql'-%}
    {%- set tmp_relation = tmp_relation.include(database=false, schema=false) -%}
  {%- endif -%}
  {%- if strategy in ['insert_overwrite', 'microbatch'] and partition_by -%}
    {%- call statement() -%}
      set spark.sql.sources.partitionOverwriteMode = DYNAMIC
    {%- endcall -%}
  {%- endif -%}

  {%- do adapter.forget_partition_drops(target_relation) -%}
  {{ run_hooks(pre_hooks) }}

  {%- if existing_relation is none or existing_relation.is_view or should_full_refresh() -%}
    {%- call statement('main', language=language) -%}
      {{ create_table_as(False, target_relation, compiled_code, language) }}
    {%- endcall -%}
  {%- else -%}
    {%- call statement('create_tmp_relation', language=language) -%}
      {{ create_table_as(True, tmp_relation, compiled_code, language) }}
    {%- endcall -%}
    {%- do process_schema_changes(on_schema_change, tmp_relation, existing_relation) -%}
    {%- call statement('main') -%}
      {%- if strategy in ['insert_overwrite', 'append'] -%}
        {{ adapter.merge_increment(strategy, tmp_relation, target_relation, raw_file_format, config.get('options'), config.get('append_sorted_by')) }}
        refresh table {{ target_relation }}
      {%- else -%}
        {{ dbt_spark_get_incremental_sql(strategy, tmp_relation, target_relation, existing_relation, unique_key, incremental_predicates) }}
      {%- endif -%}
    {%- endcall -%}
    {%- if language == 'python' -%}
      {% call statement('drop_relation') -%}
        drop table if exists {{ tmp_relation }}
      {%- endcall %}
    {%- endif -%}
  {%- endif -%}

  {% set should_revoke = should_revoke(existing_relation, full_refresh_mode) %}
  {% do apply_grants(target_relation, grant_config, should_revoke) %}
  {% do persist_docs(target_relation, model) %}
  {{ run_hooks(post_hooks) }}
  {{ return({'relations': [target_relation]}) }}
{%- endmaterialization %}

{#- Seeds swapped in too: dbt-spark drops a seed's table, creates it again and inserts its
    rows; here its rows go to a new version in one DataFrame (adapter.swap_seed) and nothing is
    dropped, so a reader never finds the seed missing while `dbt seed` runs. -#}
{% macro opsmeta_spark__create_csv_table(model, agate_table) %}
  {{ return(adapter.swap_seed(this, agate_table, model['config'].get('column_types', {}), config.get('file_format', 'parquet'), config.get('options'))) }}
{% endmacro %}

{% macro opsmeta_spark__reset_csv_table(model, full_refresh, old_relation, agate_table) %}
  {{ return(opsmeta_spark__create_csv_table(model, agate_table)) }}
{% endmacro %}

{#- The rows went in with the table (opsmeta_spark__create_csv_table). -#}
{% macro opsmeta_spark__load_csv_rows(model, agate_table) %}
  {{ return('') }}
{% endmacro %}
