{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: the bytes between two stream cuts (cuts as in segments_between_cuts), per segment
-- between them: in both -> to - from; in to only -> to's offset; in from only -> sealed size -
-- from; in neither -> sealed size (from the sealed-size shard of its creation epoch; a missing
-- size counts 0), and the middle's shards whole, from two rows of their running totals
-- (sized_segments_between). Errors as segments_between_cuts.
with {{ stream_cut_pair_from_head('from', 'to') }},

{{ sized_segments_between('size_between_cuts', 'from', 'to') }},

sized as (
    select
        coalesce(sum(
            coalesce(between_segments.to_offset, between_segments.sealed_size_bytes, 0)
            - coalesce(between_segments.from_offset, 0)
        ), 0) as candidates_bytes,
        max(between_segments.middle_low_shard) as middle_low_shard,
        max(between_segments.middle_high_shard) as middle_high_shard,
        any_value(between_segments.to_shards) as to_shards
    from between_segments
),

-- the middle: the bytes before its end less those before its start, less the shards of `to`'s
-- segments in it
middle as (
    select
        sized.candidates_bytes,
        coalesce(max(totals.bytes_before) filter (where totals.shard = sized.middle_high_shard + 1), 0)
        - coalesce(max(totals.bytes_before) filter (where totals.shard = sized.middle_low_shard), 0)
        - coalesce(sum(totals.size_bytes) filter (where totals.shard between sized.middle_low_shard and sized.middle_high_shard
            and array_contains(sized.to_shards, totals.shard)), 0) as middle_bytes
    from sized
    left join {{ ref('int_sealed_size_shards_totalled') }} as totals
        on totals.scope = scope_name
        and totals.stream = stream_name
        and sized.middle_low_shard <= sized.middle_high_shard
        and (totals.shard in (sized.middle_low_shard, sized.middle_high_shard + 1) or array_contains(sized.to_shards, totals.shard))
    group by sized.candidates_bytes
)

select middle.candidates_bytes + middle.middle_bytes as size_bytes
from middle
union all
{% call argument_errors(model.columns.values()) %}
{{ missing_arguments_check('size_between_cuts', 'from', 'to') }}
{% endcall %}
