"""Sample data generators: deterministic, the declared schema, realistic and malformed rows."""

import hashlib

import pyarrow.parquet as pq
import pytest

from opsmeta.generators import domain_module, runs


def _digest(directory):
    return [hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(directory.iterdir())]


def test_same_seed_same_bytes(tmp_path):
    runs.generate(tmp_path / "a", size=800, seed=5, progress=False)
    runs.generate(tmp_path / "b", size=800, seed=5, progress=False)
    for table in ("run_records", "program_heartbeats"):
        assert _digest(tmp_path / "a" / table) == _digest(tmp_path / "b" / table)


def test_other_seed_other_data(tmp_path):
    runs.generate(tmp_path / "a", size=800, seed=5, progress=False)
    runs.generate(tmp_path / "b", size=800, seed=6, progress=False)
    assert _digest(tmp_path / "a" / "run_records") != _digest(tmp_path / "b" / "run_records")


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    out = tmp_path_factory.mktemp("raw")
    counts = runs.generate(out, size=3_000, seed=1, progress=False)
    return out, counts


def test_schema_is_the_landing_contract(sample):
    out, counts = sample
    table = pq.read_table(out / "run_records")
    assert table.schema.equals(runs.RUN_RECORD_SCHEMA)
    assert table.num_rows == counts["run_records"]
    assert pq.read_table(out / "program_heartbeats").schema.equals(runs.HEARTBEAT_SCHEMA)


def test_shapes(sample):
    out, _ = sample
    records = pq.read_table(out / "run_records").to_pandas()
    latest = records.sort_values("record_time").groupby("run_id").tail(1)
    # still-running runs at the end, multi-day runs, several versions per run, malformed rows
    assert (latest["stop_time"].isna() & latest["status"].isin(["RUNNING", "SUSPENDED"])).any()
    stopped = latest.dropna(subset=["stop_time"])
    assert ((stopped["stop_time"] - stopped["start_time"]) > 86400).any()
    assert records.groupby("run_id").size().max() >= 3
    assert (records["status"] == "BOGUS").any() or records["run_id"].isna().any()
    # skew: the busiest program has far more runs than the median one
    per_program = latest.groupby("program").size()
    assert per_program.max() > 5 * per_program.median()


def test_unknown_domain_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown domain 'nope'"):
        domain_module("nope")


def test_rejects_non_positive_size(tmp_path):
    with pytest.raises(ValueError, match="must be positive"):
        runs.generate(tmp_path, size=0, progress=False)
