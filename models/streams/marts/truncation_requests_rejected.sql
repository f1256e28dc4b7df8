with rejected as (
    {{ rejected_rows(
        columns=[
            ('scope', 'string'),
            ('stream', 'string'),
            ('request_time', 'bigint'),
        ],
        inputs=[
            {'source': 'truncation_requests', 'staged': ref('int_stream_cuts_checked'),
             'where': "request_kind = 'truncation'", 'columns': {'request_time': 'request_time'}},
        ],
    ) | indent(4) }}
)

select * from rejected
