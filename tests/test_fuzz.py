"""Hostile raw data (issue 81): ``opsmeta generate --fuzz`` for every domain, built into a
schema of its own: the build and its data tests pass (every raw table's accepted + rejected
rows reconcile with its input), the GX suites pass, and every rule a staging model names
rejects at least one row with its reason."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from opsmeta import domains, paths
from opsmeta.ingest.generators import fuzz
from tests.conftest import BUILD_VARS, SAMPLE_SEED

FUZZ_SCHEMA = "opsmeta_fuzz"
#: the samples the hostile rows join (default tiny): the suites alarm when a mart's rejects pass
#: a share of its input, and the tiny streams sample has ~100 stream cuts and ~40 truncations
FUZZ_SIZES = {"streams": 4000}
#: a staging model's rule as the reject_reason macro renders it: `when (<condition>) then '<reason>'`
RULE = re.compile(r"when \((?:.+?)\) then '([^']+)'")


def test_every_column_gets_each_hostile_value_of_its_type_and_duplicates_follow():
    sample = pa.table({
        "id": pa.array([1, 2, 3], pa.int64()),
        "name": pa.array(["a", "b", "c"]),
        "ids": pa.array([[1], [2], [3]], pa.list_(pa.int64())),
        "cut": pa.array([[(1, 10)], [(2, 20)], [(3, 30)]], pa.map_(pa.int64(), pa.int64())),
        "small": pa.array([1, 2, 3], pa.int32()),
    })
    rows = fuzz.hostile_rows(sample, np.random.default_rng(0))
    assert rows.schema == sample.schema
    per_column = {field.name: len(fuzz.hostile_values(field.type)) for field in sample.schema}
    assert rows.num_rows == sum(per_column.values()) + fuzz.DUPLICATES
    ids = rows.column("id").to_pylist()
    assert {None, 0, -1, -(2**63), 2**63 - 1} <= set(ids)
    assert {-(2**31), 2**31 - 1} <= set(rows.column("small").to_pylist())
    names = rows.column("name").to_pylist()
    assert {None, "", fuzz.UNICODE_TEXT, "x" * fuzz.LONG_TEXT_CHARS, fuzz.JSON_ARRAY_TEXT} <= set(names)
    assert [] in rows.column("ids").to_pylist() and [None] in rows.column("ids").to_pylist()
    assert [(0, None)] in rows.column("cut").to_pylist()
    # each hostile row changes one column of a sample row: the others hold sample values
    first = rows.slice(0, per_column["id"])
    assert set(first.column("name").to_pylist()) <= {"a", "b", "c"}
    # the last rows copy sample rows whole
    copies = rows.slice(rows.num_rows - fuzz.DUPLICATES).to_pylist()
    assert all(row in sample.to_pylist() for row in copies)


def test_fuzz_adds_a_file_to_every_raw_table_of_the_domain(tmp_path):
    counts = fuzz.generate(tmp_path, "scheduling", size=200, seed=SAMPLE_SEED, progress=False)
    assert set(counts) == set(domains.raw_tables(domains.get("scheduling")))
    for table, rows in counts.items():
        import pyarrow.parquet as pq

        assert (tmp_path / table / fuzz.FUZZ_FILE).exists()
        assert pq.read_table(tmp_path / table).num_rows == rows
    # the same seed writes the same rows
    again = tmp_path / "again"
    fuzz.generate(again, "scheduling", size=200, seed=SAMPLE_SEED, progress=False)
    for table in counts:
        assert (again / table / fuzz.FUZZ_FILE).read_bytes() == (tmp_path / table / fuzz.FUZZ_FILE).read_bytes()


@pytest.fixture(scope="module")
def fuzz_build(dbt, spark, dbt_build, tmp_path_factory):
    """Every domain's fuzz data built into FUZZ_SCHEMA, and its GX report."""
    from opsmeta.outputs.quality import run_checkpoint

    raw = tmp_path_factory.mktemp("fuzz_raw")
    counts = {}
    for domain in domains.DOMAINS:
        counts.update(fuzz.generate(raw, domain, FUZZ_SIZES.get(domain, "tiny"), SAMPLE_SEED, progress=False))
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("OPSMETA_RAW_DIR", str(raw))
            patch.setenv("OPSMETA_SCHEMA", FUZZ_SCHEMA)
            result = dbt.invoke("build", "--vars", BUILD_VARS)
            report = run_checkpoint(spark, schema=FUZZ_SCHEMA)
    finally:
        # the build leaves the session in its schema: the tests after it call the shared
        # build's table functions by their bare names
        spark.catalog.setCurrentDatabase("opsmeta")
    return counts, result, report


def test_a_fuzzed_build_passes_its_data_tests_and_suites(fuzz_build):
    counts, result, report = fuzz_build
    failed = {r.node.name: str(r.message)[:300] for r in result.result.results if r.status in ("error", "fail")}
    assert result.success, failed
    # accepted + rejected = input: one reconciliation per raw table, each run and passed
    reconciled = [r for r in result.result.results if r.node.name.startswith("reconciles_with_input")]
    assert len(reconciled) == len(counts) and all(str(r.status) == "pass" for r in reconciled), reconciled
    assert report.success, report.summary()


def _staging_reasons(target_path: Path, domain: str) -> set[str]:
    """The reasons the domain's staging models name, from their compiled SQL."""
    compiled = target_path / "compiled" / "opsmeta" / "models" / domain / "staging"
    return {reason for sql in compiled.glob("*.sql") for reason in RULE.findall(sql.read_text())}


@pytest.mark.parametrize("domain", list(domains.DOMAINS))
def test_every_staging_rule_rejects_a_fuzzed_row_with_its_reason(fuzz_build, dbt, spark, domain):
    reasons = _staging_reasons(dbt.target_path, domain)
    assert reasons, f"no rule found in {domain}'s compiled staging models"
    rejected = [
        table.name for table in spark.catalog.listTables(FUZZ_SCHEMA)
        if table.name.endswith("_rejected") and table.name in _marts_of(domain)
    ]
    assert rejected, domain
    seen = {
        row.reject_reason
        for name in rejected
        for row in spark.sql(f"select distinct reject_reason from {FUZZ_SCHEMA}.{name}").collect()
    }
    assert reasons <= seen, sorted(reasons - seen)


def _marts_of(domain: str) -> set[str]:
    return {path.stem for path in (paths.PROJECT_ROOT / "models" / domain / "marts").glob("*.sql")}
