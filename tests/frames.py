"""Comparing Spark DataFrames in tests: the same rows, as many times each."""

from __future__ import annotations

import collections


def comparable(frame):
    """``frame`` with each map column as its entries, sorted (set operations and JSON order
    refuse or mis-read maps)."""
    from pyspark.sql import functions as F
    from pyspark.sql.types import MapType

    return frame.select(*[
        F.array_sort(F.map_entries(field.name)).alias(field.name) if isinstance(field.dataType, MapType) else F.col(field.name)
        for field in frame.schema.fields
    ])


def assert_same_rows(got, expected, name: str) -> None:
    """The same rows as many times each. Each row as JSON, counted: one job a side with no
    shuffle (both differences by exceptAll took ~40 s over the marts, this ~25 s).
    pyspark.testing.assertDataFrameEqual imports pyspark.pandas, which fails on pandas 3."""
    from pyspark.sql import functions as F

    def rows(frame):
        frame = comparable(frame)
        return collections.Counter(row[0] for row in frame.select(F.to_json(F.struct(*frame.columns))).collect())

    got, expected = rows(got), rows(expected)
    assert got == expected, (name, list((got - expected).items())[:3], list((expected - got).items())[:3])
