"""The streams domain's plain-Python pieces, without Spark: the replay of scales and rolling
transactions, and PDP-32's queries checked against brute forces over random streams (a
reader walking the stream segment by segment gives the cuts, their order and their sizes)."""

from __future__ import annotations

import contextlib
import functools
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from python_udfs.streams import (
    BEFORE,
    EQUAL_OR_AFTER,
    OVERLAPS,
    STATE_KIND,
    EpochState,
    Rejected,
    ReplayPartition,
    Request,
    RetentionPolicy,
    RetentionReference,
    Stream,
    StreamSegmentsVec,
    creation_epoch,
    format_cut,
    initial_segments,
    parse_cut,
    record_batch,
    reference_before_size,
    reference_before_time,
    replay_requests,
    replay_schema,
    request_order,
    retention_plan,
    segment_id,
    segment_number,
)
from python_udfs.streams.scales import replay_batches
from tests.project_vars import project_var

pytestmark = pytest.mark.unit

# ---- random streams


def random_requests(rng: random.Random, scales: int, initial: int, roll_every: int = 7, bad_every: int = 5) -> list[Request]:
    """A creation, then ``scales`` requests: splits and merges of neighbouring active
    segments, rolling transactions and invalid requests, times that tie now and then."""
    requests = [Request("creation", 0, 1_000, initial_segments=initial)]
    state = EpochState.create(1_000, initial)
    time = 1_000
    for seq in range(1, scales + 1):
        time += rng.choice((0, 0, 1, 2, 1_000))
        active = sorted(state.active.segments, key=lambda s: s.key_start)
        if rng.randrange(roll_every) == 0 and state.active.epoch > 0:
            request = Request("rolling_transaction", seq, time, transaction_epoch=rng.randrange(state.active.epoch + 1))
        elif rng.randrange(bad_every) == 0:
            victim = rng.choice(active)
            whole, part = (victim.key_start, victim.key_end), (victim.key_start, (victim.key_start + victim.key_end) / 3)
            request = rng.choice((
                Request("scale", seq, time, sealed_ids=(victim.segment_id + (1 << 40),), new_ranges=(whole,)),
                Request("scale", seq, time, sealed_ids=(victim.segment_id,), new_ranges=(part,)),
                Request("scale", seq, time, sealed_ids=(victim.segment_id,), new_ranges=(whole, whole)),
            ))
        else:
            first = rng.randrange(len(active))
            run = active[first:first + rng.randint(1, 3)]
            start, end = run[0].key_start, run[-1].key_end
            pieces = rng.randint(1, 3) if len(run) > 1 else rng.randint(2, 3)
            cuts = sorted({start + (end - start) * rng.random() for _ in range(pieces - 1)} - {start})
            bounds = [start, *cuts, end]
            sealed = [s.segment_id for s in run]
            rng.shuffle(sealed)
            request = Request("scale", seq, time, sealed_ids=tuple(sealed), new_ranges=tuple(zip(bounds, bounds[1:], strict=False)))
        requests.append(request)
        try:
            if request.kind == "scale":
                state.scale(request.request_time, request.sealed_ids, request.new_ranges)
            else:
                state.roll(request.request_time, request.transaction_epoch)
        except Rejected:
            pass
    return requests


def random_stream(seed: int, scales: int = 40, initial: int | None = None) -> Stream:
    rng = random.Random(seed)
    stream = Stream(random_requests(rng, scales, initial or rng.randint(1, 5)))
    stream.sizes = {sid: rng.randint(0, 100) for sid in stream.segments}
    return stream


def reader_walk(stream: Stream, rng: random.Random, steps: int) -> list[tuple[dict[int, int], set[int], set[int]]]:
    """A reader moving through the stream: at each step it reads some bytes of one segment,
    or, once a group of sealed segments is read to the end, moves on to their successors (the
    group: the segments whose successors need each other's predecessors). Returns (cut,
    segments finished, segments entered) after each step: independent of the span / between
    machinery under test."""
    cut = stream.origin()
    finished: set[int] = set()
    entered = set(cut)
    states = [(dict(cut), set(finished), set(entered))]
    for _ in range(steps):
        sid = rng.choice(sorted(cut))
        size = stream.sizes.get(sid, 0)
        if cut[sid] < size:
            cut[sid] = rng.randint(cut[sid] + 1, size)
        elif sid in stream.sealed_epoch:
            group, successors = {sid}, set()
            while True:
                successors = {t for g in group for t, _ in stream.successors(g)}
                grown = group | {p for g in group for _, ps in stream.successors(g) for p in ps} - finished
                if grown == group:
                    break
                group = grown
            if all(g in cut and cut[g] == stream.sizes.get(g, 0) and g in stream.sealed_epoch for g in group):
                for g in group:
                    del cut[g]
                finished |= group
                for t in successors - entered:
                    cut[t] = 0
                entered |= successors
        states.append((dict(cut), set(finished), set(entered)))
    return states


# ---- the replay


