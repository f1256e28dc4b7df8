{#-
  A persistent Spark SQL table function built from a model:

    {{ config(materialized='table_function', arguments='ns string, begin_time bigint') }}
    select ... where namespace = ns ...

  becomes `create or replace function <schema>.<model>(<arguments>) returns table (<columns>)
  return <sql>`. The returned columns and their types are the model's YAML columns (each
  needs a data_type), so the signature BI tools see is declared like a contract. The body's
  ref()s make dbt create the function after the tables it reads; it reads frozen copies of them
  (adapter.freeze_reads, opsmeta/warehouse/frozen.py), so re-making it switches every read at once and a
  call never joins one table's new version with another's old one; re-made, it is switched in
  one metastore transaction (adapter.replace_function, opsmeta/warehouse/functions.py), never missing. The body is stored with its
  CTEs referenced once written out as nested derived tables (adapter.nested_ctes): Spark
  analyses a function's body at every call, and a chain of CTEs takes it longer.
-#}
{% materialization table_function, default %}
  {%- set arguments = config.require('arguments') -%}
  {%- set columns = model.columns.values() | list -%}
  {%- if not columns -%}
    {{ exceptions.raise_compiler_error("table_function " ~ model.name ~ ": declare the returned columns (name and data_type) in YAML") }}
  {%- endif -%}
  {%- for column in columns if not column.data_type -%}
    {{ exceptions.raise_compiler_error("table_function " ~ model.name ~ ": column " ~ column.name ~ " has no data_type") }}
  {%- endfor -%}

  {{ run_hooks(pre_hooks) }}
  {% do run_query('create database if not exists ' ~ this.schema) %}
  {%- set name = this.schema ~ '.' ~ this.identifier -%}
  {%- set frozen = adapter.freeze_reads(name, sql) -%}
  {%- set made = adapter.replace_function(table_function_ddl(name, arguments, columns, model.description, frozen[0])) -%}
  {% call statement('main') -%}
    {{ made }}
    describe function {{ name }}
  {%- endcall %}
  {% do adapter.release_frozen(name, frozen[1]) %}
  {{ run_hooks(post_hooks) }}
  {{ return({'relations': []}) }}
{% endmaterialization %}

{#- `create or replace function` of a table function `name` (schema.identifier) whose body is
    `sql`: the materialization's statement, and a hook's when it re-creates a function. -#}
{% macro table_function_ddl(name, arguments, columns, description, sql) -%}
    create or replace function {{ name }}({{ arguments }})
    returns table (
      {%- for column in columns %}
      {{ column.name }} {{ column.data_type }}{{ ',' if not loop.last }}
      {%- endfor %}
    )
    comment '{{ sql_string_text((description or "") | replace("\n", " ") | trim) }}'
    return
    {{ adapter.nested_ctes(sql) }}
{%- endmacro %}

{#- Text inside a single-quoted Spark SQL string literal: backslashes and quotes escaped, so a
    description keeps its quotes (and the examples in it run when pasted). -#}
{% macro sql_string_text(text) -%}
  {{ text | replace("\\", "\\\\") | replace("'", "\\'") }}
{%- endmacro %}
