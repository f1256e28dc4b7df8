{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The segments holding data between two stream cuts ("segment_id:offset,..."; an empty from
-- is the stream's head, an empty to its tail). A malformed cut, one naming a segment the
-- stream does not have or not covering the key space, or a to not equal or after from,
-- raises an error.
with {{ stream_state() }},

{{ stream_cut('from', 'from_cut', empty='head') }},

{{ stream_cut('to', 'to_cut', empty='tail', after='from') }},

{{ cut_order('to', 'from') }},

{{ segments_between('from', 'to') }},

argument_errors as (
    select cast(null as bigint) as segment_id
    from from_check
    cross join to_check
    cross join cut_order
    left join stream_state on true
    where not (
        case
            {{ stream_cuts_argument_errors('segments_between_cuts', 'from', 'to') }}
            when cut_order.a_not_after_b > 0
                then raise_error('segments_between_cuts: to is not equal or after from')
            else true
        end
    )
)

select between_segments.segment_id from between_segments
union all
select * from argument_errors
