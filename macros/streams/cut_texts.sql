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
