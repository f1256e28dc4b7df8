"""The replay's scales, compiled: :meth:`python_udfs.streams.replay.EpochState.scale` over a run of
one stream's scale requests held as Arrow columns, with no Python object per request. A
year-long stream is tens of millions of scales replayed one after another (each depends on
the epoch before it): the plain replay spends ~40 us on each, this ~1 us.

:func:`scale_run` is the kernel (numba); :func:`replay_scale_run` reads its input from and
writes its output to the replay model's Arrow columns. :func:`replay_batches`, the replay
model's body, hands it every run of plain scale requests and keeps the plain replay for the
rest (creations, rolling transactions, staging's rejects, the rows an incremental build
resumes from). The
plain :meth:`EpochState.scale` stays the reference: tests check this against it."""

from __future__ import annotations

from collections.abc import Iterable

import numba
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from python_udfs.streams import segments
from python_udfs.streams.arrow_batches import ReplayPartition, record_batch, replay_schema
from python_udfs.streams.replay import REQUEST_FIELDS, EpochState
from python_udfs.streams.segments import SCALE_REJECTS, SEGMENT_NUMBER_BITS, SEGMENT_NUMBER_MASK, Epoch, Segment

#: scale_run's status of an accepted request
ACCEPTED = 0


def _reject_status(reason: str) -> int:
    """scale_run's status of a request rejected for ``reason``: 1 + its place in SCALE_REJECTS
    (a status is an int8; replay_scale_run reads the reason back by that place)."""
    return 1 + SCALE_REJECTS.index(reason)


SEALS_NOTHING = _reject_status(segments.SEALS_NOTHING)
SEALED_TWICE = _reject_status(segments.SEALED_TWICE)
SEALED_NOT_ACTIVE = _reject_status(segments.SEALED_NOT_ACTIVE)
CREATES_NOTHING = _reject_status(segments.CREATES_NOTHING)
RANGE_EMPTY = _reject_status(segments.RANGE_EMPTY)
RANGES_OVERLAP = _reject_status(segments.RANGES_OVERLAP)
RANGES_NOT_SEALED_SPACE = _reject_status(segments.RANGES_NOT_SEALED_SPACE)


# The kernels copy and fill in loops, never by slice assignment or fancy indexing: numba
# compiles its array-setitem machinery in seconds, on every executor's first call.


@numba.njit(cache=True)
def _copy(source, target, at):
    """``source`` into ``target`` from ``at`` on."""
    for i in range(source.shape[0]):
        target[at + i] = source[i]


@numba.njit(cache=True)
def _grown(array, size):
    """``array``, or a copy with room for ``size`` items (doubling, so appends stay linear)."""
    if size <= array.shape[0]:
        return array
    grown = np.empty(max(size, 2 * array.shape[0]), array.dtype)
    _copy(array, grown, 0)
    return grown


@numba.njit(cache=True)
def _order(values):
    """The places of ``values`` in ascending order: a Shell sort (gaps 3g + 1, so O(n^1.5)
    however many ranges a request holds), as np.argsort compiles for seconds."""
    order = np.arange(values.shape[0])
    gap = 1
    while 3 * gap + 1 < order.shape[0]:
        gap = 3 * gap + 1
    while gap > 0:
        for i in range(gap, order.shape[0]):
            j = i
            while j >= gap and values[order[j - gap]] > values[order[j]]:
                order[j - gap], order[j] = order[j], order[j - gap]
                j -= gap
        gap //= 3
    return order


@numba.njit(cache=True)
def _intervals(starts, ends, out_starts, out_ends):
    """python_udfs.streams.replay.joined_intervals into ``out_*``: the ranges sorted, touching ones joined;
    their count, or -1 when two overlap."""
    count = 0
    for i in _order(starts):
        if count > 0 and starts[i] < out_ends[count - 1]:
            return -1
        if count > 0 and starts[i] == out_ends[count - 1]:
            out_ends[count - 1] = ends[i]
        else:
            out_starts[count], out_ends[count] = starts[i], ends[i]
            count += 1
    return count


@numba.njit(cache=True)
def _check(active_ids, active_count, sealed, starts, ends, positions):
    """EpochState.scale's checks in its order: ACCEPTED or the reject status. Fills
    ``positions`` with each sealed segment's place in the active epoch."""
    if sealed.shape[0] == 0:
        return SEALS_NOTHING
    for a in range(sealed.shape[0]):
        for b in range(a):
            if sealed[a] == sealed[b]:
                return SEALED_TWICE
    for a in range(sealed.shape[0]):
        positions[a] = -1
        for p in range(active_count):
            if active_ids[p] == sealed[a]:
                positions[a] = p
        if positions[a] < 0:
            return SEALED_NOT_ACTIVE
    if starts.shape[0] == 0:
        return CREATES_NOTHING
    for r in range(starts.shape[0]):
        if not starts[r] < ends[r]:
            return RANGE_EMPTY
    return ACCEPTED


