"""Sample controller requests of auto-scaling streams (seed: pravega-pdp32-controller-metadata-scalability).

Shapes: streams created with 1-8 segments, then auto-scaling: a hot segment splits in two or
three, cold neighbours merge (seal at most three, as the seed says auto-scale does); 2% of
requests are rolling transactions on an epoch a few behind the active one; scale times tie now
and then (the controller orders them by ``request_seq``). Each segment is written at its own
rate, so its sealed size is rate x lifetime and a stream cut taken at time t holds, per segment
live at t, the bytes written by t: cuts taken later are equal or after earlier ones. Retention
cuts are recorded every RETENTION_EVERY scales, truncations at some of them. A small share of
invalid requests of each kind feeds the quarantine. Same seed, same bytes. Times are epoch ms.
"""

from __future__ import annotations

import random
from pathlib import Path

import pyarrow as pa

from opsmeta.ingest.generators.span import floor_hour
from opsmeta.ingest.parquet_sink import ParquetDirectory
from python_udfs.streams import EpochState, Rejected

#: Named sizes: scale requests over all streams (streams = requests / SCALES_PER_STREAM).
SIZES = {"tiny": 1_000, "small": 20_000, "medium": 1_000_000}
SCALES_PER_STREAM = 50
MAX_STREAMS = 1_000
EPOCH_MS = 1_790_000_000_000  # 2026-09-21
#: how long the sample's scaling goes on from its first stream's creation day: a span ending
#: at ``end`` starts this before its hour (at EPOCH_MS's minutes past the hour)
SPAN_MS = 31 * 3_600_000
MEAN_SCALE_GAP_MS = 600_000
ROLLING_TRANSACTION_SHARE = 0.02
RETENTION_EVERY = 10
TRUNCATE_EVERY = 4  # of the retention cuts
SCOPES = ("sales", "telemetry", "audit")

KEY_RANGE = pa.struct([("key_start", pa.float64()), ("key_end", pa.float64())])
SCHEMAS = {
    "stream_creations": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("creation_time", pa.int64()), ("initial_segments", pa.int32()),
    ]),
    "stream_scales": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("scale_time", pa.int64()), ("request_seq", pa.int64()),
        ("sealed_segment_ids", pa.list_(pa.int64())), ("new_key_ranges", pa.list_(KEY_RANGE)),
    ]),
    "rolling_transactions": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("roll_time", pa.int64()), ("request_seq", pa.int64()),
        ("transaction_epoch", pa.int32()),
    ]),
    "sealed_segment_sizes": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("segment_id", pa.int64()), ("size_bytes", pa.int64()),
    ]),
    "stream_cuts": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("recording_time", pa.int64()),
        ("cut", pa.map_(pa.int64(), pa.int64())),
    ]),
    "truncation_requests": pa.schema([
        ("scope", pa.string()), ("stream", pa.string()), ("request_time", pa.int64()),
        ("cut", pa.map_(pa.int64(), pa.int64())),
    ]),
}


