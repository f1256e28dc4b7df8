"""Tables swapped in (opsmeta.warehouse.swap): the rules as plain functions, then the swap on Spark."""

from __future__ import annotations

import threading
import time

import pytest

from opsmeta.engine import catalog
from opsmeta.warehouse import frozen, frozen_copies, swap
from opsmeta.warehouse.swap import Version

ROOT = "file:/w/opsmeta.db/_opsmeta_versions/t"


def test_a_version_name_carries_its_creation_time_and_sorts_by_it():
    first, second = swap.version_name(1_796_288_823.243, "0a279866"), swap.version_name(1_796_288_900.0)
    assert first == "v-1796288823243-0a279866"
    assert swap.version_created(first) == pytest.approx(1_796_288_823.243)
    assert sorted([second, first]) == [first, second]
    assert swap.version_created("part-0000.parquet") is None
    assert swap.version_created("v-12-0a279866") is None


def test_a_directory_is_live_when_it_is_or_holds_a_location():
    live = [f"{ROOT}/v-2/p=1", "file:/w/opsmeta.db/t"]
    assert swap.is_live(f"{ROOT}/v-2", live)
    assert swap.is_live(f"{ROOT}/v-2/", live)
    assert swap.is_live("file:/w/opsmeta.db/t", live)
    assert not swap.is_live(f"{ROOT}/v-1", live)
    # a prefix of a name is not a parent
    assert not swap.is_live(f"{ROOT}/v-2/p=", live)


def test_collectable_keeps_live_and_recently_retired_versions():
    now, grace = 10_000.0, 900
    versions = [
        Version(f"{ROOT}/live", 1.0, None),  # the table's location
        Version(f"{ROOT}/retired-now", 1.0, now - 10),  # still readable by a query planned before the switch
        Version(f"{ROOT}/retired-long-ago", 1.0, now - grace),
        Version(f"{ROOT}/killed-just-now", now - 5, None),  # maybe a write in flight
        Version(f"{ROOT}/killed-long-ago", now - 2 * grace, None),
        Version("file:/w/opsmeta.db/t", None, None),  # a location from before versions, never marked
        Version("file:/w/opsmeta.db/u", None, now - 2 * grace),  # one that was, and retired long ago
    ]
    doomed = swap.collectable(versions, [f"{ROOT}/live"], now, grace)
    assert doomed == [f"{ROOT}/retired-long-ago", f"{ROOT}/killed-long-ago", "file:/w/opsmeta.db/u"]
    assert swap.collectable(versions, [f"{ROOT}/live"], now, 0) == [
        f"{ROOT}/retired-now", f"{ROOT}/retired-long-ago", f"{ROOT}/killed-just-now", f"{ROOT}/killed-long-ago",
        "file:/w/opsmeta.db/u",
    ]


def test_retiring_names_what_a_switch_stops_reading():
    before = ["file:/w/opsmeta.db/t", f"{ROOT}/v-1/p=1", f"{ROOT}/v-2/p=2"]
    after = [f"{ROOT}/v-3"]
    candidates = [f"{ROOT}/v-1", f"{ROOT}/v-2", f"{ROOT}/v-3", f"{ROOT}/v-0", "file:/w/opsmeta.db/t"]
    assert swap.retiring(before, after, candidates) == [f"{ROOT}/v-1", f"{ROOT}/v-2", "file:/w/opsmeta.db/t"]


def test_grace_comes_from_the_environment_and_is_checked():
    assert swap.grace_seconds({}) == swap.DEFAULT_GRACE_SECONDS
    assert swap.grace_seconds({swap.GRACE_ENV: "0"}) == 0
    assert swap.grace_seconds({swap.GRACE_ENV: "2.5"}) == 2.5
    for bad in ("-1", "soon"):
        with pytest.raises(swap.SwapError, match=swap.GRACE_ENV):
            swap.grace_seconds({swap.GRACE_ENV: bad})


