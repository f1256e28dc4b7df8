"""Streams domain (seed: pravega-pdp32-controller-metadata-scalability): a stream's epochs
replayed from the controller's requests (creation, scales, rolling transactions), and the
queries PDP-32 answers over the records: segments at a time, successors, stream-cut spans,
comparisons, segments and bytes between two cuts, truncations and retention records.

Facts followed: ``../shared/reference/streams-pravega.md`` (Pravega's controller code) where it
differs from the seed: sealed sizes are sharded by creation epoch, duplicate epochs of rolling
transactions carry no delta. Times are epoch milliseconds.

Two forms of one replay: :class:`Stream` keeps every epoch in memory and answers every query:
the plain reference the SQL functions and tests are checked against. :func:`replay_requests`
runs the same steps (:class:`EpochState`) keeping only the active epoch, emitting one row per
request: what the build runs, a stream of any length in constant memory.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import numpy as np

#: Pravega's segment id: creation epoch in the high 32 bits, segment number in the low 32.
SEGMENT_NUMBER_BITS = 32
SEGMENT_NUMBER_MASK = (1 << SEGMENT_NUMBER_BITS) - 1

REQUEST_KINDS = ("creation", "scale", "rolling_transaction")
#: compare_stream_cuts(a, b): a is equal to or after b, before b, or neither (they overlap).
EQUAL_OR_AFTER, BEFORE, OVERLAPS = "EqualOrAfter", "Before", "Overlaps"


#: Why a scale is rejected, in the order EpochState.scale checks; its compiled form
#: (python_udfs.streams_scales) reports a reason by its place in SCALE_REJECTS.
SEALS_NOTHING = "scale seals no segment"
SEALED_TWICE = "a sealed segment is named twice"
SEALED_NOT_ACTIVE = "sealed segment not active"
CREATES_NOTHING = "scale creates no segment"
RANGE_EMPTY = "new key range empty or inverted"
RANGES_OVERLAP = "new key ranges overlap"
RANGES_NOT_SEALED_SPACE = "new key ranges do not cover exactly the sealed key space"
SCALE_REJECTS = (SEALS_NOTHING, SEALED_TWICE, SEALED_NOT_ACTIVE, CREATES_NOTHING, RANGE_EMPTY, RANGES_OVERLAP,
                 RANGES_NOT_SEALED_SPACE)


def segment_id(epoch: int, number: int) -> int:
    return (epoch << SEGMENT_NUMBER_BITS) | number


def segment_number(sid: int) -> int:
    return sid & SEGMENT_NUMBER_MASK


def creation_epoch(sid: int) -> int:
    return sid >> SEGMENT_NUMBER_BITS


class Segment(NamedTuple):
    """A segment and its key range ``[key_start, key_end)``."""

    segment_id: int
    key_start: float
    key_end: float

    @property
    def number(self) -> int:
        return segment_number(self.segment_id)

    @property
    def creation_epoch(self) -> int:
        return creation_epoch(self.segment_id)

    def overlaps(self, other: Segment) -> bool:
        """Key ranges share a point (touching ranges do not overlap)."""
        return self.key_start < other.key_end and self.key_end > other.key_start


class Epoch(NamedTuple):
    """An epoch record and its history delta.

    ``sealed`` and ``created`` are what changed from the previous epoch; a duplicate epoch
    (rolling transaction: ``reference_epoch != epoch``) changes every segment, and PDP-32's
    history record for it keeps no lists (:attr:`history_sealed` / :attr:`history_created`).
    """

    epoch: int
    reference_epoch: int
    creation_time: int
    segments: tuple[Segment, ...]
    sealed: tuple[Segment, ...]
    created: tuple[Segment, ...]
    splits: int
    merges: int

    @property
    def is_duplicate(self) -> bool:
        return self.reference_epoch != self.epoch

    @property
    def history_sealed(self) -> tuple[Segment, ...]:
        return () if self.is_duplicate else self.sealed

    @property
    def history_created(self) -> tuple[Segment, ...]:
        return () if self.is_duplicate else self.created


class Rejected(ValueError):
    """A request the stream cannot take; ``reason`` is what the ``*_rejected`` marts show."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


# ---- the steps of a replay


#: a creation asking for more segments is rejected, not replayed (a corrupt count of 2^31
#: would hold the replay's memory); staging's rule names the same number
MAX_INITIAL_SEGMENTS = 100_000