def test_a_stream_is_created_with_pravega_key_ranges_in_doubles():
    segments = initial_segments(5)
    assert [s.segment_id for s in segments] == [0, 1, 2, 3, 4]
    assert segments[3].key_start == 3 * (1.0 / 5) == 0.6000000000000001
    assert all(a.key_end == b.key_start for a, b in zip(segments, segments[1:], strict=False))
    with pytest.raises(Rejected, match="at least 1"):
        initial_segments(0)
    limit = project_var("streams_max_initial_segments")
    assert len(initial_segments(limit, limit)) == limit
    with pytest.raises(Rejected, match=f"over {limit}"):
        initial_segments(2**31 - 1, limit)


def test_segment_ids_hold_epoch_and_number():
    sid = segment_id(7, 3)
    assert sid == (7 << 32) | 3 and creation_epoch(sid) == 7 and segment_number(sid) == 3
    assert segment_id(1, 0) > segment_id(0, 2**32 - 1)  # ids compare by epoch first


def test_a_split_then_a_merge_worked_by_hand():
    stream = Stream([
        Request("creation", 0, 1_000, initial_segments=2),
        Request("scale", 1, 5_000, sealed_ids=(0,), new_ranges=((0.0, 0.25), (0.25, 0.5))),
        Request("scale", 2, 5_000, sealed_ids=(segment_id(1, 3), 1), new_ranges=((0.25, 1.0),)),
    ])
    e0, e1, e2 = stream.epochs
    assert [s.segment_id for s in e1.segments] == [1, segment_id(1, 2), segment_id(1, 3)]
    assert (e1.splits, e1.merges, e1.creation_time) == (1, 0, 5_000)
    # numbers continue from the active epoch's highest; same requested time -> previous + 1
    assert [s.segment_id for s in e2.segments] == [segment_id(1, 2), segment_id(2, 4)]
    assert (e2.splits, e2.merges, e2.creation_time) == (0, 1, 5_001)
    assert stream.sealed_epoch == {0: 1, segment_id(1, 3): 2, 1: 2}
    assert stream.successors(0) == [(segment_id(1, 2), (0,)), (segment_id(1, 3), (0,))]
    assert stream.successors(1) == [(segment_id(2, 4), (1, segment_id(1, 3)))]
    assert stream.successors(segment_id(2, 4)) == []
    assert [s.segment_id for s in stream.segments_at(999)] == []
    assert stream.epoch_at(1_000).epoch == 0 and stream.epoch_at(5_000).epoch == 1 and stream.epoch_at(5_001).epoch == 2


def test_a_rolling_transaction_duplicates_the_transaction_epoch_then_the_active_one():
    stream = Stream([
        Request("creation", 0, 0, initial_segments=2),
        Request("scale", 1, 10, sealed_ids=(1,), new_ranges=((0.5, 0.75), (0.75, 1.0))),
        Request("rolling_transaction", 2, 10, transaction_epoch=0),
    ])
    assert [(e.epoch, e.reference_epoch, e.creation_time) for e in stream.epochs] == [(0, 0, 0), (1, 1, 10), (2, 0, 11), (3, 1, 12)]
    assert [s.segment_id for s in stream.epochs[2].segments] == [segment_id(2, 0), segment_id(2, 1)]
    assert [s.segment_id for s in stream.epochs[3].segments] == [segment_id(3, 0), segment_id(3, 2), segment_id(3, 3)]
    assert stream.epochs[2].history_sealed == () == stream.epochs[3].history_created
    # readers go active epoch -> duplicate of the transaction epoch -> duplicate of the active
    assert stream.successors(segment_id(1, 2)) == [(segment_id(2, 1), (segment_id(1, 2), segment_id(1, 3)))]
    assert stream.successors(segment_id(2, 1)) == [(segment_id(3, 2), (segment_id(2, 1),)), (segment_id(3, 3), (segment_id(2, 1),))]


INVALID_REQUESTS = [
    (Request("scale", 1, 5, sealed_ids=(), new_ranges=((0.0, 1.0),)), "scale seals no segment"),
    (Request("scale", 1, 5, sealed_ids=(0, 0), new_ranges=((0.0, 0.5),)), "a sealed segment is named twice"),
    (Request("scale", 1, 5, sealed_ids=(7,), new_ranges=((0.0, 0.5),)), "sealed segment not active"),
    (Request("scale", 1, 5, sealed_ids=(0,), new_ranges=()), "scale creates no segment"),
    (Request("scale", 1, 5, sealed_ids=(0,), new_ranges=((0.5, 0.0),)), "new key range empty or inverted"),
    (Request("scale", 1, 5, sealed_ids=(0,), new_ranges=((0.0, 0.3), (0.2, 0.5))), "new key ranges overlap"),
    (Request("scale", 1, 5, sealed_ids=(0,), new_ranges=((0.0, 0.4),)), "do not cover exactly the sealed key space"),
    (Request("scale", 1, 5, sealed_ids=(0,), new_ranges=((0.0, 0.25), (0.3, 0.5))), "do not cover exactly"),
    (Request("rolling_transaction", 1, 5, transaction_epoch=0), "transaction epoch not older than the active epoch"),
    (Request("creation", 1, 5, initial_segments=2), "stream created twice"),
]


