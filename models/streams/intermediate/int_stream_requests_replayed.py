"""Every controller request of every stream, replayed in order: one row per epoch a request
created (a rolling transaction creates two) or per rejected request, with its reason. The
epoch rows are PDP-32's epoch and history records (the views stream_epochs and
stream_history_chunks), stored here once.
python_udfs.streams.scales.replay_batches runs one stream at a time over sorted Arrow batches,
so a stream of any length replays in constant memory; runs of scale requests replay compiled,
a microsecond each.

Append-only, as PDP-32's records are: an incremental build replays only the requests after
each stream's last replayed one, going on from the epochs the earlier builds wrote (the
active one, and the older ones its new rolls name). Requests at or before that point that
the earlier builds did not replay (a late or removed request) would change what follows them:
the build stops and asks for a full refresh rather than append a history that differs from one."""

from pyspark.sql import functions as F
from pyspark.sql.pandas.types import from_arrow_schema

from python_udfs.streams import REQUEST_FIELDS, STATE_KIND, replay_schema
from python_udfs.streams.scales import replay_batches
from python_udfs.streams.spark_udfs import request_order_columns, request_tiebreak

RANGES = "array<struct<key_start: double, key_end: double>>"
SEGMENTS = "array<struct<segment_id: bigint, key_start: double, key_end: double>>"
#: what replay_batches reads of each row: the request, and the state fields of STATE_KIND rows
COLUMNS = ["scope", "stream", "request_kind", "request_seq", "request_time", "initial_segments",
           "sealed_segment_ids", "new_key_ranges", "transaction_epoch", "reject_reason",
           "epoch", "reference_epoch", "segments"]
#: each request source's columns (the source YAML declares them), in order, and its time's
#: name: staging's raw row is the JSON of these, which the replay holds as its own columns
SOURCE_COLUMNS = {
    "creation": ["scope", "stream", "creation_time", "initial_segments"],
    "scale": ["scope", "stream", "scale_time", "request_seq", "sealed_segment_ids", "new_key_ranges"],
    "rolling_transaction": ["scope", "stream", "roll_time", "request_seq", "transaction_epoch"],
}
TIME_COLUMNS = {"creation": "creation_time", "scale": "scale_time", "rolling_transaction": "roll_time"}
STREAM = ["scope", "stream"]
#: what an incremental build that cannot go on asks for
FULL_REFRESH = "`dbt build --full-refresh --select int_stream_requests_replayed+`"


def none_of(array_type: str):
    """An empty array for a request with no such list: Spark 4.1 hands a null array to
    mapInArrow some 25 us slower than an empty one (a null segments and transaction_epochs
    on every request were half the replay's time at 1M requests)."""
    return F.array().cast(array_type)


def staged_requests(dbt):
    """The three request sources as one frame, in COLUMNS (no state fields)."""
    no_state = [F.lit(None).cast("int").alias("epoch"), F.lit(None).cast("int").alias("reference_epoch"),
                none_of(SEGMENTS).alias("segments")]
    creations = dbt.ref("stg_streams__creations").select(
        "*", F.lit("creation").alias("request_kind"), F.lit(None).cast("bigint").alias("request_seq"),
        F.col(TIME_COLUMNS["creation"]).alias("request_time"), none_of("array<bigint>").alias("sealed_segment_ids"),
        none_of(RANGES).alias("new_key_ranges"), F.lit(None).cast("int").alias("transaction_epoch"), *no_state,
    ).select(*COLUMNS)
    scales = dbt.ref("stg_streams__scales").select(
        "*", F.lit("scale").alias("request_kind"), F.col(TIME_COLUMNS["scale"]).alias("request_time"),
        F.lit(None).cast("int").alias("initial_segments"), F.lit(None).cast("int").alias("transaction_epoch"), *no_state,
    ).select(*COLUMNS)
    rolls = dbt.ref("stg_streams__rolling_transactions").select(
        "*", F.lit("rolling_transaction").alias("request_kind"), F.col(TIME_COLUMNS["rolling_transaction"]).alias("request_time"),
        F.lit(None).cast("int").alias("initial_segments"), none_of("array<bigint>").alias("sealed_segment_ids"),
        none_of(RANGES).alias("new_key_ranges"), *no_state,
    ).select(*COLUMNS)
    return creations.unionByName(scales).unionByName(rolls).withColumn("request_tiebreak", request_tiebreak())


