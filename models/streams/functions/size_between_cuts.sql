{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: the bytes between two stream cuts (cuts as in segments_between_cuts), per segment
-- between them: in both -> to - from; in to only -> to's offset; in from only -> sealed size -
-- from; in neither -> sealed size (from the sealed-size shard of its creation epoch; a missing
-- size counts 0), and the middle shards of a far call whole (segments_between). Errors as
-- segments_between_cuts.
with {{ stream_cut_pair('from', 'to', head_and_tail=true) }},

{{ segments_between('size_between_cuts', 'from', 'to', sized=true) }},

sized as (
    select
        coalesce(sum(
            coalesce(between_segments.to_offset, between_segments.sealed_size_bytes, 0)
            - coalesce(between_segments.from_offset, 0)
        ), 0) as candidates_bytes,
        max(between_segments.middle_low_shard) as middle_low_shard,
        max(between_segments.middle_high_shard) as middle_high_shard,
        collect_list(struct(between_segments.other_shard as shard, between_segments.other_shard_bytes as size_bytes))
            filter (where between_segments.other_shard is not null) as other_shards
    from between_segments
)

select
    sized.candidates_bytes + aggregate(
        filter(sized.other_shards, other -> other.shard between sized.middle_low_shard and sized.middle_high_shard),
        cast(0 as bigint),
        (total, other) -> total + other.size_bytes
    ) as size_bytes
from sized
union all
{% call argument_errors(model.columns.values()) %}
{{ missing_arguments_check('size_between_cuts', 'from', 'to') }}
{% endcall %}
