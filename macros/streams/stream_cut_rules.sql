{#- The row-local rules of a raw stream cut (retention cuts and truncation requests alike),
    for reject_reason(). -#}
{% macro stream_cut_rules(time_column) -%}
  {{ return(null_key_rules(['scope', 'stream', time_column, 'cut']) + [
      (time_column ~ ' < 0', 'negative time'),
  ] + far_future_rules([time_column], 'ms') + [
      ('cardinality(cut) = 0', 'stream cut is empty'),
      ('exists(map_keys(cut), id -> id < 0)', 'negative segment id'),
      ('exists(map_values(cut), offset -> offset is null or offset < 0)', 'stream cut has a negative offset'),
  ]) }}
{%- endmacro %}
