"""Every controller request of every stream, replayed in order: one row per epoch a request
created (a rolling transaction creates two) or per rejected request, with its reason.
python_udfs.streams.replay_batches runs one stream at a time over sorted Arrow batches, so a
stream of any length replays in constant memory."""

from pyspark.sql import functions as F
from pyspark.sql.pandas.types import from_arrow_schema

from python_udfs.streams import replay_batches, replay_schema, request_order_columns


def model(dbt, spark):
    dbt.config(materialized="table")
    ranges = "array<struct<key_start: double, key_end: double>>"
    common = ["scope", "stream", "request_kind", "request_seq", "request_time", "initial_segments",
              "sealed_segment_ids", "new_key_ranges", "transaction_epoch", "raw_row", "reject_reason"]
    creations = dbt.ref("stg_streams__creations").select(
        "*", F.lit("creation").alias("request_kind"), F.lit(None).cast("bigint").alias("request_seq"),
        F.col("creation_time").alias("request_time"), F.lit(None).cast("array<bigint>").alias("sealed_segment_ids"),
        F.lit(None).cast(ranges).alias("new_key_ranges"), F.lit(None).cast("int").alias("transaction_epoch"),
    ).select(*common)
    scales = dbt.ref("stg_streams__scales").select(
        "*", F.lit("scale").alias("request_kind"), F.col("scale_time").alias("request_time"),
        F.lit(None).cast("int").alias("initial_segments"), F.lit(None).cast("int").alias("transaction_epoch"),
    ).select(*common)
    rolls = dbt.ref("stg_streams__rolling_transactions").select(
        "*", F.lit("rolling_transaction").alias("request_kind"), F.col("roll_time").alias("request_time"),
        F.lit(None).cast("int").alias("initial_segments"), F.lit(None).cast("array<bigint>").alias("sealed_segment_ids"),
        F.lit(None).cast(ranges).alias("new_key_ranges"),
    ).select(*common)
    requests = creations.unionByName(scales).unionByName(rolls)
    # the epochs the stream's rolls name: the only old epochs a replay keeps
    transaction_epochs = (
        rolls.where("reject_reason is null").groupBy("scope", "stream")
        .agg(F.collect_set("transaction_epoch").alias("transaction_epochs"))
    )
    return (
        requests.join(transaction_epochs, ["scope", "stream"], "left")
        .repartition("scope", "stream")
        .sortWithinPartitions("scope", "stream", *request_order_columns())
        .mapInArrow(replay_batches, from_arrow_schema(replay_schema()))
    )
