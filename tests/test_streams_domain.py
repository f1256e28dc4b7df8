"""The streams domain built by dbt: the marts and SQL functions answer as the plain-Python
replay does (python_udfs.streams.Stream), on the sample and on hand-worked streams."""

from __future__ import annotations

import collections
import json
import random
import re

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from bench.harness import executed_plan, plan_nodes, plan_profile, scanned_table, scans_in, scans_read
from opsmeta import domains
from opsmeta.generators.streams import SCHEMAS
from opsmeta.nested_ctes import nest_ctes
from python_udfs.streams import (
    REQUEST_KINDS,
    Rejected,
    Request,
    RetentionPolicy,
    RetentionReference,
    Stream,
    creation_epoch,
    format_cut,
    reference_before_size,
    reference_before_time,
    request_order,
    retention_plan,
    segment_id,
)
from python_udfs.streams.spark_udfs import request_order_columns
from tests.conftest import BUILD_VARS, RETENTION_OVERRIDES
from tests.frames import assert_same_rows
from tests.project_vars import project_var
from tests.test_python_udfs_streams import reader_walk

pytestmark = pytest.mark.dbt

#: the table a read of stream_epochs or stream_history_chunks scans (views of its epoch rows)
REPLAY = "int_stream_requests_replayed"
#: the table a read of stream_segments scans (a view of its segment rows)
SEGMENTS = "int_stream_segments_sized"
#: the sealed sizes' shards size_between_cuts looks up
SHARDS = "sealed_segment_size_shards"


def _reference_streams(spark, raw_schema: str = "opsmeta_raw") -> dict[tuple[str, str], Stream]:
    """Every created stream of the raw tables, replayed in plain Python."""
    requests: dict[tuple[str, str], list[Request]] = collections.defaultdict(list)
    for r in spark.table(f"{raw_schema}.stream_creations").collect():
        requests[(r.scope, r.stream)].append(Request("creation", 0, r.creation_time, initial_segments=r.initial_segments))
    for r in spark.table(f"{raw_schema}.stream_scales").collect():
        if r.sealed_segment_ids is None or r.new_key_ranges is None:
            continue  # staging rejects it: the replay applies nothing of it
        requests[(r.scope, r.stream)].append(Request(
            "scale", r.request_seq, r.scale_time, sealed_ids=tuple(r.sealed_segment_ids),
            new_ranges=tuple((k.key_start, k.key_end) for k in r.new_key_ranges)))
    for r in spark.table(f"{raw_schema}.rolling_transactions").collect():
        requests[(r.scope, r.stream)].append(Request("rolling_transaction", r.request_seq, r.roll_time, transaction_epoch=r.transaction_epoch))
    streams = {}
    for key, stream_requests in requests.items():
        if any(r.kind == "creation" for r in stream_requests):
            streams[key] = Stream(stream_requests)
    return streams


def _segments_at(spark, scope, stream, t):
    rows = spark.sql("select segment_id, key_start, key_end, epoch from segments_at(?, ?, ?)", args=[scope, stream, t]).collect()
    return sorted((r.segment_id, r.key_start, r.key_end) for r in rows), {r.epoch for r in rows}


def _readable_at(spark, scope, stream, t):
    rows = spark.sql("select * from segments_at(?, ?, ?)", args=[scope, stream, t]).collect()
    return ({r.from_head for r in rows}, {r.epoch for r in rows},
            sorted((r.segment_id, r.key_start, r.key_end, r.start_offset) for r in rows))


def _successors(spark, scope, stream, sid):
    rows = spark.sql("select * from segment_successors(?, ?, ?)", args=[scope, stream, sid]).collect()
    return sorted((r.successor_id, tuple(r.predecessor_ids)) for r in rows)


def _truncate(spark, streams: dict[tuple[str, str], Stream]) -> list[tuple]:
    """Apply the accepted truncation requests to the reference streams in request order (from
    no truncation); returns (scope, stream, request_time, record) of those accepted and, last,
    the count of those the reference refused."""
    requests = collections.defaultdict(list)
    for r in spark.sql("select * from opsmeta_staging.stg_streams__truncation_requests where reject_reason is null").collect():
        requests[(r.scope, r.stream)].append((r.request_time, r.raw_row, dict(r.cut)))
    accepted, rejected = [], 0
    for key, stream in streams.items():
        stream.truncations = []
        for request_time, _, cut in sorted(requests.get(key, []), key=lambda r: r[:2]):
            try:
                accepted.append((*key, request_time, stream.truncate(request_time, cut)))
            except Rejected:
                rejected += 1
    return [*accepted, rejected]


@pytest.fixture(scope="module")
def streams(dbt_build, spark):
    """The reference streams, with their accepted truncations (the head segments_at overlays)."""
    spark.catalog.setCurrentDatabase("opsmeta")
    streams = _reference_streams(spark)
    _truncate(spark, streams)
    return streams


def test_the_marts_hold_the_replay_of_every_stream(streams, spark):
    epochs = collections.Counter((r.scope, r.stream) for r in spark.table("opsmeta.stream_epochs").select("scope", "stream").collect())
    assert epochs == {key: len(s.epochs) for key, s in streams.items()}
    current = {(r.scope, r.stream): (r.epoch, r.active_segments) for r in spark.table("opsmeta.stream_current_epoch").collect()}
    assert current == {key: (s.current_epoch.epoch, len(s.current_epoch.segments)) for key, s in streams.items()}
    sealed = {(r.scope, r.stream, r.segment_id): r.sealed_epoch for r in spark.table("opsmeta.segment_sealed_epochs").collect()}
    assert sealed == {(*key, sid): e for key, s in streams.items() for sid, e in s.sealed_epoch.items()}
    chunks = spark.sql("select count(distinct scope, stream, chunk) from opsmeta.stream_history_chunks").first()[0]
    assert chunks > len(streams), "the test build's small chunks put streams over several chunks"


#: the models keyed by epoch block a replay's segments go through, and the key they sort by
EPOCH_BLOCK_MODELS = {"int_stream_segments_sized": "segment_id", "sealed_segment_size_shards": "shard"}


