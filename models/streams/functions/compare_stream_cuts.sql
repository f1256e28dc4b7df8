{{ config(arguments='scope_name string, stream_name string, a_cut string, b_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: stream cut a compared with b. EqualOrAfter: no shared segment has a smaller offset
-- in a, and no overlapping pair has a's segment created in an older epoch; Before: b is equal or
-- after a and not the other way; else Overlaps. Both must be valid cuts of the stream.
with {{ stream_cut_pair('a', 'b') }}

select
    case
        {{ stream_cut_pair_errors('compare_stream_cuts', 'stream_cut_pair') }}
        when not stream_cut_pair.a_not_after_b then 'EqualOrAfter'
        when not stream_cut_pair.b_not_after_a then 'Before'
        else 'Overlaps'
    end as comparison
from stream_cut_pair
