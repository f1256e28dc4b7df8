{#- stream_cut_text: a stream cut map<segment_id, offset> as the text the cut functions take
    ("segment_id:offset,..." by segment id; python_udfs.streams.format_cut). -#}
{% macro stream_cut_text(cut) -%}
    array_join(transform(array_sort(map_entries({{ cut }})), entry -> concat(entry.key, ':', entry.value)), ',')
{%- endmacro %}

{#- stream_cut_before: the body of PDP-32's retention look-ups (stream_cut_before_time,
    stream_cut_before_size) over the function's arguments scope_name, stream_name and
    <argument>: the retention set's greatest lower bound on <bound> (the latest reference whose
    <bound> is at or below the argument), then that one stream-cut record, its cut as text. It
    reads the stream's few retention-set rows, not its history.

    {{ stream_cut_before('recording_time', 'at_time', 'epoch ms') }} -#}
{% macro stream_cut_before(bound, argument, unit) %}
with reference as (
    select max(retention.recording_time) as recording_time
    from {{ ref('stream_retention_set') }} as retention
    where retention.scope = scope_name
        and retention.stream = stream_name
        and retention.{{ bound }} <= {{ argument }}
)

select
    records.recording_time,
    records.recording_size,
    {{ stream_cut_text('records.cut') }} as cut
from {{ ref('stream_cut_records') }} as records
inner join reference on records.recording_time = reference.recording_time
where records.scope = scope_name and records.stream = stream_name
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null
        then raise_error('{{ model.name }}: scope and stream are required')
    when {{ argument }} is null
        then raise_error('{{ model.name }}: {{ argument }} is required ({{ unit }})')
{% endcall %}
{% endmacro %}