def initial_segments(count: int) -> tuple[Segment, ...]:
    """Segment x of ``count`` covers ``[x * (1.0/count), (x+1) * (1.0/count))``, computed as
    Pravega does in doubles (so boundaries such as 0.6000000000000001 appear)."""
    if count is None or count < 1:
        raise Rejected("initial_segments must be at least 1")
    if count > MAX_INITIAL_SEGMENTS:
        raise Rejected(f"initial_segments over {MAX_INITIAL_SEGMENTS}")
    chunk = 1.0 / count
    return tuple(Segment(segment_id(0, x), x * chunk, (x + 1) * chunk) for x in range(count))


def _intervals(ranges: Iterable[tuple[float, float]]) -> list[tuple[float, float]] | None:
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
    def create(cls, creation_time: int, count: int, keep: frozenset[int] | None = None) -> EpochState:
        segments = initial_segments(count)
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
        created_ranges = _intervals(new_ranges)
        if created_ranges is None:
            raise Rejected(RANGES_OVERLAP)
        sealed = tuple(active[sid] for sid in sealed_ids)
        if created_ranges != _intervals((s.key_start, s.key_end) for s in sealed):
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


def request_order_columns() -> list:
    """:func:`request_order` as Spark sort columns of the replay model's requests."""
    from pyspark.sql import functions as F

    kind = F.col("request_kind")
    kind_rank = F.array_position(F.array(*[F.lit(k) for k in REQUEST_KINDS]), kind)
    return [kind != "creation", F.col("request_seq"), F.col("request_time"), kind_rank, F.col("request_tiebreak")]


#: a request's own columns besides its stream, kind, sequence and time, which the replay's
#: row of a rejected request carries (the model writes its raw row from them)
REQUEST_FIELDS = ("initial_segments", "sealed_segment_ids", "new_key_ranges", "transaction_epoch")


def request_tiebreak():
    """:class:`Request`'s ``tiebreak`` as a Spark column of the replay model's requests: a
    64-bit hash of REQUEST_FIELDS. Of their values for a request staging accepted (no null in
    a list, and a kind's nulls always in the same fields); of their JSON for one it rejected,
    where a hash alone would not tell a null list from an empty one, or where in a list a
    null lies. Not the raw row: its JSON made for every request was sorted with it and sent to
    Python."""
    from pyspark.sql import functions as F

    fields = [F.col(field) for field in REQUEST_FIELDS]
    return F.when(F.col("reject_reason").isNull(), F.xxhash64(*fields)).otherwise(F.xxhash64(F.to_json(F.struct(*fields))))


def replay_requests(requests: Iterable[Request]) -> Iterator[ReplayRow]:
    """Replay one stream's requests in :func:`request_order`: each valid request moves the
    stream on, each invalid one is rejected with a reason and the stream goes on without it."""
    requests = sorted(requests, key=request_order)
    keep = frozenset(r.transaction_epoch for r in requests if r.kind == "rolling_transaction")
    return replay_sorted(requests, keep)


def replay_sorted(requests: Iterable[Request], keep: frozenset[int] | None = None) -> Iterator[ReplayRow]:
    """:func:`replay_requests` over requests already in :func:`request_order`, keeping the
    epochs in ``keep`` (the transaction epochs the stream's rolls name) for rolls."""
    replayer = Replayer(keep)
    for request in requests:
        yield from replayer.apply(request)


class Replayer:
    """One stream's replay, a request at a time (the build feeds it rows in order)."""

    def __init__(self, keep: frozenset[int] | None = None):
        self.keep = keep
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
                self.state = EpochState.create(request.request_time, request.initial_segments, self.keep)
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


# ---- the reference: every epoch in memory, every query

Cut = Mapping[int, int]


