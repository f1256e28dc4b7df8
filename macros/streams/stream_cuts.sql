{#-
  SQL shared by the stream-cut table functions (segments_between_cuts, size_between_cuts,
  compare_stream_cuts): CTEs over the function's arguments scope_name, stream_name and the
  cuts <first>_cut and <second>_cut.

    with {{ stream_cut_pair('from', 'to', head_and_tail=true) }},
    {{ segments_between('segments_between_cuts', 'from', 'to') }}
    select between_segments.segment_id from between_segments

  Spark inlines a CTE at every reference, so a CTE named twice reads its tables twice, and
  the references multiply along a chain; each table a reference names also costs metastore
  look-ups while planning (two fetches of the table, and two more with its partitions, about
  17 ms each on the embedded Derby metastore), and planning the function's body is most of a
  call's time. A call's chain is one line: each CTE here is named once (and the
  table_function materialization stores each as a derived table where it is named, which
  Spark analyses faster). The call's checks
  raise from the span's rows (segments_between), not from a row of the call's state carried
  beside the segments, which named the whole chain a second time.

  The epoch-block partitions a call reads: the cuts' key ranges from the blocks of the
  segments the cut texts name (an id holds its creation epoch: the metastore lists the ids'
  blocks, Parquet decodes the pages holding the ids, segments_of_cuts; the tail's active
  segments are in the current epoch's record, and the head's in the last truncation's or the
  first epoch's); the candidate epochs from the blocks of the span only, by an inner join on
  the block (segments_between).
-#}

{#- stream_cut_pair: one row with current_epoch and stream_key_end (null for an unknown stream),
    <name>_map, <name>_segments (array of segment_id, offset, key_start, key_end, last_epoch
    (the highest epoch the segment lives in), creation_epoch; null key range for an unknown
    segment), <name>_low / <name>_high (the
    lowest and highest epoch the cut spans), the two order checks <first>_not_after_<second>
    and the other way round, and argument_error (null, or why the arguments are wrong).
    With head_and_tail, an empty <first> is the stream's head (last accepted truncation, else
    epoch 0 at offset 0) and an empty <second> its tail: the active segments at their offset in
    <first>, else 0 (the export has no length for an active segment;
    python_udfs.streams.StreamSegments.tail). -#}
{% macro stream_cut_pair(first, second, head_and_tail=false) -%}
{#- whether the call starts at the stream's head: a SQL condition on the argument, folded while planning -#}
{%- set from_head -%} trim({{ first }}_cut) = '' {%- endset %}
{#- Spark resolves a function's arguments in a CTE's WHERE and select list, not in a subquery
    nested in an expression, nor a SQL function inside explode: each step is its own CTE.
    The rows the pair needs of the stream's tables are one union, read in one stage and
    gathered into one row (stream_state): a join of each read, one row or a few, was a stage
    of its own, and they ran one after the other. For a given <first> the head's two reads
    are empty by the arguments alone, and Spark drops them while planning. -#}
stream_records as (
    select 'current' as record, current_epoch.epoch, current_epoch.segments, null as known, null as truncation
    from {{ ref('stream_current_epoch') }} as current_epoch
    where current_epoch.scope = scope_name
        and current_epoch.stream = stream_name
    union all
    select 'known', null, null, struct(known.segment_id, known.key_start, known.key_end, known.sealed_epoch), null
    from (
        select
            segments.scope,
            segments.stream,
            segments.segment_id,
            segments.key_start,
            segments.key_end,
            segments.sealed_epoch,
            segments.epoch_block,
            {{ named_ids([first, second]) }} as named_ids
        from {{ ref('stream_segments') }} as segments
    ) as known
    where known.scope = scope_name
        and known.stream = stream_name
        and {{ segments_of_cuts('known.named_ids') }}
    {%- if head_and_tail %}
    union all
    select 'truncation', null, null, null, struct(truncations.request_time, truncations.cut, truncations.span, truncations.key_ranges)
    from {{ ref('stream_truncations') }} as truncations
    where truncations.scope = scope_name
        and truncations.stream = stream_name
        and {{ from_head }}
    union all
    select 'first', null, epochs.segments, null, null
    from {{ epoch_records() }} as epochs
    where epochs.scope = scope_name
        and epochs.stream = stream_name
        and epochs.epoch_block = 0
        and epochs.epoch = 0
        and {{ from_head }}
    {%- endif %}
),

{#- one row (null but for a known stream): the current epoch and its segments, the segments the
    cut texts name by id, and for the head the last accepted truncation and the first epoch's
    segments -#}
stream_state as (
    select
        max(records.epoch) as current_epoch,
        any_value(records.segments) filter (where records.record = 'current') as active_segments,
        map_from_entries(collect_list(struct(records.known.segment_id, records.known)) filter (where records.record = 'known')) as known_segments
        {%- if head_and_tail %},
        max_by(records.truncation, records.truncation.request_time) filter (where records.record = 'truncation') as last_truncation,
        any_value(records.segments) filter (where records.record = 'first') as first_segments
        {%- endif %}
    from stream_records as records
),

{%- if head_and_tail %}

{#- The head: the last accepted truncation's cut, else every segment of epoch 0 at offset 0,
    each segment with its key range and the highest epoch of the cut's span holding it (the
    truncation's span; 0 for the origin), from the records alone: the head's segments need no
    look-up in the segments' blocks, which only run time would know. -#}
head_of_stream as (
    select
        state.*,
        coalesce(
            transform(map_entries(state.last_truncation.cut), entry -> {{ cut_entry("'" ~ first ~ "'", 'entry.key', 'entry.value',
                'state.last_truncation.key_ranges[entry.key].key_start', 'state.last_truncation.key_ranges[entry.key].key_end', 'state.last_truncation.span[entry.key]') }}),
            transform(state.first_segments, segment -> {{ cut_entry("'" ~ first ~ "'", 'segment.segment_id', '0', 'segment.key_start', 'segment.key_end', '0') }})
        ) as head
    from stream_state as state
),
{%- endif %}

{{ first }}_cut_of_stream as (
    select
        state.current_epoch,
        state.active_segments,
        state.known_segments,
        aggregate(state.active_segments, cast(0 as double), (high, segment) -> greatest(high, segment.key_end)) as stream_key_end,
        {%- if head_and_tail %}
        if({{ from_head }}, state.head, null) as head,
        case
            when {{ from_head }} then map_from_entries(transform(state.head, entry -> struct(entry.segment_id, entry.offset)))
            else parse_stream_cut({{ first }}_cut)
        end as {{ first }}_map
        {%- else %}
        cast(null as array<{{ cut_entry_type() }}>) as head,
        parse_stream_cut({{ first }}_cut) as {{ first }}_map
        {%- endif %}
    from {{ 'head_of_stream' if head_and_tail else 'stream_state' }} as state
),

{{ second }}_cut_of_stream as (
    select
        cuts.*,
        {%- if head_and_tail %}
        case
            when trim({{ second }}_cut) = '' then map_from_entries(transform(
                cuts.active_segments,
                segment -> struct(segment.segment_id, coalesce(try_element_at(cuts.{{ first }}_map, segment.segment_id), cast(0 as bigint)))
            ))
            else parse_stream_cut({{ second }}_cut)
        end as {{ second }}_map
        {%- else %}
        parse_stream_cut({{ second }}_cut) as {{ second }}_map
        {%- endif %}
    from {{ first }}_cut_of_stream as cuts
),

{#- Each cut's entries: the head's come with their key ranges and span epochs; a cut text's
    (and the tail's) with their segment's row of the texts' look-up (known) and, when active,
    its entry in the current epoch's record, so the tail needs no look-up. -#}
cut_pair_entries as (
    select
        cuts.current_epoch,
        cuts.stream_key_end,
        cuts.{{ first }}_map,
        cuts.{{ second }}_map
        {%- for name in (first, second) %},
        transform(
            coalesce(
                {%- if name == first %}
                cuts.head,
                {%- endif %}
                transform(map_entries(cuts.{{ name }}_map), entry -> {{ cut_entry("'" ~ name ~ "'", 'entry.key', 'entry.value') }}),
                array()
            ),
            entry -> struct(
                entry,
                try_element_at(cuts.known_segments, entry.segment_id) as known,
                try_element_at(filter(cuts.active_segments, active -> active.segment_id = entry.segment_id), 1) as active
            )
        ) as {{ name }}_entries
        {%- endfor %}
    from {{ second }}_cut_of_stream as cuts
),

{#- Each segment of a cut with its key range and creation epoch (null for a segment the stream
    does not have; an id holds it), and the highest epoch of the span it can hold: a sealed
    segment lives until the epoch before its sealing. -#}
cut_pair_segments as (
    select
        pair.current_epoch,
        pair.stream_key_end,
        pair.{{ first }}_map,
        pair.{{ second }}_map
        {%- for name in (first, second) %},
        transform(pair.{{ name }}_entries, looked_up -> struct(
            looked_up.entry.segment_id,
            looked_up.entry.offset,
            coalesce(looked_up.entry.key_start, looked_up.known.key_start, looked_up.active.key_start) as key_start,
            coalesce(looked_up.entry.key_end, looked_up.known.key_end, looked_up.active.key_end) as key_end,
            coalesce(looked_up.entry.last_epoch, looked_up.known.sealed_epoch - 1, pair.current_epoch) as last_epoch,
            if(
                coalesce(looked_up.entry.key_start, looked_up.known.key_start, looked_up.active.key_start) is null,
                null,
                shiftright(looked_up.entry.segment_id, 32)
            ) as creation_epoch
        )) as {{ name }}_segments
        {%- endfor %}
    from cut_pair_entries as pair
),

{#- each cut's key ranges in key order, for its checks (named once: Spark analyses a
    higher-order expression at each place the text names it), and the epochs it spans: from
    its newest segment's creation down to the oldest live epoch of its segments -#}
cut_pair_ranges as (
    select
        pair.*
        {%- for name in (first, second) %},
        array_sort(transform(pair.{{ name }}_segments, segment -> struct(segment.key_start, segment.key_end))) as {{ name }}_ranges,
        least(
            array_min(transform(pair.{{ name }}_segments, segment -> segment.last_epoch)),
            array_max(transform(pair.{{ name }}_segments, segment -> segment.creation_epoch))
        ) as {{ name }}_low,
        least(
            array_max(transform(pair.{{ name }}_segments, segment -> segment.last_epoch)),
            array_max(transform(pair.{{ name }}_segments, segment -> segment.creation_epoch))
        ) as {{ name }}_high
        {%- endfor %}
    from cut_pair_segments as pair
),

stream_cut_pair as (
    select
        pair.*,
        {{ cut_not_after('pair.' ~ first ~ '_segments', 'pair.' ~ second ~ '_segments') }} as {{ first }}_not_after_{{ second }},
        {{ cut_not_after('pair.' ~ second ~ '_segments', 'pair.' ~ first ~ '_segments') }} as {{ second }}_not_after_{{ first }},
        case
            when {{ arguments_missing(first, second) }}
                then '{{ arguments_missing_error(first, second) }}'
            when pair.current_epoch is null
                then concat('unknown stream ', scope_name, '/', stream_name)
            {{- cut_errors(first, 'pair') }}
            {{- cut_errors(second, 'pair') }}
        end as argument_error
    from cut_pair_ranges as pair
)
{%- endmacro %}

{#- Whether an argument of a two-cut call is null, and the error saying so. -#}
{% macro arguments_missing(first, second) -%}
scope_name is null or stream_name is null or {{ first }}_cut is null or {{ second }}_cut is null
{%- endmacro %}

{% macro arguments_missing_error(first, second) -%}
scope, stream, {{ first }} and {{ second }} are required
{%- endmacro %}

{#- The WHEN branch of a function's argument_errors that raises a missing argument, which
    needs no table. -#}
{% macro missing_arguments_check(function, first, second) -%}
    when {{ arguments_missing(first, second) }}
        then raise_error('{{ function }}: {{ arguments_missing_error(first, second) }}')
{%- endmacro %}

{#- The WHEN branches of a cut's errors (messages without the function's name), over the
    columns of cut_pair_ranges as <relation>. -#}
{% macro cut_errors(name, relation) -%}
{%- set segments = relation ~ '.' ~ name ~ '_segments' %}
{%- set ranges = relation ~ '.' ~ name ~ '_ranges' %}
            when exists({{ segments }}, segment -> segment.key_start is null)
                then '{{ name }} names a segment the stream does not have'
            when {{ ranges }}[0].key_start != 0
                or element_at({{ ranges }}, -1).key_end != {{ relation }}.stream_key_end
                or exists(
                    zip_with(slice({{ ranges }}, 1, size({{ ranges }}) - 1), slice({{ ranges }}, 2, size({{ ranges }})), (a, b) -> a.key_end != b.key_start),
                    gap -> gap
                )
                then '{{ name }} does not cover the key space'
{%- endmacro %}

{#- Whether cut <a> is not equal or after cut <b> (arrays of segments as in stream_cut_pair): a
    shared segment with a smaller offset in a, or an overlapping pair whose segment in a was
    created in an older epoch. -#}
{% macro cut_not_after(a, b) -%}
coalesce(exists({{ a }}, x -> exists({{ b }}, y ->
            (x.segment_id = y.segment_id and x.offset < y.offset)
            or (x.key_start < y.key_end and x.key_end > y.key_start and x.creation_epoch < y.creation_epoch)
        )), false)
{%- endmacro %}

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

{#- The span's bounds come out of the generator with its blocks: Spark infers from the join that
    they are not null, and a filter on the pair's columns would go below the generator, ahead of
    the check (an unknown segment leaves them null). -#}
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
),

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
),

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

{#- An entry of a cut (cut_pair_entries): its side ('<name>' quoted), segment id and offset, and for
    the head's its key range and the highest epoch of the span holding it (SQL expressions;
    null: looked up). -#}
{% macro cut_entry(side, segment_id, offset, key_start='null', key_end='null', last_epoch='null') -%}
cast(struct({{ side }}, {{ segment_id }}, {{ offset }}, {{ key_start }}, {{ key_end }}, {{ last_epoch }}) as {{ cut_entry_type() }})
{%- endmacro %}

{% macro cut_entry_type() -%}
struct<side: string, segment_id: bigint, offset: bigint, key_start: double, key_end: double, last_epoch: bigint>
{%- endmacro %}

{#- The CASE branches of a two-cut function's checks, for a relation carrying argument_error
    and the order flags: the argument's error, then (ordered) a <to> not equal or after
    <from>. -#}
{% macro stream_cut_pair_errors(function, relation, ordered=none) -%}
            when {{ relation }}.argument_error is not null
                then raise_error(concat('{{ function }}: ', {{ relation }}.argument_error))
            {%- if ordered %}
            when {{ relation }}.{{ ordered[1] }}_not_after_{{ ordered[0] }}
                then raise_error('{{ function }}: {{ ordered[1] }} is not equal or after {{ ordered[0] }}')
            {%- endif %}
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

{#- The ids of the segments named by the cut argument <name>_cut, read from the text alone: an
    array, empty for an empty or null cut. A malformed cut is rejected by parse_stream_cut.
    No lambda: Spark folds a call's bounds computed from these into literals only without one,
    and only literal partition bounds reach the metastore (else it lists every partition). -#}
{% macro cut_ids(name) -%}
cast(regexp_extract_all(regexp_replace(coalesce({{ name }}_cut, ''), ' ', ''), '(^|,)([0-9]{1,18}):', 2) as array<bigint>)
{%- endmacro %}

{#- The creation epoch (an id's high 32 bits) of the least or greatest id of `ids`, an array
    of ids (whole numbers, so the shift keeps their order); null for an empty array. -#}
{% macro creation_epoch_of(aggregate, ids) -%}
shiftright({{ 'array_min' if aggregate == 'least' else 'array_max' }}({{ ids }}), 32)
{%- endmacro %}

{#- The oldest creation epoch of a segment between <from> and <to> but not in both, from the
    cut texts (the span's read and the sealed sizes start there): such a segment is in <from> only, or
    newer than the segments of <from> it overlaps, and those are not in <to> either (else one
    of <to> would overlap it, older). Null (unbounded) for an empty <from>; <to>'s newest when
    <to> names every segment of <from>. -#}
{% macro between_epochs_low(from_name, to_name) -%}
if(
    trim(coalesce({{ from_name }}_cut, '')) = '',
    null,
    coalesce(
        {{ creation_epoch_of('least', 'array_except(' ~ cut_ids(from_name) ~ ', ' ~ cut_ids(to_name) ~ ')') }},
        {{ cut_epoch('greatest', [to_name]) }}
    )
)
{%- endmacro %}

{#- The `aggregate` ('least' or 'greatest') of the creation epochs the cuts in `names` name:
    null when one is empty (the head or the tail, whose segments only the tables know), so
    that side stays unbounded. -#}
{% macro cut_epoch(aggregate, names) -%}
{%- set epochs = [] %}
{%- for name in names %}
{%- do epochs.append(creation_epoch_of(aggregate, cut_ids(name))) %}
{%- endfor %}
{%- if epochs | length == 1 -%}
{{ epochs[0] }}
{%- else -%}
if({{ epochs | join(' is null or ') }} is null, null, {{ aggregate }}({{ epochs | join(', ') }}))
{%- endif %}
{%- endmacro %}

{#- The distinct ids the cut texts in `names` name (an empty text, the head or the tail, names
    none), read from the texts alone. -#}
{% macro named_ids(names) -%}
array_distinct(concat({% for name in names %}{{ cut_ids(name) }}{{ ', ' if not loop.last }}{% endfor %}))
{%- endmacro %}

{#- How many of a cut pair's ids segments_of_cuts names one by one: the ~10 segments of a
    stream's cut fit, and each position is a little more for Spark to analyse. -#}
{% macro named_id_positions() -%}
32
{%- endmacro %}

{#- A condition on epoch_block and segment_id: the segments whose ids are in `ids`, a column of
    named_ids in the relation read (written once, in its select list: Spark folds it into these
    conditions while planning, each position a literal). Only literals reach the metastore and
    Parquet: the metastore lists the ids' own blocks (a range from the oldest id's block to the
    newest's listed every block since a cold key range's first-epoch segment), and Parquet
    decodes only the pages whose id statistics hold one of them, given as an OR of equalities
    (an IN list longer than spark.sql.parquet.pushdown.inFilterThreshold, 10, reaches Parquet
    as its minimum and maximum only). A position past the list is -1, no segment's id, so each
    term stays an equality of the column and a literal. Past named_id_positions, the blocks between the oldest and
    the newest id are listed and read. With no id (the head to the tail) the condition is
    false while planning, and Spark drops the read. -#}
{% macro segments_of_cuts(ids) -%}
{%- set positions = named_id_positions() | int %}
size({{ ids }}) > 0
    and (
        epoch_block in (
            {%- for position in range(1, positions + 1) %}
            {{ epoch_block('shiftright(try_element_at(' ~ ids ~ ', ' ~ position ~ '), 32)') }}{{ ',' if not loop.last }}
            {%- endfor %}
        )
        or size({{ ids }}) > {{ positions }}
            and {{ blocks_between('coalesce(' ~ creation_epoch_of('least', ids) ~ ', 0)', 'coalesce(' ~ creation_epoch_of('greatest', ids) ~ ', 0)') }}
            and array_contains(transform({{ ids }}, id -> {{ epoch_block('shiftright(id, 32)') }}), epoch_block)
    )
    and (
        {%- for position in range(1, positions + 1) %}
        segment_id = coalesce(try_element_at({{ ids }}, {{ position }}), -1){{ ' or' if not loop.last }}
        {%- endfor %}
        or size({{ ids }}) > {{ positions }}
    )
    and array_contains({{ ids }}, segment_id)
{%- endmacro %}

{#- A condition on epoch_block: the blocks of the epochs in [low, high] (SQL expressions; null:
    that side unbounded). -#}
{% macro blocks_between(low, high) -%}
{{ column_between('epoch_block', epoch_block(low), epoch_block(high)) }}
{%- endmacro %}

{#- A condition on the int `column`: in [low, high] (SQL expressions; null: that side
    unbounded). -#}
{% macro column_between(column, low, high) -%}
{{ column }} between coalesce({{ low }}, 0) and coalesce({{ high }}, {{ 2 ** 31 - 1 }})
{%- endmacro %}

{#- stream_cut_text: a stream cut map<segment_id, offset> as the text the cut functions take
    ("segment_id:offset,..." by segment id; python_udfs.streams.format_cut). -#}
{% macro stream_cut_text(cut) -%}
    array_join(transform(array_sort(map_entries({{ cut }})), entry -> concat(entry.key, ':', entry.value)), ',')
{%- endmacro %}

{#- stream_cut_before: the body of PDP-32's retention look-ups (stream_cut_before_time,
    stream_cut_before_size) over the function's arguments scope_name, stream_name and
    <argument>: the retention set's greatest lower bound on <bound> (the latest reference whose
    <bound> is at or below the argument), then that one stream-cut record, its cut as text. It
    reads the stream's few retention-set rows, not its history.

    {{ stream_cut_before('recording_time', 'at_time', 'epoch ms') }} -#}
{% macro stream_cut_before(bound, argument, unit) %}
with reference as (
    select max(retention.recording_time) as recording_time
    from {{ ref('stream_retention_set') }} as retention
    where retention.scope = scope_name
        and retention.stream = stream_name
        and retention.{{ bound }} <= {{ argument }}
)

select
    records.recording_time,
    records.recording_size,
    {{ stream_cut_text('records.cut') }} as cut
from {{ ref('stream_cut_records') }} as records
inner join reference on records.recording_time = reference.recording_time
where records.scope = scope_name and records.stream = stream_name
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('{{ model.name }}: scope and stream are required')
    when {{ argument }} is null
        then raise_error('{{ model.name }}: {{ argument }} is required ({{ unit }})')
{% endcall %}
{% endmacro %}
