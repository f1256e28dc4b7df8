{#-
  The streams domain's vars (PDP-32's chunk and shard sizes, in epochs), each checked to be
  a positive whole number before it is rendered into SQL.
-#}
{% macro streams_config() -%}
  {{ return({
      'history_chunk_size': whole_number_var('stream_history_chunk_size', minimum=1),
      'sealed_segment_shard_size': whole_number_var('sealed_segment_shard_size', minimum=1),
  }) }}
{%- endmacro %}