def test_each_block_of_a_stream_is_written_by_one_task_in_key_order(dbt_build, spark):
    """The epoch-keyed models hand a stream's rows of a block to one task, sorted by key, so a
    block of a stream is one sorted file (a join's partitioning spread it over every task: a
    file per block per task). Run on the build's own queries with adaptive execution's merging
    of small tasks off: on the sample it merges them all into one."""
    compiled = {r.node.name: r.node.compiled_code for r in dbt_build.result.results if r.node.name in EPOCH_BLOCK_MODELS}
    assert compiled.keys() == EPOCH_BLOCK_MODELS.keys()
    spark.conf.set("spark.sql.adaptive.coalescePartitions.enabled", "false")
    try:
        for model, key in EPOCH_BLOCK_MODELS.items():
            rows = (spark.sql(compiled[model])
                    .selectExpr("spark_partition_id() as task", "monotonically_increasing_id() as position",
                                "epoch_block", "scope", "stream", f"{key} as key")
                    .collect())
            tasks = collections.defaultdict(set)
            for r in rows:
                tasks[(r.epoch_block, r.scope, r.stream)].add(r.task)
            assert len(tasks) > 1 and max(len(t) for t in tasks.values()) == 1, model
            in_task_order = [(r.task, r.epoch_block, r.scope, r.stream, r.key) for r in sorted(rows, key=lambda r: r.position)]
            # Spark sorts nulls first (a rejected size may have no stream)
            assert in_task_order == sorted(in_task_order, key=lambda t: [(v is not None, v) for v in t]), model
    finally:
        spark.conf.unset("spark.sql.adaptive.coalescePartitions.enabled")


def test_a_segment_meets_its_sealing_and_sizes_in_one_shuffle(dbt_build, spark):
    """int_stream_segments_sized puts a segment's rows together (its creation, its sealing, its
    sizes) in a window over the rows distributed by block for the files: no join on the
    segment, which shuffled both sides by segment and then its output again by block."""
    from bench.harness import executed_plan, plan_nodes

    compiled = next(r.node.compiled_code for r in dbt_build.result.results if r.node.name == "int_stream_segments_sized")
    nodes = list(plan_nodes(executed_plan(spark, compiled)))
    joins_on_segment = [n.nodeName() for n in nodes if n.nodeName().endswith("Join")
                        and "segment_id" in n.leftKeys().toString()]
    shuffles = [n.shuffleOrigin().toString() for n in nodes if n.nodeName() == "Exchange"]
    # the size digests' aggregate is the other shuffle: a row per stream and block, broadcast
    assert joins_on_segment == [] and shuffles.count("REPARTITION_BY_COL") == 1


def test_the_current_epochs_build_reads_their_blocks_of_the_replay_only(dbt_build, spark):
    """stream_current_epoch keeps each stream's last epoch: its full build prunes the replay at
    run time to those epochs' blocks (unpruned, it decoded the segments of every epoch of the
    replay to keep one a stream: 17 s alone on the year-long stream)."""
    compiled = next(r.node.compiled_code for r in dbt_build.result.results if r.node.name == "stream_current_epoch")
    assert dynamically_pruned(spark, compiled, None) == {REPLAY}


def test_every_rejected_request_is_rejected_by_the_replay_too(streams, spark):
    rejected = spark.sql(
        "select stream, request_seq, reject_reason from opsmeta.stream_scales_rejected "
        "where source in ('stream_scales', 'rolling_transactions') and stream != 'never-created'"
    ).collect()
    expected = {(key[1], row.request.request_seq, row.reject_reason) for key, s in streams.items() for row in s.rows if row.reject_reason}
    assert {(r.stream, r.request_seq, r.reject_reason) for r in rejected} == expected
    reasons = {r.reject_reason for r in spark.table("opsmeta.stream_scales_rejected").collect()}
    assert {"sealed segment not active", "new key ranges do not cover exactly the sealed key space",
            "transaction epoch not older than the active epoch", "unknown stream", "negative size"} <= reasons


def test_segments_at_every_chunk_boundary_and_random_times(streams, spark):
    rng = random.Random(5)
    index = collections.defaultdict(list)
    for r in spark.table("opsmeta.stream_time_index").collect():
        index[(r.scope, r.stream)].extend([r.start_time - 1, r.start_time, r.end_time - 1 if r.end_time else r.start_time + 1])
    checked = 0
    for key in rng.sample(sorted(streams), 4):
        stream = streams[key]
        times = index[key] + [stream.epochs[0].creation_time - 1] + rng.sample([e.creation_time for e in stream.epochs], 5)
        for t in times:
            from_head, epochs, segments = _readable_at(spark, *key, t)
            expected_from_head, expected = stream.readable_at(t)
            assert segments == sorted((*segment, offset) for segment, offset in expected), (key, t)
            assert from_head == ({expected_from_head} if expected else set())
            epoch = stream.epoch_at(t)
            assert epochs == ({epoch.epoch} if epoch else set())
            checked += 1
    assert checked > 30


def test_segments_at_overlays_the_head_on_every_epoch_of_the_truncated_streams(streams, spark):
    """PDP-32's overlay of the truncation record: at every epoch of a truncated stream, the
    head cut with its offsets up to the head's newest epoch, the epoch's own segments after it
    (from the cut's offsets where it holds them), never a deleted segment."""
    truncated = sorted(key for key, stream in streams.items() if stream.truncations)
    assert truncated
    seen_head = seen_after = False
    for key in truncated[:4]:
        stream = streams[key]
        deleted = {sid for record in stream.truncations for sid in record.to_delete}
        for epoch in stream.epochs[:20] + stream.epochs[-20:]:
            from_head, _, segments = _readable_at(spark, *key, epoch.creation_time)
            expected_from_head, expected = stream.readable_at(epoch.creation_time)
            assert segments == sorted((*segment, offset) for segment, offset in expected), (key, epoch.epoch)
            assert from_head == {expected_from_head}
            assert not {segment[0] for segment in segments} & deleted
            seen_head |= expected_from_head
            seen_after |= not expected_from_head
    assert seen_head and seen_after


