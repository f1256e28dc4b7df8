with rejected as (
    {{ rejected_rows(
        columns=[
            ('scope', 'string'),
            ('stream', 'string'),
            ('request_seq', 'bigint'),
            ('request_time', 'bigint'),
            ('segment_id', 'bigint'),
        ],
        inputs=[
            {'source': 'stream_creations', 'staged': ref('int_stream_requests_replayed'),
             'where': "request_kind = 'creation'", 'columns': {'segment_id': none}},
            {'source': 'stream_scales', 'staged': ref('int_stream_requests_replayed'),
             'where': "request_kind = 'scale'", 'columns': {'segment_id': none}},
            {'source': 'rolling_transactions', 'staged': ref('int_stream_requests_replayed'),
             'where': "request_kind = 'rolling_transaction'", 'columns': {'segment_id': none}},
            {'source': 'sealed_segment_sizes', 'staged': ref('int_stream_segments_sized'),
             'columns': {'request_seq': none, 'request_time': none}},
        ],
    ) | indent(4) }}
)

select * from rejected
