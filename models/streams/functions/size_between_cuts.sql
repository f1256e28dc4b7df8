{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: the bytes between two stream cuts (cuts as in segments_between_cuts), per segment
-- between them: in both -> to - from; in to only -> to's offset; in from only -> sealed size -
-- from; in neither -> sealed size (from the sealed-size shard of its creation epoch; a missing
-- size counts 0). Errors as segments_between_cuts.
{%- set shard_size = streams_config()['sealed_segment_shard_size'] %}
with {{ stream_state() }},

{{ stream_cut('from', 'from_cut', empty='head') }},

{{ stream_cut('to', 'to_cut', empty='tail', after='from') }},

{{ cut_order('to', 'from') }},

{{ segments_between('from', 'to') }},

shards as (
    select
        size_shards.shard,
        size_shards.sizes
    from {{ ref('sealed_segment_size_shards') }} as size_shards
    cross join spans
    where size_shards.scope = scope_name
        and size_shards.stream = stream_name
        and size_shards.shard <= spans.high div {{ shard_size }}
),

sized as (
    select
        coalesce(to_segments.offset, element_at(shards.sizes, between_segments.segment_id), 0)
        - coalesce(from_segments.offset, 0) as size_bytes
    from between_segments
    left join to_segments on between_segments.segment_id = to_segments.segment_id
    left join from_segments on between_segments.segment_id = from_segments.segment_id
    left join shards on shards.shard = shiftright(between_segments.segment_id, 32) div {{ shard_size }}
),

total as (
    select coalesce(sum(sized.size_bytes), 0) as size_bytes
    from sized
)

select
    case
        {{ stream_cuts_argument_errors('size_between_cuts', 'from', 'to') }}
        when cut_order.a_not_after_b > 0
            then raise_error('size_between_cuts: to is not equal or after from')
        else total.size_bytes
    end as size_bytes
from total
cross join from_check
cross join to_check
cross join cut_order
left join stream_state on true
