{#-
  Upkeep of the models kept from the replay: the per-stream and per-day ones fold in the epochs
  replayed since the last build; the epoch-keyed ones, partitioned by epoch block, whose rows
  later requests change (a segment sealed, a size known) rewrite the blocks whose inputs
  changed (insert_overwrite), found by comparing block digests. (The epoch and history records
  are the replay's own rows, partitioned the same way: the views stream_epochs and
  stream_history_chunks.)
-#}

{#- The replayed epochs a model keyed by stream and epoch (`this`) does not hold yet, as a
    subquery: all of them on a full build; on an incremental one those after each stream's last
    epoch in `this` (`built_epoch`, an expression over its columns) up to its last replayed one
    (int_streams_aggregated: the replay aggregated once a build, not by each model), read from
    their epoch blocks of the replay only. The replay is append-only, so these are the new
    epochs. The join on the partition column is hinted broadcast: Spark prunes partitions at
    run time only through a broadcast join, and its size estimate of an aggregate is that of
    the table aggregated (unhinted, an hourly build read every block of the replay). -#}
{% macro replayed_epochs_to_append(built_epoch='epoch') -%}
{%- set replayed = ref('int_stream_requests_replayed') %}
{#- outside the branch, so dbt sees the dependency when it parses (not incremental then) #}
{%- set replayed_ends = ref('int_streams_aggregated') %}
{%- if is_incremental() %}
(
    with built as (
        select scope, stream, max({{ built_epoch }}) as built_epoch
        from {{ this }}
        group by scope, stream
    ),

    replayed_to as (
        select scope, stream, last_epoch as replayed_epoch
        from {{ replayed_ends }}
    ),

    blocks_to_read as (
        select
            replayed_to.scope,
            replayed_to.stream,
            coalesce(built.built_epoch, -1) as built_epoch,
            explode({{ epoch_blocks_of('coalesce(built.built_epoch, -1) + 1', 'replayed_to.replayed_epoch') }}) as epoch_block
        from replayed_to
        left join built
            on replayed_to.scope = built.scope
            and replayed_to.stream = built.stream
        where replayed_to.replayed_epoch > coalesce(built.built_epoch, -1)
    )

    select /*+ broadcast(blocks_to_read) */ replayed.*
    from {{ replayed }} as replayed
    inner join blocks_to_read
        on replayed.scope = blocks_to_read.scope
        and replayed.stream = blocks_to_read.stream
        and replayed.epoch_block = blocks_to_read.epoch_block
    where replayed.epoch > blocks_to_read.built_epoch
)
{%- else %}
(
    select * from {{ replayed }}
    where epoch is not null
)
{%- endif %}
{%- endmacro %}


{#- A 64-bit hash of a row's `columns` (a bigint), which block_digests sums. -#}
{% macro row_hash(columns) -%}
xxhash64({{ columns | join(', ') }})
{%- endmacro %}

{#- SQL: the digest of each (scope, stream, epoch_block) of `hashed`, a subquery with those
    keys and a `row_hash` column: its rows and the sums of their hashes' high and low 32 bits,
    so a block's digest can be summed from the parts it is made of without joining them. Two
    bigint sums hold what the whole hashes' sum would (neither overflows below 2^31 rows a
    block) at a third of the cost of that sum as a decimal (4.5M segments: 0.3 against 1.1 s
    over a count alone). -#}
{% macro block_digests(hashed) -%}
select
    scope,
    stream,
    epoch_block,
    named_struct(
        'rows', count(*),
        'high_sum', sum(row_hash >> 32),
        'low_sum', sum(row_hash & 4294967295)
    ) as digest
from {{ hashed }} as hashed
group by scope, stream, epoch_block
{%- endmacro %}

{#- SQL: the digest of a block made of two parts, from the parts' digests (block_digests) as
    SQL expressions; `optional` may be null (a part with no rows). -#}
{% macro digests_summed(digest, optional) -%}
named_struct(
    'rows', {{ digest }}.rows + coalesce({{ optional }}.rows, 0),
    'high_sum', {{ digest }}.high_sum + coalesce({{ optional }}.high_sum, 0),
    'low_sum', {{ digest }}.low_sum + coalesce({{ optional }}.low_sum, 0)
)
{%- endmacro %}

{#- The epoch blocks an incremental build of an epoch-keyed model rewrites (insert_overwrite on
    epoch_block: a block is a partition, all streams' rows in it written at once), as a
    subquery of `epoch_block`: the blocks where, for some stream, the digest in `current`
    (block_digests of what the block is made of now) differs from the one in `built` (of what
    `this` holds), so a block whose inputs did not change is neither read again nor rewritten.
    `current` and `built` are relation names (CTEs) or parenthesized queries. A full build
    writes every block and has no digest to compare: the models call this on incremental
    builds only. Each model's own rows are its state: a build that stopped half-way is caught
    up by the next. A block `this` holds that nothing makes now cannot be emptied by a
    partition overwrite: the build stops and asks for a full refresh. Streams compare
    null-safe (a rejected row may have none). -#}
{% macro epoch_blocks_to_rewrite(current, built) -%}
(
    select distinct
        -- in the projection, not the filter: the optimizer evaluates filters on null rows
        case when current_blocks.digest is null then raise_error(
            '{{ this.identifier }}: rows an earlier build wrote are no longer made by its inputs; '
            || 'run `dbt build --full-refresh --select {{ this.identifier }}+`'
        ) else current_blocks.epoch_block end as epoch_block
    from {{ current }} as current_blocks
    full outer join {{ built }} as built_blocks
        on current_blocks.scope <=> built_blocks.scope
        and current_blocks.stream <=> built_blocks.stream
        and current_blocks.epoch_block = built_blocks.epoch_block
    where not (current_blocks.digest <=> built_blocks.digest)
)
{%- endmacro %}

{#- SQL: the rows of `relation` in the epoch blocks of `blocks` (a relation of epoch_block); a
    join on the partition column, hinted broadcast (see replayed_epochs_to_append), so Spark
    reads only those partitions of a table. -#}
{% macro rows_in_blocks(relation, blocks='blocks') -%}
select /*+ broadcast(blocks_read) */ rows_in_block.*
from {{ relation }} as rows_in_block
left semi join {{ blocks }} as blocks_read
    on rows_in_block.epoch_block = blocks_read.epoch_block
{%- endmacro %}


{#- The clauses that end an epoch-keyed model's query: a block's rows of a stream are written
    by one task, in `key` order, so each block of each stream is one file (sorted, for its row
    groups' statistics). A join's or a window's partitioning spreads every block over every
    task: a file per block per task, and small files cost the write more than this shuffle. -#}
{% macro epoch_block_files(key) -%}
{{ epoch_block_tasks() }}
{{ epoch_block_order(key) }}
{%- endmacro %}

{#- epoch_block_files in two: a model that meets a segment's rows in a window distributes them
    this way first (its key within the block's), so one shuffle serves the window and the
    files, and its window's order is then the files'. -#}
{% macro epoch_block_tasks() -%}
distribute by epoch_block, scope, stream
{%- endmacro %}

{% macro epoch_block_order(key) -%}
sort by epoch_block, scope, stream, {{ key }}
{%- endmacro %}

{#- The replay's table, whose epoch rows are PDP-32's epoch and history records (the marts
    stream_epochs and stream_history_chunks are views of them), as a relation. The table
    functions read it directly: a view costs one more round of metastore look-ups and analysis
    each time a call names it while planning (30 ms a reference on the embedded metastore, and
    size_between_cuts names the records three times). Its rejected rows have no epoch and no
    block, so every look-up by epoch or block leaves them out. -#}
{% macro epoch_records() -%}
  {{ return(ref('int_stream_requests_replayed')) }}
{%- endmacro %}

{#- The segments' rows of int_stream_segments_sized (the mart stream_segments is a view of them),
    as a derived table the table functions read, for epoch_records' reason; its other rows are
    the sealed sizes the check rejected. -#}
{% macro segment_rows() -%}
(select * from {{ ref('int_stream_segments_sized') }} where reject_reason is null)
{%- endmacro %}


{#- history_delta: a replay row's sealed or created segments as PDP-32's history record keeps
    them: empty for a duplicate epoch (a rolling transaction's), whose reference epoch says
    what it holds. -#}
{% macro history_delta(segments) -%}
    case when reference_epoch = epoch then {{ segments }} else cast(array() as array<struct<segment_id: bigint, key_start: double, key_end: double>>) end
{%- endmacro %}

{#- successors_of: what segment_successors answers for `segment`, sealed by an epoch that
    created the segments `created` and sealed `sealed` (a replay row's arrays): each created
    segment overlapping its key range, with the sealed segments overlapping that one's, by id. -#}
{% macro successors_of(segment, created, sealed) -%}
array_sort(transform(
    filter({{ created }}, successor -> successor.key_start < {{ segment }}.key_end and successor.key_end > {{ segment }}.key_start),
    successor -> named_struct(
        'successor_id', successor.segment_id,
        'predecessor_ids', array_sort(transform(
            filter({{ sealed }}, predecessor -> successor.key_end > predecessor.key_start and successor.key_start < predecessor.key_end),
            predecessor -> predecessor.segment_id
        ))
    )
))
{%- endmacro %}

{#- The type of successors_of. -#}
{% macro successors_type() -%}
array<struct<successor_id: bigint, predecessor_ids: array<bigint>>>
{%- endmacro %}