def test_locations_and_options_that_cannot_be_written_into_a_statement_are_refused():
    assert swap.checked_location("file:/w/a b/v-1") == "file:/w/a b/v-1"
    for bad in ("file:/w/o'neil", "file:/w/a\\b", "file:/w/a\nb"):
        with pytest.raises(swap.SwapError):
            swap.checked_location(bad)
    assert swap.options_clause({"compression": "zstd", "parquet.enable.dictionary#a": "false"}) == (
        "options ('compression' 'zstd', 'parquet.enable.dictionary#a' 'false')")
    assert swap.options_clause({}) == ""
    with pytest.raises(swap.SwapError, match="quote"):
        swap.options_clause({"compression": "zs'td"})


def test_a_partition_has_one_key_whether_the_metastore_lists_it_or_a_plan_names_it():
    assert swap.partition_key({"ns": "o'neil", "b": "3"}) == swap.partition_key({"b": 3, "ns": "o'neil"})
    assert swap.partition_key({"b": swap.NULL_PARTITION}) == swap.partition_key({"b": None}) == (("b", None),)
    assert swap.partition_key({"b": "3"}) != swap.partition_key({"b": None})


def test_an_overwrite_repoints_what_it_writes_and_drops_only_what_it_empties():
    key = {name: swap.partition_key({"p": name}) for name in "abcdef"}
    plan = swap.plan_overwrite(
        existing=[key["a"], key["b"], key["c"], key["d"]],
        written=[key["b"], key["e"]],
        # "b" is written after all; "f" the table never had
        emptied=[key["c"], key["b"], key["f"]],
    )
    assert plan == swap.PartitionPlan(repointed=[key["b"]], added=[key["e"]], dropped=[key["c"]])
    assert swap.plan_overwrite([key["a"]], [], []) == swap.PartitionPlan([], [], [])


def test_a_retired_partition_directory_goes_after_the_grace_of_the_latest_log_naming_it():
    now, grace = 10_000.0, 900
    old, newer = "file:/w/v-1/p=1", "file:/w/v-1/p=2"
    logs = [
        swap.RetiredLog("file:/w/_retired/a", now - 2 * grace, (old, newer)),
        # a later switch retired p=2 again (the first one's switch was killed before it ran)
        swap.RetiredLog("file:/w/_retired/b", now - 10, (newer,)),
        swap.RetiredLog("file:/w/_retired/c", now - 2 * grace, ("file:/w/v-1/p=3",)),
    ]
    doomed, done = swap.collectable_retired(logs, ["file:/w/v-1", "file:/w/v-1/p=3"], now, grace)
    assert doomed == [old]  # p=3 is still a location: its switch never happened
    assert done == ["file:/w/_retired/a"]  # c waits for p=3, a does not wait for p=2's later log
    doomed, done = swap.collectable_retired(logs, [], now + grace, grace)
    assert sorted(doomed) == [old, newer, "file:/w/v-1/p=3"] and len(done) == 3


# --- on Spark ------------------------------------------------------------------------------

SCHEMA = "opsmeta_swap_probe"


@pytest.fixture()
def probe(spark, monkeypatch):
    spark.sql(f"create database if not exists {SCHEMA}")
    monkeypatch.setenv(swap.GRACE_ENV, "3600")
    yield spark
    for schema in (frozen.frozen_schema(SCHEMA), SCHEMA):
        if spark.catalog.databaseExists(schema):
            for row in spark.sql(f"show tables in {schema}").where("not isTemporary").collect():
                kind = spark._jsparkSession.sessionState().catalog().externalCatalog().getTable(schema, row.tableName)
                spark.sql(f"drop {'view' if kind.tableType().name() == 'VIEW' else 'table'} if exists {schema}.{row.tableName}")


def _versions(spark, table: str) -> list:
    from pathlib import Path

    location = spark.catalog.getDatabase(SCHEMA).locationUri.removeprefix("file:")
    return sorted((Path(location) / swap.VERSIONS_DIR / table).glob("v-*"))