@numba.njit(cache=True)
def _covers_sealed_space(active_starts, active_ends, positions, starts, ends):
    """ACCEPTED, RANGES_OVERLAP or RANGES_NOT_SEALED_SPACE: the new ranges against the key
    space of the sealed segments (at ``positions``), both as joined intervals."""
    created_starts, created_ends = np.empty(starts.shape[0]), np.empty(starts.shape[0])
    created = _intervals(starts, ends, created_starts, created_ends)
    if created < 0:
        return RANGES_OVERLAP
    sealed_starts, sealed_ends = np.empty(positions.shape[0]), np.empty(positions.shape[0])
    for s in range(positions.shape[0]):
        sealed_starts[s], sealed_ends[s] = active_starts[positions[s]], active_ends[positions[s]]
    joined_starts, joined_ends = np.empty(positions.shape[0]), np.empty(positions.shape[0])
    joined = _intervals(sealed_starts, sealed_ends, joined_starts, joined_ends)
    if joined != created:
        return RANGES_NOT_SEALED_SPACE
    for i in range(created):
        if joined_starts[i] != created_starts[i] or joined_ends[i] != created_ends[i]:
            return RANGES_NOT_SEALED_SPACE
    return ACCEPTED


@numba.njit(cache=True)
def _holds(values, value):
    # a loop: numba compiles it, not any() over a generator
    for v in values:  # noqa: SIM110
        if v == value:
            return True
    return False


@numba.njit(cache=True)
def _overlaps(a_start, a_end, b_start, b_end):
    return a_start < b_end and a_end > b_start


@numba.njit(cache=True)
def _split_merge_counts(sealed_starts, sealed_ends, starts, ends, sealed_overlaps, created_overlaps):
    """python_udfs.streams.split_merge_counts: the sealed segments overlapping two or more new
    ranges (splits) and the new ranges overlapping two or more sealed segments (merges), in
    one pass over the pairs; ``*_overlaps`` are scratch space at least as long as each side."""
    for s in range(sealed_starts.shape[0]):
        sealed_overlaps[s] = 0
    for r in range(starts.shape[0]):
        created_overlaps[r] = 0
    for s in range(sealed_starts.shape[0]):
        for r in range(starts.shape[0]):
            if _overlaps(sealed_starts[s], sealed_ends[s], starts[r], ends[r]):
                sealed_overlaps[s] += 1
                created_overlaps[r] += 1
    splits = merges = 0
    for s in range(sealed_starts.shape[0]):
        splits += sealed_overlaps[s] > 1
    for r in range(starts.shape[0]):
        merges += created_overlaps[r] > 1
    return splits, merges