def test_look_ups_plan_each_table_once(streams, spark):
    """Each reference to a table in a call's plan is planned on its own: a table look-up and a
    partition listing in the metastore (7 calls, ~20 ms each on the embedded one), though
    Spark then runs a repeated scalar subquery once. segments_at named the time index's look-up
    three times (22 calls a call), segment_successors the segment's row six times (34): each
    now makes the calls of its tables planned once (its segment's row twice: for the records
    and for the check that it exists)."""
    key = next(k for k, s in sorted(streams.items()) if s.sealed_epoch)
    stream = streams[key]
    sealed = min(stream.sealed_epoch)
    replay = "opsmeta_intermediate.int_stream_requests_replayed"
    # a one-table query's calls, planned with a filter on the table's partition column
    partitions = {"stream_time_index": ("scope", key[0]), replay: ("epoch_block", 0), "stream_segments": ("epoch_block", 0)}
    calls = {
        table: plan_profile(spark, f"select * from {table} where {column} = ?", 1, [value])["metastore calls"]
        for table, (column, value) in partitions.items()
    }
    at = plan_profile(spark, "select * from segments_at(?, ?, ?)", 1, [*key, stream.epochs[-1].creation_time])
    # and the truncation record it overlays
    truncations = plan_profile(spark, "select * from stream_truncations where scope = ?", 1, [key[0]])["metastore calls"]
    assert at["metastore calls"] == calls["stream_time_index"] + calls[replay] + truncations, (at, calls, truncations)
    successors = plan_profile(spark, "select * from segment_successors(?, ?, ?)", 1, [*key, sealed])
    # the segment's row: its check's mention is looked up again, not always listed again
    assert successors["metastore calls"] <= 2 * calls["stream_segments"] + calls[replay], (successors, calls)


def test_segment_successors_of_sampled_segments(streams, spark):
    rng = random.Random(6)
    seen_active = seen_sealed = False
    for key in rng.sample(sorted(streams), 3):
        stream = streams[key]
        for sid in rng.sample(sorted(stream.segments), 6):
            assert _successors(spark, *key, sid) == sorted(stream.successors(sid)), (key, sid)
            seen_active |= sid not in stream.sealed_epoch
            seen_sealed |= sid in stream.sealed_epoch
    assert seen_sealed


def test_cut_records_and_truncations_match_the_reference(streams, spark):
    sizes = _accepted_sizes(spark)
    for key, stream in streams.items():
        stream.sizes = sizes[key]
    records = spark.sql("select scope, stream, recording_size, cut, span from opsmeta.stream_cut_records").collect()
    assert records
    for r in records:
        stream = streams[(r.scope, r.stream)]
        assert r.recording_size == stream.size_till(dict(r.cut)) and dict(r.span) == stream.span(dict(r.cut))
    *accepted, rejected = _truncate(spark, streams)
    expected = {(scope, stream, request_time, tuple(record.to_delete), record.deleted, record.size_till)
                for scope, stream, request_time, record in accepted}
    truncations = spark.table("opsmeta.stream_truncations").collect()
    built = {(r.scope, r.stream, r.request_time, tuple(r.to_delete), r.deleted_segments, r.size_till) for r in truncations}
    assert built == expected and rejected > 0
    assert any(deleted for *_, deleted, _ in built)
    for r in truncations:
        segments = streams[(r.scope, r.stream)].segments
        assert r.key_ranges == {sid: (segments[sid].key_start, segments[sid].key_end) for sid in r.cut}
    # a call from the head (the last truncation) reads the head's segments from its record
    truncated = sorted({(r.scope, r.stream) for r in truncations})
    for key in truncated[:3]:
        stream = streams[key]
        head, tail = stream.head(), stream.tail(stream.head())
        assert _between(spark, *key, "", "") == (sorted(stream.segments_between(head, tail)), stream.size_between(head, tail))


def _between(spark, scope, stream, a, b):
    args = [scope, stream, a if isinstance(a, str) else format_cut(a), b if isinstance(b, str) else format_cut(b)]
    segments = sorted(r[0] for r in spark.sql("select * from segments_between_cuts(?, ?, ?, ?)", args=args).collect())
    size = spark.sql("select * from size_between_cuts(?, ?, ?, ?)", args=args).first()[0]
    return segments, size


def _compare(spark, scope, stream, a, b):
    args = [scope, stream, a if isinstance(a, str) else format_cut(a), b if isinstance(b, str) else format_cut(b)]
    return spark.sql("select * from compare_stream_cuts(?, ?, ?, ?)", args=args).first()[0]


def test_cut_functions_along_reader_walks(streams, spark):
    """Cuts a reader passes through (tests/test_python_udfs_streams.reader_walk): segments and
    bytes between two of them and their comparison, through SQL, as the reference says."""
    sizes = _accepted_sizes(spark)
    rng = random.Random(8)
    comparisons = collections.Counter()
    for key in rng.sample(sorted(streams), 3):
        stream = streams[key]
        stream.sizes = sizes[key]
        states = reader_walk(stream, rng, 80)
        for _ in range(3):
            i, j = sorted(rng.sample(range(len(states)), 2))
            a, c = states[i][0], states[j][0]
            assert _between(spark, *key, a, c) == (sorted(stream.segments_between(a, c)), stream.size_between(a, c))
            for x, y in ((a, c), (c, a)):
                got = _compare(spark, *key, x, y)
                assert got == stream.compare(x, y)
                comparisons[got] += 1
    assert comparisons["Before"] and comparisons["EqualOrAfter"]


def _look_ups(spark, function: str, probes: list[tuple[str, str, int]]) -> dict[tuple, tuple | None]:
    """``function`` called once per probe (scope, stream, value), in one query: each probe's row
    (recording_time, recording_size, cut) or None."""
    spark.createDataFrame(probes, "scope string, stream string, probe bigint").createOrReplaceTempView("look_up_probes")
    rows = spark.sql(f"""
        select probes.scope, probes.stream, probes.probe, found.recording_time, found.recording_size, found.cut
        from look_up_probes as probes, lateral {function}(probes.scope, probes.stream, probes.probe) as found
    """).collect()
    answers = {probe: None for probe in probes}
    for r in rows:
        assert answers[(r.scope, r.stream, r.probe)] is None, f"{function} answered {r} twice"
        answers[(r.scope, r.stream, r.probe)] = (r.recording_time, r.recording_size, r.cut)
    return answers