def _location(spark, table: str) -> str:
    return spark.sql(f"describe formatted {SCHEMA}.{table}").where("col_name = 'Location'").first().data_type


def test_a_swap_switches_the_location_and_keeps_the_old_version_for_its_grace(probe, monkeypatch):
    spark = probe
    first = swap.swap_in(spark, SCHEMA, "t", spark.range(3).selectExpr("id", "'a' as tag"))
    second = swap.swap_in(spark, SCHEMA, "t", spark.range(5).selectExpr("id", "'b' as tag"))
    assert _location(spark, "t") == second != first
    assert sorted(r.tag for r in spark.table(f"{SCHEMA}.t").collect()) == ["b"] * 5
    old, new = _versions(spark, "t")
    assert (old / swap.RETIRED_MARKER).exists() and not (new / swap.RETIRED_MARKER).exists()
    # dropping the table deletes its own files, as a dbt hook dropping it expects
    assert spark.sql(f"describe formatted {SCHEMA}.t").where("col_name = 'Type'").first().data_type == "MANAGED"
    monkeypatch.setenv(swap.GRACE_ENV, "0")
    assert swap.collect(spark, SCHEMA, "t") == [old.as_uri().replace("file:///", "file:/")]
    assert _versions(spark, "t") == [new]
    assert spark.table(f"{SCHEMA}.t").count() == 5


def test_a_killed_write_leaves_nothing_in_the_way_of_the_next(probe, monkeypatch):
    """What a SIGKILL leaves: a half-written version nobody points at, and (a build from before
    versions) a table directory at its default path with no table: Spark's
    LOCATION_ALREADY_EXISTS. The next swap writes beside the first and clears the second."""
    spark = probe
    location = spark.catalog.getDatabase(SCHEMA).locationUri.removeprefix("file:")
    from pathlib import Path

    orphan = Path(location) / swap.VERSIONS_DIR / "k" / swap.version_name(time.time() - 7200)
    orphan.mkdir(parents=True)
    (orphan / "part-00000.parquet").write_bytes(b"half a file")
    default = Path(location) / "k"
    default.mkdir()
    (default / "part-00000.parquet").write_bytes(b"half a file")
    with pytest.raises(Exception, match="LOCATION_ALREADY_EXISTS"):
        spark.range(2).write.saveAsTable(f"{SCHEMA}.k")
    swap.swap_in(spark, SCHEMA, "k", spark.range(2))
    assert spark.table(f"{SCHEMA}.k").count() == 2
    assert not orphan.exists(), "the killed write's version is older than the grace"
    assert not default.exists()


def test_a_partitioned_swap_repoints_every_partition(probe):
    spark = probe
    swap.swap_in(spark, SCHEMA, "p", spark.sql("select * from values (1, 1), (2, 2) as t(v, part)"), partition_by=["part"])
    swap.swap_in(spark, SCHEMA, "p", spark.sql("select * from values (20, 2), (30, 3) as t(v, part)"), partition_by=["part"])
    assert sorted(tuple(r) for r in spark.table(f"{SCHEMA}.p").collect()) == [(20, 2), (30, 3)]
    partitions = spark.sql(f"show partitions {SCHEMA}.p").collect()
    assert [r.partition for r in partitions] == ["part=2", "part=3"]
    new = _location(spark, "p")
    for spec in ("part=2", "part=3"):
        where = spark.sql(f"describe formatted {SCHEMA}.p partition ({spec})").where("col_name = 'Location'").first()
        assert where.data_type.startswith(new + "/"), where
    assert not [t for t in spark.sql(f"show tables in {SCHEMA}").collect() if "opsmeta_swap" in t.tableName]