def rejected_raw_row():
    """A rejected request's raw row, as staging writes it (the JSON of its source row, nulls
    left out), from the request's own columns: the replay's rows carry them for a rejected
    request only, so no request's JSON is made, sorted and sent to Python with every request."""
    kind = F.col("request_kind")
    rows = None
    for request_kind, columns in SOURCE_COLUMNS.items():
        source_row = F.to_json(F.struct(*[
            F.col("request_time" if column == TIME_COLUMNS[request_kind] else column).alias(column) for column in columns
        ]))
        rows = (F.when if rows is None else rows.when)(kind == request_kind, source_row)
    return F.when(F.col("reject_reason").isNotNull(), rows)


def with_raw_rows(replayed):
    """The replay's rows with ``raw_row`` (rejected_raw_row) before ``reject_reason``, for the
    request's own columns they carried."""
    columns = [column for column in replayed.columns if column not in REQUEST_FIELDS]
    columns.insert(columns.index("reject_reason"), rejected_raw_row().alias("raw_row"))
    return replayed.select(*columns)


def by_stream(left, right, how="inner"):
    """``left`` joined with ``right``, a frame of at most a row or a few per stream (broadcast:
    the requests are never shuffled to meet it), on the stream, null scope or stream included
    (staging keeps such rows to reject them, and each null-keyed group replays as a stream)."""
    right = F.broadcast(right.withColumnRenamed("scope", "_scope").withColumnRenamed("stream", "_stream"))
    on = left["scope"].eqNullSafe(right["_scope"]) & left["stream"].eqNullSafe(right["_stream"])
    return left.join(right, on, how).drop("_scope", "_stream")


def watermark_order():
    """python_udfs.streams.request_order without its last key (the raw row) as one comparable
    struct: enough to place a request after a stream's last replayed one, and read from narrow
    columns. A new request that ties the last one on all of it counts as landing before it."""
    return F.struct(*[column.alias(f"key{i}") for i, column in enumerate(request_order_columns()[:-1])])


def replay_watermarks(spark, replayed, block_size: int):
    """Per stream: the requests replayed, the current epoch, the last request's
    :func:`watermark_order` (positions follow the order, so it is the greatest) and whether
    some epoch lies in another block than ``block_size`` puts it in. One pass over narrow
    columns, held in the plan (a row per stream) so the checks and the build reuse it."""
    watermarks = replayed.groupBy(*STREAM).agg(
        F.max("request_position").alias("requests_replayed"), F.max("epoch").alias("current_epoch"),
        F.max(watermark_order()).alias("last_order"),
        F.max(F.col("epoch_block") != epoch_block("epoch", block_size)).alias("blocks_of_another_size"),
    )
    return spark.createDataFrame(watermarks.collect(), watermarks.schema)


def requests_after_replayed(spark, requests, replayed, block_size: int):
    """The requests after each stream's last replayed one, each with ``requests_replayed``
    and the stream's ``current_epoch``; raises if the earlier builds partitioned the epochs by
    another block size (the replay goes on from epochs it looks up by their block), or if the
    requests up to that point are not the ones replayed (counted: a request added before it,
    or one removed)."""
    watermarks = replay_watermarks(spark, replayed, block_size)
    if any(row.blocks_of_another_size for row in watermarks.collect()):
        raise RuntimeError(
            f"the replayed epochs are in blocks of another size than stream_epoch_block_size ({block_size}): "
            f"a change of the var rebuilds the streams domain; run {FULL_REFRESH}"
        )
    watermarks = watermarks.drop("blocks_of_another_size")
    ordered = by_stream(requests.withColumn("request_order", watermark_order()), watermarks, "left")
    is_new = F.col("last_order").isNull() | (F.col("request_order") > F.col("last_order"))
    replayed_before = ordered.where(~is_new).groupBy(*STREAM).count()
    changed = by_stream(watermarks, replayed_before, "left").where("coalesce(count, 0) != requests_replayed")
    examples = changed.select(*STREAM).limit(3).collect()
    if examples:
        names = ", ".join(f"{r.scope}/{r.stream}" for r in examples)
        raise RuntimeError(
            f"streams whose requests up to the last replayed one changed since the last build (e.g. {names}): "
            f"a late or removed request changes what follows it; rebuild with {FULL_REFRESH}"
        )
    return ordered.where(is_new).drop("request_order", "last_order")


