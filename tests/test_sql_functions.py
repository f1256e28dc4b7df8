"""The generic persistent SQL functions (macros/functions/create_sql_functions.sql)."""

import pytest

pytestmark = pytest.mark.dbt

NANOS_PER_HOUR = 3_600_000_000_000


@pytest.mark.parametrize(
    "t, width, expected",
    [
        (7_199, 3_600, 3_600),
        (7_200, 3_600, 7_200),
        (-1, 3_600, -3_600),
        (-3_600, 3_600, -3_600),
        # nanoseconds past 2^53: a floor through a double would round these
        (9_007_199_254_740_993, 1, 9_007_199_254_740_993),
        (9_000_000_000_000_000_123, NANOS_PER_HOUR, 9_000_000_000_000_000_123 - 9_000_000_000_000_000_123 % NANOS_PER_HOUR),
    ],
)
def test_bucket_floor_is_exact_integer_floor(dbt_build, spark, t, width, expected):
    got = spark.sql(f"select opsmeta.bucket_floor({t}L, {width}L) as b").first().b
    assert got == expected == t // width * width
