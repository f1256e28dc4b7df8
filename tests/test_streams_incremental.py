"""The streams domain's append-only incremental builds: each build appends, and their marts
equal a full refresh's; the long bench stream computed at once equals its replay."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from opsmeta.ingest.generators.streams import SCHEMAS
from tests.conftest import BUILD_VARS
from tests.frames import assert_same_rows

pytestmark = pytest.mark.dbt

REQUEST_TABLES = ("stream_creations", "stream_scales", "rolling_transactions")


def _streams_tables(spark, schema: str) -> list[str]:
    # listTables also names the session's temporary views, which belong to no schema
    return sorted(
        t.name for t in spark.catalog.listTables(schema)
        if t.tableType != "VIEW" and not t.isTemporary and not t.name.endswith("__dbt_tmp")
    )


def _request_batches(source) -> list[dict[str, pa.Table]]:
    """The sample's requests in two batches by request_seq, each stream's in order; the last
    stream is created in the second batch. Sizes, cuts and truncations all come first (the
    sizes of segments sealed later are rejected until they are)."""
    tables = {name: pq.read_table(source / name).to_pandas() for name in SCHEMAS}
    late = sorted(set(tables["stream_creations"].dropna(subset=["stream"]).stream))[-1]
    seqs = sorted(tables["stream_scales"].request_seq.dropna())
    bound = seqs[len(seqs) // 2]

    def batch_of(frame):
        seq = frame.request_seq.fillna(-1) if "request_seq" in frame else frame.index.to_series(index=frame.index) * 0 - 1
        return ((seq > bound) | (frame.stream == late)).astype(int)

    batches = [{} for _ in range(2)]
    for name, frame in tables.items():
        which = batch_of(frame) if name in REQUEST_TABLES else (frame.stream == late).astype(int)
        for i in range(2):
            batches[i][name] = pa.Table.from_pandas(frame[which == i], schema=SCHEMAS[name], preserve_index=False)
    return batches


def test_incremental_builds_append_and_equal_a_full_refresh(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """Two batches of requests (the second appends to the streams and creates one), each
    written as new raw files and built incrementally: the
    append-only records keep every file the builds before wrote, and after the last build every
    streams table (the replay and the marts) equals the shared build's, a full build of the
    same sample with the same vars; a build with nothing new writes no file. A request landing
    before a stream's last
    replayed one, another epoch block size, or sizes gone that an earlier build checked, stop
    the build with a clear line."""
    from opsmeta import paths

    batches = _request_batches(paths.raw_dir())
    raw = tmp_path / "raw"
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(raw))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_streams_inc")
    run = ("run", "--select", "path:models/streams", "--vars", BUILD_VARS)

    def files(table):
        return set(spark.table(f"opsmeta_streams_inc{table}").inputFiles())

    # the replay holds the epoch and history records (the views stream_epochs, stream_history_chunks)
    appended = ("_intermediate.int_stream_requests_replayed",)
    rewritten_by_block = (
        "_intermediate.int_stream_segments_sized", ".sealed_segment_size_shards",
    )
    rewritten_by_scope_or_day = (".stream_time_index", ".stream_current_epoch", ".stream_scale_summary")
    for i, batch in enumerate(batches):
        for name, table in batch.items():
            (raw / name).mkdir(parents=True, exist_ok=True)
            pq.write_table(table, raw / name / f"batch-{i}.parquet")
        before = {t: files(t) for t in appended} if i else {}
        assert dbt.invoke(*run).success
        for table, old in before.items():
            assert old < files(table), f"{table} appends"
    # the batches hold every raw row of the sample the shared build read, in its schemas
    for schema, some in (("", "sealed_segment_size_shards"), ("_intermediate", "int_stream_segments_sized")):
        tables = _streams_tables(spark, f"opsmeta_streams_inc{schema}")
        assert some in tables and set(tables) <= set(_streams_tables(spark, f"opsmeta{schema}"))
        for table in tables:
            assert_same_rows(spark.table(f"opsmeta_streams_inc{schema}.{table}"), spark.table(f"opsmeta{schema}.{table}"), table)
    # nothing new: no block is written again
    before = {t: files(t) for t in appended + rewritten_by_block + rewritten_by_scope_or_day}
    assert dbt.invoke(*run).success
    assert {t: files(t) for t in before} == before
    # one new scale of one stream: the per-stream marts rewrite its scope only, the summary its day
    current = spark.table("opsmeta_streams_inc.stream_current_epoch").orderBy("scope", "stream").first()
    seq = max(
        (r["request_seq"] for name in ("stream_scales", "rolling_transactions") for r in pq.read_table(raw / name).to_pylist()
         if (r["scope"], r["stream"]) == (current.scope, current.stream)),
        default=0,
    )
    split = current.segments[0]
    middle = (split.key_start + split.key_end) / 2
    scale_time = current.creation_time + 1000
    pq.write_table(pa.Table.from_pylist([{
        "scope": current.scope, "stream": current.stream, "scale_time": scale_time, "request_seq": seq + 1,
        "sealed_segment_ids": [split.segment_id],
        "new_key_ranges": [{"key_start": split.key_start, "key_end": middle}, {"key_start": middle, "key_end": split.key_end}],
    }], schema=SCHEMAS["stream_scales"]), raw / "stream_scales" / "one-more.parquet")
    touched = {
        ".stream_time_index": f"/scope={current.scope}/",
        ".stream_current_epoch": f"/scope={current.scope}/",
        ".stream_scale_summary": f"/day_at={scale_time - scale_time % 86_400_000}/",
    }
    before = {t: files(t) for t in touched}
    assert spark.table("opsmeta_streams_inc.stream_current_epoch").select("scope").distinct().count() > 1
    assert dbt.invoke(*run).success
    for table, part in touched.items():
        after = files(table)
        assert {f for f in after if part not in f} == {f for f in before[table] if part not in f}, table
        assert {f for f in after if part in f} - before[table], table
    current_epochs = spark.table("opsmeta_streams_inc.stream_current_epoch")
    now = current_epochs.where((current_epochs.scope == current.scope) & (current_epochs.stream == current.stream)).first()
    assert (now.epoch, now.active_segments) == (current.epoch + 1, current.active_segments + 1)
    # another block size: the next build would look up each stream's epochs in other blocks
    other_blocks = json.dumps({**json.loads(BUILD_VARS), "stream_epoch_block_size": 5})
    messages = dbt.errors(dbt.invoke("run", "--select", "path:models/streams", "--vars", other_blocks))
    assert "blocks of another size than stream_epoch_block_size (5)" in messages and "--full-refresh" in messages
    # a copy of a scale the first build replayed: it would change what follows it
    pq.write_table(pq.read_table(raw / "stream_scales" / "batch-0.parquet").slice(0, 1), raw / "stream_scales" / "late.parquet")
    messages = dbt.errors(dbt.invoke(*run))
    assert "--full-refresh" in messages and "changed since the last build" in messages
    # sizes an earlier build checked are gone: their blocks cannot be emptied in place
    (raw / "stream_scales" / "late.parquet").unlink()
    (raw / "sealed_segment_sizes" / "batch-0.parquet").unlink()
    messages = dbt.errors(dbt.invoke(*run))
    assert "int_stream_segments_sized: rows an earlier build wrote are no longer made by its inputs" in messages
    assert "--full-refresh" in messages
    # a table an earlier version of the model built, without a column this one reads of it
    segments = "opsmeta_streams_inc_intermediate.int_stream_segments_sized"
    spark.sql(f"create table {segments}_old using parquet partitioned by (epoch_block) "
              f"as select * except (successors) from {segments}")
    spark.sql(f"drop table {segments}")
    spark.sql(f"alter table {segments}_old rename to {segments}")
    messages = dbt.errors(dbt.invoke("run", "--select", "int_stream_segments_sized", "--vars", BUILD_VARS))
    assert "int_stream_segments_sized: the table was built before it kept each sealed segment's successors" in messages
    assert "--full-refresh" in messages


def test_the_long_bench_stream_computed_at_once_equals_its_replay():
    """bench/streams.py writes its year-long stream from columns computed at once (a replay
    takes ~0.1 ms a scale, 53 min for a year): they equal the stream replayed scale by scale,
    from the first scale and from inside it (an appended hour)."""
    from bench.streams import _scaling_columns, _scaling_stream

    replayed = list(_scaling_stream("s", 1_000))
    for first, last in ((1, 1_000), (1, 1), (2, 2), (601, 700)):
        scales, sizes = _scaling_columns("s", first, last)
        assert pa.table(scales, schema=SCHEMAS["stream_scales"]).to_pylist() == [scale for scale, _ in replayed[first - 1:last]]
        assert pa.table(sizes, schema=SCHEMAS["sealed_segment_sizes"]).to_pylist() == [
            size for _, sealed in replayed[first - 1:last] for size in sealed]
