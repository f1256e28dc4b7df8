{#-
  SQL shared by the stream-cut table functions (segments_between_cuts, size_between_cuts,
  compare_stream_cuts): CTEs over the function's arguments scope_name, stream_name and the
  cuts <first>_cut and <second>_cut.

    with {{ stream_cut_pair_from_head('from', 'to') }},
    {{ segments_between('segments_between_cuts', 'from', 'to') }}
    select between_segments.segment_id from between_segments

  Spark inlines a CTE at every reference, so a CTE named twice reads its tables twice, and
  the references multiply along a chain; each table a reference names also costs metastore
  look-ups while planning (two fetches of the table, and two more with its partitions, about
  17 ms each on the embedded Derby metastore), and planning the function's body is most of a
  call's time. A call's chain is one line: each CTE here is named once (and the
  table_function materialization stores each as a derived table where it is named, which
  Spark analyses faster). The call's checks raise from the span's rows (segments_between.sql),
  not from a row of the call's state carried beside the segments, which named the whole chain
  a second time.

  The cuts' key ranges come from the blocks of the segments the cut texts name (an id holds
  its creation epoch: the metastore lists the ids' blocks, Parquet decodes the pages holding
  the ids, segments_of_cuts in cut_texts.sql); the tail's active segments are in the current
  epoch's record, and the head's in the last truncation's or the first epoch's.
-#}

