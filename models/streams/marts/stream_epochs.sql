-- PDP-32's epoch records: one row per epoch of each stream, with its whole segment list.
-- Written in (scope, stream, epoch) order, so a look-up of one epoch reads one row group.
with epochs as (
    select
        scope,
        stream,
        epoch,
        reference_epoch,
        creation_time,
        segments,
        splits,
        merges
    from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
)

select * from epochs
order by scope, stream, epoch
