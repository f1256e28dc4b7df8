"""Retention: the stream-cut records a retention policy keeps, the reference before a time or a
size, and what a policy truncates."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


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
