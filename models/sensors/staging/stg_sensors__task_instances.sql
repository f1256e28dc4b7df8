with source as (
    select * from {{ source('sensors_raw', 'sensor_task_instances') }}
),

task_states as (
    select * from {{ ref('task_states') }}
),

parsed as (
    select
        source.*,
        task_states.state is not null as state_known,
        try_parse_json(source.poke_context) as poke_variant,
        try_parse_json(source.execution_context) as execution_variant,
        count(*) over (
            partition by source.dag_id, source.task_id, source.run_id, source.try_number, source.observed_until
        ) as rows_of_try,
        ---- the latest import time among the try's rows: a later import's row of the same try
        ---- supersedes this one (imports write a try again while it changes)
        max(source.observed_until) over (
            partition by source.dag_id, source.task_id, source.run_id, source.try_number
        ) as latest_observed,
        ---- the raw row, whole, for the rejected mart
        to_json(struct(source.*)) as raw_row
    from source
    left join task_states on source.state = task_states.state
),

typed as (
    select
        ---- ids
        dag_id,
        task_id,
        run_id,
        try_number,
        ---- not started (never run, or not scheduled yet: it holds no slot), a sensor, or (neither
        ---- context given) another operator's task instance
        case
            -- never ran: Airflow 2.10 dates a try 0 it marks upstream_failed or skipped with the marking time
            when start_time is null and (try_number = 0 or state in {{ sql_string_list(not_started_states()) }}) then 'not_started'
            when try_number = 0 and state in {{ sql_string_list(not_started_states()) }} then 'not_started'
            when poke_context is null and execution_context is null then 'task'
            else 'sensor'
        end as task_kind,
        operator,
        op_classpath,
        state,
        max_tries,
        has_callbacks,
        mode,
        pokes_observed,
        poke_interval_source,
        timeout_source,
        observed_until,
        poke_context,
        execution_context,
        try_variant_get(execution_variant, '$.poke_interval', 'bigint') as poke_interval,
        try_variant_get(execution_variant, '$.timeout', 'bigint') as timeout,
        try_variant_get(execution_variant, '$.execution_timeout', 'bigint') as execution_timeout,
        coalesce(try_variant_get(execution_variant, '$.soft_fail', 'boolean'), false) as soft_fail,
        ---- times
        execution_date,
        start_time,
        end_time,
        ---- checks
        poke_context is not null and poke_variant is null as poke_unparseable,
        schema_of_variant(poke_variant) not like 'OBJECT%' as poke_not_object,
        execution_context is not null and execution_variant is null as execution_unparseable,
        schema_of_variant(execution_variant) not like 'OBJECT%' as execution_not_object,
        state_known,
        rows_of_try,
        ---- a row with no import time is older than any with one
        coalesce(observed_until < latest_observed, latest_observed is not null) as superseded,
        raw_row
    from parsed
),

checked as (
    select
        dag_id,
        task_id,
        run_id,
        try_number,
        task_kind,
        operator,
        op_classpath,
        state,
        max_tries,
        has_callbacks,
        mode,
        pokes_observed,
        poke_interval_source,
        timeout_source,
        observed_until,
        poke_context,
        execution_context,
        poke_interval,
        timeout,
        execution_timeout,
        soft_fail,
        execution_date,
        start_time,
        end_time,
        raw_row,
        -- observed_until bounds the fleet's modelled spans: never before its try's own times, nor
        -- a time no clock reads
        {{ reject_reason(null_key_rules([
            'dag_id', 'task_id', 'run_id', 'execution_date', 'try_number', 'max_tries', 'state', 'operator',
        ]) + [
            ("task_kind != 'not_started' and start_time is null", 'null key: start_time'),
            ("task_kind = 'sensor' and poke_context is null", 'null key: poke_context'),
            ("task_kind = 'sensor' and execution_context is null", 'null key: execution_context'),
            ("task_kind = 'sensor' and has_callbacks is null", 'null key: has_callbacks'),
            ('poke_unparseable', 'unparseable poke_context'),
            ('poke_not_object', 'poke_context not an object'),
            ('execution_unparseable', 'unparseable execution_context'),
            ('execution_not_object', 'execution_context not an object'),
            ("task_kind = 'sensor' and (poke_interval is null or timeout is null)", 'execution_context without poke_interval or timeout'),
            (
                "poke_interval <= 0 or timeout < 0 or execution_timeout < 0 or max_tries < 0 or try_number < 0"
                ~ " or (try_number = 0 and task_kind != 'not_started')", 'negative interval'
            ),
            ("mode not in ('poke', 'reschedule', 'deferrable')", 'unknown mode'),
            ('pokes_observed < 0', 'negative interval'),
            ('end_time < start_time', 'end before start'),
            ('not state_known', 'unknown state'),
            ('rows_of_try > 1', 'duplicate task instance try'),
            ('superseded', 'superseded by a later import'),
            ('observed_until < coalesce(end_time, start_time, 0)', 'observed before its own times'),
            ('observed_until > 253402300799', 'observed after the year 9999'),
        ]) }} as reject_reason
    from typed
)

select * from checked
