"""The streams domain on hand-worked streams, built on their own (schema
opsmeta_streams_hand): the marts and SQL functions against cases worked by hand, and the
epoch blocks and partitions the functions read and list."""

from __future__ import annotations

import collections

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from bench.harness import executed_plan, scans_in, scans_read
from opsmeta.ingest.generators.streams import SCHEMAS
from python_udfs.streams import (
    format_cut,
    segment_id,
)
from tests.streams_queries import (
    REPLAY,
    SEGMENTS,
    SHARDS,
    between_cuts,
    broadcast_reads,
    compare_cuts,
    dynamically_pruned,
    partition_filters,
    partitions_listed,
    readable_at,
    reference_streams,
    segments_at_time,
    successors_of,
)

pytestmark = pytest.mark.dbt

HAND_EPOCH = 1_000_000
HAND_SEGMENTS = {"s0": 0, "s1": 1, "s12": segment_id(1, 2), "s13": segment_id(1, 3), "s24": segment_id(2, 4)}
# `many`'s segments: more than a cut pair's ids the functions name one by one (named_id_positions)
MANY_SEGMENTS = 40
# `wide`'s upper half at each epoch: segment 1, then the one each scale creates
WIDE_UPPER = [1] + [segment_id(epoch, epoch + 1) for epoch in range(1, 7)]


def _write(raw_dir, table: str, rows: list[dict]) -> None:
    path = raw_dir / table
    path.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(rows, schema=SCHEMAS[table]), path / "part-0.parquet")


