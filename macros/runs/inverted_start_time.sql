{#- CDAP's key order for stopped runs: Long.MAX_VALUE - start, so a scan reads newest first. -#}
{% macro inverted_start_time(start_time) -%}
    cast(9223372036854775807 - {{ start_time }} as bigint)
{%- endmacro %}