def test_a_reader_sees_the_old_or_the_new_table_throughout_swaps(probe):
    """What dbt's table materialization did (drop, then create) gave a reader "table not
    found" between the two; a swap never does."""
    spark = probe
    sizes = [3, 5]
    swap.swap_in(spark, SCHEMA, "r", spark.range(sizes[0]))
    reader = spark.newSession()
    seen, errors, stop = [], [], threading.Event()

    def read():
        while not stop.is_set():
            try:
                seen.append(reader.sql(f"select count(*) from {SCHEMA}.r").first()[0])
            except Exception as error:  # noqa: BLE001 - every failure is what the test counts
                errors.append(repr(error)[:300])

    thread = threading.Thread(target=read)
    thread.start()
    try:
        for i in range(6):
            swap.swap_in(spark, SCHEMA, "r", spark.range(sizes[i % 2]))
    finally:
        stop.set()
        thread.join()
    assert not errors, errors[:3]
    assert seen and set(seen) <= set(sizes)


def _partition_locations(spark, table: str) -> dict[tuple, tuple[str, int]]:
    external = spark._jsparkSession.sessionState().catalog().externalCatalog()
    found = {}
    for partition in catalog.java_list(external.listPartitions(SCHEMA, table, spark._jvm.scala.Option.empty())):
        found[swap.partition_key(swap.spec_of(partition.spec()))] = (catalog.location_of(partition), partition.createTime())
    return found


def _rows(spark, table: str) -> list[tuple]:
    return sorted((tuple(r) for r in spark.table(f"{SCHEMA}.{table}").collect()), key=repr)


def test_an_overwrite_swaps_in_the_partitions_written_and_drops_the_emptied_ones(probe, monkeypatch):
    """dbt-spark's insert overwrite wrote into the live partitions (a kill left them half
    written) and the runs domain's pre-hooks dropped the emptied ones before it (a reader saw
    them gone first). Partition values with a quote, the characters Hive escapes, non-ASCII
    and null: the written ones are re-pointed (each keeps its metastore entry), the listed
    empty ones dropped, the others untouched; the superseded directories go after the grace."""
    from tests.test_runs_incremental import ODD_NAMESPACES

    spark = probe
    namespaces = [*ODD_NAMESPACES.values(), "plain"]
    rows = [(i, ns, b) for i, (ns, b) in enumerate((ns, b) for ns in namespaces for b in (1, 2, None))]
    shape = "x int, ns string, b bigint"
    swap.swap_in(spark, SCHEMA, "o", spark.createDataFrame(rows, shape), partition_by=["ns", "b"])
    before = _partition_locations(spark, "o")
    assert len(before) == len(rows)
    written = [(100, namespaces[0], 1), (101, namespaces[1], None), (102, "new", 7)]
    emptied = [{"ns": namespaces[0], "b": "2"}, {"ns": namespaces[2], "b": None}, {"ns": namespaces[1], "b": None},
               {"ns": "never", "b": "1"}]
    plan = swap.overwrite_partitions(spark, SCHEMA, "o", spark.createDataFrame(written, shape), emptied)
    assert (len(plan.repointed), len(plan.added), len(plan.dropped)) == (2, 1, 2)
    gone = {(namespaces[0], 2), (namespaces[2], None)}
    replaced = {(namespaces[0], 1), (namespaces[1], None)}
    expected = [r for r in rows if (r[1], r[2]) not in gone | replaced] + written
    assert _rows(spark, "o") == sorted(expected, key=repr)
    after = _partition_locations(spark, "o")
    for key, (location, created) in before.items():
        values = tuple(None if v is None else v for _, v in key)
        b, ns = values
        spec = (ns, None if b is None else int(b))
        if spec in gone:
            assert key not in after
        elif spec in replaced:
            assert after[key][0] != location and after[key][1] == created, "re-pointed, the same partition"
        else:
            assert after[key] == (location, created)
    monkeypatch.setenv(swap.GRACE_ENV, "0")
    deleted = swap.collect(spark, SCHEMA, "o")
    assert sorted(deleted) == sorted(before[swap.partition_key({"ns": ns, "b": b})][0] for ns, b in gone | replaced)
    assert _rows(spark, "o") == sorted(expected, key=repr)