@pytest.fixture(scope="module")
def hand_built(dbt, dbt_build, spark, tmp_path_factory):
    """Three streams and an orphan request: `split-merge` splits segment 0, merges the halves
    back with segment 1; `rolled` scales past several history chunks (chunks of 3 epochs
    here) with a rolling transaction in the middle; `wide` scales its upper half 6 times while
    segment 0 lives on. Epoch blocks (partitions) of 2 epochs split those chunks and shards:
    each lies in its first epoch's block."""
    raw = tmp_path_factory.mktemp("streams_hand_raw")
    ranges = lambda *bounds: [{"key_start": a, "key_end": b} for a, b in zip(bounds, bounds[1:], strict=False)]  # noqa: E731
    _write(raw, "stream_creations", [
        {"scope": "hand", "stream": "split-merge", "creation_time": HAND_EPOCH, "initial_segments": 2},
        {"scope": "hand", "stream": "rolled", "creation_time": HAND_EPOCH, "initial_segments": 1},
        {"scope": "hand", "stream": "wide", "creation_time": HAND_EPOCH, "initial_segments": 2},
        {"scope": "hand", "stream": "many", "creation_time": HAND_EPOCH, "initial_segments": MANY_SEGMENTS},
    ])
    _write(raw, "stream_scales", [
        {"scope": "hand", "stream": "split-merge", "scale_time": HAND_EPOCH + 100, "request_seq": 1,
         "sealed_segment_ids": [0], "new_key_ranges": ranges(0.0, 0.25, 0.5)},
        {"scope": "hand", "stream": "split-merge", "scale_time": HAND_EPOCH + 100, "request_seq": 2,
         "sealed_segment_ids": [segment_id(1, 2), segment_id(1, 3), 1], "new_key_ranges": ranges(0.0, 1.0)},
        # not active any more: rejected, the stream goes on
        {"scope": "hand", "stream": "split-merge", "scale_time": HAND_EPOCH + 200, "request_seq": 3,
         "sealed_segment_ids": [0], "new_key_ranges": ranges(0.0, 0.5)},
        # a null list and a null id: staging rejects it (its raw row is written back from
        # its columns, nulls and all)
        {"scope": "hand", "stream": "split-merge", "scale_time": HAND_EPOCH + 300, "request_seq": 4,
         "sealed_segment_ids": [None, 1], "new_key_ranges": None},
        {"scope": "hand", "stream": "nobody", "scale_time": HAND_EPOCH, "request_seq": 1,
         "sealed_segment_ids": [0], "new_key_ranges": ranges(0.0, 1.0)},
        *[
            {"scope": "hand", "stream": "rolled", "scale_time": HAND_EPOCH + 1000 * seq, "request_seq": seq,
             "sealed_segment_ids": [sealed], "new_key_ranges": ranges(0.0, 1.0)}
            for seq, sealed in ((1, 0), (2, segment_id(1, 1)), (4, segment_id(4, 2)), (5, segment_id(5, 3)), (6, segment_id(6, 4)))
        ],
        *[
            {"scope": "hand", "stream": "wide", "scale_time": HAND_EPOCH + 1000 * epoch, "request_seq": epoch,
             "sealed_segment_ids": [WIDE_UPPER[epoch - 1]], "new_key_ranges": ranges(0.5, 1.0)}
            for epoch in range(1, len(WIDE_UPPER))
        ],
        {"scope": "hand", "stream": "many", "scale_time": HAND_EPOCH + 1000, "request_seq": 1,
         "sealed_segment_ids": [0], "new_key_ranges": ranges(0.0, 0.5 / MANY_SEGMENTS, 1 / MANY_SEGMENTS)},
    ])
    _write(raw, "rolling_transactions", [
        {"scope": "hand", "stream": "rolled", "roll_time": HAND_EPOCH + 3000, "request_seq": 3, "transaction_epoch": 1},
    ])
    s12, s13, s24 = segment_id(1, 2), segment_id(1, 3), segment_id(2, 4)
    _write(raw, "sealed_segment_sizes", [
        {"scope": "hand", "stream": "split-merge", "segment_id": sid, "size_bytes": size}
        for sid, size in ((0, 100), (1, 70), (s12, 40), (s13, 30), (s24, 5))  # the last is not sealed
    ] + [
        {"scope": "hand", "stream": "wide", "segment_id": sid, "size_bytes": 1000 + epoch}
        for epoch, sid in enumerate(WIDE_UPPER[:-1])
    ] + [
        {"scope": "hand", "stream": "many", "segment_id": sid, "size_bytes": size}
        # 1 is sized twice (and never sealed); epoch 7 never was
        for sid, size in ((0, 500), (1, 10), (1, 11), (segment_id(7, 0), 12))
    ])
    cut = lambda stream, time, **offsets: {  # noqa: E731
        "scope": "hand", "stream": stream, "recording_time": time, "request_time": time,
        "cut": [(HAND_SEGMENTS[name], offset) for name, offset in offsets.items()]}
    _write(raw, "stream_cuts", [
        cut("split-merge", 10, s0=0, s1=0),
        cut("split-merge", 10, s0=5, s1=0),  # recorded at the same time as the previous one
        cut("split-merge", 20, s12=10, s13=0, s1=20),
        cut("split-merge", 30, s0=0),  # half the key space
        cut("nobody", 30, s0=0),
    ])
    _write(raw, "truncation_requests", [
        cut("split-merge", 100, s0=60, s1=70),
        cut("split-merge", 150, s12=0, s1=70),  # s13's range is missing
        cut("split-merge", 200, s24=5),
        cut("split-merge", 300, s0=60, s1=70),  # back before the previous truncation
    ])
    with pytest.MonkeyPatch.context() as env:
        env.setenv("OPSMETA_RAW_DIR", str(raw))
        env.setenv("OPSMETA_SCHEMA", "opsmeta_streams_hand")
        result = dbt.invoke("build", "--select", "path:models/streams",
                            "--vars", "{stream_history_chunk_size: 3, sealed_segment_shard_size: 3, stream_epoch_block_size: 2}")
    assert result.success, result.exception
    spark.catalog.setCurrentDatabase("opsmeta_streams_hand")
    yield reference_streams(spark, "opsmeta_streams_hand_raw")
    spark.catalog.setCurrentDatabase("opsmeta")


