with rejected as (
    {{ rejected_rows(
        columns=[
            ('worker', 'string'),
            ('query_id', 'string'),
            ('task_id', 'string'),
            ('split_id', 'string'),
            ('arrival_ns', 'bigint'),
        ],
        inputs=[
            {'source': 'split_traces', 'staged': ref('stg_scheduling__split_traces')},
            {'source': 'worker_config', 'staged': ref('stg_scheduling__worker_config'),
             'columns': {'query_id': none, 'task_id': none, 'split_id': none, 'arrival_ns': none}},
        ],
    ) | indent(4) }}
)

select * from rejected
