"""The ops dashboards as Superset bundles (opsmeta superset-bundle), read back from the zips:
deterministic, every chart on a mart, every dataset with the mart's documented columns, a
saved query per table function, and the dbt exposures pointing at the dashboards. Superset
itself imports and draws them in `python -m bench.superset`."""

from __future__ import annotations

import io
import re
import zipfile

import pytest
import yaml

from opsmeta import cli, paths
from opsmeta.outputs import superset

pytestmark = pytest.mark.unit


def _read(data: bytes) -> dict[str, dict]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: yaml.safe_load(archive.read(name)) for name in archive.namelist()}


def test_the_same_source_gives_the_same_bytes_and_a_uri_only_changes_the_database(tmp_path):
    first = superset.zipped(superset.dashboard_files())
    assert first == superset.zipped(superset.dashboard_files())
    other = _read(superset.zipped(superset.dashboard_files("opsmeta://bi:pw@db.example:10001/opsmeta")))
    changed = {name for name, doc in _read(first).items() if other[name] != doc}
    assert changed == {"opsmeta_dashboards/databases/opsmeta.yaml"}


def test_every_dashboard_chart_reads_a_mart_dataset_with_its_documented_columns():
    files = _read(superset.zipped(superset.dashboard_files()))
    kinds = {name.split("/")[1] for name in files if name.count("/") > 1}
    assert kinds == {"databases", "datasets", "charts", "dashboards"}
    assert files["opsmeta_dashboards/metadata.yaml"]["type"] == "Dashboard"
    marts = superset.marts()
    datasets = {doc["uuid"]: doc for name, doc in files.items() if "/datasets/" in name}
    charts = {doc["uuid"]: doc for name, doc in files.items() if "/charts/" in name}
    dashboards = [doc for name, doc in files.items() if "/dashboards/" in name]
    assert sorted(d["slug"] for d in dashboards) == ["opsmeta-runs", "opsmeta-scheduling", "opsmeta-sensors",
                                                      "opsmeta-streams", "opsmeta-timeline"]
    for dataset in datasets.values():
        documented = [c["name"] for c in marts[dataset["table_name"]].columns]
        plain = [c["column_name"] for c in dataset["columns"] if c["expression"] is None]
        assert plain == documented and dataset["schema"] == "opsmeta"
        for column in dataset["columns"]:
            if column["expression"] is not None:  # a time column over one of the mart's own
                assert column["is_dttm"] and any(re.search(rf"\b{name}\b", column["expression"]) for name in documented)
    for chart in charts.values():
        dataset = datasets[chart["dataset_uuid"]]
        columns = {c["column_name"] for c in dataset["columns"]}
        params = chart["params"]
        assert params.get("x_axis") is None or params["x_axis"] in columns, chart["slice_name"]
        assert set(params.get("groupby", [])) <= columns, chart["slice_name"]
    for dashboard in dashboards:
        placed = [item["meta"]["uuid"] for item in dashboard["position"].values() if isinstance(item, dict) and item.get("type") == "CHART"]
        assert placed and set(placed) <= set(charts), dashboard["slug"]
    assert {u for d in dashboards for u in [i["meta"]["uuid"] for i in d["position"].values()
                                            if isinstance(i, dict) and i.get("type") == "CHART"]} == set(charts)


def test_every_table_function_is_a_saved_query_of_its_example():
    files = _read(superset.zipped(superset.saved_query_files()))
    queries = {doc["label"]: doc["sql"] for name, doc in files.items() if "/queries/" in name}
    functions = {p.stem for p in paths.PROJECT_ROOT.glob("models/*/functions/*.sql")}
    assert set(queries) == functions
    for name, sql in queries.items():
        assert sql.startswith(f"select * from {name}(")


def test_the_exposures_point_at_the_dashboards_and_depend_on_what_they_read():
    spec = superset.source(superset.marts())
    exposures = yaml.safe_load((paths.PROJECT_ROOT / "models" / "_opsmeta__exposures.yml").read_text())["exposures"]
    by_slug = {re.search(r"/dashboard/([\w-]+)/$", e["url"]).group(1): e for e in exposures if e.get("url")}
    assert set(by_slug) == {d["slug"] for d in spec["dashboards"]}
    for dashboard in spec["dashboards"]:
        depends = {re.fullmatch(r"ref\('(\w+)'\)", ref).group(1) for ref in by_slug[dashboard["slug"]]["depends_on"]}
        assert {chart["dataset"] for chart in dashboard["charts"]} <= depends, dashboard["slug"]


def test_the_command_writes_both_bundles_and_a_wrong_out_is_one_line(tmp_path, capsys):
    assert cli.main(["superset-bundle", "--out", str(tmp_path / "bundles")]) == 0
    assert sorted(p.name for p in (tmp_path / "bundles").iterdir()) == ["opsmeta-dashboards.zip", "opsmeta-saved-queries.zip"]
    assert "superset import-dashboards -p" in capsys.readouterr().out
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    assert cli.main(["superset-bundle", "--out", str(blocker / "sub")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("opsmeta superset-bundle:") and err.count("\n") == 1, err
