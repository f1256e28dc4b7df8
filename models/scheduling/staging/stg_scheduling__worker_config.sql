with source as (
    select * from {{ source('scheduling_raw', 'worker_config') }}
),

typed as (
    select
        source.worker,
        source.runner_threads,
        to_json(struct(source.*)) as raw_row,
        count(*) over (partition by source.worker) as rows_of_worker,
        count(*) over (partition by source.worker, source.runner_threads) as rows_of_config
    from source
),

numbered as (
    select
        *,
        -- copies of one row are one config read twice: the first is kept
        row_number() over (partition by worker, runner_threads order by raw_row) as copy_of_config
    from typed
),

-- two configs of one worker: neither is known to be right, so both are rejected
checked as (
    select
        worker,
        runner_threads,
        raw_row,
        {{ reject_reason(null_key_rules(['worker', 'runner_threads']) + [
            ('runner_threads <= 0', 'non-positive runner threads'),
            ('rows_of_worker > rows_of_config or copy_of_config > 1', 'duplicate worker'),
        ]) }} as reject_reason
    from numbered
)

select * from checked
