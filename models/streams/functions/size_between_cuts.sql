{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: the bytes between two stream cuts (cuts as in segments_between_cuts), per segment
-- between them: in both -> to - from; in to only -> to's offset; in from only -> sealed size -
-- from; in neither -> sealed size (from the sealed-size shard of its creation epoch; a missing
-- size counts 0). Errors as segments_between_cuts.
with {{ stream_cut_pair('from', 'to', head_and_tail=true) }},

{{ segments_between('from', 'to', sized=true) }},

sized as (
    select
        between_segments.argument_error,
        between_segments.to_not_after_from,
        case
            when between_segments.is_between then
                coalesce(between_segments.to_offset, between_segments.sealed_size_bytes, 0)
                - coalesce(between_segments.from_offset, 0)
        end as size_bytes
    from between_segments
),

-- one row per call: the call's row is the only one with these flags set
total as (
    select
        max(sized.argument_error) as argument_error,
        bool_or(sized.to_not_after_from) as to_not_after_from,
        coalesce(sum(sized.size_bytes), 0) as size_bytes
    from sized
)

select
    case
        {{ stream_cut_pair_errors('size_between_cuts', 'total', ordered=('from', 'to')) }}
        else total.size_bytes
    end as size_bytes
from total
