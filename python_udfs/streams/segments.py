"""A stream's segments and epochs: Pravega's segment ids (creation epoch in the high 32 bits,
segment number in the low 32), the records of a segment and an epoch, and why a request is
rejected."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

#: Pravega's segment id: creation epoch in the high 32 bits, segment number in the low 32.
SEGMENT_NUMBER_BITS = 32
SEGMENT_NUMBER_MASK = (1 << SEGMENT_NUMBER_BITS) - 1

REQUEST_KINDS = ("creation", "scale", "rolling_transaction")
#: compare_stream_cuts(a, b): a is equal to or after b, before b, or neither (they overlap).
EQUAL_OR_AFTER, BEFORE, OVERLAPS = "EqualOrAfter", "Before", "Overlaps"


#: Why a scale is rejected, in the order EpochState.scale checks; its compiled form
#: (python_udfs.streams.scales) reports a reason by its place in SCALE_REJECTS.
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


Cut = Mapping[int, int]
