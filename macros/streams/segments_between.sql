{#- between_segments: the segments between the cuts (segment_id, key_start, key_end, the cuts'
    offsets <from>_offset and <to>_offset). The call's checks (stream_cut_pair_errors, named
    for `function`) raise from the span's rows, which every call computes, so no row of the
    call's state has to travel with the segments: the cut pair is planned, looked up in the
    metastore and read once. Spark drops the span's rows while planning when the other side of
    their join is empty by the arguments alone, so it never is: the epochs' blocks are read in
    either order of the texts. A missing scope or stream empties every read while planning: the
    caller raises it in its argument_errors branch (missing_arguments_check).
    A candidate is a segment of both cuts, or of the span's epochs read: a segment of the
    lowest (span_low) or one created in (span_low, <to>_high]; it is between when not
    overlapped by a newer segment of <from> nor an older one of <to> (between_candidate). The
    read starts at <from>_low, or later, at the oldest creation epoch of a segment of <from>
    only (between_epochs_low): a segment in neither cut created before it overlaps a segment of
    <from> that is older, and so in <to> too, so it is not between. The segments of both cuts
    come from the cuts, with the lowest epoch's row: a cold key range, whose segment every cut
    names since the stream's first epoch, does not stretch the read (nor the partitions Spark
    lists while planning) back to the first block.
    Only a valid call has candidates: span_blocks has one row per block of its span. The
    epochs are joined on their block in an inner join: Spark then broadcasts the span's rows
    and, from the head or to the tail, reads only those blocks of the epoch records (dynamic
    partition pruning, which an outer join would not get; between two cut texts, the texts'
    epochs bound the read while planning). size_between_cuts has its own span
    (sized_segments_between, cut_sizes.sql), over the same pieces. -#}
{% macro segments_between(function, from_name, to_name) -%}
epochs_of_stream as (
    {{ epochs_of_span(from_name, to_name) }}
),

span_bounds as (
    select
        pair.*,
        {{ span_columns(from_name, to_name) }}
    from stream_cut_pair as pair
),

{{ span_blocks(function, from_name, to_name) }},

{{ span_candidates(from_name, to_name) }},

between_segments as (
    select
        candidates.segment_id,
        candidates.key_start,
        candidates.key_end,
        candidates.{{ from_name }}_offset,
        candidates.{{ to_name }}_offset
    from candidates
)
{%- endmacro %}

