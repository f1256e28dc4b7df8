"""The domain registry: every domain is complete, and a build covers the domains whose raw
data is there (skipping the absent ones, stopping on a partial one)."""

from __future__ import annotations

import importlib
import pkgutil
import shutil

import pytest
import yaml

from opsmeta import domains, paths

DOMAINS = list(domains.DOMAINS.values())


def _marts(domain: domains.Domain) -> dict[str, dict]:
    """The domain's marts as documented in models/<domain>/marts/*.yml, by name."""
    documented = {}
    for spec_file in (domain.models_dir / "marts").glob("_*__models.yml"):
        for model in yaml.safe_load(spec_file.read_text()).get("models", []):
            documented[model["name"]] = model
    return documented


def _unit_tested_models(domain: domains.Domain) -> set[str]:
    """The models of the domain a dbt unit test (unit_tests: in its YAML) is written for."""
    tested = set()
    for spec_file in domain.models_dir.glob("*/_*__models.yml"):
        tested |= {test["model"] for test in yaml.safe_load(spec_file.read_text()).get("unit_tests") or []}
    return tested


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_registered_domain_is_complete(domain):
    generator = domain.module("generator")
    assert callable(generator.generate) and "tiny" in generator.SIZES
    assert domain.udfs == f"python_udfs.{domain.name}.spark_udfs", "its UDFs' Spark wrappers in its own package"
    config = f"{domain.name}_config"
    assert f"{{% macro {config}() -%}}" in (paths.PROJECT_ROOT / "macros" / domain.name / f"{config}.sql").read_text()
    checked = (paths.PROJECT_ROOT / "macros" / "check_project_vars.sql").read_text()
    assert f"'{domain.name}': {config}" in checked, "its vars are checked at every run's start"
    assert callable(domain.module("udfs").register)
    assert callable(domain.module("bench").main)
    assert domains.raw_tables(domain), "declares its raw tables in its sources YAML"
    sql_marts = {p.stem for p in (domain.models_dir / "marts").glob("*.sql")}
    documented = _marts(domain)
    assert sql_marts and sql_marts == set(documented), "every mart has docs, and only marts"
    for name, model in documented.items():
        assert model.get("description"), f"{name} has a description"
        assert all(c.get("description") for c in model["columns"]), f"{name} documents every column"
        tests = model.get("data_tests", []) + [t for c in model["columns"] for t in c.get("data_tests", [])]
        assert tests, f"{name} has dbt data tests"
    assert set(domain.module("suites").SUITES) == sql_marts, "a GX suite for each mart"
    staging = {p.stem for p in (domain.models_dir / "staging").glob("*.sql")}
    assert staging <= _unit_tested_models(domain), "a dbt unit test of each staging model's rules"
    section = domain.module("report")
    assert callable(section.charts) and section.TITLE and section.INTRO
    assert set(section.MARTS) <= sql_marts, "its section of the ops report reads its own marts"


def test_the_udf_modules_are_the_registered_domains():
    """register_all's modules (python_udfs.DOMAIN_MODULES: the package imports nothing of
    opsmeta) are the registry's, each domain's once, and every module with a register."""
    import python_udfs

    assert python_udfs.domain_modules() == sorted(domain.udfs for domain in DOMAINS)
    registering = [info.name for info in pkgutil.walk_packages(python_udfs.__path__, "python_udfs.")
                   if callable(getattr(importlib.import_module(info.name), "register", None))]
    assert sorted(registering) == python_udfs.domain_modules(), "every module with a register is listed"


@pytest.mark.parametrize("domain", DOMAINS, ids=lambda d: d.name)
def test_domain_is_switched_by_the_project(domain):
    """dbt_project.yml enables the domain's models, sources and tests by its variable, and
    its folders get the shared layer defaults."""
    project = yaml.safe_load((paths.PROJECT_ROOT / "dbt_project.yml").read_text())
    flag = f"{{{{ env_var('{domains.ENABLED_ENV.format(domain.name.upper())}', 'True') | as_bool }}}}"
    for section in ("models", "sources", "data_tests"):
        assert project[section]["opsmeta"][domain.name]["+enabled"] == flag, section
    layers = project["models"]["opsmeta"][domain.name]
    assert layers["marts"]["+contract"] == {"enforced": True}
    assert layers["staging"]["+materialized"] == "view"


def test_raw_table_names_are_unique_across_domains():
    seen: dict[str, str] = {}
    for domain in DOMAINS:
        for table in domains.raw_tables(domain):
            assert table not in seen, f"{table} is raw data of {seen.get(table)} and {domain.name}"
            seen[table] = domain.name


def test_raw_status_and_enabled(tmp_path, monkeypatch):
    runs = domains.get("runs")
    tables = domains.raw_tables(runs)
    assert domains.raw_status(runs, str(tmp_path)).state == "absent"
    (tmp_path / tables[0]).mkdir()
    status = domains.raw_status(runs, str(tmp_path))
    assert (status.state, status.missing) == ("partial", tables[1:])
    for table in tables[1:]:
        (tmp_path / table).mkdir()
    assert domains.raw_status(runs, str(tmp_path)).state == "complete"
    assert domains.raw_status(runs, "s3a://bucket/raw").state == "complete"
    assert domains.enabled(str(tmp_path))["runs"]
    monkeypatch.setenv(domains.DOMAINS_ENV, "runs")
    assert domains.enabled(str(tmp_path / "empty"))["runs"] is False


