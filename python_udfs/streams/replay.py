"""The steps of a replay: a stream's epochs from the controller's requests (creation, scales,
rolling transactions), keeping only the active epoch (:class:`EpochState`) and emitting one
row per request (:func:`replay_requests`): what the build runs, a stream of any length in
constant memory."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from python_udfs.streams.segments import (
    CREATES_NOTHING,
    RANGE_EMPTY,
    RANGES_NOT_SEALED_SPACE,
    RANGES_OVERLAP,
    REQUEST_KINDS,
    SEALED_NOT_ACTIVE,
    SEALED_TWICE,
    SEALS_NOTHING,
    SEGMENT_NUMBER_MASK,
    Epoch,
    Rejected,
    Segment,
    segment_id,
)


def initial_segments(count: int, max_count: int | None = None) -> tuple[Segment, ...]:
    """Segment x of ``count`` covers ``[x * (1.0/count), (x+1) * (1.0/count))``, computed as
    Pravega does in doubles (so boundaries such as 0.6000000000000001 appear). A count over
    ``max_count`` is rejected, not replayed (a corrupt count of 2^31 would hold the replay's
    memory): the project's limit is var streams_max_initial_segments, which staging applies
    before the build's replay; a replay of raw requests (the tests' reference) passes it."""
    if count is None or count < 1:
        raise Rejected("initial_segments must be at least 1")
    if max_count is not None and count > max_count:
        raise Rejected(f"initial_segments over {max_count}")
    chunk = 1.0 / count
    return tuple(Segment(segment_id(0, x), x * chunk, (x + 1) * chunk) for x in range(count))


def joined_intervals(ranges: Iterable[tuple[float, float]]) -> list[tuple[float, float]] | None:
    """Sorted ranges with touching ones joined; None when two of them overlap."""
    merged: list[list[float]] = []
    for start, end in sorted(ranges):
        if merged and start < merged[-1][1]:
            return None
        if merged and start == merged[-1][1]:
            merged[-1][1] = end
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def split_merge_counts(sealed: tuple[Segment, ...], created: tuple[Segment, ...]) -> tuple[int, int]:
    """(splits, merges): sealed segments overlapping several new ones, new segments
    overlapping several sealed ones."""
    overlapping = [[s.overlaps(c) for c in created] for s in sealed]
    splits = sum(row.count(True) > 1 for row in overlapping)
    merges = sum(column.count(True) > 1 for column in zip(*overlapping, strict=True))
    return splits, merges


@dataclass
class EpochState:
    """What a replay keeps between requests: the active epoch and, for rolling
    transactions, the segments of the epochs a transaction may still name."""

    active: Epoch
    #: The epochs a rolling transaction may name (None: all): kept as (reference epoch,
    #: segment numbers and ranges), so a year-long stream's replay holds only these.
    keep: frozenset[int] | None = None
    kept: dict[int, tuple[int, tuple[tuple[int, float, float], ...]]] = field(default_factory=dict)

    @classmethod
    def create(cls, creation_time: int, count: int, keep: frozenset[int] | None = None,
               max_initial_segments: int | None = None) -> EpochState:
        segments = initial_segments(count, max_initial_segments)
        epoch0 = Epoch(0, 0, creation_time, segments, (), segments, 0, 0)
        state = cls(epoch0, keep)
        state.remember(epoch0)
        return state

    def remember(self, epoch: Epoch) -> None:
        """Make ``epoch`` the active epoch, keeping it if a roll may name it. An incremental
        build resumes a replay this way, from the epochs an earlier build wrote (in order)."""
        self.active = epoch
        if self.keep is None or epoch.epoch in self.keep:
            self.kept[epoch.epoch] = (
                epoch.reference_epoch,
                tuple((s.number, s.key_start, s.key_end) for s in epoch.segments),
            )

    def _numbered(self, epoch: int) -> tuple[int, tuple[tuple[int, float, float], ...]]:
        if epoch == self.active.epoch:
            return self.active.reference_epoch, tuple((s.number, s.key_start, s.key_end) for s in self.active.segments)
        return self.kept[epoch]

    def _next_time(self, requested: int) -> int:
        return max(requested, self.active.creation_time + 1)

    def scale(self, scale_time: int, sealed_ids: Iterable[int], new_ranges: Iterable[tuple[float, float]]) -> Epoch:
        """Seal ``sealed_ids`` of the active epoch and create segments over exactly their key
        space, numbered from the active epoch's highest number + 1 in the order given."""
        sealed_ids = list(sealed_ids or ())
        new_ranges = [(float(a), float(b)) for a, b in (new_ranges or ())]
        active = {s.segment_id: s for s in self.active.segments}
        if not sealed_ids:
            raise Rejected(SEALS_NOTHING)
        if len(set(sealed_ids)) != len(sealed_ids):
            raise Rejected(SEALED_TWICE)
        if any(sid not in active for sid in sealed_ids):
            raise Rejected(SEALED_NOT_ACTIVE)
        if not new_ranges:
            raise Rejected(CREATES_NOTHING)
        if any(not start < end for start, end in new_ranges):
            raise Rejected(RANGE_EMPTY)
        created_ranges = joined_intervals(new_ranges)
        if created_ranges is None:
            raise Rejected(RANGES_OVERLAP)
        sealed = tuple(active[sid] for sid in sealed_ids)
        if created_ranges != joined_intervals((s.key_start, s.key_end) for s in sealed):
            raise Rejected(RANGES_NOT_SEALED_SPACE)
        epoch = self.active.epoch + 1
        first = max(sid & SEGMENT_NUMBER_MASK for sid in active) + 1
        created = tuple([Segment(segment_id(epoch, first + i), a, b) for i, (a, b) in enumerate(new_ranges)])
        sealed_set = set(sealed_ids)
        segments = tuple([s for s in self.active.segments if s.segment_id not in sealed_set]) + created
        splits, merges = split_merge_counts(sealed, created)
        record = Epoch(epoch, epoch, self._next_time(scale_time), segments, sealed, created, splits, merges)
        self.remember(record)
        return record

    def roll(self, roll_time: int, transaction_epoch: int) -> tuple[Epoch, Epoch]:
        """A rolling transaction: a duplicate of the transaction's epoch, then a duplicate of
        the active epoch, which becomes active. Duplicates keep numbers and key ranges and
        take the duplicate epoch as creation epoch."""
        if transaction_epoch is None or not 0 <= transaction_epoch < self.active.epoch:
            raise Rejected("transaction epoch not older than the active epoch")
        # both sources are read before the first duplicate becomes the active epoch
        transaction, active = self._numbered(transaction_epoch), self._numbered(self.active.epoch)
        return self._duplicate(transaction, roll_time), self._duplicate(active, roll_time)

    def _duplicate(self, source: tuple[int, tuple[tuple[int, float, float], ...]], roll_time: int) -> Epoch:
        """The next epoch as a duplicate of ``source`` (its reference epoch, numbers and key
        ranges); it seals every segment of the epoch before it."""
        reference, numbered = source
        epoch = self.active.epoch + 1
        segments = tuple(Segment(segment_id(epoch, n), a, b) for n, a, b in numbered)
        record = Epoch(epoch, reference, self._next_time(roll_time), segments, self.active.segments, segments, 0, 0)
        self.remember(record)
        return record


