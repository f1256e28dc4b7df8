{#- stream_cut_text: a stream cut map<segment_id, offset> as the text the cut functions take
    ("segment_id:offset,..." by segment id; python_udfs.streams.format_cut). -#}
{% macro stream_cut_text(cut) -%}
    array_join(transform(array_sort(map_entries({{ cut }})), entry -> concat(entry.key, ':', entry.value)), ',')
{%- endmacro %}

{#- stream_cut_before: the body of PDP-32's retention look-ups (stream_cut_before_time,
    stream_cut_before_size) over the function's arguments scope_name, stream_name and
    <argument>: the retention set's greatest lower bound on <bound> (the latest record whose
    <bound> is at or below the argument), read as the one stream-cut record whose
    [<bound>, <upper>) holds the argument (stream_cut_records keeps each record's bounds), its
    cut as text. It reads the stream's few records, not its history.

    {{ stream_cut_before('recording_time', 'next_recording_time', 'at_time', 'epoch ms') }} -#}
{% macro stream_cut_before(bound, upper, argument, unit) %}
select
    records.recording_time,
    records.recording_size,
    {{ stream_cut_text('records.cut') }} as cut
from {{ ref('stream_cut_records') }} as records
where records.scope = scope_name
    and records.stream = stream_name
    and records.{{ bound }} <= {{ argument }}
    and (records.{{ upper }} is null or records.{{ upper }} > {{ argument }})
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('{{ model.name }}: scope and stream are required')
    when {{ argument }} is null
        then raise_error('{{ model.name }}: {{ argument }} is required ({{ unit }})')
{% endcall %}
{% endmacro %}
