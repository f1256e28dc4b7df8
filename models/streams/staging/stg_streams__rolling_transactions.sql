with source as (
    select * from {{ source('streams_raw', 'rolling_transactions') }}
),

checked as (
    select
        source.scope,
        source.stream,
        source.roll_time,
        source.request_seq,
        source.transaction_epoch,
        to_json(struct(source.*)) as raw_row,
        {{ reject_reason(null_key_rules([
            'scope', 'stream', 'roll_time', 'request_seq', 'transaction_epoch',
        ]) + [
            ('roll_time < 0', 'negative time'),
        ] + far_future_rules(['roll_time'], 'ms') + [
            ('request_seq < 0', 'negative request_seq'),
        ]) }} as reject_reason
    from source
)

select * from checked
