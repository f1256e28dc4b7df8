-- Each staged sealed size checked against the replayed segments: a size must name a segment
-- the stream sealed.
with sizes as (
    select * from {{ ref('stg_streams__sealed_segment_sizes') }}
),

sealed_segments as (
    select
        replayed.scope,
        replayed.stream,
        inline(replayed.sealed) as (segment_id, key_start, key_end)
    from {{ ref('int_stream_requests_replayed') }} as replayed
    where replayed.epoch is not null
),

created_segments as (
    select
        replayed.scope,
        replayed.stream,
        inline(replayed.created) as (segment_id, key_start, key_end)
    from {{ ref('int_stream_requests_replayed') }} as replayed
    where replayed.epoch is not null
),

checked as (
    select
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        sizes.size_bytes,
        sizes.raw_row,
        coalesce(sizes.reject_reason, case
            when created_segments.segment_id is null then 'size of an unknown segment'
            when sealed_segments.segment_id is null then 'size of a segment not sealed'
        end) as reject_reason
    from sizes
    left join created_segments
        on sizes.scope = created_segments.scope
        and sizes.stream = created_segments.stream
        and sizes.segment_id = created_segments.segment_id
    left join sealed_segments
        on sizes.scope = sealed_segments.scope
        and sizes.stream = sealed_segments.stream
        and sizes.segment_id = sealed_segments.segment_id
)

select * from checked