class StreamSegments:
    """A stream's segments (key ranges, sealing epochs, sealed sizes) and its active epoch:
    all the stream-cut queries need, whether from a replay (:class:`Stream`) or from the
    ``stream_segments`` mart (the build's cut model)."""

    def __init__(self, segments: Mapping[int, Segment], sealed_epoch: Mapping[int, int], current_epoch: int,
                 sizes: Mapping[int, int] | None = None):
        self.segments = dict(segments)
        self.sealed_epoch = dict(sealed_epoch)
        self.current_epoch_number = current_epoch
        self.sizes = dict(sizes or {})
        self.truncations: list[Truncation] = []

    # a stream's segments are fixed when it is made: what depends on them alone is computed once
    # (a build checks every cut of a stream against them)
    @functools.cached_property
    def key_space(self) -> tuple[float, float]:
        first = sorted((s for s in self.segments.values() if s.creation_epoch == 0), key=lambda s: s.key_start)
        return first[0].key_start, first[-1].key_end

    def alive_at(self, epoch: int) -> set[int]:
        return {sid for sid in self.segments if creation_epoch(sid) <= epoch <= self.last_epoch(sid)}

    def last_epoch(self, sid: int) -> int:
        """The highest epoch holding ``sid``."""
        sealed = self.sealed_epoch.get(sid)
        return self.current_epoch_number if sealed is None else sealed - 1

    # -- stream cuts

    def cut_error(self, cut: Cut) -> str | None:
        """Why ``cut`` is not a stream cut of this stream, or None: known segments, offsets
        >= 0, key ranges covering the key space once."""
        if not cut:
            return "stream cut is empty"
        if any(sid not in self.segments for sid in cut):
            return "stream cut names an unknown segment"
        if any(offset is None or offset < 0 for offset in cut.values()):
            return "stream cut has a negative offset"
        ranges = _intervals((self.segments[sid].key_start, self.segments[sid].key_end) for sid in cut)
        if ranges != [self.key_space]:
            return "stream cut does not cover the key space"
        return None

    def check_cut(self, cut: Cut, name: str = "cut") -> None:
        error = self.cut_error(cut)
        if error:
            raise ValueError(f"{name}: {error}")

    def head(self) -> dict[int, int]:
        """The stream's head: the last accepted truncation's cut, else epoch 0 at offset 0."""
        if self.truncations:
            return dict(self.truncations[-1].cut)
        return self.origin()

    def origin(self) -> dict[int, int]:
        """Epoch 0's segments at offset 0: where the stream began."""
        return dict(self._origin)

    @functools.cached_property
    def _origin(self) -> dict[int, int]:
        return {sid: 0 for sid in self.segments if creation_epoch(sid) == 0}

    def tail(self, after: Cut | None = None) -> dict[int, int]:
        """The active segments. The controller's export carries no length for an active
        segment: its offset is the one in ``after`` (the other cut of a query), else 0, so
        the tail counts no byte of an active segment and is never before ``after``."""
        after = after or {}
        return {sid: after.get(sid, 0) for sid in self.alive_at(self.current_epoch_number)}

    def span(self, cut: Cut) -> dict[int, int]:
        """Each segment of the cut mapped to the highest epoch holding it, walking down from
        the creation epoch of the cut's newest segment."""
        top = max(creation_epoch(sid) for sid in cut)
        return {sid: min(self.last_epoch(sid), top) for sid in cut}

    def is_equal_or_after(self, a: Cut, b: Cut) -> bool:
        """No shared segment has a smaller offset in ``a``; no overlapping pair has ``a``'s
        segment created in an older epoch than ``b``'s."""
        for sid, offset in a.items():
            if sid in b and offset < b[sid]:
                return False
            sa = self.segments[sid]
            if any(sa.overlaps(self.segments[other]) and creation_epoch(sid) < creation_epoch(other) for other in b):
                return False
        return True

    def compare(self, a: Cut, b: Cut) -> str:
        if self.is_equal_or_after(a, b):
            return EQUAL_OR_AFTER
        return BEFORE if self.is_equal_or_after(b, a) else OVERLAPS

    def segments_between(self, from_cut: Cut, to_cut: Cut) -> set[int]:
        """Segments holding data between the cuts: those alive in an epoch from the low end of
        ``from``'s span to the high end of ``to``'s whose overlapping ``from`` segments are
        not newer and overlapping ``to`` segments not older."""
        low, high = self._epochs_between(from_cut, to_cut)
        candidates = self.alive_at(low)
        candidates |= {sid for sid in self.segments if low < creation_epoch(sid) <= high}
        froms = [self.segments[sid] for sid in from_cut]
        tos = [self.segments[sid] for sid in to_cut]
        return {
            sid for sid in candidates
            if all(f.segment_id <= sid for f in froms if f.overlaps(self.segments[sid]))
            and all(sid <= t.segment_id for t in tos if t.overlaps(self.segments[sid]))
        }

    def _epochs_between(self, from_cut: Cut, to_cut: Cut) -> tuple[int, int]:
        """The epochs a query between the cuts spans, ``from``'s lowest to ``to``'s highest;
        ValueError for a bad cut or a ``to`` not equal or after ``from``."""
        self.check_cut(from_cut, "from")
        self.check_cut(to_cut, "to")
        if not self.is_equal_or_after(to_cut, from_cut):
            raise ValueError("to is not equal or after from")
        return min(self.span(from_cut).values()), max(self.span(to_cut).values())

    def size_between(self, from_cut: Cut, to_cut: Cut) -> int:
        """Bytes between the cuts: per segment between them, in both -> to − from; in ``to``
        only -> to's offset; in ``from`` only -> sealed size − from; in neither -> sealed size
        (a missing size counts 0)."""
        return self._bytes(self.segments_between(from_cut, to_cut), from_cut, to_cut)

    def _bytes(self, between: Iterable[int], from_cut: Cut, to_cut: Cut) -> int:
        return sum((to_cut[sid] if sid in to_cut else self.sizes.get(sid, 0)) - from_cut.get(sid, 0) for sid in between)

    def size_till(self, cut: Cut) -> int:
        return self.size_between(self.origin(), cut)

    # -- truncation

    def truncate(self, request_time: int, cut: Cut) -> Truncation:
        """Accept a truncation at ``cut``: a valid cut equal or after the previous accepted one;
        deletes the segments before it that it does not hold. Its size till the cut is the
        previous truncation's plus the bytes between the two (PDP-32's increment)."""
        error = self.cut_error(cut)
        if error:
            raise Rejected(error)
        previous = self.head()
        if self.truncations and not self.is_equal_or_after(cut, previous):
            raise Rejected("truncation not equal or after the previous accepted one")
        last = self.truncations[-1] if self.truncations else None
        if last and last.request_time == request_time and last.cut == dict(cut):
            # the same request again (an export read twice): one record of it
            raise Rejected("truncation requested twice")
        between = self.segments_between(previous, cut)
        to_delete = tuple(sorted(between - set(cut)))
        record = Truncation(
            request_time, dict(cut), self.span(cut), to_delete,
            deleted=(last.deleted if last else 0) + len(to_delete),
            size_till=(last.size_till if last else 0) + self._bytes(between, previous, cut),
        )
        self.truncations.append(record)
        return record