@pytest.mark.parametrize("request_, reason", INVALID_REQUESTS)
def test_each_invalid_request_is_rejected_and_the_stream_goes_on(request_, reason):
    rows = list(replay_requests([
        Request("creation", 0, 0, initial_segments=2), request_,
        Request("scale", 2, 9, sealed_ids=(0,), new_ranges=((0.0, 0.5),)),
    ]))
    assert reason in rows[1].reject_reason and rows[1].epoch is None
    assert rows[2].reject_reason is None and rows[2].epoch.epoch == 1


def test_requests_before_the_creation_are_of_an_unknown_stream():
    rows = list(replay_requests([Request("scale", 1, 5, sealed_ids=(0,), new_ranges=((0.0, 1.0),))]))
    assert rows[0].reject_reason == "unknown stream"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(0, 60))
def test_every_epoch_partitions_the_key_space_and_times_increase(seed, scales):
    stream = random_stream(seed, scales)
    low, high = stream.key_space
    for previous, epoch in zip(stream.epochs, stream.epochs[1:], strict=False):
        assert epoch.epoch == previous.epoch + 1 and epoch.creation_time > previous.creation_time
        assert {s.segment_id for s in epoch.segments} == (
            {s.segment_id for s in previous.segments} - {s.segment_id for s in epoch.sealed}
        ) | {s.segment_id for s in epoch.created}
        assert all(s.creation_epoch <= epoch.epoch for s in epoch.segments)
    for epoch in stream.epochs:
        ordered = sorted(epoch.segments, key=lambda s: s.key_start)
        assert ordered[0].key_start == low and ordered[-1].key_end == high
        assert all(a.key_end == b.key_start for a, b in zip(ordered, ordered[1:], strict=False))
    accepted = sum(1 for row in stream.rows if row.epoch is not None)
    assert accepted == len(stream.epochs)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_constant_memory_replay_equals_the_reference(seed):
    requests = random_requests(random.Random(seed), 50, 3, roll_every=3)
    reference = Stream(requests)
    keep_nothing = [row.epoch for row in replay_requests(requests) if row.epoch]
    assert keep_nothing == reference.epochs


def _replay_rows(rows: list[dict], transaction_epochs: set[int], requests_replayed: int = 0) -> list[dict]:
    """replay_batches over one stream's rows (requests, or STATE_KIND rows with an epoch), in
    two Arrow batches as the build feeds it."""
    import pyarrow as pa

    rows = [_input_row(row, transaction_epochs, requests_replayed=requests_replayed) for row in rows]
    half = len(rows) // 2
    batches = [pa.RecordBatch.from_pylist(part) for part in (rows[:half], rows[half:]) if part]
    return [row for batch in replay_batches(batches) for row in batch.to_pylist()]


def _input_row(row: dict, transaction_epochs, stream: str = "t", requests_replayed: int = 0,
               reject_reason: str | None = None) -> dict:
    """A replay model's input row of stream s.``stream``: ``row`` (a request's columns, or a
    state row's), the stream's columns around it, null where ``row`` says nothing."""
    blank = dict.fromkeys(_request_row(Request("scale", 0, 0)))
    return {"scope": "s", "stream": stream, "transaction_epochs": sorted(transaction_epochs),
            "requests_replayed": requests_replayed, "reject_reason": reject_reason, **blank, **row}


def _request_row(request: Request) -> dict:
    return {"request_kind": request.kind, "request_seq": request.request_seq, "request_time": request.request_time,
            "sealed_segment_ids": list(request.sealed_ids or []) or None,
            "new_key_ranges": [{"key_start": a, "key_end": b} for a, b in request.new_ranges or ()] or None,
            "transaction_epoch": request.transaction_epoch, "initial_segments": request.initial_segments,
            "request_tiebreak": request.tiebreak, "epoch": None, "reference_epoch": None, "segments": None}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), split=st.floats(0, 1))
def test_a_replay_goes_on_from_the_epochs_an_earlier_build_wrote(seed, split):
    """An incremental build: the requests after a point, replayed from the state rows of the
    earlier rows (the active epoch, the older epochs the new rolls name) and the number of
    requests replayed, give the rows a replay of all would give after that point."""
    requests = sorted(random_requests(random.Random(seed), 40, 3, roll_every=3), key=request_order)
    requests = [r._replace(tiebreak=i) for i, r in enumerate(requests)]
    rolls = lambda part: {r.transaction_epoch for r in part if r.kind == "rolling_transaction"}  # noqa: E731
    whole = _replay_rows([_request_row(r) for r in requests], rolls(requests))
    cut = int(split * len(requests))
    before, after = requests[:cut], requests[cut:]
    earlier = _replay_rows([_request_row(r) for r in before], rolls(before))
    epochs = [row for row in earlier if row["epoch"] is not None]
    wanted = rolls(after) | {max((row["epoch"] for row in epochs), default=None)}
    state = [{"request_kind": STATE_KIND, "request_time": row["creation_time"], "epoch": row["epoch"],
              "reference_epoch": row["reference_epoch"], "segments": row["segments"]}
             for row in epochs if row["epoch"] in wanted]
    later = _replay_rows(state + [_request_row(r) for r in after], rolls(after), len(before))
    assert earlier + later == whole
    assert [row["request_position"] for row in whole][-1:] == [len(requests)]


# ---- the build's replay: runs of scales compiled, the rest plain