def test_hand_worked_split_then_merge(hand_built, spark):
    s12, s13, s24 = segment_id(1, 2), segment_id(1, 3), segment_id(2, 4)
    epochs = spark.sql("select epoch, creation_time, segments from stream_epochs where stream = 'split-merge' order by epoch").collect()
    assert [(r.epoch, r.creation_time - HAND_EPOCH, sorted(tuple(s) for s in r.segments)) for r in epochs] == [
        (0, 0, [(0, 0.0, 0.5), (1, 0.5, 1.0)]),
        (1, 100, [(1, 0.5, 1.0), (s12, 0.0, 0.25), (s13, 0.25, 0.5)]),
        (2, 101, [(s24, 0.0, 1.0)]),  # the merge asked for the same time: created at previous + 1
    ]
    # the last accepted truncation, at s24:5, deleted every segment before it, and its span is
    # epoch 2: every time answers with the head, from its offset
    assert readable_at(spark, "hand", "split-merge", HAND_EPOCH - 1) == (set(), set(), [])
    for t, epoch in ((HAND_EPOCH + 99, 0), (HAND_EPOCH + 100, 1), (HAND_EPOCH + 101, 2)):
        assert readable_at(spark, "hand", "split-merge", t) == ({True}, {epoch}, [(s24, 0.0, 1.0, 5)]), t
    assert successors_of(spark, "hand", "split-merge", 0) == [(s12, (0,)), (s13, (0,))]
    assert successors_of(spark, "hand", "split-merge", s12) == [(s24, (1, s12, s13))]
    assert successors_of(spark, "hand", "split-merge", s24) == []
    epochs = spark.sql("select epoch, splits, merges from stream_epochs where stream = 'split-merge' order by epoch").collect()
    assert [tuple(r) for r in epochs] == [(0, 0, 0), (1, 1, 0), (2, 0, 1)]
    rejected = {(r.source, r.stream, r.reject_reason) for r in spark.table("stream_scales_rejected").collect()}
    assert rejected == {
        ("stream_scales", "split-merge", "sealed segment not active"),
        ("stream_scales", "split-merge", "null key: new_key_ranges"),
        ("stream_scales", "nobody", "unknown stream"),
        ("sealed_segment_sizes", "split-merge", "size of a segment not sealed"),
        ("sealed_segment_sizes", "many", "duplicate segment size"),
        ("sealed_segment_sizes", "many", "size of an unknown segment"),
    }
    # the replay and the sizes' check write a rejected row's raw row from its columns: the
    # JSON staging writes, whoever rejected it
    for source, staging, count in (("stream_scales", "scales", 3), ("sealed_segment_sizes", "sealed_segment_sizes", 4)):
        staged = {r.raw_row for r in spark.table(f"opsmeta_streams_hand_staging.stg_streams__{staging}").collect()}
        kept = [r.raw_row for r in spark.table("stream_scales_rejected").where(f"source = '{source}'").collect()]
        assert len(kept) == count and set(kept) <= staged, source
    sizes = spark.sql("select shard, sizes from sealed_segment_size_shards where stream = 'split-merge' order by shard").collect()
    # shards of 3 epochs here: epochs 0 and 1 created all four sealed segments
    assert [(r.shard, dict(r.sizes)) for r in sizes] == [(0, {0: 100, 1: 70, s12: 40, s13: 30})]
    # every shard of a stream to its last epoch has a row, an empty one when no segment
    # created in it was sealed, so a look-up by shard finds one; with the running totals of the
    # bytes in the shards before it
    last = dict(spark.sql("select stream, epoch from stream_current_epoch where scope = 'hand'").collect())
    shards = collections.defaultdict(list)
    for r in spark.sql("select stream, shard, size_bytes from sealed_segment_size_shards where scope = 'hand' order by shard").collect():
        shards[r.stream].append((r.shard, r.size_bytes))
    assert {stream: [k for k, _ in rows] for stream, rows in shards.items()} == {stream: list(range(e // 3 + 1)) for stream, e in last.items()}
    assert any(size == 0 for rows in shards.values() for _, size in rows)
    totals = spark.sql("select stream, shard, bytes_before from opsmeta_streams_hand_intermediate.int_sealed_size_shards_totalled "
                       "where scope = 'hand' order by shard").collect()
    assert {(r.stream, r.shard): r.bytes_before for r in totals} == {
        (stream, k): sum(size for j, size in rows if j < k) for stream, rows in shards.items() for k, _ in rows}


def test_hand_worked_stream_over_several_chunks_with_a_rolling_transaction(hand_built, spark):
    stream = hand_built[("hand", "rolled")]
    # epochs: 0, 1, 2 (scales), 3 = duplicate of 1, 4 = duplicate of 2, then 5, 6, 7
    assert [(e.epoch, e.reference_epoch) for e in stream.epochs] == [(0, 0), (1, 1), (2, 2), (3, 1), (4, 2), (5, 5), (6, 6), (7, 7)]
    index = spark.sql("select chunk, first_epoch, last_epoch, start_time, end_time from stream_time_index "
                      "where stream = 'rolled' order by chunk").collect()
    assert [(r.chunk, r.first_epoch, r.last_epoch) for r in index] == [(0, 0, 2), (1, 3, 5), (2, 6, 7)]
    times = {e.creation_time for e in stream.epochs}
    for t in sorted(times | {t + d for t in times for d in (-1, 1, 500)}):
        segments, epochs = segments_at_time(spark, "hand", "rolled", t)
        assert segments == sorted(tuple(s) for s in stream.segments_at(t)), t
    # a time after chunk 0's last scale and before chunk 1's first: still epoch 2
    between = index[0].end_time - 1
    assert segments_at_time(spark, "hand", "rolled", between)[1] == {2}
    # readers go from the active epoch's segment to the duplicate of the transaction epoch
    assert successors_of(spark, "hand", "rolled", segment_id(2, 2)) == [(segment_id(3, 1), (segment_id(2, 2),))]
    assert successors_of(spark, "hand", "rolled", segment_id(3, 1)) == [(segment_id(4, 2), (segment_id(3, 1),))]
    history = spark.sql("select epoch, size(segments_sealed), size(segments_created) from stream_history_chunks "
                        "where stream = 'rolled' and epoch in (3, 4, 5) order by epoch").collect()
    assert [tuple(r) for r in history] == [(3, 0, 0), (4, 0, 0), (5, 1, 1)]


def test_functions_read_only_the_epoch_blocks_they_need(hand_built, spark):
    """The epoch-keyed marts are partitioned by epoch block (2 epochs here: `rolled`'s 8 epochs
    in 4 blocks); a look-up reads the blocks of the epochs it needs, not the stream's history,
    and of the per-stream marts (partitioned by scope) its scope's."""
    def partitions_read(scans):
        return sorted((table, parts) for table, _, parts in scans if parts is not None)

    assert spark.sql("select count(distinct epoch_block) from stream_epochs").first()[0] == 4
    last = max(e.creation_time for e in hand_built[("hand", "rolled")].epochs)
    # the time index (its scope's partition), then one read of the chunk's records, in the
    # chunk's blocks (chunks of 3 epochs here): chunk 0 (epochs 0-2) in blocks 0 and 1; the last
    # epoch's chunk (6-8) in block 3, the stream has no 8
    for t, blocks in ((HAND_EPOCH, 2), (last + 1, 1)):
        read = partitions_read(scans_read(spark, "select * from segments_at('hand', 'rolled', ?)", [t]))
        assert read == [(REPLAY, blocks), ("stream_time_index", 1)], t
    # the history of the last chunk's times: the time index, then that chunk's block only
    sixth = hand_built[("hand", "rolled")].epochs[6].creation_time
    assert [r.epoch for r in spark.sql("select epoch from scale_history('hand', 'rolled', ?, ?)", args=[sixth, last + 1]).collect()] == [6, 7]
    read = partitions_read(scans_read(spark, "select * from scale_history('hand', 'rolled', ?, ?)", [sixth, last + 1]))
    assert read == [(REPLAY, 1), ("stream_time_index", 1)]
    # 5.3 is sealed by epoch 6: its row in block 2 holds its successors (and their
    # predecessors), read once, for the answer and for the argument check; no epoch record
    read = partitions_read(scans_read(spark, "select * from segment_successors('hand', 'rolled', ?)", [segment_id(5, 3)]))
    assert read == [(SEGMENTS, 1)]
    # two cuts of one segment each: the key ranges are read from those segments' two blocks
    cuts = [f"{segment_id(5, 3)}:0", f"{segment_id(7, 5)}:0"]
    assert compare_cuts(spark, "hand", "rolled", *cuts) == "Before"
    read = partitions_read(scans_read(spark, "select * from compare_stream_cuts('hand', 'rolled', ?, ?)", cuts))
    assert read == [(SEGMENTS, 2), ("stream_current_epoch", 1)]
    # `wide`'s segment 0 is in both cuts: only the segment in `from` alone (epoch 5) may need
    # a sealed size, so the shards read start at its shard (block 1), not at segment 0's (block
    # 0), and end at the shard of `to`'s segment of epoch 6 (block 3); the epochs between are 5 and 6 (blocks
    # 2 and 3; the head's first epoch is not read for a given `from`); the key ranges once,
    # from the 3 segments' blocks
    cuts = [f"0:0,{WIDE_UPPER[5]}:10", f"0:0,{WIDE_UPPER[6]}:0"]
    assert between_cuts(spark, "hand", "wide", *cuts) == (sorted([0, WIDE_UPPER[5], WIDE_UPPER[6]]), 1005 - 10)
    plan = executed_plan(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", cuts)
    assert partitions_read(scans_in(plan)) == [(REPLAY, 2), (SEGMENTS, 3), (SHARDS, 2), ("stream_current_epoch", 1)]
    # cut texts this close: the shards read are broadcast with the span's rows
    assert broadcast_reads(plan)[SHARDS] == [2], broadcast_reads(plan)
    # the bounds of those reads are computed from the cut texts while planning, so they reach
    # the metastore as literals and it returns only those partitions (a bound left as an
    # expression made it list every partition of the table, 101 per table for a 1M-epoch stream);
    # the segments' blocks: the ids' own blocks, a literal list
    bounds = partition_filters(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", cuts)
    for table in (REPLAY, "sealed_segment_size_shards"):
        assert bounds[table] and all(literal_bounds for literal_bounds, _ in bounds[table]), bounds[table]
    literal = [text for literal_bounds, text in bounds[SEGMENTS] if literal_bounds]
    assert any(text.startswith("epoch_block") and " IN (0,2,3" in text for text in literal), bounds[SEGMENTS]
    # so no read is pruned again at run time (a subquery planned and run with the call)
    assert dynamically_pruned(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", cuts) == set()
    # segment 0, of the first epoch, is a cold key range named by both cuts: the epochs' blocks
    # listed while planning start at the block of the segment in `from` alone (blocks 2 and 3
    # of 0-3), not at segment 0's; its key range is looked up in the ids' blocks (0, 2 and 3);
    # the running totals are one unpartitioned table
    assert partitions_listed(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", cuts) == {
        REPLAY: 2, SEGMENTS: 3, SHARDS: 2, "stream_current_epoch": 1, "int_sealed_size_shards_totalled": 0}
    # the head's segments come with the head's record (`wide` has no truncation: its first
    # epoch's, block 0 of the epochs), not from a look-up in the segments' blocks (at run time
    # only, which read the blocks of a million-epoch stream's segments, or broadcast two million
    # of them); the segments read are the `to` text's two blocks
    head = ["", cuts[1]]
    plan = executed_plan(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", head)
    assert sorted(parts for table, parts in partitions_read(scans_in(plan)) if table == SEGMENTS) == [2]
    # from the head the span is known at run time only: the shards read are those looked up,
    # pruned at run time, not the span's (a long span's broadcast ran the driver out of
    # memory): shard 0 (the head's) and shard 2 (`to`'s segment of epoch 6; blocks 0 and 3),
    # while shard 1 (epochs 3-5, block 1) is the middle, summed from its running totals
    assert broadcast_reads(plan)[SHARDS] == [2], broadcast_reads(plan)
    # and the epochs' blocks are the span's, pruned at run time, to the tail too
    for pair in (head, [cuts[0], ""]):
        assert dynamically_pruned(spark, "select * from size_between_cuts('hand', 'wide', ?, ?)", pair) == {REPLAY, SHARDS}, pair
        assert dynamically_pruned(spark, "select * from segments_between_cuts('hand', 'wide', ?, ?)", pair) == {REPLAY}, pair
    assert between_cuts(spark, "hand", "wide", *head) == between_cuts(spark, "hand", "wide", f"0:0,{WIDE_UPPER[0]}:0", cuts[1])


def test_cuts_naming_more_segments_than_the_functions_name_one_by_one(hand_built, spark):
    """A cut pair's ids are matched one by one up to named_id_positions (32), as literals the
    metastore and Parquet take; `many`'s origin and tail name 42: the look-up falls back to
    the blocks between the oldest and the newest id, with the same answers as from the head to
    the tail, which names none."""
    stream = hand_built[("hand", "many")]
    origin, tail = format_cut(stream.origin()), format_cut(stream.tail())
    assert len({*stream.origin(), *stream.tail()}) > 32
    between = between_cuts(spark, "hand", "many", origin, tail)
    assert between == between_cuts(spark, "hand", "many", "", "")
    assert between[1] == 500
    assert compare_cuts(spark, "hand", "many", tail, origin) == "EqualOrAfter"


def test_hand_worked_cuts_and_truncations(hand_built, spark):
    s12, s13, s24 = (HAND_SEGMENTS[name] for name in ("s12", "s13", "s24"))
    records = spark.sql("select recording_time, recording_size, span from stream_cut_records order by recording_time").collect()
    # 20: segment 0 read to its sealed end (100), then 10 + 0 of its successors and 20 of segment 1
    assert [(r.recording_time, r.recording_size, dict(r.span)) for r in records] == [
        (10, 0, {0: 0, 1: 0}), (20, 130, {s12: 1, s13: 1, 1: 1})]
    assert [tuple(r) for r in spark.sql("select position, recording_time from stream_retention_set").collect()] == [(1, 10), (2, 20)]
    cuts_rejected = spark.sql("select stream, recording_time, reject_reason from stream_cuts_rejected order by 1, 2").collect()
    assert [tuple(r) for r in cuts_rejected] == [
        ("nobody", 30, "unknown stream"),
        ("split-merge", 10, "recording time not after the previous record"),
        ("split-merge", 30, "stream cut does not cover the key space"),
    ]
    truncations = spark.sql("select request_time, to_delete, deleted_segments, size_till from stream_truncations order by 1").collect()
    assert [tuple(r) for r in truncations] == [(100, [], 0, 130), (200, sorted([0, 1, s12, s13]), 4, 100 + 70 + 40 + 30 + 5)]
    truncations_rejected = spark.sql("select request_time, reject_reason from truncation_requests_rejected order by 1").collect()
    assert [tuple(r) for r in truncations_rejected] == [
        (150, "stream cut does not cover the key space"),
        (300, "truncation not equal or after the previous accepted one"),
    ]


def test_cut_functions_reject_an_overlap_or_a_gap_inside_a_cut(hand_built, spark):
    """A cut covers the key space when its ranges tile it, from 0 to the stream's end with no
    overlap and no gap: one reaching both ends with two segments overlapping (0 and its lower
    half 1.2), or with a gap between two (1.2 then 1, without 1.3), is rejected as one that
    stops short is (test_streams_domain)."""
    s12 = HAND_SEGMENTS["s12"]
    for cut in (f"0:0,{s12}:0,1:0", f"{s12}:0,1:0"):
        for function in ("segments_between_cuts", "size_between_cuts"):
            with pytest.raises(Exception, match=f"{function}: from does not cover the key space"):
                spark.sql(f"select * from {function}('hand', 'split-merge', ?, '')", args=[cut]).collect()
        with pytest.raises(Exception, match="compare_stream_cuts: b does not cover the key space"):
            compare_cuts(spark, "hand", "split-merge", "0:0,1:0", cut)


def test_hand_worked_cut_queries(hand_built, spark):
    s12, s13, s24 = (HAND_SEGMENTS[name] for name in ("s12", "s13", "s24"))
    # from the head (the last truncation, s24 at 5) to the tail (s24, no byte known past it)
    assert between_cuts(spark, "hand", "split-merge", "", "") == ([s24], 0)
    # from the first truncation's cut to the tail: the rest of 0 and 1, all of 1.2 and 1.3, none of 2.4
    assert between_cuts(spark, "hand", "split-merge", "0:60,1:70", "") == (sorted([0, 1, s12, s13, s24]), 40 + 0 + 40 + 30)
    assert between_cuts(spark, "hand", "split-merge", "0:60,1:20", f"{s12}:10,{s13}:0,1:20") == (sorted([0, 1, s12, s13]), 40 + 10)
    assert compare_cuts(spark, "hand", "split-merge", "0:0,1:0", f"{s12}:0,{s13}:0,1:0") == "Before"
    assert compare_cuts(spark, "hand", "split-merge", f"{s12}:0,{s13}:0,1:0", "0:0,1:0") == "EqualOrAfter"
    assert compare_cuts(spark, "hand", "split-merge", f"{s12}:0,{s13}:0,1:0", "0:50,1:10") == "Overlaps"