class SegmentColumns(NamedTuple):
    """A stream's segments as numpy columns in id order (so in creation-epoch order)."""

    ids: np.ndarray
    key_starts: np.ndarray
    key_ends: np.ndarray
    sizes: np.ndarray  # 0 where unknown


class StreamSegmentsVec(StreamSegments):
    """:class:`StreamSegments` whose queries between two cuts mask numpy columns of the
    segments, a pass per segment of each cut, where the plain class walks the span's segments
    in Python: the build checks every retention cut and truncation of every stream
    (:func:`check_cuts`), and from a stream's origin the span is every segment. The plain
    class stays the reference; tests check this against it."""

    def segments_between(self, from_cut: Cut, to_cut: Cut) -> set[int]:
        n, between = self._between(from_cut, to_cut)
        return set(self._columns.ids[:n][between].tolist())

    def size_between(self, from_cut: Cut, to_cut: Cut) -> int:
        import numpy as np

        n, between = self._between(from_cut, to_cut)
        ids, sizes = self._columns.ids[:n], self._columns.sizes[:n]

        def held(cut: Cut) -> list[tuple[int, int]]:
            """The cut's segments among those between, each with its place in the columns."""
            at = np.searchsorted(ids, np.fromiter(cut, np.int64)).tolist()
            return [(sid, i) for sid, i in zip(cut, at, strict=True) if i < n and between[i]]

        # as the plain _bytes: a segment in to counts to's offset, not its size; one in from,
        # less from's offset
        total = int(sizes[between].sum())
        total += sum(to_cut[sid] - int(sizes[i]) for sid, i in held(to_cut))
        return total - sum(from_cut[sid] for sid, _ in held(from_cut))

    def _between(self, from_cut: Cut, to_cut: Cut):
        """(n, mask): the segments between the cuts among the first ``n`` (those created up to
        ``to``'s highest epoch): older than no overlapping ``from`` segment and newer than no
        overlapping ``to`` segment. (A segment sealed before ``from``'s lowest epoch overlaps a
        ``from`` segment created after it: the plain class's bound on the low side is this
        rule's consequence.)"""
        import numpy as np

        _, high = self._epochs_between(from_cut, to_cut)
        columns = self._columns
        n = int(np.searchsorted(columns.ids, segment_id(high + 1, 0)))
        ids, starts, ends = columns.ids[:n], columns.key_starts[:n], columns.key_ends[:n]
        between = np.ones(n, dtype=bool)
        for cut, outside in ((from_cut, np.less), (to_cut, np.greater)):
            for sid in cut:
                s = self.segments[sid]
                between &= ~((starts < s.key_end) & (ends > s.key_start) & outside(ids, sid))
        return n, between

    @functools.cached_property
    def _columns(self) -> SegmentColumns:
        """Made at the first query: a stream's segments and sizes are fixed by then."""
        import numpy as np

        ids = sorted(self.segments)
        return SegmentColumns(
            np.array(ids, dtype=np.int64),
            np.array([self.segments[i].key_start for i in ids], dtype=np.float64),
            np.array([self.segments[i].key_end for i in ids], dtype=np.float64),
            np.array([self.sizes.get(i, 0) for i in ids], dtype=np.int64),
        )


