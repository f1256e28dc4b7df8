"""The ops dashboards as Superset bundles (``opsmeta superset-bundle``), generated from
``dashboards.yml`` and the marts' dbt YAML; nothing in them is written by hand.

Two zips, in Superset's import format (version 1.0.0):

- ``opsmeta-dashboards.zip``: ``superset import-dashboards -p opsmeta-dashboards.zip -u admin``;
  the database (``opsmeta://``, served by ``opsmeta serve``; no password in it unless the URL
  given has one: set it in Superset's database settings), a dataset per mart a chart reads
  (every column with its dbt description, plus ``time_columns``' calculated timestamps), the
  charts, and a dashboard per entry of ``dashboards.yml``;
- ``opsmeta-saved-queries.zip``: SQL Lab's saved queries, one per table function, its
  description's example (Superset's Saved queries page, Import).

UUIDs are derived from names and the zip's entries have fixed times: the same source gives
the same bytes, and importing a newer bundle over an older one updates it in place.
"""

from __future__ import annotations

import io
import re
import uuid
import zipfile
from dataclasses import dataclass
from pathlib import Path

import yaml

from opsmeta import paths

SOURCE = Path(__file__).with_name("dashboards.yml")
DEFAULT_URI = "opsmeta://dashboards@localhost:10000/opsmeta"
SCHEMA = "opsmeta"
EXPORT_VERSION = "1.0.0"
#: the bundle's own time (Superset shows it; fixed so that the bytes are)
TIMESTAMP = "2026-12-07T00:00:00+00:00"
_NAMESPACE = uuid.UUID("6f1b0c8e-4d4a-5b0e-9a57-0b5e0a8f7c11")
#: the source's chart kinds → Superset's viz types (a category bar is a bar over a non-time x)
VIZ_TYPES = {"bar": "echarts_timeseries_bar", "line": "echarts_timeseries_line", "category_bar": "echarts_timeseries_bar",
             "table": "table"}
_FUNCTION_EXAMPLE = r"select \* from {name}\([^)]*\)"
#: a chart's grid: charts per row and their height (Superset's 12-column grid)
CHARTS_PER_ROW, CHART_HEIGHT = 2, 50


def _uuid(*parts: str) -> str:
    return str(uuid.uuid5(_NAMESPACE, "/".join(parts)))


DATABASE_UUID = _uuid("database", "opsmeta")


def _chart_uuid(chart: dict) -> str:
    return _uuid("chart", chart["name"], chart["dataset"])


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_")


@dataclass(frozen=True)
class Mart:
    name: str
    description: str
    columns: list[dict]  # name, data_type, description


def marts() -> dict[str, Mart]:
    """Every mart of every domain, from its folder's dbt YAML."""
    found = {}
    for path in sorted(paths.PROJECT_ROOT.glob("models/*/marts/_marts__models.yml")):
        for model in yaml.safe_load(path.read_text())["models"]:
            found[model["name"]] = Mart(model["name"], " ".join(str(model.get("description", "")).split()),
                                        model.get("columns", []))
    return found


def function_examples() -> dict[str, str]:
    """Each table function's example, from its description."""
    examples = {}
    for path in sorted(paths.PROJECT_ROOT.glob("models/*/functions/_functions__models.yml")):
        for model in yaml.safe_load(path.read_text())["models"]:
            found = re.search(_FUNCTION_EXAMPLE.format(name=re.escape(model["name"])), str(model.get("description", "")))
            if found is None:
                raise ValueError(f"table function {model['name']}: its description has no example to save as a query")
            examples[model["name"]] = found.group(0)
    return examples


def _dump(document: dict) -> str:
    return yaml.safe_dump(document, sort_keys=False, allow_unicode=True)


def _database(uri: str) -> dict:
    return {"database_name": "opsmeta", "sqlalchemy_uri": uri, "cache_timeout": None, "expose_in_sqllab": True,
            "allow_run_async": False, "allow_ctas": False, "allow_cvas": False, "allow_dml": False,
            "allow_file_upload": False, "extra": {"allows_virtual_table_explore": True},
            "uuid": DATABASE_UUID, "version": EXPORT_VERSION}