def test_appended_rows_reach_each_partition_as_one_file_renamed_in(probe):
    spark = probe
    shape = "x int, s int, p string"
    swap.swap_in(spark, SCHEMA, "a", spark.createDataFrame([(1, 5, "a"), (2, 1, "b")], shape), partition_by=["p"])
    before = _partition_locations(spark, "a")
    storage = swap.Storage(spark)
    files = {key: storage.files(location) for key, (location, _) in before.items()}
    appended = spark.createDataFrame([(3, 9, "a"), (4, 2, "a"), (5, 0, "c")], shape)
    keys = swap.append_partitions(spark, SCHEMA, "a", appended, sort_by=["s"])
    assert sorted(keys) == sorted(swap.partition_key({"p": p}) for p in "ac")
    assert _rows(spark, "a") == sorted([(1, 5, "a"), (2, 1, "b"), (3, 9, "a"), (4, 2, "a"), (5, 0, "c")], key=repr)
    after = _partition_locations(spark, "a")
    a, b = swap.partition_key({"p": "a"}), swap.partition_key({"p": "b"})
    assert after[a] == before[a] and after[b] == before[b], "appended to in place, the partition the same"
    new_files = sorted(set(storage.files(after[a][0])) - set(files[a]))
    assert set(files[a]) <= set(storage.files(after[a][0])) and len(new_files) == 1
    import pyarrow.parquet as pq

    assert pq.read_table(new_files[0].removeprefix("file:")).column("s").to_pylist() == [2, 9]


def test_each_swap_reports_its_write_and_switch_times_when_asked(probe, monkeypatch, tmp_path):
    import json

    spark, timings = probe, tmp_path / "timings.jsonl"
    swap.swap_in(spark, SCHEMA, "w", spark.range(2).selectExpr("id", "id % 2 as p"), partition_by=["p"])
    monkeypatch.setenv(swap.TIMINGS_ENV, str(timings))
    swap.swap_in(spark, SCHEMA, "w", spark.range(3).selectExpr("id", "id % 2 as p"), partition_by=["p"])
    swap.overwrite_partitions(spark, SCHEMA, "w", spark.range(1).selectExpr("id", "2 as p"))
    swap.append_partitions(spark, SCHEMA, "w", spark.range(1).selectExpr("id", "2 as p"))
    lines = [json.loads(line) for line in timings.read_text().splitlines()]
    assert [(line["kind"], line["table"]) for line in lines] == [(kind, f"{SCHEMA}.w") for kind in ("table", "overwrite", "append")]
    assert all(line["write_s"] > 0 and line["switch_s"] > 0 for line in lines)
    assert spark.table(f"{SCHEMA}.w").count() == 5


def test_seed_values_reach_spark_as_the_text_it_casts():
    import datetime
    from decimal import Decimal

    from dbt.adapters.opsmeta_spark.impl import seed_text

    assert [seed_text(v) for v in (None, True, False, Decimal("3"), Decimal("2.50"), "o'neil")] == [
        None, "true", "false", "3", "2.50", "o'neil"]
    assert seed_text(datetime.datetime(2026, 12, 3, 8, 31, 5)) == "2026-12-03 08:31:05"
    assert seed_text(datetime.date(2026, 12, 3)) == "2026-12-03"


# --- a function's reads, frozen (opsmeta.warehouse.frozen) ---------------------------------------------


def test_a_frozen_copy_is_named_after_its_table_and_names_with_a_double_underscore_are_refused():
    name = frozen_copies.frozen_name("opsmeta_intermediate", "int_runs_changed", 1_733_000_000_123, "0a1b2c3d")
    copy = frozen_copies.parse(name)
    assert copy == frozen_copies.Copy(name, ("opsmeta_intermediate", "int_runs_changed"), 1_733_000_000.123, "0a1b2c3d")
    assert frozen_copies.parse("int_runs_changed") is None
    with pytest.raises(ValueError, match="double underscore"):
        frozen_copies.frozen_name("a__b", "c", 1_733_000_000_123, "0a1b2c3d")