class Stream(StreamSegments):
    """A stream replayed in memory, every epoch kept: the reference every SQL function is
    checked against."""

    def __init__(self, requests: Iterable[Request]):
        self.rows = list(replay_requests(requests))
        self.epochs: list[Epoch] = [row.epoch for row in self.rows if row.epoch is not None]
        if not self.epochs:
            raise ValueError("stream has no valid creation request")
        self._times = [e.creation_time for e in self.epochs]
        segments: dict[int, Segment] = {}
        sealed_epoch: dict[int, int] = {}
        for epoch in self.epochs:
            for segment in epoch.created:
                segments[segment.segment_id] = segment
            for segment in epoch.sealed:
                sealed_epoch[segment.segment_id] = epoch.epoch
        super().__init__(segments, sealed_epoch, self.epochs[-1].epoch)

    @property
    def current_epoch(self) -> Epoch:
        return self.epochs[-1]

    # -- time

    def epoch_at(self, t: int) -> Epoch | None:
        """The epoch live at ``t``: the greatest creation time ``<= t``; None before creation."""
        i = bisect.bisect_right(self._times, t) - 1
        return self.epochs[i] if i >= 0 else None

    def segments_at(self, t: int) -> tuple[Segment, ...]:
        epoch = self.epoch_at(t)
        return epoch.segments if epoch else ()

    def readable_at(self, t: int) -> tuple[bool, list[tuple[Segment, int]]]:
        """PDP-32's "segments at time t" with the truncation record overlaid on the epoch: (from
        the head, [(segment, offset a reader starts at)]). An epoch at or before the head cut's
        span (its newest epoch) holds deleted segments: the answer is the head cut itself, with
        its offsets. A later epoch holds none (a segment alive after every cut segment's
        creation and not in the cut is a successor of one); a segment of it the cut still holds
        starts at the cut's offset, any other at 0. Nothing before the stream's creation."""
        epoch = self.epoch_at(t)
        if epoch is None:
            return False, []
        if not self.truncations:
            return False, [(segment, 0) for segment in epoch.segments]
        head = self.truncations[-1]
        if epoch.epoch <= max(head.span.values()):
            return True, [(self.segments[sid], offset) for sid, offset in sorted(head.cut.items())]
        return False, [(segment, head.cut.get(segment.segment_id, 0)) for segment in epoch.segments]

    def scale_history(self, from_time: int, to_time: int) -> list[Epoch]:
        """The epochs created in ``[from_time, to_time)`` (epoch ms), oldest first: PDP-32's
        history between two times (each with its delta: ``history_sealed``/``history_created``)."""
        return self.epochs[bisect.bisect_left(self._times, from_time):bisect.bisect_left(self._times, to_time)]

    # -- successors

    def successors(self, sid: int) -> list[tuple[int, tuple[int, ...]]]:
        """(successor, its predecessors): segments of the sealing epoch S overlapping ``sid``,
        each with the segments of S − 1 overlapping it. None while ``sid`` is active."""
        segment = self._segment(sid)
        sealed = self.sealed_epoch.get(sid)
        if sealed is None:
            return []
        after, before = self.epochs[sealed].segments, self.epochs[sealed - 1].segments
        return [
            (s.segment_id, tuple(sorted(p.segment_id for p in before if p.overlaps(s))))
            for s in sorted(after) if s.overlaps(segment)
        ]

    def _segment(self, sid: int) -> Segment:
        if sid not in self.segments:
            raise KeyError(f"segment {sid} is not a segment of this stream")
        return self.segments[sid]


class Truncation(NamedTuple):
    request_time: int
    cut: dict[int, int]
    span: dict[int, int]
    to_delete: tuple[int, ...]
    deleted: int
    size_till: int


class RetentionReference(NamedTuple):
    """One entry of PDP-32's retention set: when a stream cut was recorded, and the bytes
    from the stream's beginning to it (epoch ms, bytes)."""

    recording_time: int
    recording_size: int


def reference_before_time(references: Iterable[RetentionReference], at_time: int) -> RetentionReference | None:
    """The retention set's greatest lower bound by time: the reference recorded at or before
    ``at_time`` (inclusive), the latest one; None before the first."""
    return max((r for r in references if r.recording_time <= at_time), default=None)


def reference_before_size(references: Iterable[RetentionReference], at_size: int) -> RetentionReference | None:
    """The retention set's greatest lower bound by size: of the references whose recording
    size is at or below ``at_size`` (inclusive), the latest recorded. Where sizes grow with
    time, as Pravega's look-up assumes, that is also the one of greatest size; None when
    every reference is larger."""
    return max((r for r in references if r.recording_size <= at_size), default=None)