def test_unknown_domain_is_a_clear_error(monkeypatch):
    with pytest.raises(ValueError, match="unknown domain 'nope'; known: runs"):
        domains.get("nope")
    monkeypatch.setenv(domains.DOMAINS_ENV, "runs,nope")
    with pytest.raises(ValueError, match="unknown domain 'nope'"):
        domains.selected()


@pytest.mark.dbt
def test_build_skips_a_domain_with_no_raw_data(dbt, dbt_build, monkeypatch, tmp_path):
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_no_raw")
    result = dbt.invoke("build")
    assert result.success, result.exception
    assert result.result.results == []
    log = (dbt.log_path / "dbt.log").read_text()
    assert f"domain runs skipped: no raw data under {tmp_path} (run_records, program_heartbeats)" in log


@pytest.mark.dbt
def test_build_stops_on_a_domain_missing_some_raw_tables(dbt, dbt_build, monkeypatch, tmp_path):
    shutil.copytree(paths.raw_dir() / "run_records", tmp_path / "run_records")
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_partial_raw")
    result = dbt.invoke("build", "--select", "path:models/runs")
    assert not result.success
    assert "domain runs: raw tables program_heartbeats missing under" in str(result.exception)
    assert "(found run_records)" in str(result.exception)


@pytest.mark.dbt
def test_build_of_one_domain_by_path(dbt, dbt_build, spark, monkeypatch):
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_by_path")
    try:
        result = dbt.run("--select", "+path:models/runs/staging", "path:models/runs/intermediate")
        assert result.success, result.exception
        built = {r.node.name for r in result.result.results if r.node.resource_type == "model"}
        assert built == _model_names("runs", "staging") | _model_names("runs", "intermediate")
        assert spark.table("opsmeta_by_path_staging.stg_runs__run_records").count() > 0
        assert not spark.catalog.tableExists("opsmeta_by_path.program_runs")
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")


def _model_names(domain: str, layer: str) -> set[str]:
    folder = domains.get(domain).models_dir / layer
    return {p.stem for p in folder.glob("*.sql")} | {p.stem for p in folder.glob("*.py")}


def test_readme_marts_table_is_the_generated_one():
    from opsmeta.outputs import readme

    text = readme.MARTS_DOC.read_text()
    assert readme.render_marts_table() in text, "docs/marts.md's table is stale: run `python -m opsmeta.outputs.readme`"


def test_generated_table_lists_every_mart_and_function_by_domain():
    from opsmeta.outputs import readme

    table = readme.render_marts_table()
    for domain in DOMAINS:
        section = table.split(f"### {domain.name}\n", 1)[1].split("### ", 1)[0]
        for name, model in _marts(domain).items():
            assert f"| `{name}` | {readme.first_sentence(model['description'])} |" in section
        for function in (domain.models_dir / "functions").glob("*.sql"):
            assert f"`{function.stem}(" in section


def test_bench_dispatches_through_the_registry(capsys):
    from bench.__main__ import main

    assert main(["nope"]) == 2
    assert "bench: unknown domain 'nope'; known: runs" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # argparse of the domain's own bench: it was reached
        main(["runs", "--help"])
    assert "python -m bench.runs" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "line"), [
    (["incremental", "--size", "1.5M"], "argument --size: a size is a whole number of runs, or of K or M (2K, 10M); got '1.5M'"),
    (["bi", "--sizes", "2K,x"], "argument --sizes: a size is a whole number of runs, or of K or M (2K, 10M); got 'x'"),
    (["incremental", "--hours", "0"], "argument --hours: hours are a whole number, at least 1; got '0'"),
])
def test_runs_bench_refuses_a_bad_size_or_hours_in_one_line(argv, line, capsys):
    """A size names the bench's schema, so only the documented forms pass; hours are whole."""
    from bench.runs import main

    with pytest.raises(SystemExit) as stopped:
        main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and "Traceback" not in err
    assert err.strip().splitlines()[-1].endswith(line), err


@pytest.mark.dbt
def test_build_with_only_runs_data_skips_the_other_domains(dbt, dbt_build, spark, monkeypatch, tmp_path):
    """A raw directory holding only runs data: the runs build succeeds and every other domain
    is skipped with one log line naming the raw tables it looked for."""
    runs = domains.get("runs")
    for table in domains.raw_tables(runs):
        shutil.copytree(paths.raw_dir() / table, tmp_path / table)
    monkeypatch.setenv("OPSMETA_RAW_DIR", str(tmp_path))
    monkeypatch.setenv("OPSMETA_SCHEMA", "opsmeta_only_runs")
    try:
        result = dbt.run("--select", "+path:models/runs/staging")
        assert result.success, result.exception
        assert {r.node.name for r in result.result.results if r.node.resource_type == "model"} == _model_names("runs", "staging")
        log = (dbt.log_path / "dbt.log").read_text().split("Running with dbt")[-1]
        others = [d for d in DOMAINS if d.name != "runs"]
        assert others, "a second domain is registered"
        for domain in others:
            assert f"domain {domain.name} skipped: no raw data under {tmp_path} ({', '.join(domains.raw_tables(domain))})" in log
        assert "domain runs skipped" not in log
        assert spark.table("opsmeta_only_runs_staging.stg_runs__run_records").count() > 0
    finally:
        spark.catalog.setCurrentDatabase("opsmeta")