def _replay_input_schema():
    """The replay model's rows as it feeds replay_batches."""
    import pyarrow as pa

    ranges = pa.list_(pa.struct([("key_start", pa.float64()), ("key_end", pa.float64())]))
    segments = pa.list_(pa.struct([("segment_id", pa.int64()), ("key_start", pa.float64()), ("key_end", pa.float64())]))
    return pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("request_kind", pa.string()), ("request_seq", pa.int64()),
        ("request_time", pa.int64()), ("initial_segments", pa.int32()), ("sealed_segment_ids", pa.list_(pa.int64())),
        ("new_key_ranges", ranges), ("transaction_epoch", pa.int32()), ("request_tiebreak", pa.int64()),
        ("reject_reason", pa.string()), ("epoch", pa.int32()), ("reference_epoch", pa.int32()), ("segments", segments),
        ("transaction_epochs", pa.list_(pa.int32())), ("requests_replayed", pa.int64()),
    ])


def _stream_rows(stream: str, requests: list[Request], staged: dict[int, str] | None = None) -> list[dict]:
    """One stream's replay-model rows in replay order, the ``i``-th with staging's reason
    ``staged[i]`` if any (a scale's lists as given, empty ones too)."""
    requests = sorted(requests, key=request_order)
    epochs = sorted({r.transaction_epoch for r in requests if r.kind == "rolling_transaction"})
    rows = []
    for i, r in enumerate(requests):
        row = _request_row(r._replace(tiebreak=i))
        if r.kind == "scale":
            row["sealed_segment_ids"] = list(r.sealed_ids)
            row["new_key_ranges"] = [{"key_start": a, "key_end": b} for a, b in r.new_ranges]
        rows.append(_input_row(row, epochs, stream, reject_reason=(staged or {}).get(i)))
    return rows


def _compiled_and_plain(rows: list[dict], cuts: list[int]) -> tuple[list[dict], list[dict], int]:
    """replay_batches over ``rows`` cut into batches at ``cuts``, the plain replay of the same
    batches, and how many rows went through the compiled scales."""
    from unittest import mock

    import pyarrow as pa

    import python_udfs.streams.scales as compiled

    schema = _replay_input_schema()
    bounds = [0, *cuts, len(rows)]
    batches = [pa.RecordBatch.from_pylist(rows[a:b], schema=schema) for a, b in zip(bounds, bounds[1:], strict=False)]
    taken = []
    run = compiled.replay_scale_run

    def counted(part, *args):
        replayed = run(part, *args)
        taken.append(0 if replayed is None else part.num_rows)
        return replayed

    with mock.patch.object(compiled, "replay_scale_run", counted):
        replayed = [row for batch in replay_batches(batches) for row in batch.to_pylist()]
    partition = ReplayPartition()
    plain = [row for batch in batches for row in record_batch(partition.plain_rows(batch), replay_schema()).to_pylist()]
    return replayed, plain, sum(taken)


def _replay_state(state: EpochState) -> tuple:
    """What a replay goes on from: the active epoch's record and the epochs kept for rolls."""
    active = state.active
    return active.epoch, active.reference_epoch, active.creation_time, active.segments, state.kept


@st.composite
def any_scales(draw, state: EpochState, count: int) -> list[Request]:
    """Scale requests of any shape against ``state``'s stream, most valid: sealed ids from
    the active ones (in any number, order, repeated, or unknown), new ranges between the
    sealed segments' key bounds and a point inside them (tiling, gapped, overlapping,
    inverted or none)."""
    requests = []
    for seq in range(1, count + 1):
        active = sorted(state.active.segments, key=lambda s: s.key_start)
        first = draw(st.integers(0, len(active) - 1))
        run = active[first:first + draw(st.integers(1, 3))]
        sealed = [s.segment_id for s in run]
        bounds = sorted({run[0].key_start, run[-1].key_end, *(s.key_end for s in run)})
        inner = [run[0].key_start + (run[-1].key_end - run[0].key_start) * draw(st.floats(0.01, 0.99))]
        if draw(st.booleans()):  # a valid scale: the sealed span tiled in shuffled order
            points = sorted({*bounds[:1], *bounds[-1:], *draw(st.lists(st.sampled_from(bounds[1:-1] + inner), max_size=2))})
            ranges = draw(st.permutations(list(zip(points, points[1:], strict=False))))
            sealed = draw(st.permutations(sealed))
        else:
            sealed = draw(st.lists(st.sampled_from(sealed + [s.segment_id for s in active] + [1 << 40]), max_size=4))
            points = bounds + inner
            ranges = draw(st.lists(st.tuples(st.sampled_from(points), st.sampled_from(points)), max_size=4))
        request = Request("scale", seq, 1_000 + seq * draw(st.sampled_from((0, 1, 1_000))), sealed_ids=tuple(sealed),
                          new_ranges=tuple(ranges))
        with contextlib.suppress(Rejected):
            state.scale(request.request_time, request.sealed_ids, request.new_ranges)
        requests.append(request)
    return requests


