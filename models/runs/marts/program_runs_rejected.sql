with rejected as (
    {{ rejected_rows(
        columns=[
            ('namespace', 'string'),
            ('application', 'string'),
            ('program_type', 'string'),
            ('program', 'string'),
            ('run_id', 'string'),
            ('event_time', 'bigint'),
        ],
        inputs=[
            {'source': 'run_records', 'staged': ref('int_run_records_checked'),
             'columns': {'event_time': 'record_time'}},
            {'source': 'program_heartbeats', 'staged': ref('int_heartbeats_checked'),
             'columns': {'event_time': 'heartbeat_time'}},
        ],
    ) | indent(4) }}
)

select * from rejected
