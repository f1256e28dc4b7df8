"""``opsmeta report``: one static HTML file of plots over the marts, which opens from disk
with no network.

Each domain's section is ``reports/<domain>.py`` (declared in :mod:`opsmeta.domains`), then
come the cross-domain timeline (``reports/timeline.py``) and data quality
(``reports/quality.py``). Every section reads the marts through Spark SQL (no
re-computation) and returns Altair charts; this module writes them into one page with
Vega, Vega-Lite and Vega-Embed inlined from ``reports/assets`` (npm, locked with integrity
hashes). A section whose marts are not built is left out with a line saying so.
"""

from __future__ import annotations

import datetime as dt
import importlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from opsmeta import domains, paths
from opsmeta.outputs import offline_assets

ASSETS_DIR = paths.PROJECT_ROOT / "reports" / "assets"
#: the inlined scripts, in load order (vega-lite and vega-embed need vega)
SCRIPTS = ("vega/build/vega.min.js", "vega-lite/build/vega-lite.min.js", "vega-embed/build/vega-embed.min.js")
TEMPLATE = paths.PROJECT_ROOT / "reports" / "report.html.j2"
FILE_NAME = "ops_report.html"
#: the sections after the domains', each a module of ``reports``
CROSS_DOMAIN = ("timeline", "quality")
_SCRIPT_BREAKS = re.compile(r"</script|<!--", re.IGNORECASE)
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Section:
    """One part of the report: its charts, or why it is left out (``left_out``)."""

    key: str
    title: str
    intro: str
    charts: list = field(default_factory=list)
    left_out: str = ""
    notes: list[str] = field(default_factory=list)
    table: object = None


def default_path() -> Path:
    return paths.reports_dir() / FILE_NAME


def build_sections(spark, schema: str, names: list[str]) -> list[Section]:
    """Every section's charts, read from ``schema``'s marts on ``spark``: each chosen domain's,
    then the cross-domain ones."""
    if not _IDENTIFIER.fullmatch(schema):
        raise ValueError(f"marts schema {schema!r}: a plain identifier (letters, digits, _)")
    # nothing built yet: every section says so
    built = ({row.tableName for row in spark.sql(f"show tables in {schema}").collect()}
             if spark.catalog.databaseExists(schema) else set())

    def read(query: str):
        frame = spark.sql(query.replace("{schema}", schema))
        # decimals (sums, exact division) as doubles: pandas keeps them as objects, JSON refuses them
        decimals = {f.name: frame[f.name].cast("double") for f in frame.schema.fields if f.dataType.typeName() == "decimal"}
        return frame.withColumns(decimals).toPandas()

    sections = []
    for name in names:
        module = domains.get(name).module("report")
        missing = [mart for mart in module.MARTS if mart not in built]
        if not missing:
            sections.append(Section(name, module.TITLE, module.INTRO, module.charts(read)))
            continue
        why = ("not built: no raw data of this domain under the raw directory" if len(missing) == len(module.MARTS)
               else f"not built completely: {', '.join(missing)} missing from {schema}")
        sections.append(Section(name, module.TITLE, module.INTRO, left_out=why))
    for key in CROSS_DOMAIN:
        module = importlib.import_module(f"reports.{key}")
        # it learns which marts exist and which domains were chosen, and says what it left out
        part = module.part(read, built, names, schema)
        sections.append(Section(key, module.TITLE, module.INTRO, part.charts, notes=part.notes, table=part.table))
    return sections


def scripts(assets: Path = ASSETS_DIR) -> str:
    """The inlined ``<script>`` elements (escaped by :func:`_inside_script`)."""
    modules = offline_assets.install(assets, SCRIPTS)
    return "\n".join(f"<script>/* {name.split('/')[0]} */\n{_inside_script((modules / name).read_text())}\n</script>"
                     for name in SCRIPTS)


def _inside_script(text: str) -> str:
    """Text placed inside a ``<script>`` element: no ``</script`` or ``<!--`` in it can end
    or change the element. Their ``<`` is written ``\\u003c``, the same character in the
    JavaScript and JSON strings where alone they can occur."""
    return _SCRIPT_BREAKS.sub(lambda found: "\\u003c" + found.group(0)[1:], text)


def render(sections: list[Section], schema: str, generated_at: dt.datetime | None = None) -> str:
    """The report page."""
    import jinja2

    environment = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    environment.filters["inside_script"] = _inside_script
    template = environment.from_string(TEMPLATE.read_text())
    generated_at = generated_at or dt.datetime.now(dt.UTC)
    # a key is an element id: a repeated one would draw two charts into one element
    keys = [chart.key for section in sections for chart in section.charts]
    if len(set(keys)) != len(keys):
        raise ValueError(f"chart keys repeat: {sorted({k for k in keys if keys.count(k) > 1})}")
    specs = {chart.key: chart.to_json() for section in sections for chart in section.charts}
    return template.render(
        sections=sections, specs=specs, schema=schema, scripts=scripts(),
        generated_at=generated_at.strftime("%Y-%m-%d %H:%M UTC"),
        chart_keys=json.dumps([key for key, spec in specs.items() if spec is not None]),
    )


def write(spark, schema: str, names: list[str], out: Path | None = None) -> tuple[Path, list[Section]]:
    """Build the sections and write the page (replaced by rename: a reader never opens half
    a file); its path and the sections."""
    out = out or default_path()
    sections = build_sections(spark, schema, names)
    paths.write_replacing(out, render(sections, schema))
    return out, sections


def summary(sections: list[Section]) -> str:
    """One line: charts drawn, and the sections left out."""
    drawn = sum(1 for section in sections for chart in section.charts if chart.spec is not None)
    empty = [chart.title for section in sections for chart in section.charts if chart.spec is None]
    left_out = [section.title for section in sections if section.left_out]
    parts = [f"{drawn} charts"]
    if empty:
        parts.append(f"{len(empty)} with no rows")
    if left_out:
        parts.append(f"left out (not built): {', '.join(left_out)}")
    return ", ".join(parts)
