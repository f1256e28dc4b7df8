with source as (
    select * from {{ source('streams_raw', 'stream_scales') }}
),

checked as (
    select
        source.scope,
        source.stream,
        source.scale_time,
        source.request_seq,
        source.sealed_segment_ids,
        source.new_key_ranges,
        to_json(struct(source.*)) as raw_row,
        {{ reject_reason(null_key_rules([
            'scope', 'stream', 'scale_time', 'request_seq',
            'sealed_segment_ids', 'new_key_ranges',
        ]) + [
            ('scale_time < 0', 'negative time'),
        ] + far_future_rules(['scale_time'], 'ms') + [
            ('request_seq < 0', 'negative request_seq'),
            ('exists(sealed_segment_ids, id -> id is null or id < 0)', 'null or negative segment id'),
            ('exists(new_key_ranges, r -> r.key_start is null or r.key_end is null)', 'null key range'),
        ]) }} as reject_reason
    from source
)

select * from checked
