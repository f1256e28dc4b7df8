with rejected as (
    {{ rejected_rows(
        columns=[
            ('dag_id', 'string'),
            ('task_id', 'string'),
            ('run_id', 'string'),
            ('try_number', 'int'),
            ('start_time', 'bigint'),
        ],
        inputs=[
            {'source': 'sensor_task_instances', 'staged': ref('stg_sensors__task_instances')},
            {'source': 'sensor_targets', 'staged': ref('stg_sensors__targets'),
             'columns': {'dag_id': none, 'task_id': none, 'run_id': none, 'try_number': none, 'start_time': none}},
        ],
    ) | indent(4) }}
)

select * from rejected