@numba.njit(cache=True)
def scale_run(times, sealed_offsets, sealed_ids, range_offsets, range_starts, range_ends,
              active_ids, active_starts, active_ends, epoch, creation_time):
    """Apply the scale requests ``i`` (time, sealed ids ``sealed_ids[sealed_offsets[i]:...]``,
    new ranges likewise) in order to the active epoch (its segments, number, creation time).

    Returns ``(status, epochs, creation_times, splits, merges, segments, sealed, created,
    active)``: per request ACCEPTED or its reject status and, when accepted, its epoch
    record; ``segments``, ``sealed`` and ``created`` as (offsets, ids, starts, ends) of each
    request's list (empty when rejected); ``active`` the last epoch's (ids, starts, ends,
    epoch, creation time)."""
    n = times.shape[0]
    status = np.zeros(n, np.int8)
    epochs = np.zeros(n, np.int32)
    creation_times = np.zeros(n, np.int64)
    splits, merges = np.zeros(n, np.int32), np.zeros(n, np.int32)
    segment_offsets, sealed_out_offsets, created_offsets = (
        np.zeros(n + 1, np.int32), np.zeros(n + 1, np.int32), np.zeros(n + 1, np.int32))
    segment_ids = np.empty(max(16, n * active_ids.shape[0]), np.int64)
    segment_starts, segment_ends = np.empty(segment_ids.shape[0]), np.empty(segment_ids.shape[0])
    sealed_out_ids, sealed_out_starts, sealed_out_ends = (
        np.empty(sealed_ids.shape[0], np.int64), np.empty(sealed_ids.shape[0]), np.empty(sealed_ids.shape[0]))
    created_ids, created_starts, created_ends = (
        np.empty(range_starts.shape[0], np.int64), np.empty(range_starts.shape[0]), np.empty(range_starts.shape[0]))
    active_ids, active_starts, active_ends = active_ids.copy(), active_starts.copy(), active_ends.copy()
    # writable like every array the kernels make (Arrow's are read-only): numba compiles a
    # kernel once per array type, so one type each
    range_starts, range_ends = range_starts.copy(), range_ends.copy()
    active_count = active_ids.shape[0]
    positions = np.empty(sealed_ids.shape[0], np.int64)
    sealed_overlaps, created_overlaps = np.empty(sealed_ids.shape[0], np.int32), np.empty(range_starts.shape[0], np.int32)
    segment_end = sealed_end = created_end = 0
    for i in range(n):
        sealed = sealed_ids[sealed_offsets[i]:sealed_offsets[i + 1]]
        starts, ends = range_starts[range_offsets[i]:range_offsets[i + 1]], range_ends[range_offsets[i]:range_offsets[i + 1]]
        at = positions[:sealed.shape[0]]
        outcome = _check(active_ids, active_count, sealed, starts, ends, at)
        if outcome == ACCEPTED:
            outcome = _covers_sealed_space(active_starts, active_ends, at, starts, ends)
        status[i] = outcome
        if outcome != ACCEPTED:
            segment_offsets[i + 1], sealed_out_offsets[i + 1], created_offsets[i + 1] = segment_end, sealed_end, created_end
            continue
        epoch += 1
        creation_time = max(times[i], creation_time + 1)
        epochs[i], creation_times[i] = epoch, creation_time
        first = 0
        for p in range(active_count):
            first = max(first, (active_ids[p] & SEGMENT_NUMBER_MASK) + 1)
        for s in range(sealed.shape[0]):
            p = at[s]
            sealed_out_ids[sealed_end + s] = active_ids[p]
            sealed_out_starts[sealed_end + s], sealed_out_ends[sealed_end + s] = active_starts[p], active_ends[p]
        for r in range(starts.shape[0]):
            created_ids[created_end + r] = (np.int64(epoch) << SEGMENT_NUMBER_BITS) | (first + r)
            created_starts[created_end + r], created_ends[created_end + r] = starts[r], ends[r]
        splits[i], merges[i] = _split_merge_counts(
            sealed_out_starts[sealed_end:sealed_end + sealed.shape[0]], sealed_out_ends[sealed_end:sealed_end + sealed.shape[0]],
            starts, ends, sealed_overlaps, created_overlaps)
        # the new active epoch: the survivors in their order, then the created in theirs
        kept = 0
        for p in range(active_count):
            if not _holds(at, p):
                active_ids[kept], active_starts[kept], active_ends[kept] = active_ids[p], active_starts[p], active_ends[p]
                kept += 1
        active_count = kept + starts.shape[0]
        active_ids, active_starts, active_ends = (
            _grown(active_ids, active_count), _grown(active_starts, active_count), _grown(active_ends, active_count))
        _copy(created_ids[created_end:created_end + starts.shape[0]], active_ids, kept)
        _copy(starts, active_starts, kept)
        _copy(ends, active_ends, kept)
        segment_ids, segment_starts, segment_ends = (_grown(segment_ids, segment_end + active_count),
                                                     _grown(segment_starts, segment_end + active_count),
                                                     _grown(segment_ends, segment_end + active_count))
        _copy(active_ids[:active_count], segment_ids, segment_end)
        _copy(active_starts[:active_count], segment_starts, segment_end)
        _copy(active_ends[:active_count], segment_ends, segment_end)
        segment_end += active_count
        sealed_end += sealed.shape[0]
        created_end += starts.shape[0]
        segment_offsets[i + 1], sealed_out_offsets[i + 1], created_offsets[i + 1] = segment_end, sealed_end, created_end
    return (status, epochs, creation_times, splits, merges,
            (segment_offsets, segment_ids[:segment_end], segment_starts[:segment_end], segment_ends[:segment_end]),
            (sealed_out_offsets, sealed_out_ids[:sealed_end], sealed_out_starts[:sealed_end], sealed_out_ends[:sealed_end]),
            (created_offsets, created_ids[:created_end], created_starts[:created_end], created_ends[:created_end]),
            (active_ids[:active_count].copy(), active_starts[:active_count].copy(), active_ends[:active_count].copy(),
             epoch, creation_time))


