-- One row per segment a replay created, with the epoch that sealed it (null while active).
with replayed as (
    select * from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
),

created_segments as (
    select
        replayed.scope,
        replayed.stream,
        replayed.epoch as creation_epoch,
        replayed.creation_time,
        inline(replayed.created) as (segment_id, key_start, key_end)
    from replayed
),

sealed_segments as (
    select
        replayed.scope,
        replayed.stream,
        replayed.epoch as sealed_epoch,
        replayed.creation_time as sealed_time,
        inline(replayed.sealed) as (segment_id, key_start, key_end)
    from replayed
),

listed as (
    select
        created_segments.scope,
        created_segments.stream,
        created_segments.segment_id,
        cast(created_segments.segment_id & 4294967295 as int) as segment_number,
        created_segments.creation_epoch,
        created_segments.creation_time,
        created_segments.key_start,
        created_segments.key_end,
        sealed_segments.sealed_epoch,
        sealed_segments.sealed_time
    from created_segments
    left join sealed_segments
        on created_segments.scope = sealed_segments.scope
        and created_segments.stream = sealed_segments.stream
        and created_segments.segment_id = sealed_segments.segment_id
)

select * from listed
