"""Scale-out: the project built on a Spark standalone cluster (scripts/cluster.sh, on loopback)
equals the embedded build, mart by mart (a view by the tables it reads), row for row. Every registered domain with raw data
is built, so a new domain is cluster-tested here without extra work."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from expectations.suites import suites_by_domain
from opsmeta import paths
from opsmeta.serving import endpoint
from opsmeta.warehouse import swap
from tests.conftest import BUILD_VARS
from tests.frames import assert_same_rows
from tests.metastores import local_postgres

pytestmark = pytest.mark.dbt

CLUSTER_SCRIPT = paths.PROJECT_ROOT / "scripts" / "cluster.sh"
BUILD_TIMEOUT_SECONDS = 1200


def _cluster(command: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(CLUSTER_SCRIPT), command], env=env, capture_output=True, text=True, timeout=180
    )


@pytest.fixture(scope="module")
def cluster_env(tmp_path_factory, raw_counts):
    """A master and a worker on free loopback ports, stopped whatever the test did."""
    home = tmp_path_factory.mktemp("cluster_home")
    port, ui_port = endpoint.free_port(), endpoint.free_port()
    env = {
        **os.environ,
        "OPSMETA_HOME": str(home),
        "OPSMETA_RAW_DIR": str(paths.raw_dir()),
        "OPSMETA_CLUSTER_PORT": str(port),
        "OPSMETA_CLUSTER_UI_PORT": str(ui_port),
        "OPSMETA_CLUSTER_MEMORY": "3g",
        "OPSMETA_TARGET": "cluster",
        "SPARK_MASTER_URL": f"spark://127.0.0.1:{port}",
        "OPSMETA_SHUFFLE_PARTITIONS": "8",
        "OPSMETA_SCHEMA": "opsmeta",
        "PYSPARK_PYTHON": sys.executable,
        "PYSPARK_DRIVER_PYTHON": sys.executable,
        # Cold JVMs (master, worker, driver, executor) on two cores, for one build of tiny data:
        # the optimising JIT (C2) compiling Spark's own code takes half a cold JVM's CPU (166 of
        # 320 s in an embedded build), so they stop at C1, with room for its code (else its
        # code-cache sweeper takes the CPU instead). The same SQL and Python run; this build
        # took 225-229 s before, 178-186 s after (two runs each).
        "JAVA_TOOL_OPTIONS": "-XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=512m",
    }
    # the cluster's build keeps its tables in a PostgreSQL metastore (issue 79), as a team that
    # outgrows one machine would
    with local_postgres(env) as settings:
        env.update(settings)
        started = _cluster("start", env)
        try:
            assert started.returncode == 0, started.stdout + started.stderr
            yield env
        finally:
            _cluster("stop", env)


def test_cluster_build_equals_the_embedded_build(dbt_build, spark, cluster_env, tmp_path):
    build = subprocess.run(
        [
            # the models and seeds (the embedded build runs the data tests on the same data)
            str(Path(sys.executable).with_name("dbt")), "build", "--resource-type", "model", "--resource-type", "seed",
            "--vars", BUILD_VARS,
            "--project-dir", str(paths.PROJECT_ROOT),
            "--profiles-dir", str(paths.PROJECT_ROOT / "profiles"),
            "--target-path", str(tmp_path / "target"),
            "--log-path", str(tmp_path / "logs"),
        ],
        env=cluster_env, capture_output=True, text=True, timeout=BUILD_TIMEOUT_SECONDS,
    )
    assert build.returncode == 0, build.stdout[-5000:] + build.stderr[-3000:]
    assert "Completed successfully" in build.stdout
    warehouse = Path(cluster_env["OPSMETA_HOME"]) / "warehouse"
    models = {
        node["unique_id"]: node
        for node in json.loads((tmp_path / "target" / "manifest.json").read_text())["nodes"].values()
        if node["resource_type"] == "model"
    }
    by_name = {node["name"]: node for node in models.values()}
    compared = []
    for domain, suites in suites_by_domain().items():
        for mart in suites:
            for schema, table in _tables_of(by_name[mart], models):
                if (schema, table) in compared:
                    continue
                embedded = spark.table(f"{schema}.{table}")
                columns = sorted(embedded.columns)
                # the embedded table's schema types the partition columns the same way
                on_cluster = spark.read.schema(embedded.schema).parquet(str(_table_files(warehouse, schema, table)))
                assert_same_rows(on_cluster.select(columns), embedded.select(columns), f"{domain}: {table}")
                compared.append((schema, table))
    assert ("opsmeta_intermediate", "int_stream_requests_replayed") in compared


def _table_files(warehouse: Path, schema: str, table: str) -> Path:
    """Where the cluster build (one build: one version a table) left a table's files: its one
    version (opsmeta.warehouse.swap)."""
    versions = sorted((warehouse / f"{schema}.db" / swap.VERSIONS_DIR / table).glob("v-*"))
    assert len(versions) == 1, (table, versions)
    return versions[0]


def _tables_of(node: dict, models: dict) -> list[tuple[str, str]]:
    """The (schema, table) a mart's rows are stored in: its own, or, for a mart that is a view
    (no files; the same SQL on both builds), those of the models it reads."""
    if node["config"]["materialized"] != "view":
        return [(node["schema"], node["alias"])]
    return [table for parent in node["depends_on"]["nodes"] if parent in models for table in _tables_of(models[parent], models)]


def test_same_rows_counts_each_row_and_reads_maps_as_entries(spark):
    schema = "id int, tags map<string, int>, seen array<double>"
    rows = [(1, {"a": 1, "b": 2}, [0.5, None]), (1, {"a": 1, "b": 2}, [0.5, None]), (2, None, [])]
    assert_same_rows(spark.createDataFrame(rows, schema), spark.createDataFrame(rows[::-1], schema), "same rows")
    # the same entries in another order: the same map
    assert_same_rows(
        spark.createDataFrame([(1, {"a": 1, "b": 2}, [])], schema).selectExpr("id", "map_concat(tags) as tags", "seen"),
        spark.sql("select 1 as id, map('b', 2, 'a', 1) as tags, cast(array() as array<double>) as seen"),
        "map order",
    )
    with pytest.raises(AssertionError, match="one row twice"):
        assert_same_rows(spark.createDataFrame(rows, schema), spark.createDataFrame(rows[1:], schema), "one row twice")
    with pytest.raises(AssertionError, match="a value"):
        assert_same_rows(spark.createDataFrame(rows[:1], schema), spark.createDataFrame([(1, {"a": 1, "b": 3}, [0.5, None])], schema), "a value")


def test_shipping_the_udf_package_is_idempotent_and_refuses_a_changed_one(monkeypatch):
    import python_udfs

    class Context:
        master, applicationId = "spark://example:7077", "app-1"
        shipped: list[str] = []

        def addPyFile(self, path):
            if any(Path(p).name == Path(path).name for p in self.shipped):
                raise AssertionError(f"{Path(path).name} was already registered")
            self.shipped.append(path)

    class Session:
        sparkContext = Context()

    monkeypatch.setattr(python_udfs, "_shipped", {})
    python_udfs._ship_to_executors(Session())
    python_udfs._ship_to_executors(Session())
    assert len(Context.shipped) == 1 and Path(Context.shipped[0]).name.startswith("python_udfs-")
    monkeypatch.setattr(python_udfs, "package_digest", lambda: "changed")
    with pytest.raises(RuntimeError, match="python_udfs changed since Spark application app-1 shipped it"):
        python_udfs._ship_to_executors(Session())


def test_profiles_offer_the_targets_the_readme_documents():
    import yaml

    outputs = yaml.safe_load((paths.PROJECT_ROOT / "profiles" / "profiles.yml").read_text())["opsmeta"]["outputs"]
    assert set(outputs) == {"local", "cluster"}
    assert all(target["method"] == "session" for target in outputs.values())
    documented = (paths.PROJECT_ROOT / "docs" / "operations.md").read_text()
    assert "- `local` (default)" in documented and "## Scale-out: the `cluster` target" in documented
