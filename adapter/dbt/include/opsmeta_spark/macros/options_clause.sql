{#-
  dbt-spark's table options clause, with each key a string literal: dbt-spark renders keys
  bare, and a Parquet per-column key (`parquet.enable.dictionary#segment_id`) is no SQL
  identifier. Keys and values are the project's configuration, never data; one holding a quote
  or a backslash is refused rather than escaped.
-#}
{% macro opsmeta_spark__options_clause() -%}
  {%- set options = config.get('options') -%}
  {%- if options %}
    options (
      {%- for key, value in options.items() %}
        {%- for text in (key, value) if "'" in text | string or "\\" in text | string %}
          {{- exceptions.raise_compiler_error("table option " ~ (text | string | tojson) ~ ": a quote or a backslash is not allowed") }}
        {%- endfor %}
      '{{ key }}' '{{ value }}'{{ ',' if not loop.last }}
      {%- endfor %}
    )
  {%- endif %}
{%- endmacro %}
