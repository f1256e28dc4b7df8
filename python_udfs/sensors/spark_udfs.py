"""The sensors domain's Spark UDFs: wrappers with no logic of their own."""

from __future__ import annotations

import pandas as pd

from python_udfs.sensors.pokes import OUTCOME_SCHEMA, outcome_vec
from python_udfs.sensors.signature import SIGNATURE_SCHEMA, signature_vec


def register(spark) -> list[str]:
    """Register the sensors UDFs on ``spark`` (temporary functions: table models may call them)."""
    from pyspark.sql.functions import pandas_udf

    @pandas_udf(SIGNATURE_SCHEMA)
    def sensors_signature(poke_context: pd.Series) -> pd.DataFrame:
        return signature_vec(poke_context)

    @pandas_udf(OUTCOME_SCHEMA)
    def sensors_outcome(
        start: pd.Series, available: pd.Series, timeout: pd.Series, grid_origin: pd.Series, interval: pd.Series,
        try_number: pd.Series, max_tries: pd.Series, soft_fail: pd.Series, killed_after: pd.Series,
        retries_on_timeout: pd.Series,
    ) -> pd.DataFrame:
        return outcome_vec(start, available, timeout, grid_origin, interval, try_number, max_tries, soft_fail, killed_after,
                           retries_on_timeout)

    udfs = {"sensors_signature": sensors_signature, "sensors_outcome": sensors_outcome}
    for name, fn in udfs.items():
        spark.udf.register(name, fn)
    return list(udfs)
