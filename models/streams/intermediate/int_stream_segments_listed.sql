-- One row per segment a replay created, with the epoch that sealed it (null while active).
-- Partitioned by the block of its creation epoch; its number and creation epoch are in its id
-- (stream_segments shows them), so they are not stored here. An incremental build reads the
-- epochs replayed since the last one and rewrites only the blocks they create or seal segments
-- in, from the rows it holds there.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
with new_epochs as (
    select * from {{ replayed_epochs_to_append('segment_id >> 32') }}
),

created_segments as (
    select
        new_epochs.scope,
        new_epochs.stream,
        new_epochs.creation_time,
        inline(new_epochs.created) as (segment_id, key_start, key_end)
    from new_epochs
),

sealed_segments as (
    select
        new_epochs.scope,
        new_epochs.stream,
        new_epochs.epoch as sealed_epoch,
        new_epochs.creation_time as sealed_time,
        inline(new_epochs.sealed) as (segment_id, key_start, key_end)
    from new_epochs
),

new_segments as (
    select
        created_segments.scope,
        created_segments.stream,
        created_segments.segment_id,
        created_segments.creation_time,
        created_segments.key_start,
        created_segments.key_end,
        -- not known yet
        cast(null as int) as sealed_epoch,
        cast(null as bigint) as sealed_time
    from created_segments
),

{%- if is_incremental() %}

segments_touched as (
    select
        created_segments.scope,
        created_segments.stream,
        created_segments.segment_id
    from created_segments

    union all

    select
        sealed_segments.scope,
        sealed_segments.stream,
        sealed_segments.segment_id
    from sealed_segments
),

blocks_touched as (
    select distinct {{ epoch_block('segments_touched.segment_id >> 32') }} as epoch_block
    from segments_touched
),

-- what the last builds wrote, for every stream, of the blocks the new epochs create or seal
-- segments in (a block is a partition: all its rows are written again)
built_segments as (
    select
        built.scope,
        built.stream,
        built.segment_id,
        built.creation_time,
        built.key_start,
        built.key_end,
        built.sealed_epoch,
        built.sealed_time
    from ({{ rows_in_blocks(this, 'blocks_touched') }}) as built
),
{%- endif %}

segments as (
    select * from new_segments
{%- if is_incremental() %}

    union all

    select * from built_segments
{%- endif %}
),

-- each segment's row and the row of the epoch that sealed it, side by side in the block of its
-- creation epoch: one shuffle serves the window and the files (a join shuffled both sides by
-- segment, then its output again by block)
parts as (
    select
        segments.scope,
        segments.stream,
        segments.segment_id,
        segments.creation_time,
        segments.key_start,
        segments.key_end,
        segments.sealed_epoch,
        segments.sealed_time,
        true as is_segment
    from segments

    union all

    select
        sealed_segments.scope,
        sealed_segments.stream,
        sealed_segments.segment_id,
        null as creation_time,
        null as key_start,
        null as key_end,
        sealed_segments.sealed_epoch,
        sealed_segments.sealed_time,
        false as is_segment
    from sealed_segments
),

parts_by_block as (
    select
        parts.*,
        {{ epoch_block('parts.segment_id >> 32') }} as epoch_block
    from parts
    {{ epoch_block_tasks() }}
),

listed as (
    select
        *,
        max(if(is_segment, null, sealed_epoch)) over segment as sealing_epoch,
        max(if(is_segment, null, sealed_time)) over segment as sealing_time
    from parts_by_block
    {{ segment_window() }}
)

-- in the window's order already (epoch_block_tasks)
select
    scope,
    stream,
    segment_id,
    creation_time,
    key_start,
    key_end,
    coalesce(sealed_epoch, sealing_epoch) as sealed_epoch,
    coalesce(sealed_time, sealing_time) as sealed_time,
    epoch_block
from listed
where is_segment
{{ epoch_block_order('segment_id') }}
