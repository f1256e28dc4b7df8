{#- The streams domain's persistent SQL functions that read no table (DDL), created on run
    start while the domain is enabled (see create_sql_functions). -#}
{% macro streams_sql_functions() -%}
  {{ return([parse_stream_cut_function()]) }}
{%- endmacro %}

{#- A stream cut's text, "segment_id:offset,..." (spaces ignored; ids and offsets whole numbers
    of at most 18 digits; no id twice), as a map; an error naming the rule otherwise. The same
    rule as python_udfs.streams.parse_cut; a null text gives null, as SQL functions do (the
    cut functions raise that their cuts are required). -#}
{% macro parse_stream_cut_function() -%}
  create or replace function {{ target.schema }}.parse_stream_cut(cut string)
  returns map<bigint, bigint>
  comment 'A stream cut segment_id:offset,... as a map; an error when malformed'
  return case
    when cut is null then null
    when not regexp_replace(cut, ' ', '') rlike '^[0-9]{1,18}:[0-9]{1,18}(,[0-9]{1,18}:[0-9]{1,18})*$'
      then raise_error(concat('malformed stream cut ''', cut, ''': expected segment_id:offset,...'))
    when size(array_distinct(transform(split(regexp_replace(cut, ' ', ''), ','), item -> cast(split_part(item, ':', 1) as bigint))))
      != size(split(cut, ','))
      then raise_error(concat('malformed stream cut ''', cut, ''': a segment is named twice'))
    else map_from_arrays(
      transform(split(regexp_replace(cut, ' ', ''), ','), item -> cast(split_part(item, ':', 1) as bigint)),
      transform(split(regexp_replace(cut, ' ', ''), ','), item -> cast(split_part(item, ':', 2) as bigint))
    )
  end
{%- endmacro %}
