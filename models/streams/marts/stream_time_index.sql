-- The time -> epoch index (the seed's root of chunk start times): chunk c of a stream holds
-- every t in [start_time, end_time), end_time being the next chunk's start, so a t that falls
-- after a chunk's last scale and before the next chunk's first is still found (the gap in
-- Pravega's Java code).
-- A row per chunk, partitioned by scope: a look-up reads its scope's part, and an incremental
-- build rewrites only the scopes with new epochs, from their indexed chunks and the new epochs
-- (the history is append-only, so a chunk only gains later epochs), never reading the history.
{{ config(materialized='incremental', incremental_strategy='insert_overwrite', on_schema_change='fail', partition_by=['scope']) }}
{%- set chunk_size = streams_config()['history_chunk_size'] %}
with new_chunks as (
    select
        scope,
        stream,
        cast(epoch div {{ chunk_size }} as int) as chunk,
        min(epoch) as first_epoch,
        max(epoch) as last_epoch,
        min(creation_time) as start_time
    from {{ replayed_epochs_to_append(built_epoch='last_epoch') }} as replayed
    group by scope, stream, cast(epoch div {{ chunk_size }} as int)
),

chunks as (
    select
        scope,
        stream,
        chunk,
        min(first_epoch) as first_epoch,
        max(last_epoch) as last_epoch,
        min(start_time) as start_time
    from ({{ rows_with_built('new_chunks', ['scope', 'stream', 'chunk', 'first_epoch', 'last_epoch', 'start_time'], 'scope') }}) as built_and_new
    group by scope, stream, chunk
),

indexed as (
    select
        scope,
        stream,
        chunk,
        first_epoch,
        last_epoch,
        start_time,
        lead(start_time) over (partition by scope, stream order by chunk) as end_time
    from chunks
)

select * from indexed
order by scope, stream, chunk