def test_retention_look_ups_take_the_greatest_lower_bound(streams, spark):
    """stream_cut_before_time and stream_cut_before_size against the reference, on every
    stream of the sample: at, just before and just after each recorded time and size, before
    the first and after the last, and an unknown stream."""
    references, cuts = collections.defaultdict(list), {}
    for r in spark.sql("select scope, stream, recording_time, recording_size, cut from opsmeta.stream_cut_records").collect():
        references[(r.scope, r.stream)].append(RetentionReference(r.recording_time, r.recording_size))
        cuts[(r.scope, r.stream, r.recording_time)] = format_cut(dict(r.cut))
    assert len(references) > 3
    for function, reference, field in (("stream_cut_before_time", reference_before_time, "recording_time"),
                                       ("stream_cut_before_size", reference_before_size, "recording_size")):
        probes = [("no-such", "stream", 10**15)]
        for key, refs in references.items():
            probes += [(*key, getattr(r, field) + step) for r in refs for step in (-1, 0, 1)]
            probes += [(*key, -1), (*key, 2**62)]
        answers = _look_ups(spark, function, sorted(set(probes)))
        misses = hits = 0
        for (scope, stream, probe), got in answers.items():
            expected = reference(references.get((scope, stream), []), probe)
            if expected is None:
                misses += 1
                assert got is None, (function, scope, stream, probe, got)
            else:
                hits += 1
                assert got == (*expected, cuts[(scope, stream, expected.recording_time)]), (function, scope, stream, probe)
        assert hits and misses, function


def _retention_policies() -> tuple[RetentionPolicy | None, dict[tuple[str, str], RetentionPolicy | None]]:
    """The project's default retention policy and the shared build's per-stream ones."""
    def policy(var):
        if var["retention_type"] == "none":
            return None
        return RetentionPolicy(var["retention_type"], var["retention_min"], var.get("retention_max"))

    default = project_var("streams_retention_policy")
    return policy(default), {(o["scope"], o["stream"]): policy(o) for o in RETENTION_OVERRIDES}


def test_retention_plans_are_the_references(dbt_build, spark):
    """stream_retention_plan against python_udfs.streams.retention_plan for every stream of
    the sample, under the default policy and each kind of the stream's own, with the head of
    stream_truncations' last (its sizes are checked against the reference above)."""
    default, own = _retention_policies()
    references = collections.defaultdict(list)
    for r in spark.table("opsmeta.stream_cut_records").collect():
        references[(r.scope, r.stream)].append(RetentionReference(r.recording_time, r.recording_size))
    heads = {}
    for r in spark.table("opsmeta.stream_truncations").orderBy("request_time").collect():
        heads[(r.scope, r.stream)] = r.size_till
    plans = {(r.scope, r.stream): r for r in spark.table("opsmeta.stream_retention_plan").collect()}
    assert plans.keys() == references.keys()
    for key, plan in plans.items():
        policy = own.get(key, default)
        expected = policy and retention_plan(references[key], policy, heads.get(key, 0))
        assert (plan.retention_type, plan.own_policy) == (policy and policy.retention_type, key in own), key
        if expected is None:
            assert (plan.truncation_time, plan.max_limit_time, plan.records_purged, plan.truncates_now) == (None, None, 0, False)
            continue
        assert (plan.evaluated_time, plan.evaluated_size) == expected.evaluated, key
        assert (plan.truncation_time, plan.truncation_size) == (expected.truncate_at or (None, None)), key
        assert (plan.max_limit_time, plan.max_limit_size) == (expected.max_limit or (None, None)), key
        assert (plan.records_purged, plan.truncates_now) == (expected.records_purged, expected.truncates_now), key
    outcomes = collections.Counter(
        (p.retention_type, p.truncation_time is not None, p.truncates_now, p.max_limit_time is not None) for p in plans.values())
    kinds = {("time", True, False, False), ("time", True, True, True), ("size", True, False, True), (None, False, False, False)}
    assert kinds <= outcomes.keys()


@pytest.mark.parametrize(
    ("vars_", "message"),
    [
        ("{streams_retention_policy: {retention_type: consumption, retention_min: 1}}",
         "var streams_retention_policy takes {retention_type: time|size|none"),
        ("{streams_retention_policy: {retention_type: time, retention_min: 10, retention_max: 5}}",
         "var streams_retention_policy takes {retention_type"),
        ("{streams_retention_policy: {retention_type: size, retention_min: '1 or true'}}",
         "var streams_retention_policy takes {retention_type"),
        ("{streams_retention_policy_overrides: [{scope: \"a'); drop table t; --\", stream: s, retention_type: none}]}",
         "var streams_retention_policy_overrides takes {scope, stream, retention_type"),
        ("{streams_retention_policy_overrides: [{scope: a, stream: s, retention_type: none}, "
         "{scope: a, stream: s, retention_type: none}]}",
         "var streams_retention_policy_overrides names a/s twice"),
    ],
)
def test_wrong_retention_policies_are_one_clear_compile_error(dbt, dbt_build, vars_, message, capsys):
    result = dbt.invoke("compile", "--select", "stream_retention_plan", "--vars", vars_)
    assert not result.success
    assert message in str(result.result or result.exception) + capsys.readouterr().out


def test_scale_history_between_times_as_the_reference(streams, spark):
    """scale_history over ranges of sampled streams (inside one chunk, across chunks, before
    the stream, empty, the whole life), in one query, against the replay's epochs."""
    rng = random.Random(12)
    probes = [("no-such", "stream", 0, 2**62)]
    for key in rng.sample(sorted(streams), 5):
        times = [e.creation_time for e in streams[key].epochs]
        probes += [(*key, 0, times[0]), (*key, times[3], times[3]), (*key, 0, 2**62)]
        for _ in range(6):
            a, b = sorted(rng.sample(times, 2))
            probes.append((*key, a + rng.choice((-1, 0, 1)), b + rng.choice((-1, 0, 1))))
    spark.createDataFrame(probes, "scope string, stream string, from_time bigint, to_time bigint").createOrReplaceTempView("history_probes")
    rows = spark.sql("""
        select probes.scope, probes.stream, probes.from_time, probes.to_time, history.epoch, history.reference_epoch,
            history.scale_time, history.segments_sealed.segment_id as sealed, history.segments_created.segment_id as created
        from history_probes as probes,
            lateral scale_history(probes.scope, probes.stream, probes.from_time, probes.to_time) as history
    """).collect()
    got = collections.defaultdict(list)
    for r in rows:
        got[(r.scope, r.stream, r.from_time, r.to_time)].append((r.epoch, r.reference_epoch, r.scale_time, tuple(r.sealed), tuple(r.created)))
    empty = 0
    for scope, stream, from_time, to_time in probes:
        reference = streams.get((scope, stream))
        expected = [] if reference is None else [
            (e.epoch, e.reference_epoch, e.creation_time, tuple(s.segment_id for s in e.history_sealed),
             tuple(s.segment_id for s in e.history_created))
            for e in reference.scale_history(from_time, to_time)]
        assert sorted(got[(scope, stream, from_time, to_time)]) == expected, (scope, stream, from_time, to_time)
        empty += not expected
    assert empty >= 10 and len(rows) > 100


