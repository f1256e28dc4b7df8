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
        {{ reject_reason(stream_cut_rules('request_time')) }} as reject_reason
    from source
)

select * from checked
