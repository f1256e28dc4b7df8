"""The streams domain built by dbt on the sample: the marts and SQL functions answer as the
plain-Python replay does (python_udfs.streams.Stream), read only what they need and check
their arguments. Hand-worked streams: test_streams_hand_worked.py; incremental builds:
test_streams_incremental.py; the queries the three share: tests/streams_queries.py."""

from __future__ import annotations

import collections
import json
import random
import re

import pytest

from bench.harness import plan_profile, scans_read
from opsmeta import domains
from opsmeta.warehouse.nested_ctes import nest_ctes
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
)
from python_udfs.streams.spark_udfs import request_order_columns
from tests.conftest import BUILD_VARS, RETENTION_OVERRIDES
from tests.project_vars import project_var
from tests.streams_queries import (
    REPLAY,
    SEGMENTS,
    SHARDS,
    between_cuts,
    compare_cuts,
    dynamically_pruned,
    readable_at,
    reference_streams,
    segments_at_time,
    successors_of,
)
from tests.test_python_udfs_streams import reader_walk

pytestmark = pytest.mark.dbt


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
    streams = reference_streams(spark)
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
            from_head, epochs, segments = readable_at(spark, *key, t)
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
            from_head, _, segments = readable_at(spark, *key, epoch.creation_time)
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
    now makes the calls of its tables planned once (segment_successors reads one row, which
    keeps the successors, once: for the answer and for the check that it exists)."""
    key = next(k for k, s in sorted(streams.items()) if s.sealed_epoch)
    stream = streams[key]
    sealed = min(stream.sealed_epoch)
    replay = "opsmeta_intermediate.int_stream_requests_replayed"
    # a one-table query's calls, planned with a filter on the table's partition column
    segments = "opsmeta_intermediate.int_stream_segments_sized"
    partitions = {"stream_time_index": ("scope", key[0]), replay: ("epoch_block", 0), segments: ("epoch_block", 0)}
    calls = {
        table: plan_profile(spark, f"select * from {table} where {column} = ?", 1, [value])["metastore calls"]
        for table, (column, value) in partitions.items()
    }
    at = plan_profile(spark, "select * from segments_at(?, ?, ?)", 1, [*key, stream.epochs[-1].creation_time])
    # and the truncation record it overlays
    truncations = plan_profile(spark, "select * from stream_truncations where scope = ?", 1, [key[0]])["metastore calls"]
    assert at["metastore calls"] == calls["stream_time_index"] + calls[replay] + truncations, (at, calls, truncations)
    successors = plan_profile(spark, "select * from segment_successors(?, ?, ?)", 1, [*key, sealed])
    assert successors["metastore calls"] <= calls[segments], (successors, calls)


def test_segment_successors_of_sampled_segments(streams, spark):
    rng = random.Random(6)
    seen_active = seen_sealed = False
    for key in rng.sample(sorted(streams), 3):
        stream = streams[key]
        for sid in rng.sample(sorted(stream.segments), 6):
            assert successors_of(spark, *key, sid) == sorted(stream.successors(sid)), (key, sid)
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
        assert between_cuts(spark, *key, "", "") == (sorted(stream.segments_between(head, tail)), stream.size_between(head, tail))


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
            assert between_cuts(spark, *key, a, c) == (sorted(stream.segments_between(a, c)), stream.size_between(a, c))
            for x, y in ((a, c), (c, a)):
                got = compare_cuts(spark, *key, x, y)
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
            assert between_cuts(spark, *key, a, c) == (sorted(stream.segments_between(a, c)), stream.size_between(a, c)), (key, a, c)
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
        compare_cuts(spark, "nowhere", "none", tail, tail)


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
    referenced (opsmeta.warehouse.nested_ctes): Spark analyses the body at every call, a CTE chain
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
        successors_of(spark, *key, 1 << 60)
    with pytest.raises(Exception, match="at_time is required"):
        spark.sql("select * from segments_at(?, ?, cast(null as bigint))", args=list(key)).collect()
    assert segments_at_time(spark, "no-such", "stream", 10**13) == ([], set())


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