def test_only_names_in_a_known_schema_are_rewritten_with_or_without_backticks():
    sql = ("select runs.start_time, x.y from opsmeta.program_runs as runs join `opsmeta`.`run_builds` b "
           "on opsmeta.bucket_floor(1, 2) = 1 -- opsmeta.program_runs_rejected is not read")
    names = frozen.qualified_names(sql, ["opsmeta", "default"])
    assert names == [("opsmeta", "program_runs"), ("opsmeta", "run_builds"), ("opsmeta", "bucket_floor"),
                     ("opsmeta", "program_runs_rejected")]
    out = frozen.rewritten(sql, {("opsmeta", "program_runs"): "F.p", ("opsmeta", "run_builds"): "F.r"})
    assert out == ("select runs.start_time, x.y from F.p as runs join F.r b "
                   "on opsmeta.bucket_floor(1, 2) = 1 -- opsmeta.program_runs_rejected is not read")


def test_a_function_s_earlier_copies_are_released_then_dropped_after_the_grace():
    now, grace = 10_000.0, 900

    def copy(token):
        return frozen_copies.Copy(f"s__t__frozen_0000000000001_{token}", ("s", "t"), 0.001, token)

    copies = [(copy("00000001"), None), (copy("00000002"), now - 10), (copy("00000003"), now - grace),
              (copy("00000004"), None)]
    mark, drop = frozen.to_release(copies, "00000004", now, grace)
    assert mark == [copy("00000001").name] and drop == [copy("00000003").name]


def _function_rows(spark) -> list[tuple]:
    """A call from a new session (a session keeps the definition of a function it called)."""
    reader = spark.newSession()
    reader.catalog.setCurrentDatabase(SCHEMA)
    return sorted(tuple(r) for r in reader.sql("select * from probe_reads()").collect())


def _copies(spark) -> list[str]:
    """The frozen copies' names (show tables also lists the session's temporary views)."""
    listed = spark.sql(f"show tables in {frozen.frozen_schema(SCHEMA)}").where("not isTemporary").collect()
    return sorted(row.tableName for row in listed)


def _make_reads_function(spark) -> str:
    """A table function joining a partitioned table with a view over another, made over frozen
    copies as the table_function materialization makes it; its copies' token."""
    name = f"{SCHEMA}.probe_reads"
    body, token = frozen.freeze_reads(spark, name, f"select l.k, l.p, r.v from {SCHEMA}.left_t as l "
                                                   f"join `{SCHEMA}`.`right_v` as r on l.k = r.k")
    spark.sql(f"create or replace function {name}() returns table (k bigint, p bigint, v string) return {body}")
    frozen.release(spark, name, token)
    return token


