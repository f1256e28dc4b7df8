-- One row per segment a replay created: the epoch and time that sealed it (null while active)
-- and its size, checked; and one row per staged sealed size the check rejects (a segment's
-- second size, a size of a segment the stream never created or never sealed), with its
-- reason. Partitioned by the block of the segment's creation epoch (in its id; block 0 for a
-- size with no valid id), so a segment, its sealing and its sizes meet in one window after one
-- shuffle (three models, each shuffling and writing every segment, did it in turn).
-- stream_segments is a view of the segment rows.
-- An incremental build reads the epochs replayed since the last one and rewrites the blocks
-- they create or seal segments in and the blocks whose sizes changed (size_digest keeps what
-- each block's sizes were), from the segment rows it holds there.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['epoch_block']) }}
{#- a raw size's columns (the source declares these), of which staging's raw row is the JSON #}
{%- set size_columns = ['scope', 'stream', 'segment_id', 'size_bytes'] %}
{%- set size_hashed = ["'size'"] + size_columns + [size_columns | join(' is null, ') ~ ' is null'] %}
{{- require_built_columns(['successors'], "each sealed segment's successors") }}
with new_epochs as (
    select * from {{ replayed_epochs_to_append('if(reject_reason is null, segment_id >> 32, null)') }}
),

created_segments as (
    select
        new_epochs.scope,
        new_epochs.stream,
        new_epochs.creation_time,
        inline(new_epochs.created) as (segment_id, key_start, key_end)
    from new_epochs
),

sealed_in_epochs as (
    select
        new_epochs.scope,
        new_epochs.stream,
        new_epochs.epoch as sealed_epoch,
        new_epochs.creation_time as sealed_time,
        new_epochs.created as created_with,
        new_epochs.sealed as sealed_with,
        inline(new_epochs.sealed) as (segment_id, key_start, key_end)
    from new_epochs
),

-- the epoch that seals a segment also tells its successors: the segments of the sealing epoch S
-- that overlap it are the ones S created (one S kept from S - 1 lies outside its key range),
-- and a successor's predecessors, the segments of S - 1 that overlap it, are the ones S sealed;
-- kept on the segment's row, so segment_successors is one read of it
sealed_segments as (
    select
        sealed.scope,
        sealed.stream,
        sealed.sealed_epoch,
        sealed.sealed_time,
        sealed.segment_id,
        sealed.key_start,
        sealed.key_end,
        {{ successors_of('sealed', 'sealed.created_with', 'sealed.sealed_with') }} as successors
    from sealed_in_epochs as sealed
),

sizes as (
    select
        *,
        -- a row with no valid id, rejected, in block 0: a partition column with no nulls
        {{ epoch_block('greatest(coalesce(segment_id, 0), 0) >> 32') }} as epoch_block
    from {{ ref('stg_streams__sealed_segment_sizes') }}
),

-- what each block's sizes are, per stream: an incremental build checks again the blocks
-- whose sizes changed (the new epochs tell which blocks' segments did). Hashed from the
-- typed columns, with where their nulls are (a hash skips a null), not from the raw row:
-- its JSON would be written for every size, where only a rejected one keeps it
size_digests as (
    {{ block_digests('(select sizes.*, ' ~ row_hash(size_hashed) ~ ' as row_hash from sizes)') }}
),

{%- if is_incremental() %}

built_digests as (
    select distinct
        built.scope,
        built.stream,
        built.epoch_block,
        built.size_digest as digest
    from {{ this }} as built
    where built.size_digest is not null
),

blocks_touched as (
    select {{ epoch_block('created_segments.segment_id >> 32') }} as epoch_block
    from created_segments

    union

    select {{ epoch_block('sealed_segments.segment_id >> 32') }} as epoch_block
    from sealed_segments

    union

    select sized_blocks.epoch_block
    from {{ epoch_blocks_to_rewrite('size_digests', 'built_digests') }} as sized_blocks
),

-- the segments the last builds wrote in those blocks, for every stream (a block is a
-- partition: all its rows are written again); their sizes are checked again below
built_segments as (
    select
        built.scope,
        built.stream,
        built.segment_id,
        built.creation_time,
        built.key_start,
        built.key_end,
        built.sealed_epoch,
        built.sealed_time,
        built.successors
    from ({{ rows_in_blocks(this, 'blocks_touched') }}) as built
    where built.reject_reason is null
),

sizes_of_blocks as (
    {{ rows_in_blocks('sizes', 'blocks_touched') }}
),
{%- else %}

sizes_of_blocks as (
    select * from sizes
),
{%- endif %}

segments as (
    select
        created_segments.scope,
        created_segments.stream,
        created_segments.segment_id,
        created_segments.creation_time,
        created_segments.key_start,
        created_segments.key_end,
        -- not known yet
        cast(null as int) as sealed_epoch,
        cast(null as bigint) as sealed_time,
        cast(null as {{ successors_type() }}) as successors
    from created_segments
{%- if is_incremental() %}

    union all

    select * from built_segments
{%- endif %}
),

-- a segment's row, the row of the epoch that sealed it and its sizes' rows, side by side in
-- the block of its creation epoch: one shuffle serves the window and the files
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
        segments.successors,
        cast(null as bigint) as size_bytes,
        cast(null as string) as reject_reason,
        true as is_segment,
        false as is_size,
        {{ epoch_block('segments.segment_id >> 32') }} as epoch_block
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
        sealed_segments.successors,
        null as size_bytes,
        null as reject_reason,
        false as is_segment,
        false as is_size,
        {{ epoch_block('sealed_segments.segment_id >> 32') }} as epoch_block
    from sealed_segments

    union all

    select
        sizes.scope,
        sizes.stream,
        sizes.segment_id,
        null as creation_time,
        null as key_start,
        null as key_end,
        null as sealed_epoch,
        null as sealed_time,
        null as successors,
        sizes.size_bytes,
        sizes.reject_reason,
        false as is_segment,
        true as is_size,
        sizes.epoch_block
    from sizes_of_blocks as sizes
),

parts_by_block as (
    select * from parts
    {{ epoch_block_tasks() }}
),

segment_facts as (
    select
        *,
        max(sealed_epoch) over segment as sealing_epoch,
        max(sealed_time) over segment as sealing_time,
        max(successors) over segment as sealing_successors,
        max(is_segment) over segment as segment_known,
        count_if(is_size) over segment as sizes_of_segment,
        -- the size of a segment with one size, valid as staged (else none is accepted)
        max(if(is_size and reject_reason is null, size_bytes, null)) over segment as only_size_bytes
    from parts_by_block
    -- within the rows' distribution (no other shuffle), and in epoch_block_order('segment_id')
    window segment as (partition by epoch_block, scope, stream, segment_id)
),

checked as (
    select
        *,
        if(is_size, coalesce(reject_reason, case
            when sizes_of_segment > 1 then 'duplicate segment size'
            when not segment_known then 'size of an unknown segment'
            when sealing_epoch is null then 'size of a segment not sealed'
        end), null) as checked_reason
    from segment_facts
),

-- in the window's order already (epoch_block_tasks); the raw row of a rejected size only
-- (stream_scales_rejected shows it; the raw data keeps the rest), written here from its
-- columns as staging writes it: not carried through the shuffle for every size (named_struct:
-- after the keyword struct, Spark's lexer reads a later >> as two >)
kept as (
    select
        scope,
        stream,
        segment_id,
        creation_time,
        key_start,
        key_end,
        if(is_segment, sealing_epoch, null) as sealed_epoch,
        if(is_segment, sealing_time, null) as sealed_time,
        if(is_segment, sealing_successors, null) as successors,
        if(
            is_segment,
            if(sizes_of_segment = 1 and sealing_epoch is not null, only_size_bytes, null),
            size_bytes
        ) as size_bytes,
        if(checked_reason is null, null, to_json(named_struct(
            {%- for column in size_columns %}
            '{{ column }}', {{ column }}{{ ',' if not loop.last }}
            {%- endfor %}
        ))) as raw_row,
        checked_reason as reject_reason,
        epoch_block
    from checked
    where is_segment or checked_reason is not null
)

-- the size digests (a row per stream and block) broadcast to the rows kept, not to every row
-- shuffled: a join that keeps their order
select /*+ broadcast(size_digests) */
    kept.scope,
    kept.stream,
    kept.segment_id,
    kept.creation_time,
    kept.key_start,
    kept.key_end,
    kept.sealed_epoch,
    kept.sealed_time,
    kept.successors,
    kept.size_bytes,
    kept.raw_row,
    kept.reject_reason,
    size_digests.digest as size_digest,
    kept.epoch_block
from kept
left join size_digests
    on kept.scope <=> size_digests.scope
    and kept.stream <=> size_digests.stream
    and kept.epoch_block = size_digests.epoch_block
{{ epoch_block_order('segment_id') }}
