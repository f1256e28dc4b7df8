"""Raw files against the landing contract (opsmeta.ingest.raw_files), for every domain's raw tables."""

from __future__ import annotations

import os
import shutil
import time

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from opsmeta import domains
from opsmeta.ingest import generators, raw_files

ALL_TABLES = [(name, table) for name in domains.DOMAINS for table in raw_files.declared_columns(name)]


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """Every domain's raw tables, as the generators write them (tiny)."""
    out = tmp_path_factory.mktemp("raw_sample")
    generators.generate(list(domains.DOMAINS), "tiny", 7, out, progress=False)
    return out


def test_every_declared_type_is_read_and_every_domain_has_raw_tables():
    for name in domains.DOMAINS:
        tables = raw_files.declared_columns(name)
        assert set(tables) == set(domains.raw_tables(domains.get(name)))
        for columns in tables.values():
            for kind in columns.values():
                raw_files.parse_type(kind)
    assert raw_files.parse_type("array<struct<key_start: double, key_end: double>>") == raw_files.SparkType(
        "array", (raw_files.SparkType("struct", (("key_start", raw_files.SparkType("double")),
                                                  ("key_end", raw_files.SparkType("double")))),))
    with pytest.raises(raw_files.ContractError):
        raw_files.parse_type("decimal(10,2)")


def test_the_generated_sample_meets_the_contract(sample):
    assert raw_files.check([table for _, table in ALL_TABLES], str(sample)) == []


def test_types_spark_widens_are_accepted_and_others_named():
    declared = raw_files.parse_type
    assert raw_files.type_problem(declared("bigint"), pa.int32()) is None
    assert raw_files.type_problem(declared("double"), pa.float32()) is None
    assert raw_files.type_problem(declared("double"), pa.int64()) == "is int64, not double"
    assert raw_files.type_problem(declared("int"), pa.int64()) == "is int64, not int"
    assert raw_files.type_problem(declared("map<bigint,bigint>"), pa.map_(pa.int64(), pa.string())) == "value is string, not bigint"
    assert raw_files.type_problem(declared("array<struct<a: double>>"), pa.list_(pa.struct([("b", pa.float64())]))) == (
        "element lacks the field a")


def _broken(sample, tmp_path, table: str, how: str):
    """A copy of ``table``'s raw directory broken ``how``; its directory."""
    directory = tmp_path / table
    shutil.copytree(sample / table, directory)
    first = sorted(directory.glob("*.parquet"))[0]
    data = pq.read_table(first)
    if how == "missing":
        shutil.rmtree(directory)
    elif how == "empty":
        for path in directory.iterdir():
            path.unlink()
    elif how == "corrupt":
        (directory / "zz-corrupt.parquet").write_bytes(b"PAR1 half a file")
    elif how == "lacks a column":
        pq.write_table(data.drop_columns([data.schema.names[0]]), directory / "zz-narrow.parquet")
    elif how == "another type":
        column = data.schema.names[0]
        kind = pa.int64() if pa.types.is_string(data.schema.field(column).type) else pa.string()
        values = pa.array([None] * data.num_rows, kind)
        pq.write_table(data.set_column(0, column, values), directory / "zz-retyped.parquet")
    return directory


@pytest.mark.parametrize("how, problem", [
    ("missing", "its directory {directory} is missing"),
    ("empty", "{directory} holds no Parquet file"),
    ("corrupt", "{directory}/zz-corrupt.parquet is not a readable Parquet file ("),
    ("lacks a column", "{directory}/zz-narrow.parquet lacks the column {column} ("),
    ("another type", "{directory}/zz-retyped.parquet: column {column} is "),
])
def test_each_raw_table_of_every_domain_names_its_broken_file(sample, tmp_path, how, problem):
    """A directory gone or empty, a corrupt file, a file lacking a declared column or holding
    it as another type: for each raw table of each domain, one problem naming the table, the
    file and what is wrong."""
    for _, table in ALL_TABLES:
        root = tmp_path / table
        root.mkdir()
        directory = _broken(sample, root, table, how)
        column = next(iter(raw_files.declared_columns(_domain_of(table))[table]))
        found = raw_files.check([table], str(root))
        expected = f"raw table {table}: " + problem.format(directory=directory, column=column)
        assert len(found) == 1 and found[0].startswith(expected), (table, found, expected)


def _domain_of(table: str) -> str:
    return next(name for name, owned in ALL_TABLES if owned == table)


def test_files_written_after_the_build_started_are_the_next_build_s(sample, tmp_path):
    directory = _broken(sample, tmp_path, "run_records", "corrupt")
    later = time.time() + 3600
    os.utime(directory / "zz-corrupt.parquet", (later, later))
    assert raw_files.check(["run_records"], str(tmp_path), before=time.time() + 1) == []
    assert raw_files.check(["run_records"], str(tmp_path), before=None) != []
    for path in directory.glob("*.parquet"):
        os.utime(path, (later, later))
    assert raw_files.check(["run_records"], str(tmp_path), before=time.time() + 1) == [
        f"raw table run_records: {directory} holds only files written after this build started"]


def test_a_uri_is_left_to_spark():
    assert raw_files.check(["run_records"], "s3a://bucket/raw") == []
