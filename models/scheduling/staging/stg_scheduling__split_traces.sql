with source as (
    select * from {{ source('scheduling_raw', 'split_traces') }}
),

workers as (
    select
        worker,
        runner_threads
    from {{ ref('stg_scheduling__worker_config') }}
    where reject_reason is null
),

typed as (
    select
        ---- ids
        source.worker,
        source.query_id,
        source.task_id,
        source.split_id,
        ---- work
        source.cpu_ns,
        source.quantum_ns,
        source.blocked_ns,
        workers.runner_threads,
        ---- times
        source.arrival_ns,
        source.arrival_time,
        count(*) over (partition by source.split_id) as rows_of_split,
        ---- the raw row, whole, for the rejected mart
        to_json(struct(source.*)) as raw_row
    from source
    left join workers
        on source.worker = workers.worker
),

checked as (
    select
        worker,
        query_id,
        task_id,
        split_id,
        cpu_ns,
        quantum_ns,
        blocked_ns,
        runner_threads,
        arrival_ns,
        arrival_time,
        raw_row,
        {{ reject_reason(null_key_rules(['worker', 'query_id', 'task_id', 'split_id', 'arrival_ns', 'cpu_ns', 'quantum_ns']) + [
            ('cpu_ns <= 0', 'non-positive cpu'),
            ('quantum_ns <= 0', 'non-positive quantum'),
            ('arrival_ns < 0 or blocked_ns < 0', 'negative time'),
            ("isnan(arrival_time) or arrival_time < 0 or arrival_time = double('infinity')", 'arrival_time not a time'),
            ('rows_of_split > 1', 'duplicate split id'),
            ('runner_threads is null', 'worker without config'),
        ]) }} as reject_reason
    from typed
)

select * from checked