{#- stream_cut_pair: one row with current_epoch and stream_key_end (null for an unknown stream),
    <name>_map, <name>_segments (array of segment_id, offset, key_start, key_end, last_epoch
    (the highest epoch the segment lives in), creation_epoch; null key range for an unknown
    segment), <name>_low / <name>_high (the
    lowest and highest epoch the cut spans), the two order checks <first>_not_after_<second>
    and the other way round, and argument_error (null, or why the arguments are wrong). Both
    cuts are texts (compare_stream_cuts); stream_cut_pair_from_head reads an empty one as the
    head or the tail. -#}
{% macro stream_cut_pair(first, second) -%}
{{ stream_records(first, second) }},

{{ stream_state() }},

{{ first }}_cut_of_stream as (
    select
        {{ cut_of_stream_columns() }},
        cast(null as array<{{ cut_entry_type() }}>) as head,
        parse_stream_cut({{ first }}_cut) as {{ first }}_map
    from stream_state as state
),

{{ second_cut_of_stream(first, second, 'parse_stream_cut(' ~ second ~ '_cut)') }},

{{ cut_pair_checks(first, second) }}
{%- endmacro %}

{#- stream_cut_pair_from_head: stream_cut_pair where an empty <first> is the stream's head (last
    accepted truncation, else epoch 0 at offset 0) and an empty <second> its tail: the active
    segments at their offset in <first>, else 0 (the export has no length for an active
    segment; python_udfs.streams.StreamSegments.tail). -#}
{% macro stream_cut_pair_from_head(first, second) -%}
{{ stream_records(first, second, head_records(first)) }},

{{ stream_state(head_state_columns()) }},

{{ head_of_stream(first) }},

{{ first }}_cut_of_stream as (
    select
        {{ cut_of_stream_columns() }},
        if({{ from_head(first) }}, state.head, null) as head,
        case
            when {{ from_head(first) }} then map_from_entries(transform(state.head, entry -> struct(entry.segment_id, entry.offset)))
            else parse_stream_cut({{ first }}_cut)
        end as {{ first }}_map
    from head_of_stream as state
),

{{ second_cut_of_stream(first, second, tail_map(first, second)) }},

{{ cut_pair_checks(first, second) }}
{%- endmacro %}

{#- Whether the call starts at the stream's head: a SQL condition on the argument, folded while
    planning. -#}
{% macro from_head(first) -%}
trim({{ first }}_cut) = ''
{%- endmacro %}

{#- stream_records: the rows the pair needs of the stream's tables, as one union, read in one
    stage and gathered into one row (stream_state): a join of each read, one row or a few, was
    a stage of its own, and they ran one after the other. Spark resolves a function's
    arguments in a CTE's WHERE and select list, not in a subquery nested in an expression, nor
    a SQL function inside explode: each step is its own CTE. `more_records`: further branches
    of the union (head_records). -#}
{% macro stream_records(first, second, more_records='') -%}
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
        from {{ segment_rows() }} as segments
    ) as known
    where known.scope = scope_name
        and known.stream = stream_name
        and {{ segments_of_cuts('known.named_ids') }}
    {{- more_records }}
)
{%- endmacro %}

{#- The head's branches of stream_records: the stream's truncations and its first epoch's record.
    For a given <first> both are empty by the arguments alone, and Spark drops them while
    planning. -#}
{% macro head_records(first) %}
    union all
    select 'truncation', null, null, null, struct(truncations.request_time, truncations.cut, truncations.span, truncations.key_ranges)
    from {{ ref('stream_truncations') }} as truncations
    where truncations.scope = scope_name
        and truncations.stream = stream_name
        and {{ from_head(first) }}
    union all
    select 'first', null, epochs.segments, null, null
    from {{ epoch_records() }} as epochs
    where epochs.scope = scope_name
        and epochs.stream = stream_name
        and epochs.epoch_block = 0
        and epochs.epoch = 0
        and {{ from_head(first) }}
{%- endmacro %}

{#- one row (null but for a known stream): the current epoch and its segments, the segments the
    cut texts name by id, and `more_columns` (head_state_columns) -#}
{% macro stream_state(more_columns='') -%}
stream_state as (
    select
        max(records.epoch) as current_epoch,
        any_value(records.segments) filter (where records.record = 'current') as active_segments,
        map_from_entries(collect_list(struct(records.known.segment_id, records.known)) filter (where records.record = 'known')) as known_segments
        {%- if more_columns %},
        {{ more_columns }}
        {%- endif %}
    -- one partition: the aggregate needs no exchange, so the call's reads and its row are one stage
    from (select /*+ coalesce(1) */ * from stream_records) as records
)
{%- endmacro %}

{#- stream_state's columns for the head: the last accepted truncation and the first epoch's
    segments -#}
{% macro head_state_columns() -%}
max_by(records.truncation, records.truncation.request_time) filter (where records.record = 'truncation') as last_truncation,
        any_value(records.segments) filter (where records.record = 'first') as first_segments
{%- endmacro %}

{#- The head: the last accepted truncation's cut, else every segment of epoch 0 at offset 0,
    each segment with its key range and the highest epoch of the cut's span holding it (the
    truncation's span; 0 for the origin), from the records alone: the head's segments need no
    look-up in the segments' blocks, which only run time would know. -#}
{% macro head_of_stream(first) -%}
head_of_stream as (
    select
        state.*,
        coalesce(
            transform(map_entries(state.last_truncation.cut), entry -> {{ cut_entry("'" ~ first ~ "'", 'entry.key', 'entry.value',
                'state.last_truncation.key_ranges[entry.key].key_start', 'state.last_truncation.key_ranges[entry.key].key_end', 'state.last_truncation.span[entry.key]') }}),
            transform(state.first_segments, segment -> {{ cut_entry("'" ~ first ~ "'", 'segment.segment_id', '0', 'segment.key_start', 'segment.key_end', '0') }})
        ) as head
    from stream_state as state
)
{%- endmacro %}

{#- The columns <first>_cut_of_stream takes from the stream's state (as state). -#}
{% macro cut_of_stream_columns() -%}
state.current_epoch,
        state.active_segments,
        state.known_segments,
        aggregate(state.active_segments, cast(0 as double), (high, segment) -> greatest(high, segment.key_end)) as stream_key_end
{%- endmacro %}

{#- <second>_cut_of_stream: <first>'s row with <second>'s map, `map` (an expression over it, as
    cuts). -#}
{% macro second_cut_of_stream(first, second, map) -%}
{{ second }}_cut_of_stream as (
    select
        cuts.*,
        {{ map }} as {{ second }}_map
    from {{ first }}_cut_of_stream as cuts
)
{%- endmacro %}

{#- The tail's map when <second> is empty: the active segments at their offset in <first>, else 0. -#}
{% macro tail_map(first, second) -%}
case
            when trim({{ second }}_cut) = '' then map_from_entries(transform(
                cuts.active_segments,
                segment -> struct(segment.segment_id, coalesce(try_element_at(cuts.{{ first }}_map, segment.segment_id), cast(0 as bigint)))
            ))
            else parse_stream_cut({{ second }}_cut)
        end
{%- endmacro %}

{#- The pair's CTEs from the two cuts' maps on: each cut's entries, segments and ranges, and the
    row stream_cut_pair with the order checks and argument_error. -#}
{% macro cut_pair_checks(first, second) -%}
{{ cut_pair_entries(first, second) }},

{{ cut_pair_segments(first, second) }},

{{ cut_pair_ranges(first, second) }},

{{ stream_cut_pair_row(first, second) }}
{%- endmacro %}

{#- Each cut's entries: the head's come with their key ranges and span epochs; a cut text's
    (and the tail's) with their segment's row of the texts' look-up (known) and, when active,
    its entry in the current epoch's record, so the tail needs no look-up. -#}
{% macro cut_pair_entries(first, second) -%}
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
)
{%- endmacro %}

{#- Each segment of a cut with its key range and creation epoch (null for a segment the stream
    does not have; an id holds it), and the highest epoch of the span it can hold: a sealed
    segment lives until the epoch before its sealing. -#}
{% macro cut_pair_segments(first, second) -%}
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
)
{%- endmacro %}

{#- the epochs each cut spans: from its newest segment's creation down to the oldest live
    epoch of its segments -#}
{% macro cut_pair_ranges(first, second) -%}
cut_pair_ranges as (
    select
        pair.*
        {%- for name in (first, second) %},
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
)
{%- endmacro %}

{#- The pair's row stream_cut_pair: the order checks and argument_error. -#}
{% macro stream_cut_pair_row(first, second) -%}
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
            when exists({{ segments }}, segment -> segment.key_start is null)
                then '{{ name }} names a segment the stream does not have'
            {#- the ranges tile [0, the stream's key end) when their starts and that end are the same
                multiset as their ends and 0 (each range goes forward, so they chain from 0 to the
                end with no gap and no overlap); sort_array: no comparator lambda to analyse #}
            when sort_array(concat(transform({{ segments }}, segment -> segment.key_start), array({{ relation }}.stream_key_end)))
                != sort_array(concat(transform({{ segments }}, segment -> segment.key_end), array(cast(0 as double))))
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
