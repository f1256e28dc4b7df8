"""GX suites of the streams domain, one per mart (keyed by mart name).

Cross-table invariants of PDP-32's records (each query returns the rows that break it;
``{batch}`` is the mart, ``{schema}`` the marts schema) and volumes. Keys and nulls are dbt
tests in the marts' YAML.
"""

from expectations.suites import rejected_share_at_most

SUITES: dict[str, list[tuple[str, dict]]] = {
    "stream_epochs": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "epochs are numbered 0..n-1 and created at strictly increasing times",
            "unexpected_rows_query": """
                select scope, stream
                from (
                    select scope, stream, epoch, creation_time,
                        lag(epoch) over (partition by scope, stream order by epoch) as previous_epoch,
                        lag(creation_time) over (partition by scope, stream order by epoch) as previous_time
                    from {batch}
                ) as ordered
                where (previous_epoch is null and epoch != 0)
                    or previous_epoch != epoch - 1
                    or creation_time <= previous_time
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "every epoch's segments tile the stream's key space once",
            "unexpected_rows_query": """
                select scope, stream, epoch
                from (
                    select scope, stream, epoch,
                        array_sort(transform(segments, s -> struct(s.key_start as key_start, s.key_end as key_end))) as ranges
                    from {batch}
                ) as sorted
                where ranges[0].key_start != 0
                    or exists(
                        zip_with(slice(ranges, 1, size(ranges) - 1), slice(ranges, 2, size(ranges)), (a, b) -> a.key_end != b.key_start),
                        gap -> gap
                    )
            """,
        }),
    ],
    "stream_segments": [
        ("UnexpectedRowsExpectation", {
            "description": "every segment of every epoch record is a segment, and every segment is in the epochs it lives in",
            "unexpected_rows_query": """
                select segments.total, epochs.total
                from (
                    select sum(coalesce(sealed_epoch, current.epoch + 1) - creation_epoch) as total
                    from {batch} as segment
                    inner join {schema}.stream_current_epoch as current
                        on segment.scope = current.scope and segment.stream = current.stream
                ) as segments
                cross join (select sum(size(segments)) as total from {schema}.stream_epochs) as epochs
                where segments.total != epochs.total
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "a sealed segment has successors, each created by its sealing epoch and preceded by it",
            "unexpected_rows_query": """
                select scope, stream, segment_id
                from {batch}
                where (sealed_epoch is null) != (successors is null)
                    or size(successors) = 0
                    or exists(successors, s -> s.successor_id >> 32 != sealed_epoch or not array_contains(s.predecessor_ids, segment_id))
            """,
        }),
    ],
    "segment_sealed_epochs": [
        ("UnexpectedRowsExpectation", {
            "description": "a sealed segment is in the epoch before its sealing epoch and not in that epoch",
            "unexpected_rows_query": """
                select sealed.scope, sealed.stream, sealed.segment_id
                from {batch} as sealed
                left join {schema}.stream_epochs as before
                    on before.scope = sealed.scope and before.stream = sealed.stream and before.epoch = sealed.sealed_epoch - 1
                left join {schema}.stream_epochs as after
                    on after.scope = sealed.scope and after.stream = sealed.stream and after.epoch = sealed.sealed_epoch
                where not exists(before.segments, s -> s.segment_id = sealed.segment_id)
                    or exists(after.segments, s -> s.segment_id = sealed.segment_id)
            """,
        }),
    ],
    "sealed_segment_size_shards": [
        ("UnexpectedRowsExpectation", {
            "description": "the shards hold every known sealed size once, in the shard of its creation epoch",
            "unexpected_rows_query": """
                select shards.total, segments.total
                from (select sum(segments) as total, sum(size_bytes) as bytes from {batch}) as shards
                cross join (
                    select count(*) as total, sum(sealed_size_bytes) as bytes
                    from {schema}.stream_segments
                    where sealed_epoch is not null and sealed_size_bytes is not null
                ) as segments
                where shards.total != segments.total or shards.bytes != segments.bytes
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "every shard of a stream from 0 to its last has a row (a look-up by shard finds one)",
            "unexpected_rows_query": """
                select scope, stream
                from {batch}
                group by scope, stream
                having min(shard) != 0 or count(*) != max(shard) + 1
            """,
        }),
    ],
    "stream_history_chunks": [
        ("UnexpectedRowsExpectation", {
            "description": "one history record per epoch, its scale time the epoch's creation time",
            "unexpected_rows_query": """
                select epochs.scope, epochs.stream, epochs.epoch
                from {schema}.stream_epochs as epochs
                left join {batch} as history
                    on history.scope = epochs.scope and history.stream = epochs.stream and history.epoch = epochs.epoch
                where history.epoch is null or history.scale_time != epochs.creation_time
            """,
        }),
    ],
    "stream_time_index": [
        ("UnexpectedRowsExpectation", {
            "description": "the chunks of a stream follow each other without a gap in time",
            "unexpected_rows_query": """
                select scope, stream, chunk
                from (
                    select scope, stream, chunk, start_time, end_time, first_epoch,
                        lag(end_time) over (partition by scope, stream order by chunk) as previous_end,
                        lag(last_epoch) over (partition by scope, stream order by chunk) as previous_last
                    from {batch}
                ) as ordered
                where previous_end != start_time or previous_last != first_epoch - 1
            """,
        }),
    ],
    "stream_current_epoch": [
        ("UnexpectedRowsExpectation", {
            "description": "every created stream has its current epoch, the highest of its epochs",
            "unexpected_rows_query": """
                select epochs.scope, epochs.stream
                from (select scope, stream, max(epoch) as epoch from {schema}.stream_epochs group by scope, stream) as epochs
                left join {batch} as current
                    on current.scope = epochs.scope and current.stream = epochs.stream
                where current.epoch is null or current.epoch != epochs.epoch
            """,
        }),
    ],
    "stream_scale_summary": [
        ("UnexpectedRowsExpectation", {
            "description": "the hours add up to the epochs' splits and merges",
            "unexpected_rows_query": """
                select summary.splits, epochs.splits
                from (select sum(splits) as splits, sum(merges) as merges from {batch}) as summary
                cross join (select sum(splits) as splits, sum(merges) as merges from {schema}.stream_epochs) as epochs
                where summary.splits != epochs.splits or summary.merges != epochs.merges
            """,
        }),
    ],
    "stream_scales_rejected": [
        rejected_share_at_most(["stream_creations", "stream_scales", "rolling_transactions", "sealed_segment_sizes"]),
    ],
    "stream_cut_records": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "a cut's recording size counts at least its own offsets",
            "unexpected_rows_query": """
                select scope, stream, recording_time
                from {batch}
                where recording_size < aggregate(map_values(cut), cast(0 as bigint), (total, offset) -> total + offset)
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "every segment of a cut is a segment of its stream, and its span epoch holds it",
            "unexpected_rows_query": """
                select cuts.scope, cuts.stream, cuts.recording_time, cuts.segment_id
                from (select scope, stream, recording_time, explode(span) as (segment_id, span_epoch) from {batch}) as cuts
                left join {schema}.stream_segments as segments
                    on segments.scope = cuts.scope and segments.stream = cuts.stream and segments.segment_id = cuts.segment_id
                left join {schema}.stream_current_epoch as current
                    on current.scope = cuts.scope and current.stream = cuts.stream
                where segments.segment_id is null
                    or cuts.span_epoch < segments.creation_epoch
                    or cuts.span_epoch >= coalesce(segments.sealed_epoch, current.epoch + 1)
            """,
        }),
    ],
    "stream_retention_set": [
        ("UnexpectedRowsExpectation", {
            "description": "the retention set references every stream-cut record once",
            "unexpected_rows_query": """
                select references.total, records.total
                from (select count(*) as total from {batch}) as references
                cross join (select count(*) as total from {schema}.stream_cut_records) as records
                where references.total != records.total
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "positions count 1, 2, ... in recording-time order, each naming one stream-cut record (the look-ups rely on it)",
            "unexpected_rows_query": """
                select ordered.scope, ordered.stream, ordered.position
                from (
                    select scope, stream, position, recording_time,
                        row_number() over (partition by scope, stream order by recording_time) as in_order
                    from {batch}
                ) as ordered
                left join (
                    select scope, stream, recording_time, count(*) as records
                    from {schema}.stream_cut_records
                    group by scope, stream, recording_time
                ) as records
                    on records.scope = ordered.scope and records.stream = ordered.stream
                    and records.recording_time = ordered.recording_time
                where ordered.position != ordered.in_order or coalesce(records.records, 0) != 1
            """,
        }),
    ],
    "stream_retention_plan": [
        ("UnexpectedRowsExpectation", {
            "description": "one plan per stream of the retention set, counting its records",
            "unexpected_rows_query": """
                select coalesce(plans.scope, records.scope), coalesce(plans.stream, records.stream)
                from {batch} as plans
                full outer join (
                    select scope, stream, count(*) as records
                    from {schema}.stream_retention_set
                    group by scope, stream
                ) as records
                    on plans.scope = records.scope and plans.stream = records.stream
                where plans.records is distinct from records.records
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "the truncation is the latest record keeping at least retention_min behind the newest",
            "unexpected_rows_query": """
                select plans.scope, plans.stream
                from {batch} as plans
                left join (
                    select policies.scope, policies.stream, max(records.recording_time) as expected
                    from {batch} as policies
                    join {schema}.stream_retention_set as records
                        on policies.scope = records.scope and policies.stream = records.stream
                    where (policies.retention_type = 'time'
                            and policies.evaluated_time - records.recording_time >= policies.retention_min)
                        or (policies.retention_type = 'size'
                            and policies.evaluated_size - records.recording_size >= policies.retention_min)
                    group by policies.scope, policies.stream
                ) as keeping
                    on plans.scope = keeping.scope and plans.stream = keeping.stream
                where plans.truncation_time is distinct from keeping.expected
            """,
        }),
    ],
    "stream_truncations": [
        ("UnexpectedRowsExpectation", {
            "description": "a segment is deleted once, and the deleted count adds up",
            "unexpected_rows_query": """
                select scope, stream
                from (
                    select scope, stream, max(deleted_segments) as deleted,
                        count(segment_id) as listed, count(distinct segment_id) as distinct_listed
                    from (select scope, stream, deleted_segments, explode_outer(to_delete) as segment_id from {batch}) as deleted
                    group by scope, stream
                ) as totals
                where listed != distinct_listed or listed != deleted
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "the key ranges are those of the cut's segments, one per segment",
            "unexpected_rows_query": """
                select cuts.scope, cuts.stream, cuts.request_time, cuts.segment_id
                from (select scope, stream, request_time, key_ranges, explode(cut) as (segment_id, offset) from {batch}) as cuts
                left join {schema}.stream_segments as segments
                    on segments.scope = cuts.scope and segments.stream = cuts.stream and segments.segment_id = cuts.segment_id
                where not (cuts.key_ranges[cuts.segment_id] <=> struct(segments.key_start, segments.key_end))
                union all
                select scope, stream, request_time, null
                from {batch}
                where size(key_ranges) != size(cut)
            """,
        }),
    ],
    "stream_cuts_rejected": [rejected_share_at_most(["stream_cuts"], 0.2)],
    "truncation_requests_rejected": [rejected_share_at_most(["truncation_requests"], 0.5)],
}
