{#-
  The streams domain's vars (PDP-32's chunk and shard sizes, the epoch block and the widest
  span whose reads size_between_cuts bounds while planning only, in epochs, and the most
  segments a stream may be created with),
  each checked to be a whole number before it is rendered into SQL: positive, but that width,
  which may be 0 (then only cut texts of one epoch are read without run-time pruning).
-#}
{% macro streams_config() -%}
  {{ return({
      'history_chunk_size': whole_number_var('stream_history_chunk_size', minimum=1),
      'sealed_segment_shard_size': whole_number_var('sealed_segment_shard_size', minimum=1),
      'epoch_block_size': whole_number_var('stream_epoch_block_size', minimum=1),
      'size_broadcast_epochs': whole_number_var('stream_size_broadcast_epochs'),
      'max_initial_segments': whole_number_var('streams_max_initial_segments', minimum=1),
  }) }}
{%- endmacro %}

{#- The epoch block of `epoch` (an SQL expression): the partition of the replay (so of the
    views stream_epochs and stream_history_chunks) and of the epoch-keyed marts
    (stream_segments, sealed_segment_size_shards). A shard lies in the block of its first
    epoch, so it is never split. A function
    filters on the block of the epochs it needs, so Spark reads only those partitions, whatever
    the stream's age. -#}
{% macro epoch_block(epoch) -%}
cast(({{ epoch }}) div {{ streams_config()['epoch_block_size'] }} as int)
{%- endmacro %}

{#- The epoch blocks holding the epochs low to high (SQL expressions), as an array: one block
    when both lie in one. A function joins its epochs' blocks as rows of it, so Spark keeps only
    those partitions (dynamic partition pruning) without a look-up named in each bound. -#}
{% macro epoch_blocks_of(low, high) -%}
sequence({{ epoch_block(low) }}, {{ epoch_block(high) }})
{%- endmacro %}
