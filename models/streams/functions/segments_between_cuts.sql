{{ config(arguments='scope_name string, stream_name string, from_cut string, to_cut string') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The segments holding data between two stream cuts ("segment_id:offset,..."; an empty from
-- is the stream's head, an empty to its tail). A malformed cut, one naming a segment the
-- stream does not have or not covering the key space, or a to not equal or after from,
-- raises an error.
with {{ stream_cut_pair_from_head('from', 'to') }},

{{ segments_between('segments_between_cuts', 'from', 'to') }}

select between_segments.segment_id
from between_segments
union all
{% call argument_errors(model.columns.values()) %}
{{ missing_arguments_check('segments_between_cuts', 'from', 'to') }}
{% endcall %}
