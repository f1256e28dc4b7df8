{{ config(arguments='scope_name string, stream_name string, of_segment_id bigint') }}

-- The successors of a sealed segment (none while it is active): the segments of its sealing
-- epoch S that overlap it, each with its predecessors, the segments of S - 1 that overlap it.
-- Reads the segment's row, its sealed record and two epoch records.
with target as (
    select
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch
    from {{ ref('stream_segments') }} as segments
    where segments.scope = scope_name
        and segments.stream = stream_name
        and segments.segment_id = of_segment_id
),

sealing_epochs as (
    select
        epochs.epoch,
        inline(epochs.segments)
    from {{ ref('stream_epochs') }} as epochs
    where epochs.scope = scope_name
        and epochs.stream = stream_name
        and epochs.epoch between (select target.sealed_epoch - 1 from target) and (select target.sealed_epoch from target)
),

successors as (
    select
        after.segment_id,
        after.key_start,
        after.key_end
    from sealing_epochs as after
    cross join target
    where after.epoch = target.sealed_epoch
        and after.key_start < target.key_end
        and after.key_end > target.key_start
),

with_predecessors as (
    select
        successors.segment_id as successor_id,
        array_sort(collect_list(before.segment_id)) as predecessor_ids
    from successors
    inner join sealing_epochs as before
        on before.epoch = (select target.sealed_epoch - 1 from target)
        and before.key_start < successors.key_end
        and before.key_end > successors.key_start
    group by successors.segment_id
),

argument_errors as (
    select
        cast(null as bigint) as successor_id,
        cast(null as array<bigint>) as predecessor_ids
    where not (
        case
            when scope_name is null or stream_name is null or of_segment_id is null
                then raise_error('segment_successors: scope, stream and segment id are required')
            when not exists (select 1 from target)
                then raise_error(concat('segment_successors: segment ', of_segment_id, ' is not a segment of ', scope_name, '/', stream_name))
            else true
        end
    )
)

select * from with_predecessors
union all
select * from argument_errors
