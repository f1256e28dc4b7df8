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
        {{ reject_reason(null_key_rules(['scope', 'stream', 'creation_time', 'initial_segments']) + [
            ('creation_time < 0', 'negative time'),
            ('initial_segments < 1', 'initial_segments must be at least 1'),
        ]) }} as reject_reason
    from source
)

select * from checked