{#- The span's bounds come out of the generator with its blocks: Spark infers from the join that
    they are not null, and a filter on the pair's columns would go below the generator, ahead of
    the check (an unknown segment leaves them null). -#}
{% macro span_blocks(function, from_name, to_name) -%}
span_blocks as (
    select
        {{ span_row_columns(from_name, to_name) }},
        inline(case
{{ stream_cut_pair_errors(function, 'pair', ordered=(from_name, to_name)) }}
            when pair.{{ from_name }}_low <= pair.{{ to_name }}_high
                then transform(
                    {{ epoch_blocks_of('pair.span_low', 'pair.' ~ to_name ~ '_high') }},
                    block -> struct(block as span_block, pair.span_low, pair.{{ to_name }}_high as span_high)
                )
        end)
    from span_bounds as pair
)
{%- endmacro %}

{#- candidates: the segments of the span's epochs read (and of both cuts) that are between the
    cuts, with the cuts' offsets. -#}
{% macro span_candidates(from_name, to_name) -%}
candidates as (
    select
        segment.segment_id,
        segment.key_start,
        segment.key_end,
        try_element_at(span.{{ from_name }}_map, segment.segment_id) as {{ from_name }}_offset,
        try_element_at(span.{{ to_name }}_map, segment.segment_id) as {{ to_name }}_offset
    from span_blocks as span
    inner join epochs_of_stream as epochs
        {#- on the partition for the head or the tail, which Spark prunes at run time from the
            span's rows (dynamic partition pruning); else on the same block computed from the
            epoch: the cut texts bound the read while planning, and a subquery pruning it again
            cost 3-5% of a call. Spark folds the case to one key while planning. #}
        on case
            when {{ head_or_tail(from_name, to_name) }} then epochs.epoch_block
            else {{ epoch_block('epochs.epoch') }}
        end = span.span_block
        and epochs.epoch between span.span_low and span.span_high
    lateral view explode(concat(filter(
        epochs.segments,
        segment -> (epochs.epoch = span.span_low or shiftright(segment.segment_id, 32) = epochs.epoch)
            and {{ between_candidate('segment', 'span', from_name, to_name) }}
    ), filter(span.shared_segments, shared -> epochs.epoch = span.span_low))) as segment
)
{%- endmacro %}

{#- The span's epoch records a call may read (scope, stream, epoch, segments, epoch_block), as
    a query: the blocks between the texts' epochs in either order (a read Spark proves empty
    while planning, a <to> named before <from>, would take the span's rows, and the call's
    error, with it; least and greatest skip a null: the head's side stays unbounded, and the
    tail's). The same bounds on the epochs themselves reach Parquet as literals: a file's pages
    outside them are not decoded (its column index), where the join's span bounds would keep a
    block's every epoch. -#}
{% macro epochs_of_span(from_name, to_name) -%}
{%- set low_epoch = between_epochs_low(from_name, to_name) %}
{%- set to_epoch = cut_epoch('greatest', [to_name]) %}
{%- set read_low = 'if((' ~ low_epoch ~ ') is null, null, least(' ~ low_epoch ~ ', ' ~ to_epoch ~ '))' %}
{%- set read_high = 'if((' ~ to_epoch ~ ') is null, null, greatest(' ~ low_epoch ~ ', ' ~ to_epoch ~ '))' %}
{{ rows_of_stream(epoch_records(), ['epoch', 'segments', 'epoch_block'],
        blocks_between(read_low, read_high) ~ ' and ' ~ column_between('epoch', read_low, read_high)) }}
{%- endmacro %}

{#- The span's columns of a cut pair (stream_cut_pair as pair): span_low, where the span's read
    starts (segments_between), no later than <to>_high, and shared_segments, the segments of
    both cuts as an epoch record lists them. -#}
{% macro span_columns(from_name, to_name) -%}
least(
            greatest(pair.{{ from_name }}_low, coalesce(
                array_min(transform(
                    filter(pair.{{ from_name }}_segments, segment -> not map_contains_key(pair.{{ to_name }}_map, segment.segment_id)),
                    segment -> segment.creation_epoch
                )),
                pair.{{ to_name }}_high
            )),
            pair.{{ to_name }}_high
        ) as span_low,
        transform(
            filter(pair.{{ from_name }}_segments, segment -> map_contains_key(pair.{{ to_name }}_map, segment.segment_id)),
            segment -> struct(segment.segment_id as segment_id, segment.key_start as key_start, segment.key_end as key_end)
        ) as shared_segments
{%- endmacro %}

{#- Whether `segment` (of an epoch record, or of a cut) is a candidate of a span row `span`
    (with the cuts' maps and segments): in neither cut or one only, not overlapped by a newer
    segment of <from> nor an older one of <to>. -#}
{% macro between_candidate(segment, span, from_name, to_name) -%}
not (map_contains_key({{ span }}.{{ from_name }}_map, {{ segment }}.segment_id) and map_contains_key({{ span }}.{{ to_name }}_map, {{ segment }}.segment_id))
            and not exists(
                {{ span }}.{{ from_name }}_segments,
                newer -> newer.key_start < {{ segment }}.key_end
                    and newer.key_end > {{ segment }}.key_start
                    and newer.segment_id > {{ segment }}.segment_id
            )
            and not exists(
                {{ span }}.{{ to_name }}_segments,
                older -> older.key_start < {{ segment }}.key_end
                    and older.key_end > {{ segment }}.key_start
                    and older.segment_id < {{ segment }}.segment_id
            )
{%- endmacro %}

{#- The columns of span_bounds (as pair) a span row carries to its candidates. -#}
{% macro span_row_columns(from_name, to_name) -%}
pair.{{ from_name }}_segments,
        pair.{{ to_name }}_segments,
        pair.{{ from_name }}_map,
        pair.{{ to_name }}_map,
        pair.shared_segments
{%- endmacro %}

{#- Whether a call starts at the head or ends at the tail (an empty cut text): its span is known
    at run time only. -#}
{% macro head_or_tail(from_name, to_name) -%}
trim(coalesce({{ from_name }}_cut, '')) = '' or trim(coalesce({{ to_name }}_cut, '')) = ''
{%- endmacro %}


{#- The rows of the call's stream (arguments scope_name, stream_name) in `model_name` (a
    model's name, or a relation), with `columns`, and the rows' `condition` (over its columns,
    unqualified) when given. -#}
{% macro rows_of_stream(model_name, columns, condition=none) -%}
    select
        {%- for column in columns %}
        stream_rows.{{ column }}{{ ',' if not loop.last }}
        {%- endfor %}
    from {{ ref(model_name) if model_name is string else model_name }} as stream_rows
    where stream_rows.scope = scope_name
        and stream_rows.stream = stream_name
        {%- if condition %}
        and {{ condition }}
        {%- endif %}
{%- endmacro %}
