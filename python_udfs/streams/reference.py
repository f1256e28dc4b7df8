"""The reference: every epoch in memory (:class:`Stream`), answering every query PDP-32 asks:
segments at a time, successors, stream-cut spans, comparisons, segments and bytes between two
cuts. The SQL functions and tests are checked against it."""

from __future__ import annotations

import bisect
import functools
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, NamedTuple

from python_udfs.streams.replay import Request, joined_intervals, replay_requests
from python_udfs.streams.segments import BEFORE, EQUAL_OR_AFTER, OVERLAPS, Cut, Epoch, Rejected, Segment, creation_epoch, segment_id

if TYPE_CHECKING:
    import numpy as np


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
        ranges = joined_intervals((self.segments[sid].key_start, self.segments[sid].key_end) for sid in cut)
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

    def __init__(self, requests: Iterable[Request], max_initial_segments: int | None = None):
        self.rows = list(replay_requests(requests, max_initial_segments))
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