def _dataset(mart: Mart, time_columns: dict[str, str]) -> dict:
    columns = [{"column_name": c["name"], "verbose_name": None, "is_dttm": False, "is_active": True,
                "type": str(c.get("data_type", "")).upper() or None, "advanced_data_type": None, "groupby": True,
                "filterable": True, "expression": None, "description": " ".join(str(c.get("description", "")).split()) or None,
                "python_date_format": None, "extra": {}} for c in mart.columns]
    columns += [{"column_name": name, "verbose_name": None, "is_dttm": True, "is_active": True, "type": "TIMESTAMP",
                 "advanced_data_type": None, "groupby": True, "filterable": True, "expression": expression,
                 "description": f"{expression} (Spark SQL): the epoch column as a time, for time charts",
                 "python_date_format": None, "extra": {}} for name, expression in time_columns.items()]
    return {"table_name": mart.name, "main_dttm_col": next(iter(time_columns), None), "description": mart.description,
            "default_endpoint": None, "offset": 0, "cache_timeout": None, "schema": SCHEMA, "sql": None, "params": None,
            "template_params": None, "filter_select_enabled": True, "fetch_values_predicate": None, "extra": None,
            "normalize_columns": False, "always_filter_main_dttm": False, "uuid": _uuid("dataset", mart.name),
            "metrics": [{"metric_name": "count", "verbose_name": "COUNT(*)", "metric_type": "count",
                         "expression": "COUNT(*)", "description": None, "d3format": None, "extra": {},
                         "warning_text": None}],
            "columns": columns, "version": EXPORT_VERSION, "database_uuid": DATABASE_UUID}


def _metric(expression: str) -> dict:
    return {"expressionType": "SQL", "sqlExpression": expression, "label": expression}


def _chart_params(chart: dict) -> dict:
    viz = VIZ_TYPES[chart["viz"]]
    filters = ([{"expressionType": "SQL", "sqlExpression": chart["where"], "clause": "WHERE"}]
               if chart.get("where") else [])
    params = {"viz_type": viz, "metrics": [_metric(m) for m in chart["metrics"]], "adhoc_filters": filters,
              "row_limit": 10000}
    if viz == "table":
        return params | {"query_mode": "aggregate", "groupby": chart.get("groupby", []), "all_columns": [],
                         "order_desc": True}
    params |= {"x_axis": chart["x"], "groupby": chart.get("groupby", []), "truncate_metric": True,
               "show_legend": True, "rich_tooltip": True, "order_desc": True}
    if chart["viz"] != "category_bar":
        params |= {"time_grain_sqla": "P1D" if chart["x"].startswith("day") else "PT1H", "x_axis_sort_asc": True}
    else:
        params |= {"x_axis_sort": None, "x_axis_sort_asc": True}
    return params


def _chart(chart: dict) -> dict:
    return {"slice_name": chart["name"], "description": None, "certified_by": None, "certification_details": None,
            "viz_type": VIZ_TYPES[chart["viz"]], "params": _chart_params(chart), "query_context": None,
            "cache_timeout": None, "uuid": _chart_uuid(chart), "version": EXPORT_VERSION,
            "dataset_uuid": _uuid("dataset", chart["dataset"])}


def _position(dashboard: dict) -> dict:
    """Superset's layout: a header, then rows of CHARTS_PER_ROW charts each half the width."""
    position = {"DASHBOARD_VERSION_KEY": "v2",
                "ROOT_ID": {"type": "ROOT", "id": "ROOT_ID", "children": ["GRID_ID"]},
                "GRID_ID": {"type": "GRID", "id": "GRID_ID", "children": [], "parents": ["ROOT_ID"]},
                "HEADER_ID": {"id": "HEADER_ID", "type": "HEADER", "meta": {"text": dashboard["title"]}}}
    for index, chart in enumerate(dashboard["charts"]):
        row = f"ROW-{index // CHARTS_PER_ROW}"
        if row not in position:
            position[row] = {"type": "ROW", "id": row, "children": [], "parents": ["ROOT_ID", "GRID_ID"],
                             "meta": {"background": "BACKGROUND_TRANSPARENT"}}
            position["GRID_ID"]["children"].append(row)
        key = f"CHART-{index}"
        position[row]["children"].append(key)
        position[key] = {"type": "CHART", "id": key, "children": [], "parents": ["ROOT_ID", "GRID_ID", row],
                         "meta": {"width": 12 // CHARTS_PER_ROW, "height": CHART_HEIGHT, "chartId": index + 1,
                                  "sliceName": chart["name"], "uuid": _chart_uuid(chart)}}
    return position


