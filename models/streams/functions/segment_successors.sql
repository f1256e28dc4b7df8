{{ config(arguments='scope_name string, stream_name string, of_segment_id bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The successors of a sealed segment (none while it is active): the segments of its sealing
-- epoch S that overlap it, each with its predecessors, the segments of S - 1 that overlap it.
-- The build keeps them on the segment's row (segment_rows, from the replay row of S): a
-- call reads that row, in the block of its creation epoch (from its id), whatever the
-- stream's age, once, for the answer and for the check that the segment exists.
-- The read is one partition (a coalesce(1) hint), so the count over it needs no exchange and
-- the call runs as one job, like a select of its rows alone.
with target as (
    select /*+ coalesce(1) */ segments.successors
    from {{ segment_rows() }} as segments
    where segments.scope = scope_name
        and segments.stream = stream_name
        and segments.epoch_block = {{ epoch_block('shiftright(of_segment_id, 32)') }}
        and segments.segment_id = of_segment_id
),

found as (
    select
        count(*) as rows_found,
        max(target.successors) as successors
    from target
)

select inline(
    if(
        -- a null argument is argument_errors' to raise (a null in concat's message makes it null)
        found.rows_found = 0 and scope_name is not null and stream_name is not null and of_segment_id is not null,
        raise_error(concat('segment_successors: segment ', of_segment_id, ' is not a segment of ', scope_name, '/', stream_name)),
        found.successors
    )
) as (successor_id, predecessor_ids)
from found
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null or of_segment_id is null
        then raise_error('segment_successors: scope, stream and segment id are required')
{% endcall %}
