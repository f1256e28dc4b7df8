"""The runs domain's Spark UDFs: wrappers with no logic of their own."""

from __future__ import annotations

import pandas as pd

from python_udfs.runs.builds import changed_from_time_vec, rebuild_reason
from python_udfs.runs.intervals import active_bucket_range_vec, is_active_in_vec

BUCKET_RANGE_SCHEMA = "first_bucket_at bigint, last_bucket_at bigint"


def register(spark) -> list[str]:
    """Register the runs UDFs on ``spark`` (temporary functions: table models may call them)."""
    from pyspark.sql.functions import pandas_udf, udf

    @pandas_udf("boolean")
    def runs_is_active_in(start: pd.Series, stop: pd.Series, begin: pd.Series, end: pd.Series) -> pd.Series:
        return is_active_in_vec(start, stop, begin, end)

    @pandas_udf(BUCKET_RANGE_SCHEMA)
    def runs_active_bucket_range(
        start: pd.Series, stop: pd.Series, as_of: pd.Series, window_start: pd.Series, width: pd.Series
    ) -> pd.DataFrame:
        return active_bucket_range_vec(start, stop, as_of, window_start, width)

    @pandas_udf("bigint")
    def runs_changed_from_time(
        previous_start: pd.Series, previous_stop: pd.Series, start: pd.Series, stop: pd.Series,
        previous_as_of: pd.Series, as_of: pd.Series,
    ) -> pd.Series:
        return changed_from_time_vec(previous_start, previous_stop, start, stop, previous_as_of, as_of)

    # one row per build: a plain (row-at-a-time) UDF
    @udf("string")
    def runs_rebuild_reason(
        previous_record_time, previous_as_of, previous_raw_records, previous_bucket_seconds, previous_lookback_days,
        as_of, raw_records, newly_admissible, changed_files, changed_statuses, bucket_seconds, lookback_days,
    ):
        layout = None if bucket_seconds is None else (bucket_seconds, lookback_days)
        return rebuild_reason(
            previous_record_time, previous_as_of, previous_raw_records, (previous_bucket_seconds, previous_lookback_days),
            as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout,
        )

    udfs = {
        "runs_rebuild_reason": runs_rebuild_reason,
        "runs_is_active_in": runs_is_active_in,
        "runs_active_bucket_range": runs_active_bucket_range,
        "runs_changed_from_time": runs_changed_from_time,
    }
    for name, fn in udfs.items():
        spark.udf.register(name, fn)
    return list(udfs)
