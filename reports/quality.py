"""The ops report's data quality: each domain's rejected rows by reason, and each Great
Expectations suite's latest result, linking to its Data Docs page.

Rejected rows are read from the ``*_rejected`` marts of each domain (the quarantine every
staging model feeds); suite results from the file the last ``opsmeta quality`` wrote
(:func:`opsmeta.paths.suite_outcomes_file`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import altair as alt
import pandas as pd

from opsmeta import domains, paths
from reports.charts import Cell, Chart, Part, Reader, Table, chart

TITLE = "Data quality"
INTRO = "Rows each domain quarantined, by reason, and the result of every Great Expectations suite over the marts."
REJECTED_SUFFIX = "_rejected"
#: a quarantine mart's name, as it goes into the query text
MART_NAME = re.compile(r"[a-z_][a-z0-9_]*")
SUITE_COLUMNS = ["domain", "mart", "suite", "evaluated", "failed", "page"]


def rejected_marts(domain: str) -> list[str]:
    """The domain's quarantine marts: ``models/<domain>/marts/*_rejected.sql``, each name
    checked as an identifier."""
    marts = sorted(path.stem for path in (domains.get(domain).models_dir / "marts").glob(f"*{REJECTED_SUFFIX}.sql"))
    odd = [mart for mart in marts if not MART_NAME.fullmatch(mart)]
    if odd:
        raise ValueError(f"quarantine marts of {domain} with names that are not identifiers: {odd}")
    return marts


def part(read: Reader, built: set[str], names: list[str], schema: str) -> Part:
    notes = []
    frames = []
    for domain in names:
        marts = [mart for mart in rejected_marts(domain) if mart in built]
        if not marts:
            notes.append(f"{domain.capitalize()} has no rejected rows to show: not built.")
        for mart in marts:
            # the mart's name is the project's (a model file's, checked as an identifier), never data
            counts = read(f"select reject_reason, count(*) as rows from {{schema}}.{mart} group by reject_reason")
            frames.append(counts.assign(domain=domain, mart=mart))
    rejected = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["reject_reason", "rows", "domain", "mart"])
    outcomes = read_outcomes(paths.suite_outcomes_file())
    if outcomes is None or outcomes.get("schema") != schema:
        outcomes = None
        notes.append(f"No suite has run over {schema} yet: `opsmeta quality` (or the main job) runs them.")
        suites = pd.DataFrame(columns=SUITE_COLUMNS)
    else:
        suites = pd.DataFrame(outcomes["suites"], columns=SUITE_COLUMNS)
        suites = suites[suites["domain"].isin(names)]
    return Part([rejected_rows(rejected), suite_results(suites, outcomes)], notes, suite_table(suites, outcomes))


def read_outcomes(path: Path) -> dict | None:
    if not path.is_file():
        return None
    return json.loads(path.read_text())


def rejected_rows(rejected: pd.DataFrame) -> Chart:
    rows = rejected.assign(quarantine=rejected["mart"] + ": " + rejected["reject_reason"])
    return chart(
        "quality-rejected", "Rejected rows by reason",
        "Input rows each domain quarantined instead of dropping them, by table and reason "
        "(every *_rejected mart; accepted + rejected rows add up to the input).",
        rows,
        lambda rows: alt.Chart(rows).mark_bar().encode(
            alt.X("rows:Q", title="rows", axis=alt.Axis(tickMinStep=1, format="d")),
            alt.Y("quarantine:N", title=None, sort=alt.EncodingSortField("mart"), axis=alt.Axis(labelLimit=420)),
            alt.Color("domain:N", title="domain"),
            tooltip=["domain:N", "mart:N", "reject_reason:N", "rows:Q"],
        ).properties(width="container", height=max(120, 16 * len(rows))),
        "no row was rejected",
    )


def suite_results(suites: pd.DataFrame, outcomes: dict | None) -> Chart:
    rows = suites.assign(met=suites["evaluated"] - suites["failed"]).melt(
        id_vars=["domain", "suite", "page"], value_vars=["met", "failed"], var_name="result", value_name="expectations")
    rows = rows[rows["expectations"] > 0]
    checked = f" Checked {outcomes['checked_at']}." if outcomes else ""
    return chart(
        "quality-suites", "Great Expectations suites",
        "Expectations met and failed in each mart's suite; click a bar for its Data Docs page." + checked,
        rows,
        lambda rows: alt.Chart(rows).mark_bar().encode(
            alt.X("expectations:Q", title="expectations", stack=True, axis=alt.Axis(tickMinStep=1, format="d")),
            alt.Y("suite:N", title=None, sort=alt.EncodingSortField("domain"), axis=alt.Axis(labelLimit=420)),
            alt.Color("result:N", title=None, scale=alt.Scale(domain=["met", "failed"], range=["#54a24b", "#e45756"])),
            alt.Href("page:N"),
            tooltip=["domain:N", "suite:N", "result:N", "expectations:Q"],
        ).properties(width="container", height=max(120, 16 * rows["suite"].nunique())),
        "no suite result recorded",
    )


def suite_table(suites: pd.DataFrame, outcomes: dict | None) -> Table | None:
    if suites.empty:
        return None
    rows = [[Cell(row.domain), Cell(row.suite, href=row.page), Cell(str(row.evaluated)),
             Cell(str(row.failed), failed=row.failed > 0)]
            for row in suites.sort_values(["domain", "suite"]).itertuples()]
    rows.append([Cell("all"), Cell("Data Docs", href=outcomes["data_docs"]), Cell(str(suites["evaluated"].sum())),
                 Cell(str(suites["failed"].sum()), failed=suites["failed"].sum() > 0)])
    return Table(["domain", "suite", "expectations", "failed"], rows)
