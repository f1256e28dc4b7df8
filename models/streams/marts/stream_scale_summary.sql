-- For BI: per stream and hour with epochs, the scales, rolling transactions, splits and merges
-- of the epochs created in the hour, and the active segments at its end.
with epochs as (
    select
        scope,
        stream,
        bucket_floor(creation_time, 3600000) as hour_at,
        epoch,
        request_kind,
        request_seq,
        segments,
        splits,
        merges
    from {{ ref('int_stream_requests_replayed') }}
    where epoch is not null
),

hours as (
    select
        scope,
        stream,
        hour_at,
        count_if(request_kind = 'scale') as scales,
        count(distinct case when request_kind = 'rolling_transaction' then request_seq end) as rolling_transactions,
        cast(sum(splits) as bigint) as splits,
        cast(sum(merges) as bigint) as merges,
        size(max_by(segments, epoch)) as active_segments,
        max(epoch) as last_epoch
    from epochs
    group by scope, stream, hour_at
)

select * from hours
order by scope, stream, hour_at