#: Pravega's RetentionPolicy types: by time (ms) or by size (bytes).
RETENTION_TYPES = ("time", "size")


class RetentionPolicy(NamedTuple):
    """Pravega's RetentionPolicy: keep at least ``retention_min`` (ms or bytes) behind the
    newest stream cut; ``retention_max`` (None: no bound) is the most a lagging reader group
    can hold a truncation back."""

    retention_type: str
    retention_min: int
    retention_max: int | None = None


class RetentionPlan(NamedTuple):
    """What a policy does when Pravega applies it at the newest record: truncate at the latest
    record keeping at least the minimum (None: none is that old or small yet), purge the
    records before that one from the retention set; ``max_limit`` is the latest record keeping
    at least the maximum, the furthest back truncation can be held."""

    evaluated: RetentionReference
    truncate_at: RetentionReference | None
    max_limit: RetentionReference | None
    records_purged: int
    truncates_now: bool


def _reference_keeping(references: list[RetentionReference], policy: RetentionPolicy, newest: RetentionReference,
                       amount: int) -> RetentionReference | None:
    """The latest reference that keeps at least ``amount`` behind ``newest``: the retention
    set's greatest lower bound at the newest record less the amount."""
    if policy.retention_type == "time":
        return reference_before_time(references, newest.recording_time - amount)
    return reference_before_size(references, newest.recording_size - amount)


def retention_plan(references: Iterable[RetentionReference], policy: RetentionPolicy, head_size: int = 0) -> RetentionPlan | None:
    """``policy`` applied to a stream's retention set (None when it is empty), as Pravega's
    controller does with no subscriber positions: the truncation is the min limit's record,
    and it truncates now when that record lies beyond the stream's head (the bytes up to its
    last truncation, ``head_size``)."""
    if policy.retention_type not in RETENTION_TYPES:
        raise ValueError(f"retention_type must be one of {RETENTION_TYPES}, got {policy.retention_type!r}")
    references = sorted(references)
    if not references:
        return None
    newest = references[-1]
    truncate_at = _reference_keeping(references, policy, newest, policy.retention_min)
    max_limit = None if policy.retention_max is None else _reference_keeping(references, policy, newest, policy.retention_max)
    purged = 0 if truncate_at is None else sum(r.recording_time < truncate_at.recording_time for r in references)
    truncates_now = truncate_at is not None and truncate_at.recording_size > head_size
    return RetentionPlan(newest, truncate_at, max_limit, purged, truncates_now)


# ---- stream-cut text, as the SQL functions take it


#: A stream cut's text once spaces are removed (parse_stream_cut in SQL checks the same rule).
CUT_PATTERN = re.compile(r"[0-9]{1,18}:[0-9]{1,18}(,[0-9]{1,18}:[0-9]{1,18})*")


def parse_cut(text: str) -> dict[int, int]:
    """``"segment_id:offset,…"`` (spaces ignored; whole numbers of at most 18 digits; no id
    twice) to a cut; ValueError naming the rule otherwise."""
    compact = (text or "").replace(" ", "")
    if not CUT_PATTERN.fullmatch(compact):
        raise ValueError(f"malformed stream cut {text!r}: expected segment_id:offset,...")
    items = [tuple(int(part) for part in item.split(":")) for item in compact.split(",")]
    cut = dict(items)
    if len(cut) != len(items):
        raise ValueError(f"malformed stream cut {text!r}: a segment is named twice")
    return cut


def format_cut(cut: Cut) -> str:
    return ",".join(f"{sid}:{offset}" for sid, offset in sorted(cut.items()))


# ---- the Spark wrapper: the build's replay, over Arrow batches


#: ``request_kind`` of the rows an incremental build feeds the replay before a stream's new
#: requests: the epochs the previous builds wrote that the replay goes on from.
STATE_KIND = "state"


def replay_schema():
    """The Arrow schema of ``int_stream_requests_replayed``: one row per request outcome (see
    :class:`ReplayRow`) with the request's position in its stream's replay (1, 2, ...: both
    epochs of a roll share it); the model passes it to Spark as
    ``from_arrow_schema(replay_schema())``."""
    import pyarrow as pa

    segments = pa.list_(pa.struct([("segment_id", pa.int64()), ("key_start", pa.float64()), ("key_end", pa.float64())]))
    return pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("request_position", pa.int64()), ("request_kind", pa.string()),
        ("request_seq", pa.int64()), ("request_time", pa.int64()),
        ("reject_reason", pa.string()), ("epoch", pa.int32()), ("reference_epoch", pa.int32()),
        ("creation_time", pa.int64()), ("segments", segments), ("sealed", segments), ("created", segments),
        ("splits", pa.int32()), ("merges", pa.int32()),
        # a rejected request's REQUEST_FIELDS (null for an epoch), of which the model writes
        # the raw row in their place
        ("initial_segments", pa.int32()), ("sealed_segment_ids", pa.list_(pa.int64())),
        ("new_key_ranges", pa.list_(pa.struct([("key_start", pa.float64()), ("key_end", pa.float64())]))),
        ("transaction_epoch", pa.int32()),
    ])


