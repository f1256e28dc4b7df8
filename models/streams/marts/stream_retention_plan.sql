-- What each stream's retention policy (Pravega's RetentionPolicy, from the vars) does when the
-- controller applies it at the newest stream-cut record, as it does with no subscriber
-- positions: truncate at the latest record keeping at least the minimum behind the newest,
-- purge the records before it from the retention set. Reference:
-- python_udfs.streams.retention_plan.
{%- set policies = streams_retention_policies() %}

with policies as (
    select * from values
    {%- for policy in policies %}
        (
            {{ "'" ~ policy.scope ~ "'" if policy.scope else 'cast(null as string)' }},
            {{ "'" ~ policy.stream ~ "'" if policy.stream else 'cast(null as string)' }},
            {{ "'" ~ policy.retention_type ~ "'" if policy.retention_type else 'cast(null as string)' }},
            cast({{ policy.retention_min if policy.retention_min is not none else 'null' }} as bigint),
            cast({{ policy.retention_max if policy.retention_max is not none else 'null' }} as bigint)
        ){{ ',' if not loop.last }}
    {%- endfor %}
        as policies (scope, stream, retention_type, retention_min, retention_max)
),

records as (
    select
        scope,
        stream,
        recording_time,
        recording_size,
        cut
    from {{ ref('stream_cut_records') }}
),

newest as (
    select
        scope,
        stream,
        max(recording_time) as evaluated_time,
        max_by(recording_size, recording_time) as evaluated_size
    from records
    group by scope, stream
),

heads as (
    select
        scope,
        stream,
        max_by(size_till, request_time) as head_size
    from {{ ref('stream_truncations') }}
    group by scope, stream
),

house_policy as (
    select * from policies
    where scope is null
),

-- a stream's own policy, else the default (the row without a stream)
stream_policies as (
    select
        newest.scope,
        newest.stream,
        own.scope is not null as own_policy,
        if(own.scope is null, house.retention_type, own.retention_type) as retention_type,
        if(own.scope is null, house.retention_min, own.retention_min) as retention_min,
        if(own.scope is null, house.retention_max, own.retention_max) as retention_max,
        newest.evaluated_time,
        newest.evaluated_size,
        coalesce(heads.head_size, 0) as head_size
    from newest
    cross join house_policy as house
    left join policies as own
        on newest.scope = own.scope
        and newest.stream = own.stream
    left join heads
        on newest.scope = heads.scope
        and newest.stream = heads.stream
),

-- each record with what it keeps behind the newest, in the policy's unit
kept as (
    select
        stream_policies.*,
        records.recording_time,
        records.recording_size,
        records.cut,
        case stream_policies.retention_type
            when 'time' then stream_policies.evaluated_time - records.recording_time
            when 'size' then stream_policies.evaluated_size - records.recording_size
        end as kept_behind
    from stream_policies
    inner join records
        on stream_policies.scope = records.scope
        and stream_policies.stream = records.stream
),

limits as (
    select
        *,
        max(if(kept_behind >= retention_min, recording_time, null))
            over (partition by scope, stream) as truncation_time,
        max(if(kept_behind >= retention_max, recording_time, null))
            over (partition by scope, stream) as max_limit_time
    from kept
),

plans as (
    select
        scope,
        stream,
        any_value(retention_type) as retention_type,
        any_value(retention_min) as retention_min,
        any_value(retention_max) as retention_max,
        any_value(own_policy) as own_policy,
        count(*) as records,
        any_value(evaluated_time) as evaluated_time,
        any_value(evaluated_size) as evaluated_size,
        any_value(truncation_time) as truncation_time,
        max_by(recording_size, recording_time) filter (where recording_time = truncation_time) as truncation_size,
        max_by(cut, recording_time) filter (where recording_time = truncation_time) as truncation_cut,
        any_value(max_limit_time) as max_limit_time,
        max_by(recording_size, recording_time) filter (where recording_time = max_limit_time) as max_limit_size,
        count_if(recording_time < truncation_time) as records_purged,
        any_value(head_size) as head_size
    from limits
    group by scope, stream
)

select
    *,
    coalesce(truncation_size > head_size, false) as truncates_now
from plans
order by scope, stream