@settings(max_examples=100, deadline=None)
@given(data=st.data(), initial=st.integers(1, 4), count=st.integers(1, 30))
def test_compiled_scales_equal_the_plain_ones_whatever_the_request(data, initial, count):
    """The compiled kernel against EpochState.scale on scale requests of every shape (each
    reject reason, splits and merges of one to three segments): the same rows, the same
    state after (the active epoch and the epochs kept for rolls)."""
    import pyarrow as pa

    from python_udfs.streams.scales import replay_scale_run

    requests = data.draw(any_scales(EpochState.create(1_000, initial), count))
    batch = pa.RecordBatch.from_pylist(_stream_rows("t", requests), schema=_replay_input_schema())
    compiled_state, plain_state = EpochState.create(1_000, initial), EpochState.create(1_000, initial)
    compiled = replay_scale_run(batch, compiled_state, 0, replay_schema()).to_pylist()
    partition = ReplayPartition()
    partition.key, partition.replayer.state = ("s", "t"), plain_state
    assert compiled == record_batch(partition.plain_rows(batch), replay_schema()).to_pylist()
    assert _replay_state(compiled_state) == _replay_state(plain_state)


@functools.cache
def _order_as_the_kernels_call_it():
    """The kernels' sort called from compiled code. Called from Python, a cached callee (once
    a cached caller is loaded) boxes its array with the caller's copy of its environment,
    never set: "'descr' is NULL" in numba 0.68, whenever the cache holds both."""
    import numba

    from python_udfs.streams.scales import _order

    return numba.njit(lambda values: _order(values))


@settings(max_examples=200, deadline=None)
@given(values=st.lists(st.sampled_from((0.0, 0.25, 0.5, 0.75, 1.0)) | st.floats(0, 1), max_size=200))
def test_the_kernels_order_sorts_any_number_of_ranges(values):
    """The kernel's own sort (a request holds any number of ranges, ties included): a
    permutation that puts the values in ascending order."""
    import numpy as np

    array = np.array(values, dtype=np.float64)
    order = _order_as_the_kernels_call_it()(array)
    assert sorted(order.tolist()) == list(range(len(values)))
    assert array[order].tolist() == sorted(values)


@pytest.mark.parametrize("request_, reason", [case for case in INVALID_REQUESTS if case[0].kind == "scale"])
def test_each_invalid_scale_is_rejected_alike_compiled(request_, reason):
    rows = _stream_rows("t", [
        Request("creation", 0, 0, initial_segments=2), Request("scale", 1, 4, sealed_ids=(1,), new_ranges=((0.5, 1.0),)),
        request_._replace(request_seq=2), Request("scale", 3, 9, sealed_ids=(0,), new_ranges=((0.0, 0.5),)),
    ])
    replayed, plain, compiled = _compiled_and_plain(rows, [])
    assert compiled == 3 and replayed == plain
    assert reason in replayed[2]["reject_reason"] and replayed[2]["epoch"] is None
    # a rejected request's own columns go out (the model writes its raw row from them)
    own = ("sealed_segment_ids", "new_key_ranges")
    assert [replayed[2][c] for c in own] == [rows[2][c] for c in own] and replayed[3]["sealed_segment_ids"] is None
    assert replayed[3]["reject_reason"] is None and replayed[3]["epoch"] == 2


def test_the_kernels_compiled_at_install_are_those_a_replay_calls():
    """compile_kernels (scripts/bootstrap.sh, after an install) compiles scale_run for the
    argument types a replay of the model's rows gives it: a replay after it compiles nothing
    (a build's first replay would otherwise compile it in every Python worker)."""
    import python_udfs.streams.scales as compiled

    compiled.compile_kernels()
    signatures = list(compiled.scale_run.signatures)
    rows = _stream_rows("t", [
        Request("creation", 0, 0, initial_segments=2), Request("scale", 1, 4, sealed_ids=(1,), new_ranges=((0.5, 0.75), (0.75, 1.0))),
        Request("scale", 2, 9, sealed_ids=(0,), new_ranges=((0.0, 0.5),)),
    ])
    replayed, plain, taken = _compiled_and_plain(rows, [])
    assert taken == 2 and replayed == plain
    assert compiled.scale_run.signatures == signatures


@pytest.mark.parametrize("column, value", [("sealed_segment_ids", [1, None]), ("sealed_segment_ids", None)])
def test_a_scale_holding_a_null_is_replayed_plain(column, value):
    """A null the compiled kernel has no word for leaves the run to the plain replay, with
    the stream's state untouched by the compiled try (staging rejects such a request, and
    those with a null time or key range, before the replay)."""
    rows = _stream_rows("t", [
        Request("creation", 0, 0, initial_segments=2), Request("scale", 1, 4, sealed_ids=(1,), new_ranges=((0.5, 1.0),)),
    ])
    rows[1][column] = value
    replayed, plain, compiled = _compiled_and_plain(rows, [])
    assert compiled == 0 and replayed == plain and replayed[1]["epoch"] is None, replayed[1]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), cuts=st.lists(st.integers(0, 200), max_size=4))
