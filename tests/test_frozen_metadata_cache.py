"""The BI endpoint keeps what the metastore says of frozen copies (opsmeta.bi.FrozenMetadataCache,
issue 80): a table function's second call asks the metastore less and answers as the first,
and nothing but a frozen copy is kept."""

from __future__ import annotations

from contextlib import closing

import pytest

from bench import table_functions
from opsmeta.warehouse.frozen_copies import frozen_name


@pytest.mark.parametrize(("database", "table", "kept"), [
    ("opsmeta_frozen", frozen_name("opsmeta", "active_run_buckets", 1_796_511_973_407, "f391e187"), True),
    ("opsmeta_inc_frozen", frozen_name("opsmeta_inc", "stream_epochs", 1_796_511_973_407, "0a1b2c3d"), True),
    ("opsmeta", frozen_name("opsmeta", "active_run_buckets", 1_796_511_973_407, "f391e187"), False),
    ("opsmeta_frozen", "active_run_buckets", False),
    ("opsmeta_frozen", "opsmeta__active_run_buckets__frozen_123_f391e187", False),
    ("opsmeta", "program_runs", False),
])
def test_only_a_frozen_copy_s_name_is_kept(spark, database, table, kept):
    assert spark._jvm.opsmeta.bi.FrozenMetadataCache.isFrozen(database, table) is kept


def test_a_second_call_asks_the_metastore_less_and_answers_the_same(dbt_build, bi_endpoint, spark):
    from pyhive import hive

    calls = spark._jvm.org.apache.spark.metrics.source.HiveCatalogMetrics.METRIC_HIVE_CLIENT_CALLS()
    cache = spark._jsparkSession.sharedState().externalCatalog()
    assert cache.getClass().getName() == "opsmeta.bi.FrozenMetadataCache"
    host, port = bi_endpoint
    asked = {}
    with closing(hive.connect(host=host, port=port, database="opsmeta", username="cache")) as connection:
        cursor = connection.cursor()
        for function, arguments in table_functions.sample_arguments(cursor).items():
            sql = table_functions.call(function, list(arguments))  # count(*) and a checksum
            answers = []
            cache.forgetAll()  # what calls before this one left (sample_arguments calls segments_at)
            for _ in range(2):
                before = calls.getCount()
                cursor.execute(sql, arguments)
                answers.append(cursor.fetchall())
                asked.setdefault(function, []).append(calls.getCount() - before)
            # the first call read the metastore's metadata, the second the cache's. (Not the
            # tests' own session: it would keep these copies' file listings, which
            # test_quality's in-place overwrite of stopped_run_index makes stale.)
            assert answers[0] == answers[1] and answers[0][0][0] > 0, function
    assert all(second < first for first, second in asked.values()), asked
    assert cache.cachedTables() > 0 and cache.cachedPartitionLists() > 0
