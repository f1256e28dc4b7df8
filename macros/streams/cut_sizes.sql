{#-
  The span of size_between_cuts: the segments between two cuts with their sealed sizes, read
  so that a call's cost does not grow with the stream's depth (PDP-32's "size between stream
  cuts"). Over the CTEs of stream_cut_pair and the pieces of segments_between.

  A call looks up sealed sizes in the shards holding a candidate only. The middle (the shards
  after the one of <from>'s newest segment and before the one of <to>'s lowest span epoch, but
  those holding a segment of <to>) holds no candidate: each of its segments is between the cuts
  and in neither (each segment of <from> is older; a segment of <to> it overlaps and older
  would have been sealed before it, below <to>_low), so it counts its sealed size, and the
  middle is summed whole from the running totals of int_sealed_size_shards_totalled: two rows,
  whatever its length. The shards looked up are the span's but the middle's (span_shards),
  joined to the dense sealed_segment_size_shards on its partition and to the epochs on
  theirs, both inner joins of the broadcast span rows: Spark reads only those blocks (dynamic
  partition pruning) for the head, the tail, or cut texts further apart than
  size_broadcast_epochs; closer texts bound both reads while planning.
-#}

{#- between_segments: as segments_between, with each segment's sealed_size_bytes (null when
    unknown), and the one-row middle's bounds middle_low_shard, middle_high_shard and
    <to>_shards (the shards of <to>'s segments, which are not in it). -#}
{% macro sized_segments_between(function, from_name, to_name) -%}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
epochs_of_stream as (
    {{ epochs_of_span(from_name, to_name) }}
),

{{ shards_of_span(from_name, to_name) }},

span_bounds as (
    select
        pair.*,
        {{ span_columns(from_name, to_name) }},
        pair.{{ from_name }}_high div {{ shard_size }} + 1 as middle_low_shard,
        pair.{{ to_name }}_low div {{ shard_size }} - 1 as middle_high_shard,
        array_distinct(transform(pair.{{ to_name }}_segments, segment -> segment.creation_epoch div {{ shard_size }})) as {{ to_name }}_shards
    from stream_cut_pair as pair
),

{{ span_shards(function, from_name, to_name) }},

{{ sized_shards(from_name, to_name) }},

{{ sized_candidates(from_name, to_name) }},

-- one partition: the caller's sum needs no exchange (the candidates are the epochs of the
-- shards the cuts' segments are in, however far apart the cuts: the middle is summed whole)
between_segments as (
    select /*+ coalesce(1) */ * from candidates
)
{%- endmacro %}

{#- shards_of_stream: every shard a call may look up; a shard lies in the block of its first
    epoch. -#}
{% macro shards_of_span(from_name, to_name) -%}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
{%- set low_epoch = between_epochs_low(from_name, to_name) %}
{%- set to_epoch = cut_epoch('greatest', [to_name]) %}
shards_of_stream as (
    {%- set low = '(' ~ low_epoch ~ ') div ' ~ shard_size %}
    {%- set high = '(' ~ to_epoch ~ ') div ' ~ shard_size %}
    {{ rows_of_stream('sealed_segment_size_shards', ['shard', 'sizes', 'epoch_block'],
        blocks_between(low ~ ' * ' ~ shard_size, high ~ ' * ' ~ shard_size) ~ ' and ' ~ column_between('shard', low, high)) }}
)
{%- endmacro %}

{#- One row per shard looked up and block of its span epochs (older: false), and per shard of
    the segments of <from> only created before span_low (older: true, joined to the epoch
    span_low; the span's epoch rows list them, in the span's first epoch, but their sizes are
    in their own shards). The span's bounds come out of the generator (segments_between). -#}
{% macro span_shards(function, from_name, to_name) -%}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
span_shards as (
    select
        {{ span_row_columns(from_name, to_name) }},
        pair.middle_low_shard,
        pair.middle_high_shard,
        pair.{{ to_name }}_shards,
        inline(case
{{ stream_cut_pair_errors(function, 'pair', ordered=(from_name, to_name)) }}
            when pair.{{ from_name }}_low <= pair.{{ to_name }}_high
                then concat(
                    flatten(transform(
                        filter(
                            sequence(pair.span_low div {{ shard_size }}, pair.{{ to_name }}_high div {{ shard_size }}),
                            shard -> not (
                                shard between pair.middle_low_shard and pair.middle_high_shard
                                and not array_contains(pair.{{ to_name }}_shards, shard)
                            )
                        ),
                        shard -> {{ shard_rows('shard', 'greatest(shard * ' ~ shard_size ~ ', pair.span_low)',
                            'least((shard + 1) * ' ~ shard_size ~ ' - 1, pair.' ~ to_name ~ '_high)', 'pair.span_low', 'false') }}
                    )),
                    flatten(transform(
                        array_distinct(transform(
                            filter(pair.{{ from_name }}_segments, segment -> {{ older_than_span('segment', 'pair', to_name) }}),
                            segment -> segment.creation_epoch div {{ shard_size }}
                        )),
                        shard -> {{ shard_rows('shard', 'pair.span_low', 'pair.span_low', 'pair.span_low', 'true') }}
                    ))
                )
        end)
    from span_bounds as pair
)
{%- endmacro %}

{#- sized_shards: span_shards with each shard's sealed sizes, read on its partition. -#}
{% macro sized_shards(from_name, to_name) -%}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
sized_shards as (
    select /*+ broadcast(span) */
        span.*,
        shards.sizes
    from span_shards as span
    inner join shards_of_stream as shards
        on case
            when {{ size_pruned_at_run_time(from_name, to_name) }} then shards.epoch_block
            else {{ epoch_block('shards.shard * ' ~ shard_size) }}
        end = {{ epoch_block('span.shard * ' ~ shard_size) }}
        and shards.shard = span.shard
)
{%- endmacro %}

{#- the span's rows are broadcast (which is what prunes the epochs read): unhinted, Spark
    estimates them from the shards' files and broadcasts the epochs, and an unknown stream's
    empty read of them dropped the span's rows, with the call's error -#}
{% macro sized_candidates(from_name, to_name) -%}
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
candidates as (
    select /*+ broadcast(span) */
        segment.segment_id,
        segment.key_start,
        segment.key_end,
        try_element_at(span.{{ from_name }}_map, segment.segment_id) as {{ from_name }}_offset,
        try_element_at(span.{{ to_name }}_map, segment.segment_id) as {{ to_name }}_offset,
        try_element_at(span.sizes, segment.segment_id) as sealed_size_bytes,
        span.middle_low_shard,
        span.middle_high_shard,
        span.{{ to_name }}_shards
    from sized_shards as span
    inner join epochs_of_stream as epochs
        on case
            when {{ size_pruned_at_run_time(from_name, to_name) }} then epochs.epoch_block
            else {{ epoch_block('epochs.epoch') }}
        end = span.span_block
        and epochs.epoch between span.epoch_low and span.epoch_high
    lateral view explode(case
        when span.older then transform(
            filter(
                span.{{ from_name }}_segments,
                segment -> {{ older_than_span('segment', 'span', to_name) }}
                    and segment.creation_epoch div {{ shard_size }} = span.shard
                    and {{ between_candidate('segment', 'span', from_name, to_name) }}
            ),
            segment -> struct(segment.segment_id as segment_id, segment.key_start as key_start, segment.key_end as key_end)
        )
        else concat(filter(
            epochs.segments,
            segment -> shiftright(segment.segment_id, 32) = epochs.epoch
                and {{ between_candidate('segment', 'span', from_name, to_name) }}
        ), filter(span.shared_segments, shared -> epochs.epoch = span.span_low and span.shard = span.span_low div {{ shard_size }}))
    end) as segment
)
{%- endmacro %}

{#- Whether a call's sealed sizes and epochs are pruned at run time (the head, the tail, or cut
    texts further apart than size_broadcast_epochs), else bound while planning only: close cut
    texts' static bounds are tight (a cold key range's segment in both cuts, of the stream's
    first epoch, does not count: between_epochs_low), and a subquery pruning them again at run
    time cost 3-5% of a call. -#}
{% macro size_pruned_at_run_time(from_name, to_name) -%}
{%- set close = 'coalesce((' ~ cut_epoch('greatest', [to_name]) ~ ') - (' ~ between_epochs_low(from_name, to_name) ~ ') <= '
    ~ size_broadcast_epochs() ~ ', false)' %}
{{- head_or_tail(from_name, to_name) ~ ' or not ' ~ close }}
{%- endmacro %}

{#- The rows of span_shards for `shard`: one per block of its span epochs epoch_low to
    epoch_high, with the span's first epoch and whether the shard is of segments older than
    the span (SQL expressions). -#}
{% macro shard_rows(shard, epoch_low, epoch_high, span_low, older) -%}
transform(
                            {{ epoch_blocks_of(epoch_low, epoch_high) }},
                            block -> struct(
                                {{ shard }} as shard,
                                block as span_block,
                                greatest({{ epoch_low }}, block * {{ streams_config()['epoch_block_size'] }}) as epoch_low,
                                least({{ epoch_high }}, (block + 1) * {{ streams_config()['epoch_block_size'] }} - 1) as epoch_high,
                                {{ span_low }} as span_low,
                                {{ older }} as older
                            )
                        )
{%- endmacro %}

{#- Whether `segment`, of <from>'s segments in the row `relation`, is in <from> only and
    created before the span's first epoch (its sealed size is in a shard of its own). -#}
{% macro older_than_span(segment, relation, to_name) -%}
not map_contains_key({{ relation }}.{{ to_name }}_map, {{ segment }}.segment_id) and {{ segment }}.creation_epoch < {{ relation }}.span_low
{%- endmacro %}

{#- The widest span, in epochs between the cut texts' segments, whose reads a call bounds
    while planning only (var stream_size_broadcast_epochs; a shard of 1,000 epochs is ~50 KB
    in memory: ~5 MB at 100,000, broadcast with the span's rows). -#}
{% macro size_broadcast_epochs() -%}
{{ streams_config()['size_broadcast_epochs'] }}
{%- endmacro %}
