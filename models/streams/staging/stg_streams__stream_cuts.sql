with source as (
    select * from {{ source('streams_raw', 'stream_cuts') }}
),

checked as (
    select
        source.scope,
        source.stream,
        source.recording_time,
        source.cut,
        to_json(struct(source.*)) as raw_row,
        {{ reject_reason(stream_cut_rules('recording_time')) }} as reject_reason
    from source
)

select * from checked
