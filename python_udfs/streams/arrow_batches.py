"""Arrow in, Arrow out: the bodies the build's Python models run per stream over Arrow batches,
the replay (``int_stream_requests_replayed``) and the stream cuts' and truncations' checks
(``int_stream_cuts_checked``)."""

from __future__ import annotations

from python_udfs.streams.reference import StreamSegments, StreamSegmentsVec
from python_udfs.streams.replay import Replayer, ReplayRow, Request
from python_udfs.streams.segments import Cut, Epoch, Rejected, Segment

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


def record_batch(rows: list[tuple], schema):
    import pyarrow as pa

    columns = list(zip(*rows, strict=True)) or [()] * len(schema)
    return pa.RecordBatch.from_arrays([pa.array(column, type=f.type) for column, f in zip(columns, schema, strict=True)], schema=schema)


class ReplayPartition:
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


# stream cuts and truncations, per stream


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
