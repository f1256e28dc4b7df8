with source as (
    select * from {{ source('streams_raw', 'sealed_segment_sizes') }}
),

typed as (
    select
        source.scope,
        source.stream,
        source.segment_id,
        source.size_bytes,
        to_json(struct(source.*)) as raw_row
    from source
),

checked as (
    select
        scope,
        stream,
        segment_id,
        size_bytes,
        raw_row,
        {{ reject_reason(null_key_rules(['scope', 'stream', 'segment_id', 'size_bytes']) + [
            ('segment_id < 0', 'negative segment id'),
            ('size_bytes < 0', 'negative size'),
        ]) }} as reject_reason
    from typed
)

select * from checked
