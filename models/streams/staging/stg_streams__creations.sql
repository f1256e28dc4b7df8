{#- the most segments a stream may be created with (var streams_max_initial_segments): the
    replay never sees a creation this rejects -#}
{%- set max_initial = streams_config()['max_initial_segments'] %}
with source as (
    select * from {{ source('streams_raw', 'stream_creations') }}
),

checked as (
    select
        source.scope,
        source.stream,
        source.creation_time,
        source.initial_segments,
        to_json(struct(source.*)) as raw_row,
        {{ reject_reason(null_key_rules(['scope', 'stream', 'creation_time', 'initial_segments']) + partition_value_rules(['scope']) + [
            ('creation_time < 0', 'negative time'),
        ] + far_future_rules(['creation_time'], 'ms') + [
            ('initial_segments < 1', 'initial_segments must be at least 1'),
            ('initial_segments > ' ~ max_initial, 'initial_segments over ' ~ max_initial),
        ]) }} as reject_reason
    from source
)

select * from checked
