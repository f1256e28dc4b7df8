"""The ops report (opsmeta report): one HTML file of plots over the marts, drawn by headless
Chromium with the network blocked; a domain without data left out with a line saying so."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace

import pandas as pd
import pytest

from opsmeta import cli, domains
from opsmeta.outputs import offline_assets, report
from reports import quality as quality_section
from reports import timeline
from reports.charts import Chart
from tests.browser import artifacts_dir, rendered

#: every plot the report promises, by its element id
PLOTS = {
    "runs-active", "runs-node-hours", "runs-earliest-start",
    "streams-scale-events", "streams-active-segments", "streams-sealed-shards",
    "sensors-slot-seconds", "sensors-pokes-saved",
    "scheduling-level-shares", "scheduling-latency",
    "timeline-hours", "quality-rejected", "quality-suites",
}
HOUR = 3600


@pytest.fixture(scope="module")
def report_page(main_job) -> Path:
    assert main_job.code == 0, main_job.out[-3000:]
    line = re.search(r"^ops report: +(\S+) \((.*)\)$", main_job.out, re.MULTILINE)
    assert line, main_job.out[-3000:]
    assert line.group(1) == str(report.default_path())
    return Path(line.group(1))


def test_the_report_draws_every_plot_offline(report_page):
    """Every plot is drawn as SVG with marks that have an area (a bar of zero height, as a log
    scale draws from zero, does not count), and the page loads nothing."""
    html = report_page.read_text()
    assert not offline_assets.LOADED.search(html), offline_assets.LOADED.search(html).group(0)
    assert set(re.findall(r'<div class="chart" id="([^"]+)"', html)) == PLOTS
    dom = rendered(report_page, artifacts_dir() / "ops_report.png", window="1200,1400")
    marks = re.search(r'data-marks="([^"]*)"', dom)
    assert marks, "the page's scripts did not finish drawing"
    drawn = {key: int(count) for key, count in (item.split("=") for item in marks.group(1).split())}
    assert set(drawn) == PLOTS
    assert not [key for key, count in drawn.items() if count == 0], drawn
    assert "not drawn:" not in dom.replace('"not drawn: "', "")
    assert re.findall(r'data-left-out="(\w+)"', dom) == ["no"] * (len(domains.DOMAINS) + len(report.CROSS_DOMAIN))
    assert (artifacts_dir() / "ops_report.png").stat().st_size > 20_000


def test_the_timeline_draws_every_domain_in_the_span_it_draws(report_page):
    """The sample's domains share one span: every series has rows, every domain has hours
    inside the span the timeline draws, and no note says a domain is elsewhere or unclocked."""
    html = report_page.read_text()
    spec = json.loads(re.search(r'id="timeline-hours-spec">(.*?)</script>', html, re.S).group(1))
    rows = [row for rows in spec["datasets"].values() for row in rows]
    assert {row["series"] for row in rows} == {s.name for s in timeline.SERIES}
    low, high = (_utc(edge) for edge in spec["spec"]["encoding"]["x"]["scale"]["domain"])
    inside = {row["domain"] for row in rows if low <= _utc(row["hour_at"]) < high}
    assert inside == set(domains.DOMAINS), inside
    assert "not on the timeline" not in html and "no hour in the span drawn" not in html and "no clock time" not in html


def _utc(text: str) -> pd.Timestamp:
    moment = pd.Timestamp(text)
    return moment.tz_localize("UTC") if moment.tzinfo is None else moment.tz_convert("UTC")


def test_every_suite_s_result_links_to_its_page(report_page):
    """The report's table of suites, as the main job's quality run left them (read from the
    page: later tests run checkpoints of their own): every suite, its expectations, none
    failed, each linking to its Data Docs page."""
    html = report_page.read_text()
    rows = re.findall(r'<tr><td>(\w+)</td><td><a href="([^"]+)">(\w+_suite)</a></td><td>(\d+)</td><td>(\d+)</td></tr>', html)
    expected = {f"{mart}_suite" for domain in domains.DOMAINS.values() for mart in domain.module("suites").SUITES}
    assert {suite for _, _, suite, _, _ in rows} == expected and len(rows) == len(expected)
    for domain, page, suite, evaluated, failed in rows:
        assert domain in domains.DOMAINS and int(evaluated) > 0 and failed == "0", (suite, evaluated, failed)
        assert page.startswith("file://") and Path(page.removeprefix("file://")).is_file(), (suite, page)


def test_a_domain_without_marts_is_left_out_with_a_line(spark, main_job):
    """An empty schema: every domain left out as not built, the cross-domain parts saying what
    they lack; a schema holding one of runs' marts: runs names the missing ones."""
    spark.sql("create database if not exists opsmeta_report_empty")
    spark.sql("create database if not exists opsmeta_report_partial")
    spark.sql("create or replace view opsmeta_report_partial.node_hours_hourly as select * from opsmeta.node_hours_hourly")
    try:
        names = list(domains.DOMAINS)
        empty = {section.key: section for section in report.build_sections(spark, "opsmeta_report_empty", names)}
        for name in names:
            assert empty[name].left_out.startswith("not built") and not empty[name].charts
        assert "Runs is not on the timeline: not built." in empty["timeline"].notes
        assert "No suite has run over opsmeta_report_empty yet: `opsmeta quality` (or the main job) runs them." in empty["quality"].notes
        assert empty["timeline"].charts[0].spec is None and empty["quality"].charts[0].spec is None
        page = report.render(list(empty.values()), "opsmeta_report_empty")
        assert page.count("is left out: not built") == len(names)
        assert 'data-empty="yes">no row was rejected</div>' in page

        partial = {s.key: s for s in report.build_sections(spark, "opsmeta_report_partial", ["runs"])}
        assert set(partial) == {"runs", "timeline", "quality"}
        assert partial["runs"].left_out == (
            "not built completely: active_runs_hourly, earliest_start_hourly missing from opsmeta_report_partial")
    finally:
        spark.sql("drop database if exists opsmeta_report_partial cascade")
        spark.sql("drop database if exists opsmeta_report_empty cascade")
        spark.catalog.setCurrentDatabase("opsmeta")