# Arrow in, Arrow out


def _list_values(column: pa.ListArray) -> tuple[np.ndarray, pa.Array]:
    """A (sliced) list column's offsets from 0 and its items."""
    offsets = column.offsets.to_numpy()
    return (offsets - offsets[0]).astype(np.int64), column.flatten()


def _run_input(part: pa.RecordBatch) -> tuple | None:
    """:func:`scale_run`'s request columns of ``part``, each list flattened once; None when a
    time, a list or an item is null: staging rejects such a request before the replay, and
    the kernel has no word for a null, so a run holding one is left to the plain replay."""
    times, sealed, ranges = part.column("request_time"), part.column("sealed_segment_ids"), part.column("new_key_ranges")
    if times.null_count or sealed.null_count or ranges.null_count:
        return None
    sealed_offsets, sealed_ids = _list_values(sealed)
    range_offsets, range_items = _list_values(ranges)
    starts, ends = range_items.field("key_start"), range_items.field("key_end")
    if sealed_ids.null_count or range_items.null_count or starts.null_count or ends.null_count:
        return None
    return (times.to_numpy(), sealed_offsets, sealed_ids.to_numpy(), range_offsets, starts.to_numpy(), ends.to_numpy())


def _segment_lists(offsets, ids, starts, ends, rejected: pa.Array, field_type: pa.DataType) -> pa.ListArray:
    items = pa.StructArray.from_arrays([pa.array(ids), pa.array(starts), pa.array(ends)],
                                       fields=list(field_type.value_type))
    return pa.ListArray.from_arrays(pa.array(offsets, pa.int32()), items, type=field_type, mask=rejected)


def replay_scale_run(part: pa.RecordBatch, state: EpochState, position: int, schema: pa.Schema) -> pa.RecordBatch | None:
    """The replay's rows (``schema``: python_udfs.streams.replay_schema) of ``part``, one
    stream's scale requests in replay order after the request at ``position``; moves
    ``state`` on as EpochState.scale would (keeping the epochs its rolls may name). None,
    and ``state`` unchanged, when a request holds a null (:func:`_run_input`)."""
    run_input = _run_input(part)
    if run_input is None:
        return None
    active = state.active
    (status, epochs, creation_times, splits, merges, segments, sealed, created,
     (active_ids, active_starts, active_ends, epoch, creation_time)) = scale_run(
        *run_input,
        np.array([s.segment_id for s in active.segments], np.int64),
        np.array([s.key_start for s in active.segments], np.float64),
        np.array([s.key_end for s in active.segments], np.float64), active.epoch, active.creation_time)
    accepted = status == ACCEPTED
    _move_on(state, epochs[accepted], creation_times[accepted], segments, np.flatnonzero(accepted),
             (active_ids, active_starts, active_ends, epoch, creation_time))
    rejected = ~accepted
    rejected_mask = pa.array(rejected)
    reasons = pc.take(pa.array([None, *SCALE_REJECTS], pa.string()), pa.array(status))
    segments_type = schema.field("segments").type
    epoch_column = pa.array(epochs, mask=rejected)  # a scale's epoch is its own reference epoch
    columns = {
        "scope": part.column("scope"), "stream": part.column("stream"),
        "request_position": pa.array(np.arange(position + 1, position + 1 + part.num_rows, dtype=np.int64)),
        "request_kind": part.column("request_kind"), "request_seq": part.column("request_seq"),
        "request_time": part.column("request_time"), "reject_reason": reasons, "epoch": epoch_column, "reference_epoch": epoch_column,
        "creation_time": pa.array(creation_times, mask=rejected),
        "segments": _segment_lists(*segments, rejected_mask, segments_type),
        "sealed": _segment_lists(*sealed, rejected_mask, segments_type),
        "created": _segment_lists(*created, rejected_mask, segments_type),
        "splits": pa.array(splits, mask=rejected), "merges": pa.array(merges, mask=rejected),
        # a rejected request's own columns (python_udfs.streams.REQUEST_FIELDS)
        **{field: _where(rejected_mask, part.column(field)) for field in REQUEST_FIELDS},
    }
    return pa.RecordBatch.from_arrays([_as_type(columns[f.name], f.type) for f in schema], schema=schema)


