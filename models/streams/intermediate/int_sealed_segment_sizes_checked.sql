-- Each staged sealed size checked against the replayed segments: a size must name a segment
-- the stream sealed.
with sizes as (
    select * from {{ ref('stg_streams__sealed_segment_sizes') }}
),

segments as (
    select * from {{ ref('int_stream_segments_listed') }}
),

checked as (
    select
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        sizes.size_bytes,
        sizes.raw_row,
        coalesce(sizes.reject_reason, case
            when segments.segment_id is null then 'size of an unknown segment'
            when segments.sealed_epoch is null then 'size of a segment not sealed'
        end) as reject_reason
    from sizes
    left join segments
        on sizes.scope = segments.scope
        and sizes.stream = segments.stream
        and sizes.segment_id = segments.segment_id
)

select * from checked