def generate(out_dir: Path, size: int | str = "tiny", seed: int = 7, invalid_fraction: float = 0.01,
             progress: bool = True, end: int | None = None) -> dict[str, int]:
    """Write the six raw tables of the streams domain under ``out_dir``; row counts. The
    streams are created from SPAN_MS before ``end``'s hour (no end: from EPOCH_MS)."""
    n = SIZES[size] if isinstance(size, str) else int(size)
    if n <= 0:
        raise ValueError("size must be positive")
    streams = min(MAX_STREAMS, max(1, n // SCALES_PER_STREAM))
    rng = random.Random(seed)
    tables = {name: {column: [] for column in schema.names} for name, schema in SCHEMAS.items()}
    epoch_ms = EPOCH_MS if end is None else floor_hour(end) * 1000 - SPAN_MS + EPOCH_MS % 3_600_000
    for i in range(streams):
        scales = n // streams + (1 if i < n % streams else 0)
        _stream(rng, SCOPES[i % len(SCOPES)], f"stream-{i:04d}", scales, invalid_fraction, tables, epoch_ms)
    _orphans(rng, tables, epoch_ms)
    counts = {}
    for name, schema in SCHEMAS.items():
        directory = ParquetDirectory(out_dir, name, schema)
        directory.write(tables[name])
        counts[name] = directory.rows
    return counts


def _append(table: dict, **row) -> None:
    for column, value in row.items():
        table[column].append(value)


class _Writes:
    """Bytes written per segment: a rate per segment, from its epoch's creation on."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rate: dict[int, float] = {}
        self.born: dict[int, int] = {}
        self.sealed_at: dict[int, int] = {}

    def create(self, segments, time: int) -> None:
        for s in segments:
            self.rate[s.segment_id] = self.rng.uniform(0.5, 50.0)  # bytes per ms
            self.born[s.segment_id] = time

    def seal(self, segments, time: int) -> None:
        for s in segments:
            self.sealed_at[s.segment_id] = time

    def offset(self, sid: int, time: int) -> int:
        end = min(time, self.sealed_at.get(sid, time))
        return int(self.rate[sid] * max(0, end - self.born[sid]))


def _stream(rng: random.Random, scope: str, stream: str, scales: int, invalid_fraction: float, tables: dict,
            epoch_ms: int) -> None:
    time = epoch_ms + rng.randrange(0, 86_400_000)
    initial = rng.randint(1, 8)
    _append(tables["stream_creations"], scope=scope, stream=stream, creation_time=time, initial_segments=initial)
    state = EpochState.create(time, initial)
    writes = _Writes(rng)
    writes.create(state.active.segments, time)
    cuts: list[tuple[int, dict[int, int]]] = []
    for seq in range(1, scales + 1):
        time += 0 if rng.random() < 0.05 else int(rng.expovariate(1 / MEAN_SCALE_GAP_MS)) + 1
        if rng.random() < invalid_fraction:
            _invalid_scale(rng, scope, stream, seq, time, state, tables)
            continue
        if state.active.epoch > 0 and rng.random() < ROLLING_TRANSACTION_SHARE:
            transaction_epoch = max(0, state.active.epoch - rng.randint(1, 3))
            _append(tables["rolling_transactions"], scope=scope, stream=stream, roll_time=time, request_seq=seq,
                    transaction_epoch=transaction_epoch)
            before = state.active
            for record in state.roll(time, transaction_epoch):
                writes.seal(before.segments, record.creation_time)
                writes.create(record.segments, record.creation_time)
                before = record
        else:
            sealed_ids, ranges = _auto_scale(rng, state)
            _append(tables["stream_scales"], scope=scope, stream=stream, scale_time=time, request_seq=seq,
                    sealed_segment_ids=sealed_ids, new_key_ranges=[{"key_start": a, "key_end": b} for a, b in ranges])
            record = state.scale(time, sealed_ids, ranges)
            writes.seal(record.sealed, record.creation_time)
            writes.create(record.created, record.creation_time)
        if seq % RETENTION_EVERY == 0:
            live = state.active
            cut_time = live.creation_time + 1
            cuts.append((cut_time, {s.segment_id: writes.offset(s.segment_id, cut_time) for s in live.segments}))
    for sid, sealed in writes.sealed_at.items():
        if rng.random() < 0.97:  # a few sealed sizes are missing: they count 0
            _append(tables["sealed_segment_sizes"], scope=scope, stream=stream, segment_id=sid,
                    size_bytes=writes.offset(sid, sealed))
    for k, (cut_time, cut) in enumerate(cuts):
        _append(tables["stream_cuts"], scope=scope, stream=stream, recording_time=cut_time, cut=list(cut.items()))
        if k % TRUNCATE_EVERY == TRUNCATE_EVERY - 1:
            _append(tables["truncation_requests"], scope=scope, stream=stream, request_time=cut_time + 5, cut=list(cut.items()))
    if len(cuts) >= 2 and rng.random() < 0.5:
        # an operator asking to truncate back to an old cut: rejected once a later one is taken
        _append(tables["truncation_requests"], scope=scope, stream=stream, request_time=cuts[-1][0] + 10,
                cut=list(cuts[0][1].items()))
    if cuts and rng.random() < 0.3:
        first = dict(cuts[0][1])
        first.pop(next(iter(first)))
        if first:  # a cut missing a segment does not cover the key space
            _append(tables["stream_cuts"], scope=scope, stream=stream, recording_time=cuts[0][0] + 2, cut=list(first.items()))


def _auto_scale(rng: random.Random, state: EpochState) -> tuple[list[int], list[tuple[float, float]]]:
    """Split one segment in two or three, or merge two or three neighbours."""
    active = sorted(state.active.segments, key=lambda s: s.key_start)
    if len(active) > 2 and (len(active) > 12 or rng.random() < 0.45):
        first = rng.randrange(len(active) - 1)
        run = active[first:first + rng.randint(2, 3)]
        sealed = [s.segment_id for s in run]
        rng.shuffle(sealed)
        return sealed, [(run[0].key_start, run[-1].key_end)]
    hot = rng.choice(active)
    pieces = rng.randint(2, 3)
    width = hot.key_end - hot.key_start
    bounds = [hot.key_start] + [hot.key_start + width * k / pieces for k in range(1, pieces)] + [hot.key_end]
    return [hot.segment_id], list(zip(bounds, bounds[1:], strict=False))


def _invalid_scale(rng: random.Random, scope: str, stream: str, seq: int, time: int, state: EpochState, tables: dict) -> None:
    """One invalid request: a segment that is not active, ranges that miss part of the sealed
    space, or a rolling transaction on an epoch that is not older than the active one."""
    hot = rng.choice(state.active.segments)
    kind = rng.randrange(3)
    if kind == 2:
        _append(tables["rolling_transactions"], scope=scope, stream=stream, roll_time=time, request_seq=seq,
                transaction_epoch=state.active.epoch + 1)
        return
    sealed = [hot.segment_id + (1 << 40)] if kind == 0 else [hot.segment_id]
    end = hot.key_end if kind == 0 else (hot.key_start + hot.key_end) / 2
    _append(tables["stream_scales"], scope=scope, stream=stream, scale_time=time, request_seq=seq,
            sealed_segment_ids=sealed, new_key_ranges=[{"key_start": hot.key_start, "key_end": end}])
    try:  # the build must reject it; say so here if the generator ever makes a valid one
        state.scale(time, sealed, [(hot.key_start, end)])
    except Rejected:
        return
    raise AssertionError("generator: an 'invalid' scale was accepted")


def _orphans(rng: random.Random, tables: dict, epoch_ms: int) -> None:
    """Requests for a stream never created, and a malformed size row."""
    _append(tables["stream_scales"], scope="sales", stream="never-created", scale_time=epoch_ms, request_seq=1,
            sealed_segment_ids=[0], new_key_ranges=[{"key_start": 0.0, "key_end": 1.0}])
    _append(tables["sealed_segment_sizes"], scope="sales", stream="stream-0000", segment_id=0, size_bytes=-1)
    _append(tables["truncation_requests"], scope="sales", stream="never-created", request_time=epoch_ms, cut=[(0, 0)])