def test_the_build_replay_equals_the_plain_one_across_streams_and_batches(seed, cuts):
    """Several streams (rolls naming epochs a compiled run made, staging's rejects, requests
    before a creation) in batches cut anywhere: replay_batches gives the plain replay's rows."""
    rng = random.Random(seed)
    rows = []
    for name in ("a", "b", "c"):
        requests = random_requests(rng, rng.randint(0, 40), rng.randint(1, 4), roll_every=rng.choice((3, 10)))
        if name == "c":
            requests = requests[1:]  # no creation: an unknown stream
        rows += _stream_rows(name, requests, {i: "staged" for i in range(len(requests)) if rng.random() < 0.05})
    replayed, plain, compiled = _compiled_and_plain(rows, sorted({c % (len(rows) + 1) for c in cuts}))
    assert replayed == plain
    a = [row for row in rows if row["stream"] == "a"]
    if a[0]["reject_reason"] is None and any(r["request_kind"] == "scale" and r["reject_reason"] is None for r in a):
        assert compiled  # stream a is created first (unless staging rejected it): its scales run compiled


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(0, 40))
def test_segments_at_every_epoch_boundary_and_between(seed, scales):
    stream = random_stream(seed, scales)
    times = sorted({e.creation_time + d for e in stream.epochs for d in (-1, 0, 1)})
    for t in times:
        live = [e for e in stream.epochs if e.creation_time <= t]
        expected = live[-1].segments if live else ()
        assert stream.segments_at(t) == expected


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(1, 40))
def test_successors_of_every_segment(seed, scales):
    stream = random_stream(seed, scales)
    for sid, segment in stream.segments.items():
        alive = [e.epoch for e in stream.epochs if sid in {s.segment_id for s in e.segments}]
        assert alive == list(range(alive[0], alive[-1] + 1))  # a segment lives in consecutive epochs
        successors = stream.successors(sid)
        if alive[-1] == stream.current_epoch.epoch:
            assert successors == []
            continue
        after = stream.epochs[alive[-1] + 1]
        assert [s for s, _ in successors] == sorted(s.segment_id for s in after.segments if s.overlaps(segment))
        for _, predecessors in successors:
            assert sid in predecessors
            assert all(p not in {s.segment_id for s in after.segments} for p in predecessors)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(1, 30), steps=st.integers(1, 60))
def test_cuts_along_a_reader_walk_compare_and_add_up(seed, scales, steps):
    stream = random_stream(seed, scales)
    rng = random.Random(seed)
    states = reader_walk(stream, rng, steps)
    picks = sorted(rng.sample(range(len(states)), min(3, len(states))))
    (a, _, entered_a), (b, _, _), (c, finished_c, entered_c) = [states[i] for i in (picks + picks[-1:] * 3)[:3]]
    for cut in (a, b, c):
        assert stream.cut_error(cut) is None
    assert stream.compare(c, a) == EQUAL_OR_AFTER and stream.compare(a, a) == EQUAL_OR_AFTER
    if stream.compare(a, c) == EQUAL_OR_AFTER:
        assert a == c
    else:
        assert stream.compare(a, c) == BEFORE
    # what the reader touched from a to c
    assert stream.segments_between(a, c) == set(a) | (entered_c - entered_a)
    assert stream.size_between(a, c) == stream.size_between(a, b) + stream.size_between(b, c)
    assert stream.size_till(c) == sum(stream.sizes.get(s, 0) for s in finished_c) + sum(c.values())


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(1, 40), initial=st.integers(1, 5))
def test_the_numpy_queries_between_cuts_equal_the_plain_ones(seed, scales, initial):
    """StreamSegmentsVec (the build's check of retention cuts and truncations) against the
    plain queries, on cuts of a reader walk: segments and bytes between pairs of them, the
    size till each, a truncation sequence, and the same errors."""
    stream = random_stream(seed, scales, initial)
    vec = StreamSegmentsVec(stream.segments, stream.sealed_epoch, stream.current_epoch_number, stream.sizes)
    rng = random.Random(seed)
    cuts = [cut for cut, _, _ in reader_walk(stream, rng, 40)]
    for cut in cuts:
        assert vec.size_till(cut) == stream.size_till(cut)
    for _ in range(10):
        a, b = sorted(rng.sample(range(len(cuts)), 2)) if len(cuts) > 1 else (0, 0)
        assert vec.segments_between(cuts[a], cuts[b]) == stream.segments_between(cuts[a], cuts[b])
        assert vec.size_between(cuts[a], cuts[b]) == stream.size_between(cuts[a], cuts[b])
    for index in sorted(rng.sample(range(len(cuts)), min(4, len(cuts)))):
        assert vec.truncate(index, cuts[index]) == stream.truncate(index, cuts[index])
    for bad in ({**stream.origin(), 1 << 50: 0}, {}):
        with pytest.raises(ValueError) as plain:
            stream.size_till(bad)
        with pytest.raises(ValueError, match=re.escape(str(plain.value))):
            vec.size_till(bad)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(2, 30))
def test_segments_between_reads_only_the_spanned_epochs_yet_misses_nothing(seed, scales):
    """The bounded candidate set (epoch ``low``'s segments and those created up to ``high``)
    against the definition over every segment of the stream."""
    stream = random_stream(seed, scales)
    rng = random.Random(seed + 1)
    states = reader_walk(stream, rng, 40)
    i, j = sorted(rng.sample(range(len(states)), 2))
    a, c = states[i][0], states[j][0]
    everything = {
        sid for sid, s in stream.segments.items()
        if all(f <= sid for f in a if stream.segments[f].overlaps(s))
        and all(sid <= t for t in c if stream.segments[t].overlaps(s))
    }
    assert stream.segments_between(a, c) == everything