def _where(mask: pa.Array, column: pa.Array) -> pa.Array:
    """``column`` where ``mask`` holds, null elsewhere."""
    return pc.if_else(mask, column, pa.nulls(len(column), column.type))


def _as_type(column: pa.Array, type_: pa.DataType) -> pa.Array:
    # most columns are of their type already; a cast is ~5 us each, 16 a run, thousands of runs
    return column if column.type == type_ else column.cast(type_)


def _move_on(state: EpochState, epochs: np.ndarray, creation_times: np.ndarray, segments, rows: np.ndarray,
             active) -> None:
    """``state`` after the run: each epoch a roll may name remembered, then the last one
    active (a scale's epoch is its own reference epoch)."""
    if not epochs.shape[0]:
        return
    offsets, ids, starts, ends = segments
    if state.keep is None:
        named = np.arange(epochs.shape[0])
    else:  # the run's epochs are one ascending range: the kept ones outside it are no match
        wanted = [e for e in state.keep if epochs[0] <= e <= epochs[-1]]
        named = np.flatnonzero(np.isin(epochs, wanted)) if wanted else ()
    for k in named:
        span = range(offsets[rows[k]], offsets[rows[k] + 1])
        state.remember(Epoch(int(epochs[k]), int(epochs[k]), int(creation_times[k]),
                             tuple(Segment(int(ids[j]), float(starts[j]), float(ends[j])) for j in span), (), (), 0, 0))
    active_ids, active_starts, active_ends, epoch, creation_time = active
    state.remember(Epoch(int(epoch), int(epoch), int(creation_time), tuple(
        Segment(int(i), float(a), float(b)) for i, a, b in zip(active_ids, active_starts, active_ends, strict=True)),
        (), (), 0, 0))


# compiled once, at install

def compile_kernels() -> None:
    """Compile :func:`scale_run` into numba's cache (``__pycache__`` beside this file) by
    replaying one split through :func:`replay_scale_run`, so with the argument types a
    replay's Arrow columns give it. Else the first build's replay compiles it in each Python
    worker (~11 s of CPU each); scripts/bootstrap.sh calls this after an install."""
    state = EpochState.create(0, 1)
    (segment,) = state.active.segments
    middle = (segment.key_start + segment.key_end) / 2
    ranges = pa.list_(pa.struct([("key_start", pa.float64()), ("key_end", pa.float64())]))
    split = pa.RecordBatch.from_pydict({
        "scope": pa.array(["s"]), "stream": pa.array(["t"]), "request_kind": pa.array(["scale"]),
        "request_seq": pa.array([1], pa.int64()), "request_time": pa.array([1], pa.int64()),
        "request_tiebreak": pa.array([0], pa.int64()), "initial_segments": pa.array([None], pa.int32()),
        "transaction_epoch": pa.array([None], pa.int32()),
        "sealed_segment_ids": pa.array([[segment.segment_id]], pa.list_(pa.int64())),
        "new_key_ranges": pa.array([[(segment.key_start, middle), (middle, segment.key_end)]], ranges),
    })
    replayed = replay_scale_run(split, state, 0, replay_schema())
    if replayed is None or replayed.column("reject_reason").null_count != 1:
        raise RuntimeError("the compiled scales did not replay a valid split")


def replay_batches(batches: Iterable):
    """``mapInArrow`` body: batches of requests sorted by stream then :func:`request_order`
    (a stream may span batches, never partitions), each row with the stream's
    ``transaction_epochs``, the ``requests_replayed`` by earlier builds and any
    ``reject_reason`` staging gave it; yields the outcomes. An incremental build puts a
    stream's ``STATE_KIND`` rows (its active epoch and the older epochs its new rolls name,
    in epoch order) before its new requests, and the replay goes on from them. State is one
    stream's active epoch: constant memory whatever the stream's length.

    Runs of scale requests replay compiled (:func:`replay_scale_run`: the same steps, no
    Python object per request); the other rows one at a time, plain (python_udfs.streams)."""
    schema = replay_schema()
    partition = ReplayPartition()
    for batch in batches:
        pieces = []
        for start, stop, scales in partition.scale_runs(batch):
            part = batch.slice(start, stop - start)
            state = partition.replayer.state
            compiled = replay_scale_run(part, state, partition.position, schema) if scales and state is not None else None
            if compiled is not None:
                pieces.append(compiled)
                partition.position += part.num_rows
            else:
                pieces.append(record_batch(partition.plain_rows(part), schema))
        yield pa.concat_batches(pieces) if pieces else record_batch([], schema)


if __name__ == "__main__":
    compile_kernels()