def _accepted_sizes(spark) -> dict[tuple[str, str], dict[int, int]]:
    sizes = collections.defaultdict(dict)
    for r in spark.sql("select scope, stream, segment_id, sealed_size_bytes as size_bytes from opsmeta.stream_segments "
                       "where sealed_size_bytes is not null").collect():
        sizes[(r.scope, r.stream)][r.segment_id] = r.size_bytes
    return sizes


def test_size_between_far_cuts_sums_the_middle_shards_whole(streams, spark):
    """size_between_cuts sums whole, from their running totals, the shards between `from`'s
    newest segment and the lowest span epoch of `to` but those holding a segment of `to`: their
    segments are no candidates (sized_segments_between). Cut texts more than
    stream_size_broadcast_epochs apart (16 here), and the head or the tail, have the epochs and
    shards they read pruned at run time. Against the reference, between cuts along reader walks
    of the longest streams and from their origin to their tail, with shards of 16 epochs (the
    head's own calls are tested with the truncations)."""
    variables = json.loads(BUILD_VARS)
    shard, broadcast_epochs = variables["sealed_segment_shard_size"], variables["stream_size_broadcast_epochs"]
    sizes = _accepted_sizes(spark)
    rng = random.Random(9)
    with_middle = 0
    for key in sorted(streams, key=lambda k: (-len(streams[k].epochs), k))[:3]:
        stream = streams[key]
        stream.sizes = sizes[key]
        walked = [cut for cut, _, _ in reader_walk(stream, rng, 300)]
        pairs = [sorted(rng.sample(range(len(walked)), 2)) for _ in range(6)]
        for a, c in [(walked[i], walked[j]) for i, j in pairs] + [(walked[0], stream.tail(walked[0]))]:
            far = max(map(creation_epoch, c)) - min(map(creation_epoch, a)) > broadcast_epochs
            middle = range(max(map(creation_epoch, a)) // shard + 1, min(stream.span(c).values()) // shard)
            with_middle += far and any(k not in {creation_epoch(sid) // shard for sid in c} for k in middle)
            assert _between(spark, *key, a, c) == (sorted(stream.segments_between(a, c)), stream.size_between(a, c)), (key, a, c)
            # the middle's blocks are left out of the epochs and the shards read at run time,
            # between two cut texts too (whose static bounds take in every block between them)
            if far:
                sql = "select * from size_between_cuts(?, ?, ?, ?)"
                assert dynamically_pruned(spark, sql, [*key, format_cut(a), format_cut(c)]) == {REPLAY, SHARDS}, (key, a, c)
    assert with_middle >= 3, with_middle


def _each_between_raises(spark, args, message):
    """Both functions over two cuts raise ``message`` for ``args``, each in its own call: one
    returns rows, the other one row, and Spark may drop a read of either while planning."""
    for function in ("segments_between_cuts", "size_between_cuts"):
        with pytest.raises(Exception, match=message):
            spark.sql(f"select * from {function}(?, ?, ?, ?)", args=args).collect()


@pytest.mark.parametrize("cut, message", [
    ("0:x", "malformed stream cut '0:x'"),
    ("0:1,0:2", "a segment is named twice"),
    ("99999999:0", "from names a segment the stream does not have"),
    ("0:1", "from does not cover the key space"),
])
def test_cut_functions_reject_bad_cuts(streams, spark, cut, message):
    key = next(k for k, s in sorted(streams.items()) if len(s.epochs[0].segments) > 1)
    _each_between_raises(spark, [*key, cut, ""], message)


def test_cut_functions_reject_a_to_before_from_and_unknown_streams(streams, spark):
    key, stream = next((k, s) for k, s in sorted(streams.items()) if s.sealed_epoch)
    tail = format_cut(stream.tail())
    _each_between_raises(spark, [*key, tail, format_cut(stream.origin())], "to is not equal or after from")
    _each_between_raises(spark, ["nowhere", "none", tail, tail], "unknown stream nowhere/none")
    with pytest.raises(Exception, match="unknown stream nowhere/none"):
        _compare(spark, "nowhere", "none", tail, tail)


def test_cut_functions_require_their_arguments(streams, spark):
    key = sorted(streams)[0]
    for function, names in (("segments_between_cuts", "from and to"), ("size_between_cuts", "from and to"), ("compare_stream_cuts", "a and b")):
        for missing in range(4):
            args = [*key, "0:0", "0:0"]
            args[missing] = None
            with pytest.raises(Exception, match=f"{function}: scope, stream, {names} are required"):
                spark.sql(f"select * from {function}(?, ?, ?, ?)", args=args).collect()


def test_cut_functions_are_stored_as_nested_derived_tables(streams, spark):
    """The table_function materialization stores a body's CTEs referenced once where they are
    referenced (opsmeta.nested_ctes): Spark analyses the body at every call, a CTE chain
    slower. The cut functions' bodies have no WITH clause left."""
    for function in ("segments_between_cuts", "size_between_cuts", "compare_stream_cuts"):
        usage = next(r[0] for r in spark.sql(f"describe function extended {function}").collect() if r[0].startswith("Usage: "))
        body = json.loads(usage.removeprefix("Usage: "))["sqlFunction.query"]
        assert not re.search(r"\bwith\s+\w+\s+as\s*\(", body), function
        assert nest_ctes(body) == body, function


def test_cut_functions_read_each_table_once(streams, spark):
    """Spark inlines a CTE at every reference, so a CTE named twice reads its tables twice and
    the reads multiply along a chain (size_between_cuts planned 85 scans and ran out of memory
    on a long stream; later it still planned the cut pair twice, for the call's row and for
    the candidates). A call reads each table it needs once, counted in the plan that ran, but
    the replay's epoch rows for the head's call ('' as from): its first epoch, and the span's."""
    key = next(k for k, s in sorted(streams.items()) if s.sealed_epoch)
    # stream_epochs is a view of the replay's epoch rows; a cut's call reads no truncation, and
    # the head's to the tail no segment (their key ranges are in the head's and the current
    # epoch's records)
    head = {"stream_current_epoch": 1, "stream_truncations": 1, REPLAY: 2}
    cut = {"stream_current_epoch": 1, REPLAY: 1, SEGMENTS: 1}
    for function, more in (("segments_between_cuts", {}), ("size_between_cuts", {SHARDS: 1, "int_sealed_size_shards_totalled": 1})):
        for from_cut, expected in (("", head), (format_cut(streams[key].origin()), cut)):
            reads = collections.Counter(table for table, _, _ in scans_read(spark, f"select * from {function}(?, ?, ?, '')", [*key, from_cut]))
            assert reads == expected | more, (function, from_cut, reads)


def test_function_arguments_are_checked(streams, spark):
    key = sorted(streams)[0]
    with pytest.raises(Exception, match="is not a segment of"):
        _successors(spark, *key, 1 << 60)
    with pytest.raises(Exception, match="at_time is required"):
        spark.sql("select * from segments_at(?, ?, cast(null as bigint))", args=list(key)).collect()
    assert _segments_at(spark, "no-such", "stream", 10**13) == ([], set())


# ---- hand-worked streams, built on their own (schema opsmeta_streams_hand)

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
    yield _reference_streams(spark, "opsmeta_streams_hand_raw")
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
    assert _readable_at(spark, "hand", "split-merge", HAND_EPOCH - 1) == (set(), set(), [])
    for t, epoch in ((HAND_EPOCH + 99, 0), (HAND_EPOCH + 100, 1), (HAND_EPOCH + 101, 2)):
        assert _readable_at(spark, "hand", "split-merge", t) == ({True}, {epoch}, [(s24, 0.0, 1.0, 5)]), t
    assert _successors(spark, "hand", "split-merge", 0) == [(s12, (0,)), (s13, (0,))]
    assert _successors(spark, "hand", "split-merge", s12) == [(s24, (1, s12, s13))]
    assert _successors(spark, "hand", "split-merge", s24) == []
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
        segments, epochs = _segments_at(spark, "hand", "rolled", t)
        assert segments == sorted(tuple(s) for s in stream.segments_at(t)), t
    # a time after chunk 0's last scale and before chunk 1's first: still epoch 2
    between = index[0].end_time - 1
    assert _segments_at(spark, "hand", "rolled", between)[1] == {2}
    # readers go from the active epoch's segment to the duplicate of the transaction epoch
    assert _successors(spark, "hand", "rolled", segment_id(2, 2)) == [(segment_id(3, 1), (segment_id(2, 2),))]
    assert _successors(spark, "hand", "rolled", segment_id(3, 1)) == [(segment_id(4, 2), (segment_id(3, 1),))]
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
    # 5.3 is sealed by epoch 6: epochs 5 and 6 in one read of blocks 2 and 3 (the successors and
    # their predecessors); its row in block 2, read for the epochs and for the argument check
    read = partitions_read(scans_read(spark, "select * from segment_successors('hand', 'rolled', ?)", [segment_id(5, 3)]))
    assert read == [(REPLAY, 2)] + [(SEGMENTS, 1)] * 2
    # two cuts of one segment each: the key ranges are read from those segments' two blocks
    cuts = [f"{segment_id(5, 3)}:0", f"{segment_id(7, 5)}:0"]
    assert _compare(spark, "hand", "rolled", *cuts) == "Before"
    read = partitions_read(scans_read(spark, "select * from compare_stream_cuts('hand', 'rolled', ?, ?)", cuts))
    assert read == [(SEGMENTS, 2), ("stream_current_epoch", 1)]
    # `wide`'s segment 0 is in both cuts: only the segment in `from` alone (epoch 5) may need
    # a sealed size, so the shards read start at its shard (block 1), not at segment 0's (block
    # 0), and end at the shard of `to`'s segment of epoch 6 (block 3); the epochs between are 5 and 6 (blocks
    # 2 and 3; the head's first epoch is not read for a given `from`); the key ranges once,
    # from the 3 segments' blocks
    cuts = [f"0:0,{WIDE_UPPER[5]}:10", f"0:0,{WIDE_UPPER[6]}:0"]
    assert _between(spark, "hand", "wide", *cuts) == (sorted([0, WIDE_UPPER[5], WIDE_UPPER[6]]), 1005 - 10)
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
    assert _between(spark, "hand", "wide", *head) == _between(spark, "hand", "wide", f"0:0,{WIDE_UPPER[0]}:0", cuts[1])


def test_cuts_naming_more_segments_than_the_functions_name_one_by_one(hand_built, spark):
    """A cut pair's ids are matched one by one up to named_id_positions (32), as literals the
    metastore and Parquet take; `many`'s origin and tail name 42: the look-up falls back to
    the blocks between the oldest and the newest id, with the same answers as from the head to
    the tail, which names none."""
    stream = hand_built[("hand", "many")]
    origin, tail = format_cut(stream.origin()), format_cut(stream.tail())
    assert len({*stream.origin(), *stream.tail()}) > 32
    between = _between(spark, "hand", "many", origin, tail)
    assert between == _between(spark, "hand", "many", "", "")
    assert between[1] == 500
    assert _compare(spark, "hand", "many", tail, origin) == "EqualOrAfter"


def broadcast_reads(plan) -> dict[str, list[int]]:
    """The partitions read by each scan whose rows a broadcast in ``plan`` (a plan that ran)
    holds, per table: the scans under a broadcast, not behind a shuffle (a shuffle's rows feed
    a join or an aggregate computed before the broadcast, as the call's span is)."""
    reads = collections.defaultdict(list)
    for exchange in plan_nodes(plan):
        if exchange.nodeName() == "BroadcastExchange":
            for table, _, partitions in scans_in(exchange, through_shuffles=False):
                if partitions is not None:
                    reads[table].append(partitions)
    return reads


def partitions_listed(spark, sql: str, args) -> dict[str, int]:
    """The partitions of each table the scans in the physical plan of ``sql`` were given while
    planning: those the static partition filters keep (the metastore's answer to their literal
    bounds, then Spark's own filtering of it), before any run-time (dynamic) pruning."""
    listed = {}
    for table, node in planned_scans(spark, sql, args):
        listed[table] = max(listed.get(table, 0), node.relation().location().partitionSpec().partitions().size())
    return listed


def partition_filters(spark, sql: str, args) -> dict[str, list[tuple[bool, str]]]:
    """The static partition filters of each table scan in the physical plan of ``sql``: per
    filter, whether it is made of the partition columns and literals alone (what Spark hands the
    metastore to list partitions by), and its text. Run-time (dynamic pruning) filters left out."""
    def literal_only(expression) -> bool:
        if expression.nodeName() in ("AttributeReference", "Literal"):
            return True
        children = expression.children()
        return children.size() > 0 and all(literal_only(children.apply(i)) for i in range(children.size()))

    filters = collections.defaultdict(list)
    for table, expression in scan_partition_filters(spark, sql, args):
        if "DynamicPruning" not in expression.nodeName():
            filters[table].append((literal_only(expression), expression.toString()))
    return filters


def dynamically_pruned(spark, sql: str, args) -> set[str]:
    """The tables whose scans in the physical plan of ``sql`` Spark prunes at run time (dynamic
    partition pruning: a partition filter on the rows of the join's other side)."""
    return {table for table, expression in scan_partition_filters(spark, sql, args)
            if "DynamicPruning" in expression.nodeName()}


def planned_scans(spark, sql: str, args):
    """(table, scan node) of each Parquet scan in the physical plan of ``sql``, not run."""
    for node in plan_nodes(spark.sql(sql, args=args)._jdf.queryExecution().executedPlan()):
        if node.nodeName().startswith("Scan parquet "):
            yield scanned_table(node), node


def scan_partition_filters(spark, sql: str, args):
    """(table, expression) of each partition filter of those scans, static or run-time."""
    for table, node in planned_scans(spark, sql, args):
        found = node.partitionFilters()
        for i in range(found.size()):
            yield table, found.apply(i)


def test_the_build_sorts_requests_in_the_replay_order(spark):
    """The replay model's Spark sort (request_order_columns) and the reference's key
    (request_order) agree, ties on request_seq and time included."""
    rng = random.Random(5)
    requests = [Request("creation", 0, 7, tiebreak=-1)] + [
        Request(rng.choice(REQUEST_KINDS[1:]), rng.randint(1, 4), rng.randint(0, 3), tiebreak=rng.randint(-(2**63), 2**63 - 1))
        for _ in range(40)
    ]
    rng.shuffle(requests)
    frame = spark.createDataFrame(
        [(r.kind, r.request_seq, r.request_time, r.tiebreak) for r in requests],
        "request_kind string, request_seq bigint, request_time bigint, request_tiebreak bigint",
    )
    spark_order = [row.request_tiebreak for row in frame.sort(*request_order_columns()).collect()]
    assert spark_order == [r.tiebreak for r in sorted(requests, key=request_order)]


def test_the_tiebreak_tells_apart_requests_equal_in_all_else(spark):
    """request_tiebreak differs between requests whose own columns differ: accepted ones in
    their lists' items or order, rejected ones in a null list against an empty one or in
    where a null lies in a list."""
    from python_udfs.streams.spark_udfs import request_tiebreak

    accepted = [([0], [(0.0, 1.0)]), ([0, 1], [(0.0, 1.0)]), ([1, 0], [(0.0, 1.0)]), ([0], [(0.0, 0.5), (0.5, 1.0)])]
    rejected = [(None, []), ([], []), ([None, 1], None), ([1, None], None), ([1], [(None, 1.0)]), ([1], [(1.0, None)])]
    rows = [(None, ids, ranges) for ids, ranges in accepted] + [("rejected", ids, ranges) for ids, ranges in rejected]
    frame = spark.createDataFrame(
        [(reason, None, ids, ranges, None) for reason, ids, ranges in rows],
        "reject_reason string, initial_segments int, sealed_segment_ids array<bigint>, "
        "new_key_ranges array<struct<key_start: double, key_end: double>>, transaction_epoch int",
    )
    tiebreaks = [row[0] for row in frame.select(request_tiebreak()).collect()]
    assert len(set(tiebreaks)) == len(rows)


def test_the_streams_domain_is_registered():
    assert "streams" in domains.DOMAINS


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


def test_hand_worked_cut_queries(hand_built, spark):
    s12, s13, s24 = (HAND_SEGMENTS[name] for name in ("s12", "s13", "s24"))
    # from the head (the last truncation, s24 at 5) to the tail (s24, no byte known past it)
    assert _between(spark, "hand", "split-merge", "", "") == ([s24], 0)
    # from the first truncation's cut to the tail: the rest of 0 and 1, all of 1.2 and 1.3, none of 2.4
    assert _between(spark, "hand", "split-merge", "0:60,1:70", "") == (sorted([0, 1, s12, s13, s24]), 40 + 0 + 40 + 30)
    assert _between(spark, "hand", "split-merge", "0:60,1:20", f"{s12}:10,{s13}:0,1:20") == (sorted([0, 1, s12, s13]), 40 + 10)
    assert _compare(spark, "hand", "split-merge", "0:0,1:0", f"{s12}:0,{s13}:0,1:0") == "Before"
    assert _compare(spark, "hand", "split-merge", f"{s12}:0,{s13}:0,1:0", "0:0,1:0") == "EqualOrAfter"
    assert _compare(spark, "hand", "split-merge", f"{s12}:0,{s13}:0,1:0", "0:50,1:10") == "Overlaps"


# ---- append-only incremental builds

REQUEST_TABLES = ("stream_creations", "stream_scales", "rolling_transactions")


def _streams_tables(spark, schema: str) -> list[str]:
    # listTables also names the session's temporary views, which belong to no schema
    return sorted(
        t.name for t in spark.catalog.listTables(schema)
        if t.tableType != "VIEW" and not t.isTemporary and not t.name.endswith("__dbt_tmp")
    )


def _request_batches(source) -> list[dict[str, pa.Table]]:
    """The sample's requests in two batches by request_seq, each stream's in order; the last
    stream is created in the second batch. Sizes, cuts and truncations all come first (the
    sizes of segments sealed later are rejected until they are)."""
    tables = {name: pq.read_table(source / name).to_pandas() for name in SCHEMAS}
    late = sorted(set(tables["stream_creations"].dropna(subset=["stream"]).stream))[-1]
    seqs = sorted(tables["stream_scales"].request_seq.dropna())
    bound = seqs[len(seqs) // 2]

    def batch_of(frame):
        seq = frame.request_seq.fillna(-1) if "request_seq" in frame else frame.index.to_series(index=frame.index) * 0 - 1
        return ((seq > bound) | (frame.stream == late)).astype(int)

    batches = [{} for _ in range(2)]
    for name, frame in tables.items():
        which = batch_of(frame) if name in REQUEST_TABLES else (frame.stream == late).astype(int)
        for i in range(2):
            batches[i][name] = pa.Table.from_pandas(frame[which == i], schema=SCHEMAS[name], preserve_index=False)
    return batches


def test_incremental_builds_append_and_equal_a_full_refresh(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """Two batches of requests (the second appends to the streams and creates one), each
    written as new raw files and built incrementally: the
    append-only records keep every file the builds before wrote, and after the last build every
    streams table (the replay and the marts) equals the shared build's, a full build of the
    same sample with the same vars; a build with nothing new writes no file. A request landing
    before a stream's last
    replayed one, another epoch block size, or sizes gone that an earlier build checked, stop
    the build with a clear line."""
    from opsmeta import paths

    batches = _request_batches(paths.raw_dir())
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_streams_inc")
    run = ("run", "--select", "path:models/streams", "--vars", BUILD_VARS)

    def files(table):
        return set(spark.table(f"opsmeta_streams_inc{table}").inputFiles())

    # the replay holds the epoch and history records (the views stream_epochs, stream_history_chunks)
    appended = ("_intermediate.int_stream_requests_replayed",)
    rewritten_by_block = (
        "_intermediate.int_stream_segments_sized", ".sealed_segment_size_shards",
    )
    rewritten_by_scope_or_day = (".stream_time_index", ".stream_current_epoch", ".stream_scale_summary")
    for i, batch in enumerate(batches):
        for name, table in batch.items():
            (raw / name).mkdir(parents=True, exist_ok=True)
            pq.write_table(table, raw / name / f"batch-{i}.parquet")
        before = {t: files(t) for t in appended} if i else {}
        assert dbt.invoke(*run).success
        for table, old in before.items():
            assert old < files(table), f"{table} appends"
    # the batches hold every raw row of the sample the shared build read, in its schemas
    for schema, some in (("", "sealed_segment_size_shards"), ("_intermediate", "int_stream_segments_sized")):
        tables = _streams_tables(spark, f"opsmeta_streams_inc{schema}")
        assert some in tables and set(tables) <= set(_streams_tables(spark, f"opsmeta{schema}"))
        for table in tables:
            assert_same_rows(spark.table(f"opsmeta_streams_inc{schema}.{table}"), spark.table(f"opsmeta{schema}.{table}"), table)
    # nothing new: no block is written again
    before = {t: files(t) for t in appended + rewritten_by_block + rewritten_by_scope_or_day}
    assert dbt.invoke(*run).success
    assert {t: files(t) for t in before} == before
    # one new scale of one stream: the per-stream marts rewrite its scope only, the summary its day
    current = spark.table("opsmeta_streams_inc.stream_current_epoch").orderBy("scope", "stream").first()
    seq = max(
        (r["request_seq"] for name in ("stream_scales", "rolling_transactions") for r in pq.read_table(raw / name).to_pylist()
         if (r["scope"], r["stream"]) == (current.scope, current.stream)),
        default=0,
    )
    split = current.segments[0]
    middle = (split.key_start + split.key_end) / 2
    scale_time = current.creation_time + 1000
    pq.write_table(pa.Table.from_pylist([{
        "scope": current.scope, "stream": current.stream, "scale_time": scale_time, "request_seq": seq + 1,
        "sealed_segment_ids": [split.segment_id],
        "new_key_ranges": [{"key_start": split.key_start, "key_end": middle}, {"key_start": middle, "key_end": split.key_end}],
    }], schema=SCHEMAS["stream_scales"]), raw / "stream_scales" / "one-more.parquet")
    touched = {
        ".stream_time_index": f"/scope={current.scope}/",
        ".stream_current_epoch": f"/scope={current.scope}/",
        ".stream_scale_summary": f"/day_at={scale_time - scale_time % 86_400_000}/",
    }
    before = {t: files(t) for t in touched}
    assert spark.table("opsmeta_streams_inc.stream_current_epoch").select("scope").distinct().count() > 1
    assert dbt.invoke(*run).success
    for table, part in touched.items():
        after = files(table)
        assert {f for f in after if part not in f} == {f for f in before[table] if part not in f}, table
        assert {f for f in after if part in f} - before[table], table
    current_epochs = spark.table("opsmeta_streams_inc.stream_current_epoch")
    now = current_epochs.where((current_epochs.scope == current.scope) & (current_epochs.stream == current.stream)).first()
    assert (now.epoch, now.active_segments) == (current.epoch + 1, current.active_segments + 1)
    # another block size: the next build would look up each stream's epochs in other blocks
    other_blocks = json.dumps({**json.loads(BUILD_VARS), "stream_epoch_block_size": 5})
    messages = dbt.errors(dbt.invoke("run", "--select", "path:models/streams", "--vars", other_blocks))
    assert "blocks of another size than stream_epoch_block_size (5)" in messages and "--full-refresh" in messages
    # a copy of a scale the first build replayed: it would change what follows it
    pq.write_table(pq.read_table(raw / "stream_scales" / "batch-0.parquet").slice(0, 1), raw / "stream_scales" / "late.parquet")
    messages = dbt.errors(dbt.invoke(*run))
    assert "--full-refresh" in messages and "changed since the last build" in messages
    # sizes an earlier build checked are gone: their blocks cannot be emptied in place
    (raw / "stream_scales" / "late.parquet").unlink()
    (raw / "sealed_segment_sizes" / "batch-0.parquet").unlink()
    messages = dbt.errors(dbt.invoke(*run))
    assert "int_stream_segments_sized: rows an earlier build wrote are no longer made by its inputs" in messages
    assert "--full-refresh" in messages


def test_the_long_bench_stream_computed_at_once_equals_its_replay():
    """bench/streams.py writes its year-long stream from columns computed at once (a replay
    takes ~0.1 ms a scale, 53 min for a year): they equal the stream replayed scale by scale,
    from the first scale and from inside it (an appended hour)."""
    from bench.streams import _scaling_columns, _scaling_stream

    replayed = list(_scaling_stream("s", 1_000))
    for first, last in ((1, 1_000), (1, 1), (2, 2), (601, 700)):
        scales, sizes = _scaling_columns("s", first, last)
        assert pa.table(scales, schema=SCHEMAS["stream_scales"]).to_pylist() == [scale for scale, _ in replayed[first - 1:last]]
        assert pa.table(sizes, schema=SCHEMAS["sealed_segment_sizes"]).to_pylist() == [
            size for _, sealed in replayed[first - 1:last] for size in sealed]
