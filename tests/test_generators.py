"""Sample data generators: deterministic, the declared schema, realistic and malformed rows."""

import hashlib

import pyarrow.parquet as pq
import pytest

from opsmeta import domains
from opsmeta.ingest.generators import domain_module, runs, scheduling


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


@pytest.mark.parametrize("domain", list(domains.DOMAINS))
def test_every_domain_same_seed_same_bytes(domain, tmp_path):
    generator = domain_module(domain)
    first = generator.generate(tmp_path / "a", size=1_000, seed=3, progress=False)
    generator.generate(tmp_path / "b", size=1_000, seed=3, progress=False)
    assert set(first) == set(domains.raw_tables(domains.get(domain))), "writes exactly its raw tables"
    for table in first:
        assert _digest(tmp_path / "a" / table) == _digest(tmp_path / "b" / table)


def test_scheduling_sample_shapes(tmp_path):
    counts = scheduling.generate(tmp_path, size=6_000, seed=2, progress=False)
    traces = pq.read_table(tmp_path / "split_traces")
    assert traces.schema.equals(scheduling.SPLIT_TRACE_SCHEMA) and traces.num_rows == counts["split_traces"]
    frame = traces.to_pandas()
    valid = frame[(frame.cpu_ns > 0) & (frame.quantum_ns > 0) & (frame.arrival_ns >= 0)]
    per_query = valid.groupby("query_id")["cpu_ns"].sum() / 1e9
    # mostly interactive queries, and a tail of long ones for the queue to demote
    assert (per_query < 1).mean() > 0.5 and (per_query >= 60).any()
    assert frame["blocked_ns"].notna().mean() > 0.2
    assert (frame.cpu_ns <= 0).any() and (frame.worker == "worker-unknown").any() and frame.split_id.duplicated().any()
    config = pq.read_table(tmp_path / "worker_config").to_pandas()
    assert set(valid.worker) - {"worker-unknown"} <= set(config.worker)


def _freshness_checked() -> list[tuple[str, str]]:
    """(raw table, loaded_at_field) of every source table `dbt source freshness` checks."""
    import yaml

    from opsmeta import paths

    checked = []
    for path in sorted(paths.PROJECT_ROOT.glob("models/*/_*__sources.yml")):
        for source in yaml.safe_load(path.read_text())["sources"]:
            for table in source["tables"]:
                config = table.get("config", {})
                if config.get("freshness", "inherited") is not None and config.get("loaded_at_field"):
                    checked.append((table["name"], config["loaded_at_field"]))
    return checked


def test_a_fresh_sample_passes_source_freshness_with_every_domain_in_one_span(spark, tmp_path):
    """`opsmeta generate` now: every table `dbt source freshness` checks has its newest row (by
    the YAML's own loaded_at_field, evaluated by Spark) younger than the warn threshold and
    none in the future; each domain's data ends within the span's last hours."""
    from opsmeta.ingest import generators
    from opsmeta.ingest.generators import span
    from tests.project_vars import project_var

    end = span.now()
    generators.generate([], "tiny", 7, tmp_path, progress=False, end=end)
    warn_hours = int(project_var("raw_freshness_warn_after_hours"))
    checked = _freshness_checked()
    assert len(checked) == 9, checked
    newest = {}
    for table, loaded_at in checked:
        row = spark.sql(f"select unix_timestamp(max({loaded_at})) as newest from parquet.`{tmp_path / table}`").first()
        newest[table] = row["newest"]
        assert end - warn_hours * 3600 < newest[table] <= end, (table, end - newest[table])
    runs_end = max(newest["run_records"], newest["program_heartbeats"])
    sensors_end = max(newest["sensor_task_instances"], newest["sensor_targets"])
    streams_end = newest["stream_scales"]
    arrivals = pq.read_table(tmp_path / "split_traces", columns=["arrival_time"]).column("arrival_time").to_pylist()
    scheduling_end = max(t for t in arrivals if t is not None)
    for domain_end in (runs_end, sensors_end, streams_end, scheduling_end):
        assert end - 2 * 3600 < domain_end <= end, (end, runs_end, sensors_end, streams_end, scheduling_end)


def test_same_seed_and_end_same_bytes_and_another_end_moves_the_sample_by_whole_hours(tmp_path):
    from opsmeta.ingest.generators import span

    for domain in domains.DOMAINS:
        generator = domain_module(domain)
        generator.generate(tmp_path / "a" / domain, size=300, seed=3, progress=False, end=span.REFERENCE_END)
        generator.generate(tmp_path / "b" / domain, size=300, seed=3, progress=False, end=span.REFERENCE_END)
        for table in sorted(p.name for p in (tmp_path / "a" / domain).iterdir()):
            assert _digest(tmp_path / "a" / domain / table) == _digest(tmp_path / "b" / domain / table), (domain, table)
    day_later = span.REFERENCE_END + 86_400 + 1_234
    runs.generate(tmp_path / "c", size=300, seed=3, progress=False, end=day_later)
    first = pq.read_table(tmp_path / "a" / "runs" / "run_records").to_pandas()
    moved = pq.read_table(tmp_path / "c" / "run_records").to_pandas()
    assert ((moved["start_time"] - first["start_time"]) == 86_400).all()
