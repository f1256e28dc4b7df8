with source as (
    select * from {{ source('streams_raw', 'stream_creations') }}
),

{# the replay's limit too: python_udfs.streams.MAX_INITIAL_SEGMENTS #}
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
            ('initial_segments > 100000', 'initial_segments over 100000'),
        ]) }} as reject_reason
    from source
)

select * from checked
