with source as (
    select * from {{ source('streams_raw', 'truncation_requests') }}
),

checked as (
    select
        source.scope,
        source.stream,
        source.request_time,
        source.cut,
        to_json(struct(source.*)) as raw_row,
        {{ reject_reason(null_key_rules(['scope', 'stream', 'request_time', 'cut']) + [
            ('request_time < 0', 'negative time'),
            ('cardinality(cut) = 0', 'stream cut is empty'),
            ('exists(map_keys(cut), id -> id < 0)', 'negative segment id'),
            ('exists(map_values(cut), offset -> offset is null or offset < 0)', 'stream cut has a negative offset'),
        ]) }} as reject_reason
    from source
)

select * from checked
