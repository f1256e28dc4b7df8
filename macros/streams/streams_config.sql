{#-
  The streams domain's vars (PDP-32's chunk and shard sizes and the epoch block, in epochs),
  each checked to be a positive whole number before it is rendered into SQL.
-#}
{% macro streams_config() -%}
  {{ return({
      'history_chunk_size': whole_number_var('stream_history_chunk_size', minimum=1),
      'sealed_segment_shard_size': whole_number_var('sealed_segment_shard_size', minimum=1),
      'epoch_block_size': whole_number_var('stream_epoch_block_size', minimum=1),
  }) }}
{%- endmacro %}

{#- The epoch block of `epoch` (an SQL expression): the partition of the epoch-keyed marts
    (stream_epochs, stream_history_chunks, stream_segments, sealed_segment_size_shards). A
    chunk or a shard lies in the block of its first epoch, so it is never split. A function
    filters on the block of the epochs it needs, so Spark reads only those partitions, whatever
    the stream's age. -#}
{% macro epoch_block(epoch) -%}
cast(({{ epoch }}) div {{ streams_config()['epoch_block_size'] }} as int)
{%- endmacro %}

{#- The replayed epochs an epoch-keyed mart (`this`) does not hold yet, as a subquery: all of
    them on a full build; on an incremental one those after each stream's last epoch in `this`,
    read from their epoch blocks of the replay only (a join on the partition column, so Spark
    prunes the rest at run time). The replay is append-only, so these are the new epochs. -#}
{% macro replayed_epochs_to_append() -%}
{%- set replayed = ref('int_stream_requests_replayed') %}
{%- if is_incremental() %}
(
    with built as (
        select scope, stream, max(epoch) as built_epoch
        from {{ this }}
        group by scope, stream
    ),

    replayed_to as (
        select scope, stream, max(epoch) as replayed_epoch
        from {{ replayed }}
        group by scope, stream
    ),

    blocks_to_read as (
        select
            replayed_to.scope,
            replayed_to.stream,
            coalesce(built.built_epoch, -1) as built_epoch,
            explode(sequence(
                {{ epoch_block('coalesce(built.built_epoch, -1) + 1') }},
                {{ epoch_block('replayed_to.replayed_epoch') }}
            )) as epoch_block
        from replayed_to
        left join built
            on replayed_to.scope = built.scope
            and replayed_to.stream = built.stream
        where replayed_to.replayed_epoch > coalesce(built.built_epoch, -1)
    )

    select replayed.*
    from {{ replayed }} as replayed
    inner join blocks_to_read
        on replayed.scope = blocks_to_read.scope
        and replayed.stream = blocks_to_read.stream
        and replayed.epoch_block = blocks_to_read.epoch_block
    where replayed.epoch > blocks_to_read.built_epoch
)
{%- else %}
(
    select * from {{ replayed }}
    where epoch is not null
)
{%- endif %}
{%- endmacro %}
