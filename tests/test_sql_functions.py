"""The persistent SQL functions: the generic ones and the runs domain's program_run_id."""

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


def _program_run_ids(spark, parts: list[tuple]) -> list[str | None]:
    frame = spark.createDataFrame(parts, "namespace string, application string, program_type string, program string, run_id string")
    frame.createOrReplaceTempView("run_key_probe")
    rows = spark.sql(
        "select opsmeta.program_run_id(namespace, application, program_type, program, run_id) as id from run_key_probe"
    ).collect()
    spark.catalog.dropTempView("run_key_probe")
    return [row.id for row in rows]


def test_program_run_id_reads_as_cdap_writes_it(dbt_build, spark):
    assert _program_run_ids(spark, [("ns", "app", "SPARK", "etl", "run-1")]) == ["ns.app.SPARK.etl.run-1"]


def test_program_run_id_is_null_when_a_part_is(dbt_build, spark):
    assert _program_run_ids(spark, [("ns", "app", "SPARK", None, "run-1")]) == [None]


def test_program_run_id_is_unambiguous(dbt_build, spark):
    # dots and backslashes inside parts, the cases concat_ws('.') mixed up
    alphabet = ["a", ".", "\\"]
    pieces = ["", *alphabet, *(x + y for x in alphabet for y in alphabet)]
    keys = [(a, b, "T", "p", "r") for a in pieces for b in pieces]
    ids = _program_run_ids(spark, keys)
    assert len(set(ids)) == len(set(keys)) == len(keys)
    assert _program_run_ids(spark, [("a.b", "c", "T", "p", "r"), ("a", "b.c", "T", "p", "r")]) == [
        "a\\.b.c.T.p.r",
        "a.b\\.c.T.p.r",
    ]