class Request(NamedTuple):
    """One controller request of a stream, in replay order (``request_seq``)."""

    kind: str
    request_seq: int
    request_time: int
    sealed_ids: tuple[int, ...] | None = None
    new_ranges: tuple[tuple[float, float], ...] | None = None
    transaction_epoch: int | None = None
    initial_segments: int | None = None
    #: orders requests equal in everything else: the build's request_tiebreak, a hash of the
    #: request's content
    tiebreak: int = 0


class ReplayRow(NamedTuple):
    """A request's outcome: an epoch it created (a rolling transaction creates two), or its
    reject reason with no epoch."""

    request: Request
    epoch: Epoch | None
    reject_reason: str | None


def request_order(request: Request) -> tuple:
    """Creation first, then requests by ``request_seq``; equal sequence numbers (bad input)
    in a fixed order so every build replays them alike. The build sorts by
    :func:`request_order_columns`, the same key over the requests' columns: change both."""
    return (request.kind != "creation", request.request_seq, request.request_time,
            REQUEST_KINDS.index(request.kind), request.tiebreak)


#: a request's own columns besides its stream, kind, sequence and time, which the replay's
#: row of a rejected request carries (the model writes its raw row from them)
REQUEST_FIELDS = ("initial_segments", "sealed_segment_ids", "new_key_ranges", "transaction_epoch")


def replay_requests(requests: Iterable[Request], max_initial_segments: int | None = None) -> Iterator[ReplayRow]:
    """Replay one stream's requests in :func:`request_order`: each valid request moves the
    stream on, each invalid one is rejected with a reason and the stream goes on without it."""
    requests = sorted(requests, key=request_order)
    keep = frozenset(r.transaction_epoch for r in requests if r.kind == "rolling_transaction")
    return replay_sorted(requests, keep, max_initial_segments)


def replay_sorted(requests: Iterable[Request], keep: frozenset[int] | None = None,
                  max_initial_segments: int | None = None) -> Iterator[ReplayRow]:
    """:func:`replay_requests` over requests already in :func:`request_order`, keeping the
    epochs in ``keep`` (the transaction epochs the stream's rolls name) for rolls."""
    replayer = Replayer(keep, max_initial_segments)
    for request in requests:
        yield from replayer.apply(request)


class Replayer:
    """One stream's replay, a request at a time (the build feeds it rows in order)."""

    def __init__(self, keep: frozenset[int] | None = None, max_initial_segments: int | None = None):
        self.keep = keep
        self.max_initial_segments = max_initial_segments
        self.state: EpochState | None = None

    def resume(self, epoch: Epoch) -> None:
        """Take back an epoch an earlier build replayed: the epochs later rolls name, then the
        active one, in epoch order."""
        if self.state is None:
            self.state = EpochState(epoch, self.keep)
        self.state.remember(epoch)

    def apply(self, request: Request) -> list[ReplayRow]:
        try:
            if request.kind == "creation":
                if self.state is not None:
                    raise Rejected("stream created twice")
                self.state = EpochState.create(request.request_time, request.initial_segments, self.keep, self.max_initial_segments)
                return [ReplayRow(request, self.state.active, None)]
            if self.state is None:
                raise Rejected("unknown stream")
            if request.kind == "scale":
                return [ReplayRow(request, self.state.scale(request.request_time, request.sealed_ids, request.new_ranges), None)]
            if request.kind == "rolling_transaction":
                return [ReplayRow(request, record, None) for record in self.state.roll(request.request_time, request.transaction_epoch)]
            raise Rejected(f"unknown request kind {request.kind!r}")
        except Rejected as rejected:
            return [ReplayRow(request, None, rejected.reason)]