def test_cuts_that_overlap_either_way_compare_as_overlaps():
    stream = Stream([
        Request("creation", 0, 0, initial_segments=2),
        Request("scale", 1, 10, sealed_ids=(0,), new_ranges=((0.0, 0.5),)),
        Request("scale", 2, 20, sealed_ids=(1,), new_ranges=((0.5, 1.0),)),
    ])
    a = {segment_id(1, 2): 0, 1: 5}
    b = {0: 3, segment_id(2, 3): 0}
    assert stream.compare(a, b) == OVERLAPS == stream.compare(b, a)
    with pytest.raises(ValueError, match="to is not equal or after from"):
        stream.segments_between(a, b)


def test_invalid_cuts_name_their_rule():
    stream = random_stream(3, 10, initial=3)
    origin = stream.origin()
    assert stream.cut_error({}) == "stream cut is empty"
    assert stream.cut_error({**origin, 1 << 50: 0}) == "stream cut names an unknown segment"
    assert stream.cut_error({**origin, 0: -1}) == "stream cut has a negative offset"
    assert stream.cut_error({0: 0, 1: 0}) == "stream cut does not cover the key space"
    # the tail holds the active segments only
    assert set(stream.tail()) == {s.segment_id for s in stream.current_epoch.segments}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(1, 30))
def test_truncations_delete_what_the_reader_finished_and_refuse_going_back(seed, scales):
    stream = random_stream(seed, scales)
    rng = random.Random(seed)
    states = reader_walk(stream, rng, 50)
    picks = sorted(rng.sample(range(len(states)), min(4, len(states))))
    deleted: set[int] = set()
    for index in picks:
        cut, finished, _ = states[index]
        record = stream.truncate(index, cut)
        assert not set(record.to_delete) & deleted
        deleted |= set(record.to_delete)
        assert deleted == finished - set(cut)
        assert record.deleted == len(deleted) and record.size_till == stream.size_till(cut)
    earlier = states[picks[0]][0]
    if stream.compare(earlier, stream.head()) != EQUAL_OR_AFTER:
        with pytest.raises(Rejected, match="not equal or after the previous accepted"):
            stream.truncate(99, earlier)


def test_a_truncation_sequence_with_rejects_worked_by_hand():
    stream = Stream([
        Request("creation", 0, 0, initial_segments=2),
        Request("scale", 1, 10, sealed_ids=(0,), new_ranges=((0.0, 0.25), (0.25, 0.5))),
        Request("scale", 2, 20, sealed_ids=(1,), new_ranges=((0.5, 1.0),)),
    ])
    stream.sizes = {0: 100, 1: 70, segment_id(1, 2): 40}
    s12, s13, s24 = segment_id(1, 2), segment_id(1, 3), segment_id(2, 4)
    first = stream.truncate(100, {0: 60, 1: 70})
    assert (first.to_delete, first.deleted, first.size_till) == ((), 0, 130)
    with pytest.raises(Rejected, match="does not cover"):
        stream.truncate(150, {s12: 0, 1: 70})
    second = stream.truncate(200, {s12: 10, s13: 0, s24: 5})
    assert (second.to_delete, second.deleted) == ((0, 1), 2)
    assert second.size_till == 100 + 70 + 10 + 5
    assert second.span == {s12: 2, s13: 2, s24: 2}  # all three live in epoch 2
    with pytest.raises(Rejected, match="not equal or after"):
        stream.truncate(300, {s12: 5, s13: 0, s24: 5})
    # the same request again is one record; the same cut at a later time is a new one
    with pytest.raises(Rejected, match="requested twice"):
        stream.truncate(200, {s12: 10, s13: 0, s24: 5})
    assert stream.truncate(250, {s12: 10, s13: 0, s24: 5}).size_till == second.size_till
    assert stream.size_between(first.cut, second.cut) == (100 - 60) + 10 + 5


def test_segments_at_overlays_the_head_worked_by_hand():
    stream = Stream([
        Request("creation", 0, 0, initial_segments=2),
        Request("scale", 1, 10, sealed_ids=(0,), new_ranges=((0.0, 0.25), (0.25, 0.5))),
        Request("scale", 2, 20, sealed_ids=(1,), new_ranges=((0.5, 1.0),)),
    ])
    s12, s13, s24 = segment_id(1, 2), segment_id(1, 3), segment_id(2, 4)

    def at(t):
        from_head, segments = stream.readable_at(t)
        return from_head, [(segment.segment_id, offset) for segment, offset in segments]

    assert at(15) == (False, [(1, 0), (s12, 0), (s13, 0)])  # no truncation: the epoch, from 0
    stream.truncate(100, {0: 60, 1: 70})  # span: both in epoch 0
    assert at(-1) == (False, [])
    assert at(5) == (True, [(0, 60), (1, 70)])  # epoch 0: the head
    assert at(15) == (False, [(1, 70), (s12, 0), (s13, 0)])  # epoch 1: segment 1 from the cut's offset
    stream.truncate(200, {s12: 10, s13: 0, s24: 5})  # deletes 0 and 1; span: epoch 2
    assert at(5) == at(15) == at(25) == (True, [(s12, 10), (s13, 0), (s24, 5)])


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), scales=st.integers(1, 30))
def test_segments_at_never_answers_a_deleted_segment(seed, scales):
    """After any accepted truncations, at any time: no deleted segment, a valid cut (key space
    covered), never before the head; and from the head's newest epoch on, the epoch itself."""
    stream = random_stream(seed, scales)
    rng = random.Random(seed)
    states = reader_walk(stream, rng, 50)
    for index in sorted(rng.sample(range(len(states)), min(3, len(states)))):
        stream.truncate(index, states[index][0])
    deleted = {sid for record in stream.truncations for sid in record.to_delete}
    head = stream.head()
    newest = max(stream.span(head).values())
    for epoch in stream.epochs:
        for t in (epoch.creation_time, epoch.creation_time - 1):
            from_head, segments = stream.readable_at(t)
            if not segments:
                assert t < stream.epochs[0].creation_time
                continue
            answer = {segment.segment_id: offset for segment, offset in segments}
            assert not set(answer) & deleted
            assert stream.cut_error(answer) is None
            assert stream.is_equal_or_after(answer, head)
            if stream.epoch_at(t).epoch > newest:
                assert not from_head and set(answer) == {s.segment_id for s in stream.epoch_at(t).segments}


