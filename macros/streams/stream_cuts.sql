{#-
  SQL shared by the stream-cut table functions (segments_between_cuts, size_between_cuts,
  compare_stream_cuts): named CTEs over the function's arguments scope_name and stream_name.

    with {{ stream_state() }},
    {{ stream_cut('from', 'from_cut', empty='head') }},
    {{ stream_cut('to', 'to_cut', empty='tail') }},
    {{ cut_order('to', 'from') }},
    {{ segments_between('from', 'to') }}
    ...  case {{ stream_cut_errors('size_between_cuts', 'from') }} ... end

  Each reads the stream's current-epoch row, one epoch record, its history of truncations and
  its segment rows (stream_segments_of_stream): Spark does not push the cut's segment ids,
  which are computed from an argument, down to that scan, so a call reads the whole stream's
  segments.
-#}

{#- stream_state: the active epoch and the end of the key space, no row for an unknown stream;
    stream_segments_of_stream: the stream's segments. -#}
{% macro stream_state() -%}
stream_segments_of_stream as (
    select
        segments.segment_id,
        segments.key_start,
        segments.key_end,
        segments.creation_epoch,
        segments.sealed_epoch
    from {{ ref('stream_segments') }} as segments
    where segments.scope = scope_name
        and segments.stream = stream_name
),

stream_state as (
    select
        current_epochs.epoch as current_epoch,
        aggregate(current_epochs.segments, cast(0 as double), (high, segment) -> greatest(high, segment.key_end)) as key_end
    from {{ ref('stream_current_epoch') }} as current_epochs
    where current_epochs.scope = scope_name
        and current_epochs.stream = stream_name
)
{%- endmacro %}

{#- <name>_map (the cut), <name>_segments (its segments and key ranges; null key range for
    an unknown segment), <name>_check (counts, newest creation epoch, sorted ranges). An empty
    argument is the stream's head (last accepted truncation, else epoch 0 at offset 0) or its
    tail: the active segments at their offset in cut <after>, else 0 (the export has no length
    for an active segment; python_udfs.streams.StreamSegments.tail). -#}
{% macro stream_cut(name, argument, empty=none, after=none) -%}
{#- Spark resolves a function's arguments in a CTE's WHERE and select list, not in a subquery
    nested in an expression, nor a SQL function inside explode: each step is its own CTE. -#}
{%- if empty == 'head' %}
{{ name }}_head as (
    select max_by(truncations.cut, truncations.request_time) as last_truncation
    from {{ ref('stream_truncations') }} as truncations
    where truncations.scope = scope_name
        and truncations.stream = stream_name
),

{{ name }}_origin as (
    -- epoch 0's segments, ids below 1 << 32
    select map_from_entries(collect_list(struct(origin.segment_id, cast(0 as bigint)))) as origin
    from stream_segments_of_stream as origin
    where origin.segment_id < 4294967296
),
{%- elif empty == 'tail' %}
{{ name }}_tail as (
    select
        map_from_entries(transform(
            tail.segments,
            segment -> struct(segment.segment_id, coalesce(try_element_at({{ after }}_map.cut, segment.segment_id), cast(0 as bigint)))
        )) as active
    from {{ ref('stream_current_epoch') }} as tail
    cross join {{ after }}_map
    where tail.scope = scope_name
        and tail.stream = stream_name
),
{%- endif %}

{{ name }}_map as (
    select
        {%- if empty == 'head' %}
        case
            when trim({{ argument }}) = '' then coalesce({{ name }}_head.last_truncation, {{ name }}_origin.origin)
            else parse_stream_cut({{ argument }})
        end as cut
    from {{ name }}_head
    cross join {{ name }}_origin
        {%- elif empty == 'tail' %}
        case
            when trim({{ argument }}) = '' then {{ name }}_tail.active
            else parse_stream_cut({{ argument }})
        end as cut
    from (select 1 as one) as one_row
    left join {{ name }}_tail on true
        {%- else %}
        parse_stream_cut({{ argument }}) as cut
        {%- endif %}
),

{{ name }}_entries as (
    select explode({{ name }}_map.cut) as (segment_id, offset)
    from {{ name }}_map
),

{{ name }}_segments as (
    select
        entries.segment_id,
        entries.offset,
        known.key_start,
        known.key_end,
        known.creation_epoch,
        known.sealed_epoch
    from {{ name }}_entries as entries
    left join stream_segments_of_stream as known
        on entries.segment_id = known.segment_id
),

{{ name }}_check as (
    select
        count(*) as named,
        count(key_start) as known,
        max(creation_epoch) as top,
        array_sort(collect_list(struct(key_start, key_end))) as ranges
    from {{ name }}_segments
)
{%- endmacro %}

{#- The CASE branches raising the errors of a two-cut function's arguments: required
    arguments, an unknown stream, each cut's own errors (with stream_state, <a>_check and
    <b>_check joined in). -#}
{% macro stream_cuts_argument_errors(function, a, b) -%}
            when scope_name is null or stream_name is null or {{ a }}_cut is null or {{ b }}_cut is null
                then raise_error('{{ function }}: scope, stream, {{ a }} and {{ b }} are required')
            when stream_state.current_epoch is null
                then raise_error(concat('{{ function }}: unknown stream ', scope_name, '/', stream_name))
            {{ stream_cut_errors(function, a) }}
            {{ stream_cut_errors(function, b) }}
{%- endmacro %}

{#- The CASE branches raising a cut's errors (inside `case ... end`, with <name>_check and
    stream_state joined in). -#}
{% macro stream_cut_errors(function, name) -%}
            when {{ name }}_check.named != {{ name }}_check.known
                then raise_error('{{ function }}: {{ name }} names a segment the stream does not have')
            when {{ name }}_check.ranges[0].key_start != 0
                or element_at({{ name }}_check.ranges, -1).key_end != stream_state.key_end
                or exists(
                    zip_with(
                        slice({{ name }}_check.ranges, 1, {{ name }}_check.named - 1),
                        slice({{ name }}_check.ranges, 2, {{ name }}_check.named),
                        (a, b) -> a.key_end != b.key_start
                    ),
                    gap -> gap
                )
                then raise_error('{{ function }}: {{ name }} does not cover the key space')
{%- endmacro %}

{#- cut_order: for cuts <a> and <b>, the pairs that stop a from being equal or after b
    (a_not_after_b) and the other way round: a shared segment with a smaller offset, or an
    overlapping pair whose segment on that side was created in an older epoch. -#}
{% macro cut_order(a, b) -%}
cut_order as (
    select
        count_if(
            (a_segments.segment_id = b_segments.segment_id and a_segments.offset < b_segments.offset)
            or (a_segments.key_start < b_segments.key_end and a_segments.key_end > b_segments.key_start
                and a_segments.creation_epoch < b_segments.creation_epoch)
        ) as a_not_after_b,
        count_if(
            (a_segments.segment_id = b_segments.segment_id and b_segments.offset < a_segments.offset)
            or (a_segments.key_start < b_segments.key_end and a_segments.key_end > b_segments.key_start
                and b_segments.creation_epoch < a_segments.creation_epoch)
        ) as b_not_after_a
    from {{ a }}_segments as a_segments
    cross join {{ b }}_segments as b_segments
)
{%- endmacro %}

{#- spans (low: lowest span epoch of <from>, high: highest of <to>), candidates (segments of
    epoch low and those created in (low, high]) and between_segments (candidates whose
    overlapping <from> segments are not newer and overlapping <to> segments not older). -#}
{% macro segments_between(from_name, to_name) -%}
from_span as (
    select min(least(coalesce(cut_segments.sealed_epoch - 1, stream_state.current_epoch), {{ from_name }}_check.top)) as low
    from {{ from_name }}_segments as cut_segments
    cross join {{ from_name }}_check
    cross join stream_state
),

to_span as (
    select max(least(coalesce(cut_segments.sealed_epoch - 1, stream_state.current_epoch), {{ to_name }}_check.top)) as high
    from {{ to_name }}_segments as cut_segments
    cross join {{ to_name }}_check
    cross join stream_state
),

spans as (
    select
        from_span.low,
        to_span.high
    from from_span
    cross join to_span
),

candidates as (
    select inline(epochs.segments) as (segment_id, key_start, key_end)
    from {{ ref('stream_epochs') }} as epochs
    cross join spans
    where epochs.scope = scope_name
        and epochs.stream = stream_name
        and epochs.epoch = spans.low
    union all
    select
        created.segment_id,
        created.key_start,
        created.key_end
    from stream_segments_of_stream as created
    cross join spans
    where created.segment_id >= shiftleft(cast(spans.low + 1 as bigint), 32)
        and created.segment_id < shiftleft(cast(spans.high + 1 as bigint), 32)
),

between_segments as (
    select
        candidates.segment_id,
        candidates.key_start,
        candidates.key_end
    from candidates
    left anti join {{ from_name }}_segments as newer_from
        on newer_from.key_start < candidates.key_end
        and newer_from.key_end > candidates.key_start
        and newer_from.segment_id > candidates.segment_id
    left anti join {{ to_name }}_segments as older_to
        on older_to.key_start < candidates.key_end
        and older_to.key_end > candidates.key_start
        and older_to.segment_id < candidates.segment_id
)
{%- endmacro %}
