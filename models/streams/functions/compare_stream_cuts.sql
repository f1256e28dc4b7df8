{{ config(arguments='scope_name string, stream_name string, a_cut string, b_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- One row: stream cut a compared with b. EqualOrAfter: no shared segment has a smaller offset
-- in a, and no overlapping pair has a's segment created in an older epoch; Before: b is equal or
-- after a and not the other way; else Overlaps. Both must be valid cuts of the stream.
with {{ stream_state() }},

{{ stream_cut('a', 'a_cut') }},

{{ stream_cut('b', 'b_cut') }},

{{ cut_order('a', 'b') }}

select
    case
        {{ stream_cuts_argument_errors('compare_stream_cuts', 'a', 'b') }}
        when cut_order.a_not_after_b = 0 then 'EqualOrAfter'
        when cut_order.b_not_after_a = 0 then 'Before'
        else 'Overlaps'
    end as comparison
from a_check
cross join b_check
cross join cut_order
left join stream_state on true
