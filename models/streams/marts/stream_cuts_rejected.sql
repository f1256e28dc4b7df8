with rejected as (
    {{ rejected_rows(
        columns=[
            ('scope', 'string'),
            ('stream', 'string'),
            ('recording_time', 'bigint'),
        ],
        inputs=[
            {'source': 'stream_cuts', 'staged': ref('int_stream_cuts_checked'),
             'where': "request_kind = 'stream_cut'", 'columns': {'recording_time': 'request_time'}},
        ],
    ) | indent(4) }}
)

select * from rejected