def test_a_function_reads_one_build_s_tables_throughout_the_next_build_s_swaps(probe, monkeypatch):
    """A build swaps the tables a function reads one at a time and makes the function after
    them: over the live tables, a call in between joined one's new version with the other's
    old one. Over frozen copies, it answers the old build's join until it is made again, then
    the new one's; the old files stay while a copy reads them and go after."""
    spark = probe

    def build(tag: str, keys: int) -> None:
        swap.swap_in(spark, SCHEMA, "left_t", spark.range(keys).selectExpr("id as k", "id % 2 as p"), partition_by=["p"])
        swap.swap_in(spark, SCHEMA, "right_t", spark.range(keys).selectExpr("id as k", f"'{tag}' as v"))

    build("old", 3)
    spark.sql(f"create or replace view {SCHEMA}.right_v as select k, v from {SCHEMA}.right_t")
    _make_reads_function(spark)
    reader = spark
    old = [(k, k % 2, "old") for k in range(3)]
    assert _function_rows(reader) == old
    copies = _copies(spark)
    assert len(copies) == 3, copies  # left_t, the view and right_t under it
    left_copy = next(name for name in copies if "__left_t__" in name)
    external = spark._jsparkSession.sessionState().catalog().externalCatalog()
    copied = external.getTable(frozen.frozen_schema(SCHEMA), left_copy)
    assert copied.tableType().name() == "EXTERNAL" and copied.tracksPartitionsInCatalog()
    assert {location for location, _ in _partition_locations(spark, "left_t").values()} == {
        catalog.location_of(p) for p in catalog.java_list(external.listPartitions(
            frozen.frozen_schema(SCHEMA), left_copy, spark._jvm.scala.Option.empty()))}

    monkeypatch.setenv(swap.GRACE_ENV, "0")
    swap.swap_in(spark, SCHEMA, "left_t", spark.range(5).selectExpr("id as k", "id % 2 as p"), partition_by=["p"])
    assert _function_rows(reader) == old, "the new left_t is not joined with the old right_t"
    swap.swap_in(spark, SCHEMA, "right_t", spark.range(5).selectExpr("id as k", "'new' as v"))
    assert _function_rows(reader) == old, "a collect past the grace kept the files a copy reads"
    assert sorted(tuple(r) for r in spark.sql(f"select count(*), min(v) from {SCHEMA}.right_v").collect()) == [(5, "new")]

    _make_reads_function(spark)
    new = [(k, k % 2, "new") for k in range(5)]
    assert _function_rows(reader) == new
    assert len(_copies(spark)) == 6, "released, kept for the grace (0 s: until the next making)"
    _make_reads_function(spark)
    assert len(_copies(spark)) == 6, "the first copies dropped"
    assert _function_rows(reader) == new
    build("newest", 4)  # collects the versions only the dropped copies read
    assert len(_versions(spark, "right_t")) == 2, "the old version went, the one the copies read stays"
    assert _function_rows(reader) == new
    assert spark.table(f"{SCHEMA}.right_t").count() == 4, "dropping a copy keeps the table's files"


def test_a_table_made_again_for_new_columns_keeps_the_files_a_frozen_copy_reads(probe, monkeypatch):
    """A model whose columns changed (an upgrade's new column) is dropped and made again, as
    the metastore cannot change a table's columns and location in one step. Dropping the
    managed table deleted its files, which the functions made before still read until the
    build made them again; its old versions now stay while a copy reads them and go after."""
    spark = probe
    _two_tables_and_a_view(spark, "old")
    _make_reads_function(spark)
    old = [(k, k % 2, "old") for k in range(3)]

    monkeypatch.setenv(swap.GRACE_ENV, "0")
    swap.swap_in(spark, SCHEMA, "left_t", spark.range(4).selectExpr("id as k", "id % 2 as p", "id as added"),
                 partition_by=["p"])
    swap.swap_in(spark, SCHEMA, "right_t", spark.range(4).selectExpr("id as k", "'new' as v", "true as added"))
    assert _function_rows(spark) == old
    for table in ("left_t", "right_t"):
        assert "added" in spark.table(f"{SCHEMA}.{table}").columns
        assert spark.sql(f"describe formatted {SCHEMA}.{table}").where("col_name = 'Type'").first().data_type == "MANAGED"
        assert len(_versions(spark, table)) == 2

    _make_reads_function(spark)
    assert _function_rows(spark) == [(k, k % 2, "new") for k in range(4)]
    _make_reads_function(spark)  # drops the first copies (released, past the grace)
    for table in ("left_t", "right_t"):
        swap.collect(spark, SCHEMA, table)
        assert len(_versions(spark, table)) == 1, "the old version went once no copy read it"
    assert _function_rows(spark) == [(k, k % 2, "new") for k in range(4)]