def _state_epoch(columns: dict, i: int) -> Epoch:
    """A :data:`STATE_KIND` row as the epoch it holds (its time is the epoch's creation time)."""
    segments = tuple(Segment(s["segment_id"], s["key_start"], s["key_end"]) for s in columns["segments"][i])
    return Epoch(columns["epoch"][i], columns["reference_epoch"][i], columns["request_time"][i], segments, (), (), 0, 0)


def _request(columns: dict, i: int) -> Request:
    ranges = columns["new_key_ranges"][i]
    return Request(
        kind=columns["request_kind"][i],
        request_seq=columns["request_seq"][i],
        request_time=columns["request_time"][i],
        sealed_ids=columns["sealed_segment_ids"][i],
        # a null list or range stays null: a rejected request's columns go back out as they came
        new_ranges=None if ranges is None else [None if r is None else (r["key_start"], r["key_end"]) for r in ranges],
        transaction_epoch=columns["transaction_epoch"][i],
        initial_segments=columns["initial_segments"][i],
        tiebreak=columns["request_tiebreak"][i],
    )


def _outcome(scope: str, stream: str, position: int, request: Request, row: ReplayRow) -> tuple:
    """A :class:`ReplayRow` as a row of :func:`replay_schema`, in its column order. Segments
    stay tuples: Arrow reads a struct from a tuple by position, far faster than from a dict."""
    head = (scope, stream, position, request.kind, request.request_seq, request.request_time)
    epoch = row.epoch
    if epoch is None:
        # a rejected request's own columns only (the rejected mart shows its raw row; the raw
        # data keeps an applied one's)
        return (*head, row.reject_reason, None, None, None, None, None, None, None, None,
                request.initial_segments, request.sealed_ids, request.new_ranges, request.transaction_epoch)
    return (*head, None, epoch.epoch, epoch.reference_epoch, epoch.creation_time, epoch.segments, epoch.sealed,
            epoch.created, epoch.splits, epoch.merges, None, None, None, None)


def _record_batch(rows: list[tuple], schema):
    import pyarrow as pa

    columns = list(zip(*rows, strict=True)) or [()] * len(schema)
    return pa.RecordBatch.from_arrays([pa.array(column, type=f.type) for column, f in zip(columns, schema, strict=True)], schema=schema)


class _Partition:
    """Where the replay of a partition's batches stands: the stream it is in, that stream's
    :class:`Replayer` and the position of its last request."""

    def __init__(self):
        self.key: tuple | None = None
        self.replayer = Replayer()
        self.position = 0

    def plain_rows(self, part) -> list[tuple]:
        """The outcome rows of ``part``'s requests, one at a time (the plain replay)."""
        columns = part.to_pydict()
        out: list[tuple] = []
        for i in range(part.num_rows):
            stream_key = (columns["scope"][i], columns["stream"][i])
            if stream_key != self.key:
                self.key = stream_key
                self.replayer = Replayer(frozenset(e for e in columns["transaction_epochs"][i] or () if e is not None))
                self.position = columns["requests_replayed"][i] or 0
            if columns["request_kind"][i] == STATE_KIND:
                self.replayer.resume(_state_epoch(columns, i))
                continue
            request = _request(columns, i)
            self.position += 1
            staged = columns["reject_reason"][i]
            rows = [ReplayRow(request, None, staged)] if staged else self.replayer.apply(request)
            out.extend(_outcome(self.key[0], self.key[1], self.position, request, row) for row in rows)
        return out

    def scale_runs(self, batch) -> list[tuple[int, int, bool]]:
        """``batch`` cut into runs ``(start, stop, scales)``: ``scales`` when each of the run's
        rows is a scale request staging accepted, of the stream the row before it is in (so
        the stream's replayer is already made)."""
        import numpy as np
        import pyarrow.compute as pc

        n = batch.num_rows
        if not n:
            return []
        same = np.zeros(n, dtype=bool)
        same[0] = (batch.column("scope")[0].as_py(), batch.column("stream")[0].as_py()) == self.key
        same[1:] = _equals_previous(batch.column("scope")) & _equals_previous(batch.column("stream"))
        scales = same & pc.fill_null(pc.equal(batch.column("request_kind"), "scale"), False).to_numpy(zero_copy_only=False)
        scales &= batch.column("reject_reason").is_null().to_numpy(zero_copy_only=False)
        bounds = [0, *(np.flatnonzero(np.diff(scales.astype(np.int8))) + 1).tolist(), n]
        return [(a, b, bool(scales[a])) for a, b in zip(bounds, bounds[1:], strict=False)]