def test_cut_text_round_trips_and_malformed_text_is_named():
    assert parse_cut(" 4294967298:10, 0:0") == {4294967298: 10, 0: 0}
    assert format_cut({4294967298: 10, 0: 0}) == "0:0,4294967298:10"
    for bad in ("", "1", "1:x", "1:-2", "1:2,,", "1:2,1:3", "1:2,01:3", "1" * 19 + ":0", "１:2"):
        with pytest.raises(ValueError, match="malformed stream cut"):
            parse_cut(bad)


def test_the_random_walks_reach_deep_into_their_streams():
    """The properties above are only as good as the walks: most cross several scales."""
    walks = [reader_walk(random_stream(seed, 20), random.Random(seed), 60) for seed in range(50)]
    assert sum(1 for states in walks if len(states[-1][1]) >= 5) >= 25
    rows = [row for seed in range(50) for row in random_stream(seed, 20).rows]
    assert any(row.request.kind == "rolling_transaction" and row.epoch for row in rows)
    assert any(row.request.kind == "scale" and row.reject_reason for row in rows)



def test_retention_look_ups_are_greatest_lower_bounds():
    """Inclusive at both ends; by size, the latest recorded of the sizes that fit (a size that
    shrank, after a truncation, does not hide a later cut)."""
    references = [RetentionReference(10, 100), RetentionReference(20, 300), RetentionReference(30, 250)]
    assert reference_before_time(references, 9) is None
    assert reference_before_time(references, 10) == references[0]
    assert reference_before_time(references, 29) == references[1]
    assert reference_before_time(references, 10**12) == references[2]
    assert reference_before_size(references, 99) is None
    assert reference_before_size(references, 100) == references[0]
    assert reference_before_size(references, 260) == references[2]
    assert reference_before_size(references, 299) == references[2]
    assert reference_before_size(references, 300) == references[2]
    assert reference_before_size([], 300) is None


def test_a_retention_policy_truncates_at_its_minimum():
    """By time and by size: the latest record keeping at least the minimum behind the newest
    (inclusive); the records before it purged; the maximum's record, the furthest back; no
    truncation while none is old or small enough, nor at or before the head."""
    references = [RetentionReference(10, 100), RetentionReference(20, 300), RetentionReference(30, 450)]
    plan = retention_plan(references, RetentionPolicy("time", 10, 20))
    assert plan == (references[2], references[1], references[0], 1, True)
    assert retention_plan(references, RetentionPolicy("time", 21)) == (references[2], None, None, 0, False)
    plan = retention_plan(references, RetentionPolicy("size", 150, 350), head_size=300)
    assert plan == (references[2], references[1], references[0], 1, False)
    assert retention_plan(references, RetentionPolicy("size", 0)).truncate_at == references[2]
    assert retention_plan([], RetentionPolicy("size", 0)) is None
    with pytest.raises(ValueError, match="retention_type must be one of"):
        retention_plan(references, RetentionPolicy("consumption", 0))


@given(st.lists(st.tuples(st.integers(1, 50), st.integers(0, 500)), min_size=1, max_size=12),
       st.sampled_from(("time", "size")), st.integers(0, 600), st.integers(0, 300))
def test_a_retention_plan_keeps_the_minimum_and_no_more(steps, retention_type, minimum, extra):
    time = size = 0
    references = []
    for dt, ds in steps:
        time, size = time + dt, size + ds
        references.append(RetentionReference(time, size))
    plan = retention_plan(references, RetentionPolicy(retention_type, minimum, minimum + extra))
    field = 0 if retention_type == "time" else 1

    def kept(r):
        return plan.evaluated[field] - r[field]

    keeping = [r for r in references if kept(r) >= minimum]
    assert plan.truncate_at == (keeping[-1] if keeping else None)
    assert plan.records_purged == max(len(keeping) - 1, 0)
    if plan.max_limit is not None:
        assert kept(plan.max_limit) >= minimum + extra and plan.max_limit <= plan.truncate_at

