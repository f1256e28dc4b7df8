"""The streams domain's Spark side: no SQL UDF (its replay runs as a table model and its
queries are SQL functions), and the replay model's Spark columns: its requests' sort order
(:func:`~python_udfs.streams.replay.request_order`) and tiebreak."""

from __future__ import annotations

from python_udfs.streams.replay import REQUEST_FIELDS
from python_udfs.streams.segments import REQUEST_KINDS


def register(spark) -> list[str]:
    """The streams domain registers no SQL UDF: its replay runs as a table model
    (``int_stream_requests_replayed``) and its queries are SQL functions."""
    return []


def request_order_columns() -> list:
    """:func:`~python_udfs.streams.replay.request_order` as Spark sort columns of the replay model's requests."""
    from pyspark.sql import functions as F

    kind = F.col("request_kind")
    kind_rank = F.array_position(F.array(*[F.lit(k) for k in REQUEST_KINDS]), kind)
    return [kind != "creation", F.col("request_seq"), F.col("request_time"), kind_rank, F.col("request_tiebreak")]


def request_tiebreak():
    """:class:`~python_udfs.streams.replay.Request`'s ``tiebreak`` as a Spark column of the replay model's requests: a
    64-bit hash of REQUEST_FIELDS. Of their values for a request staging accepted (no null in
    a list, and a kind's nulls always in the same fields); of their JSON for one it rejected,
    where a hash alone would not tell a null list from an empty one, or where in a list a
    null lies. Not the raw row: its JSON made for every request was sorted with it and sent to
    Python."""
    from pyspark.sql import functions as F

    fields = [F.col(field) for field in REQUEST_FIELDS]
    return F.when(F.col("reject_reason").isNull(), F.xxhash64(*fields)).otherwise(F.xxhash64(F.to_json(F.struct(*fields))))