def _equals_previous(column):
    """Per row after the first: its value equals the row before's (nulls equal), as numpy."""
    import pyarrow.compute as pc

    now, before = column.slice(1), column.slice(0, len(column) - 1)
    equal = pc.or_(pc.fill_null(pc.equal(now, before), False), pc.and_(now.is_null(), before.is_null()))
    return equal.to_numpy(zero_copy_only=False)


def register(spark) -> list[str]:
    """The streams domain registers no SQL UDF: its replay runs as a table model
    (``int_stream_requests_replayed``) and its queries are SQL functions."""
    return []


# ---- the Spark wrapper: stream cuts and truncations, per stream


def cuts_schema():
    """The Arrow schema of ``int_stream_cuts_checked``: one row per stream cut or truncation
    request (see :func:`check_cuts`)."""
    import pyarrow as pa

    return pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("request_kind", pa.string()), ("request_time", pa.int64()),
        ("cut", pa.map_(pa.int64(), pa.int64())), ("raw_row", pa.string()), ("reject_reason", pa.string()),
        ("span", pa.map_(pa.int64(), pa.int32())), ("size_till", pa.int64()), ("to_delete", pa.list_(pa.int64())),
        ("deleted_segments", pa.int64()),
        ("key_ranges", pa.map_(pa.int64(), pa.struct([("key_start", pa.float64()), ("key_end", pa.float64())]))),
    ])


def _key_ranges(stream: StreamSegments, cut: Cut) -> list:
    """The cut's segments' key ranges, as the Arrow map ``cuts_schema`` declares: a call from
    the head (the last truncation's cut) reads them here, not in the segments' blocks."""
    return [(sid, {"key_start": stream.segments[sid].key_start, "key_end": stream.segments[sid].key_end}) for sid in cut]


def check_cuts(segments, requests):
    """``cogroup(...).applyInArrow`` body for one stream: its segments (``stream_segments``
    rows) and its cut requests (``stream_cut`` and ``truncation`` rows, with any staging
    reject reason), as Arrow tables. Stream cuts are taken in recording-time order, each
    valid one with its span, its segments' key ranges and the size till it, its time after the previous recorded one
    (the retention set's rule); truncations in request-time order, each equal or after the
    previous accepted one."""
    import pyarrow as pa

    out: list[dict] = []
    stream = None
    if segments.num_rows:
        rows = segments.to_pylist()
        stream = StreamSegmentsVec(
            {r["segment_id"]: Segment(r["segment_id"], r["key_start"], r["key_end"]) for r in rows},
            {r["segment_id"]: r["sealed_epoch"] for r in rows if r["sealed_epoch"] is not None},
            rows[0]["current_epoch"],
            {r["segment_id"]: r["sealed_size_bytes"] for r in rows if r["sealed_size_bytes"] is not None},
        )
    last_recorded = None
    # a row staging rejected may have no time: it sorts last, and is passed through as it is
    ordered = sorted(requests.to_pylist(), key=lambda r: (
        r["request_kind"], r["request_time"] is None, r["request_time"] or 0, r["raw_row"]))
    for r in ordered:
        cut = dict(r["cut"]) if r["cut"] is not None else None
        row = {**r, "span": None, "size_till": None, "to_delete": None, "deleted_segments": None, "key_ranges": None}
        out.append(row)
        if row["reject_reason"]:
            continue
        if stream is None:
            row["reject_reason"] = "unknown stream"
        elif r["request_kind"] == "stream_cut":
            error = stream.cut_error(cut)
            if error:
                row["reject_reason"] = error
            elif last_recorded is not None and r["request_time"] <= last_recorded:
                row["reject_reason"] = "recording time not after the previous record"
            else:
                last_recorded = r["request_time"]
                row.update(span=list(stream.span(cut).items()), size_till=stream.size_till(cut), key_ranges=_key_ranges(stream, cut))
        else:
            try:
                record = stream.truncate(r["request_time"], cut)
            except Rejected as rejected:
                row["reject_reason"] = rejected.reason
            else:
                row.update(span=list(record.span.items()), size_till=record.size_till,
                           to_delete=list(record.to_delete), deleted_segments=record.deleted, key_ranges=_key_ranges(stream, cut))
    return pa.Table.from_pylist(out, schema=cuts_schema())