def epoch_block(epoch, block_size: int):
    """macros/streams/streams_config.sql's epoch_block."""
    return (F.col(epoch) / F.lit(block_size)).cast("int")


def state_rows(replayed, new_requests, transaction_epochs, block_size: int):
    """The epochs the replay of ``new_requests`` goes on from, as STATE_KIND rows: each
    stream's current epoch and the older epochs its new rolls name. Joined on the epoch block
    too, so Spark reads those blocks of the replay only."""
    wanted = (
        by_stream(new_requests.select(*STREAM, "current_epoch").distinct().where("current_epoch is not null"),
                  transaction_epochs, "left")
        .select(*STREAM, F.explode(F.array_union(F.array("current_epoch"), F.coalesce(
            "transaction_epochs", none_of("array<int>")))).alias("epoch"))
        .withColumn("epoch_block", epoch_block("epoch", block_size))
    )
    return (
        replayed.join(F.broadcast(wanted), [*STREAM, "epoch_block", "epoch"])
        .select(*STREAM, F.lit(STATE_KIND).alias("request_kind"), F.col("creation_time").alias("request_time"),
                "epoch", "reference_epoch", "segments")
    )


def model(dbt, spark):
    # an increment is appended one file a block (opsmeta.warehouse.swap), in the order a full build writes
    dbt.config(materialized="incremental", incremental_strategy="append", partition_by=["epoch_block"],
               on_schema_change="fail", append_sorted_by=["scope", "stream", "epoch"])
    block_size = int(dbt.config.get("epoch_block_size"))
    if block_size < 1:
        raise ValueError(f"stream_epoch_block_size must be a whole number of at least 1, not {block_size}")
    requests = staged_requests(dbt)
    state = None
    if dbt.is_incremental:
        replayed = spark.table(str(dbt.this))
        requests = requests_after_replayed(spark, requests, replayed, block_size)
    # the epochs the stream's (new) rolls name: the only old epochs a replay keeps
    transaction_epochs = (
        requests.where("request_kind = 'rolling_transaction' and reject_reason is null").groupBy(*STREAM)
        .agg(F.collect_set("transaction_epoch").alias("transaction_epochs"))
    )
    if dbt.is_incremental:
        state = by_stream(state_rows(replayed, requests, transaction_epochs, block_size),
                          requests.select(*STREAM, "requests_replayed").distinct())
        requests = requests.drop("current_epoch").unionByName(state, allowMissingColumns=True)
    else:
        requests = requests.withColumn("requests_replayed", F.lit(None).cast("bigint"))
    replayed = (
        by_stream(requests, transaction_epochs, "left")
        .withColumn("transaction_epochs", F.coalesce("transaction_epochs", none_of("array<int>")))
        .repartition(*STREAM)
        .sortWithinPartitions(*STREAM, F.col("request_kind") != STATE_KIND, "epoch", *request_order_columns())
        .mapInArrow(replay_batches, from_arrow_schema(replay_schema()))
    )
    return (
        with_raw_rows(replayed)
        .withColumn("epoch_block", epoch_block("epoch", block_size))
        # written by other tasks than the replay's: a year-long stream is one task's replay,
        # and encoding its Parquet there took ~40% of that task's time
        .repartition("epoch_block", *STREAM)
        # each block in (stream, epoch) order: a look-up of one epoch in stream_epochs (a view
        # of these rows) reads one row group; the write's own sort by block is then done
        .sortWithinPartitions("epoch_block", *STREAM, "epoch")
    )
