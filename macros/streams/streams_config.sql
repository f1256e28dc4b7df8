{#-
  The streams domain's vars (PDP-32's chunk and shard sizes, in epochs), each checked to be
  a positive whole number before it is rendered into SQL.
-#}
{% macro streams_config() -%}
  {%- set config = {
      'history_chunk_size': var('stream_history_chunk_size') | string,
      'sealed_segment_shard_size': var('sealed_segment_shard_size') | string,
  } -%}
  {%- for name, value in config.items() -%}
    {%- if not value.isdigit() or value | int <= 0 -%}
      {{ exceptions.raise_compiler_error("streams var " ~ name ~ " must be a positive whole number, got " ~ value) }}
    {%- endif -%}
    {%- do config.update({name: value | int}) -%}
  {%- endfor -%}
  {{ return(config) }}
{%- endmacro %}