def _dashboard(dashboard: dict) -> dict:
    return {"dashboard_title": dashboard["title"], "description": None, "css": "", "slug": dashboard["slug"],
            "certified_by": "", "certification_details": "", "published": True, "uuid": _uuid("dashboard", dashboard["slug"]),
            "position": _position(dashboard),
            "metadata": {"color_scheme": "", "refresh_frequency": 0, "expanded_slices": {}, "label_colors": {},
                         "timed_refresh_immune_slices": [], "cross_filters_enabled": True, "default_filters": "{}",
                         "chart_configuration": {}, "native_filter_configuration": []},
            "version": EXPORT_VERSION}


def source(known: dict[str, Mart]) -> dict:
    """dashboards.yml, each chart checked against ``known`` (marts())."""
    spec = yaml.safe_load(SOURCE.read_text())
    for dashboard in spec["dashboards"]:
        for chart in dashboard["charts"]:
            if chart["dataset"] not in known:
                raise ValueError(f"dashboards.yml: chart {chart['name']!r} reads {chart['dataset']!r}, which is no mart")
            if chart["viz"] not in VIZ_TYPES:
                raise ValueError(f"dashboards.yml: chart {chart['name']!r}: viz {chart['viz']!r} is not one of {sorted(VIZ_TYPES)}")
    return spec


def dashboard_files(uri: str = DEFAULT_URI) -> dict[str, str]:
    """The dashboards bundle's files: path in the zip → YAML."""
    known = marts()
    spec = source(known)
    root = "opsmeta_dashboards"
    files = {f"{root}/metadata.yaml": _dump({"version": EXPORT_VERSION, "type": "Dashboard", "timestamp": TIMESTAMP}),
             f"{root}/databases/opsmeta.yaml": _dump(_database(uri))}
    used = sorted({chart["dataset"] for dashboard in spec["dashboards"] for chart in dashboard["charts"]})
    for name in used:
        files[f"{root}/datasets/opsmeta/{name}.yaml"] = _dump(_dataset(known[name], spec["time_columns"].get(name, {})))
    for dashboard in spec["dashboards"]:
        for chart in dashboard["charts"]:
            files[f"{root}/charts/{_slug(chart['name'])}.yaml"] = _dump(_chart(chart))
        files[f"{root}/dashboards/{_slug(dashboard['slug'])}.yaml"] = _dump(_dashboard(dashboard))
    return files


def saved_query_files(uri: str = DEFAULT_URI) -> dict[str, str]:
    root = "opsmeta_saved_queries"
    files = {f"{root}/metadata.yaml": _dump({"version": EXPORT_VERSION, "type": "SavedQuery", "timestamp": TIMESTAMP}),
             f"{root}/databases/opsmeta.yaml": _dump(_database(uri))}
    for name, sql in function_examples().items():
        files[f"{root}/queries/opsmeta/{SCHEMA}/{name}.yaml"] = _dump({
            "schema": SCHEMA, "label": name, "description": f"The table function {name}: its description's example.",
            "sql": sql, "uuid": _uuid("saved_query", name), "version": EXPORT_VERSION,
            "database_uuid": DATABASE_UUID})
    return files


def zipped(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            entry = zipfile.ZipInfo(name, date_time=(2026, 12, 7, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, files[name])
    return buffer.getvalue()


def write_bundles(out_dir: Path, uri: str = DEFAULT_URI) -> list[Path]:
    """Both zips under ``out_dir``, each replaced whole (a reader never sees half a file)."""
    written = []
    for name, files in (("opsmeta-dashboards.zip", dashboard_files(uri)), ("opsmeta-saved-queries.zip", saved_query_files(uri))):
        target = Path(out_dir) / name
        paths.write_replacing(target, zipped(files))
        written.append(target)
    return written