class _ListsAGoneCopy:
    """The metastore as another thread leaves it between a listing and a fetch: the listing
    names a copy that thread has dropped since (each function drops its own released copies,
    and dbt makes functions in parallel)."""

    def __init__(self, spark, external):
        self._jvm, self._external = spark._jvm, external
        self.gone = frozen_copies.frozen_name(SCHEMA, "left_t", 1_733_000_000_123, "0a1b2c3d")

    def listTables(self, schema, pattern="*"):
        names = catalog.java_list(self._external.listTables(schema, pattern))
        return catalog.scala_seq(self._jvm, [*names, self.gone])

    def __getattr__(self, name):
        return getattr(self._external, name)


def _two_tables_and_a_view(spark, tag: str) -> None:
    swap.swap_in(spark, SCHEMA, "left_t", spark.range(3).selectExpr("id as k", "id % 2 as p"), partition_by=["p"])
    swap.swap_in(spark, SCHEMA, "right_t", spark.range(3).selectExpr("id as k", f"'{tag}' as v"))
    spark.sql(f"create or replace view {SCHEMA}.right_v as select k, v from {SCHEMA}.right_t")


def test_releasing_and_pinning_pass_over_a_copy_another_making_dropped_since_the_listing(probe, monkeypatch):
    spark = probe
    _two_tables_and_a_view(spark, "old")
    _make_reads_function(spark)
    pinned = sorted(frozen_copies.pinned_locations(spark, SCHEMA, "left_t"))
    assert len(pinned) == 3, "the copy's location and its two partitions'"
    copies = _copies(spark)

    lister = _ListsAGoneCopy(spark, catalog.external_catalog(spark))
    monkeypatch.setattr(catalog, "external_catalog", lambda _spark: lister)
    assert sorted(frozen_copies.pinned_locations(spark, SCHEMA, "left_t")) == pinned
    assert frozen.release(spark, f"{SCHEMA}.probe_reads", "ffffffff") == []
    assert _copies(spark) == copies


def test_a_view_copy_is_released_and_dropped_when_the_table_copy_under_it_is_gone(probe, monkeypatch):
    """A release killed between its drops leaves a view copy over a dropped table copy: the
    next makings mark it and drop it without reading it."""
    spark = probe
    _two_tables_and_a_view(spark, "old")
    _make_reads_function(spark)
    under_view = next(name for name in _copies(spark) if "__right_t__" in name)
    spark.sql(f"drop table {frozen.frozen_schema(SCHEMA)}.{under_view}")

    monkeypatch.setenv(swap.GRACE_ENV, "0")
    _make_reads_function(spark)  # marks the view copy released
    _make_reads_function(spark)  # drops it
    first = frozen_copies.parse(under_view).token
    assert len(_copies(spark)) == 6 and all(frozen_copies.parse(name).token != first for name in _copies(spark))


def test_functions_made_in_parallel_release_their_copies_without_tripping_over_each_other(probe, monkeypatch):
    spark = probe
    _two_tables_and_a_view(spark, "old")
    monkeypatch.setenv(swap.GRACE_ENV, "0")
    errors: list[BaseException] = []

    def make_again_and_again(function: str) -> None:
        try:
            for _ in range(6):
                body, token = frozen.freeze_reads(spark, function, f"select l.k, r.v from {SCHEMA}.left_t as l "
                                                                   f"join {SCHEMA}.right_v as r on l.k = r.k")
                spark.sql(f"create or replace function {function}() returns table (k bigint, v string) return {body}")
                frozen.release(spark, function, token)
        except BaseException as error:  # noqa: BLE001 - reported by the test thread
            errors.append(error)

    makers = [threading.Thread(target=make_again_and_again, args=(f"{SCHEMA}.probe_parallel_{i}",)) for i in range(3)]
    for maker in makers:
        maker.start()
    for maker in makers:
        maker.join()
    assert errors == []
    owners = [frozen_copies.parse(name).token for name in _copies(spark)]
    assert len(_copies(spark)) == 3 * 2 * 3, "per function: the last making's three copies and the one before"
    assert len(set(owners)) == 3 * 2
