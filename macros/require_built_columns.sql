{#- In an incremental build of a table built before it had `columns` (a new version of the
    model added them): stop with one clear line, as the rows it holds lack what the build
    reads of them. `what` says what the columns hold. -#}
{% macro require_built_columns(columns, what) -%}
  {%- if execute and is_incremental() -%}
    {%- set built = adapter.get_columns_in_relation(this) | map(attribute='name') | map('lower') | list -%}
    {%- set missing = columns | reject('in', built) | list -%}
    {%- if missing -%}
      {{ exceptions.raise_compiler_error(
          this.identifier ~ ": the table was built before it kept " ~ what ~ " (" ~ missing | join(', ') ~ "); "
          ~ "run `dbt build --full-refresh --select " ~ this.identifier ~ "+`"
      ) }}
    {%- endif -%}
  {%- endif -%}
{%- endmacro %}
