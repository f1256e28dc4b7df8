"""Every retention stream cut and truncation request, checked against its stream's segments
(python_udfs.streams.check_cuts, one stream at a time): a valid cut with its span and the
size till it; a truncation with the segments it deletes; the rest with a reject reason."""

from pyspark.sql import functions as F
from pyspark.sql.pandas.types import from_arrow_schema

from python_udfs.streams import check_cuts, cuts_schema


def model(dbt, spark):
    dbt.config(materialized="table")
    columns = ["scope", "stream", "request_kind", "request_time", "cut", "raw_row", "reject_reason"]
    cuts = dbt.ref("stg_streams__stream_cuts").select(
        "*", F.lit("stream_cut").alias("request_kind"), F.col("recording_time").alias("request_time"),
    ).select(*columns)
    truncations = dbt.ref("stg_streams__truncation_requests").select(
        "*", F.lit("truncation").alias("request_kind"),
    ).select(*columns)
    requests = cuts.unionByName(truncations)
    current = dbt.ref("stream_current_epoch").select("scope", "stream", F.col("epoch").alias("current_epoch"))
    # only the streams with cut requests need their segments
    segments = (
        dbt.ref("stream_segments")
        .join(requests.select("scope", "stream").distinct(), ["scope", "stream"], "left_semi")
        .join(current, ["scope", "stream"])
        .select("scope", "stream", "segment_id", "key_start", "key_end", "sealed_epoch", "sealed_size_bytes", "current_epoch")
    )
    return (
        segments.groupBy("scope", "stream")
        .cogroup(requests.groupBy("scope", "stream"))
        .applyInArrow(check_cuts, from_arrow_schema(cuts_schema()))
    )
