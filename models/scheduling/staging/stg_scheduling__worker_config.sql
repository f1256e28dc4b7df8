with source as (
    select * from {{ source('scheduling_raw', 'worker_config') }}
),

typed as (
    select
        source.worker,
        source.runner_threads,
        count(*) over (partition by source.worker) as rows_of_worker,
        to_json(struct(source.*)) as raw_row
    from source
),

checked as (
    select
        worker,
        runner_threads,
        raw_row,
        {{ reject_reason(null_key_rules(['worker', 'runner_threads']) + [
            ('runner_threads <= 0', 'non-positive runner threads'),
            ('rows_of_worker > 1', 'duplicate worker'),
        ]) }} as reject_reason
    from typed
)

select * from checked