def test_a_schema_never_built_leaves_every_domain_out(spark, main_job):
    sections = report.build_sections(spark, "opsmeta_report_never_built", ["runs", "streams"])
    assert [s.key for s in sections if s.left_out.startswith("not built")] == ["runs", "streams"]
    assert not spark.catalog.databaseExists("opsmeta_report_never_built")


def test_a_schema_name_is_an_identifier_or_refused(spark):
    with pytest.raises(ValueError, match="a plain identifier"):
        report.build_sections(spark, "opsmeta; drop table x", ["runs"])


def test_a_wrong_domain_is_one_line(capsys):
    assert cli.main(["report", "--domain", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "opsmeta report: unknown domain 'nope'; known: runs, scheduling, sensors, streams"


def test_a_quarantine_mart_name_must_be_an_identifier(tmp_path, monkeypatch):
    """A mart's name goes into the rejected rows' query text: only an identifier passes."""
    (tmp_path / "marts").mkdir()
    for name in ("runs_rejected", "x; drop table y_rejected"):
        (tmp_path / "marts" / f"{name}.sql").touch()
    monkeypatch.setattr(domains, "get", lambda name: SimpleNamespace(models_dir=tmp_path))
    with pytest.raises(ValueError, match=r"not identifiers: \['x; drop table y_rejected'\]"):
        quality_section.rejected_marts("runs")
    (tmp_path / "marts" / "x; drop table y_rejected.sql").unlink()
    assert quality_section.rejected_marts("runs") == ["runs_rejected"]


def test_text_inside_a_script_cannot_end_it():
    text = json.dumps({"reason": "</script><script>alert(1)</SCRIPT> <!-- x"})
    inside = report._inside_script(text)
    assert not re.search(r"</script|<!--", inside, re.IGNORECASE)
    assert json.loads(inside) == json.loads(text)


def test_a_chart_with_no_rows_says_why():
    empty = report.Section("runs", "Runs", "intro", charts=[Chart("runs-active", "Active runs", "caption", empty="no hour with runs")])
    page = report.render([empty], "opsmeta")
    assert '<div class="empty" id="runs-active" data-empty="yes">no hour with runs</div>' in page
    assert "runs-active-spec" not in page


def test_a_chart_key_is_one_element_of_the_page():
    twice = [report.Section(key, key, "intro", charts=[Chart("same-key", "A chart", "caption", empty="no rows")])
             for key in ("runs", "streams")]
    with pytest.raises(ValueError, match=r"chart keys repeat: \['same-key'\]"):
        report.render(twice, "opsmeta")


def _hours(**domain_hours) -> pd.DataFrame:
    return pd.DataFrame([{"hour_at": hour * HOUR, "value": 1, "series": domain, "domain": domain}
                         for domain, hours in domain_hours.items() for hour in hours])


def test_the_timeline_is_drawn_over_the_hours_domains_share():
    hours = _hours(runs=[1, 2, 3], streams=[3, 4, 5], sensors=[5, 40])
    first, last = timeline.shared_span(hours)
    margin = timeline.MARGIN_HOURS * HOUR
    assert (first, last) == (3 * HOUR - margin, 6 * HOUR + margin)
    assert timeline.outside(hours, (first, last)) == []
    apart = _hours(runs=[1], streams=[10_000])
    assert timeline.shared_span(apart) is None and timeline.outside(apart, None) == []
    far = _hours(runs=[1, 2], streams=[2], sensors=[10_000])
    assert timeline.outside(far, timeline.shared_span(far)) == [
        "Sensors has no hour in the span drawn: its hours are 1971-02-21 to 1971-02-21 (scroll out to see them)."]
