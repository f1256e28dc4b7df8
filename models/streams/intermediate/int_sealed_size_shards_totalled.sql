-- PDP-32's sealed sizes as a running total in segment order: per stream and shard (every shard
-- to the stream's last epoch: sealed_segment_size_shards is dense), the bytes of the sealed
-- segments created in the shards before it. size_between_cuts sums the run of whole shards
-- between two cuts from two of these rows, however deep the cuts are in the stream. Rebuilt
-- whole from the shards' size_bytes (one column of one row a shard) on every build: a size
-- known late changes every total after it.
select
    scope,
    stream,
    shard,
    size_bytes,
    coalesce(sum(size_bytes) over (
        partition by scope, stream order by shard rows between unbounded preceding and 1 preceding
    ), 0) as bytes_before
from {{ ref('sealed_segment_size_shards') }}
sort by scope, stream, shard
