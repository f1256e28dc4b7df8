{{ config(arguments='scope_name string, stream_name string, of_segment_id bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- The successors of a sealed segment (none while it is active): the segments of its sealing
-- epoch S that overlap it, each with its predecessors, the segments of S - 1 that overlap it.
-- Reads the segment's row (in the block of its creation epoch, from its id), and the two epoch
-- records (in their blocks) in one read: a bounded read whatever the stream's age. The
-- segment's row is named twice: for the records and for the check that the segment exists.
with target as (
    select
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch
    from {{ ref('stream_segments') }} as segments
    where segments.scope = scope_name
        and segments.stream = stream_name
        and segments.epoch_block = {{ epoch_block('shiftright(of_segment_id, 32)') }}
        and segments.segment_id = of_segment_id
),

-- the blocks of S - 1 and S, a row each, with the target's key range: the records are joined
-- on them, so the target is planned once here (each reference to a table is its own metastore
-- look-ups), and Spark keeps only those blocks of the records (dynamic partition pruning)
sealing_blocks as (
    select
        target.key_start,
        target.key_end,
        target.sealed_epoch,
        explode({{ epoch_blocks_of('target.sealed_epoch - 1', 'target.sealed_epoch') }}) as epoch_block
    from target
    where target.sealed_epoch is not null
),

-- one row: the target's key range, the segments of S and of S - 1 (none for an active segment)
sealing_records as (
    select
        any_value(blocks.key_start) as key_start,
        any_value(blocks.key_end) as key_end,
        max_by(epochs.segments, epochs.epoch) as sealing_segments,
        min_by(epochs.segments, epochs.epoch) as previous_segments
    from sealing_blocks as blocks
    inner join {{ epoch_records() }} as epochs
        on blocks.epoch_block = epochs.epoch_block
        and epochs.epoch between blocks.sealed_epoch - 1 and blocks.sealed_epoch
    where epochs.scope = scope_name
        and epochs.stream = stream_name
),

successors as (
    select
        records.previous_segments,
        inline(filter(
            records.sealing_segments,
            sealing -> sealing.key_start < records.key_end and sealing.key_end > records.key_start
        )) as (segment_id, key_start, key_end)
    from sealing_records as records
    where records.sealing_segments is not null
),

with_predecessors as (
    select
        successors.segment_id as successor_id,
        array_sort(transform(
            filter(
                successors.previous_segments,
                previous -> successors.key_end > previous.key_start and successors.key_start < previous.key_end
            ),
            previous -> previous.segment_id
        )) as predecessor_ids
    from successors
)

select
    with_predecessors.successor_id,
    with_predecessors.predecessor_ids
from with_predecessors
union all
{% call argument_errors(model.columns.values()) %}
    when scope_name is null or stream_name is null or of_segment_id is null
        then raise_error('segment_successors: scope, stream and segment id are required')
    when not exists (select 1 from target)
        then raise_error(concat('segment_successors: segment ', of_segment_id, ' is not a segment of ', scope_name, '/', stream_name))
{% endcall %}
