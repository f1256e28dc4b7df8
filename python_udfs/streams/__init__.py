"""Streams domain (seed: pravega-pdp32-controller-metadata-scalability): a stream's epochs
replayed from the controller's requests (creation, scales, rolling transactions), and the
queries PDP-32 answers over the records: segments at a time, successors, stream-cut spans,
comparisons, segments and bytes between two cuts, truncations and retention records.

Facts followed: ``../shared/reference/streams-pravega.md`` (Pravega's controller code) where it
differs from the seed: sealed sizes are sharded by creation epoch, duplicate epochs of rolling
transactions carry no delta. Times are epoch milliseconds.

Two forms of one replay: :class:`~python_udfs.streams.reference.Stream` keeps every epoch in
memory and answers every query: the plain reference the SQL functions and tests are checked
against. :func:`~python_udfs.streams.replay.replay_requests` runs the same steps
(:class:`~python_udfs.streams.replay.EpochState`) keeping only the active epoch, emitting one
row per request: what the build runs, a stream of any length in constant memory.

Modules: ``segments`` (ids and records), ``replay``, ``reference``, ``retention``,
``cut_texts`` and ``arrow_batches`` (the Python models' bodies), importing nothing of Spark;
``scales`` (the replay's scales compiled with numba, imported by the replay model);
``spark_udfs`` registers the domain's Spark UDFs (none). The package re-exports the public
names of all but ``scales``.
"""

from python_udfs.streams.arrow_batches import (
    STATE_KIND,
    ReplayPartition,
    check_cuts,
    cuts_schema,
    record_batch,
    replay_schema,
)
from python_udfs.streams.cut_texts import (
    CUT_PATTERN,
    format_cut,
    parse_cut,
)
from python_udfs.streams.reference import (
    SegmentColumns,
    Stream,
    StreamSegments,
    StreamSegmentsVec,
    Truncation,
)
from python_udfs.streams.replay import (
    REQUEST_FIELDS,
    EpochState,
    Replayer,
    ReplayRow,
    Request,
    initial_segments,
    joined_intervals,
    replay_requests,
    replay_sorted,
    request_order,
    split_merge_counts,
)
from python_udfs.streams.retention import (
    RETENTION_TYPES,
    RetentionPlan,
    RetentionPolicy,
    RetentionReference,
    reference_before_size,
    reference_before_time,
    retention_plan,
)
from python_udfs.streams.segments import (
    BEFORE,
    CREATES_NOTHING,
    EQUAL_OR_AFTER,
    OVERLAPS,
    RANGE_EMPTY,
    RANGES_NOT_SEALED_SPACE,
    RANGES_OVERLAP,
    REQUEST_KINDS,
    SCALE_REJECTS,
    SEALED_NOT_ACTIVE,
    SEALED_TWICE,
    SEALS_NOTHING,
    SEGMENT_NUMBER_BITS,
    SEGMENT_NUMBER_MASK,
    Cut,
    Epoch,
    Rejected,
    Segment,
    creation_epoch,
    segment_id,
    segment_number,
)

__all__ = [
    "BEFORE",
    "CREATES_NOTHING",
    "CUT_PATTERN",
    "Cut",
    "EQUAL_OR_AFTER",
    "Epoch",
    "EpochState",
    "OVERLAPS",
    "RANGES_NOT_SEALED_SPACE",
    "RANGES_OVERLAP",
    "RANGE_EMPTY",
    "REQUEST_FIELDS",
    "REQUEST_KINDS",
    "RETENTION_TYPES",
    "Rejected",
    "ReplayPartition",
    "ReplayRow",
    "Replayer",
    "Request",
    "RetentionPlan",
    "RetentionPolicy",
    "RetentionReference",
    "SCALE_REJECTS",
    "SEALED_NOT_ACTIVE",
    "SEALED_TWICE",
    "SEALS_NOTHING",
    "SEGMENT_NUMBER_BITS",
    "SEGMENT_NUMBER_MASK",
    "STATE_KIND",
    "Segment",
    "SegmentColumns",
    "Stream",
    "StreamSegments",
    "StreamSegmentsVec",
    "Truncation",
    "check_cuts",
    "creation_epoch",
    "cuts_schema",
    "format_cut",
    "initial_segments",
    "joined_intervals",
    "parse_cut",
    "record_batch",
    "reference_before_size",
    "reference_before_time",
    "replay_requests",
    "replay_schema",
    "replay_sorted",
    "request_order",
    "retention_plan",
    "segment_id",
    "segment_number",
    "split_merge_counts",
]
