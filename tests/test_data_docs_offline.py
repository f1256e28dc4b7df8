"""Data Docs that render offline (opsmeta.outputs.offline_assets): pages pointed at vendored files,
and the main job's site drawn by headless Chromium with the network blocked."""

from __future__ import annotations

import re
from pathlib import Path

from opsmeta.outputs import offline_assets, quality
from tests.browser import artifacts_dir, rendered

JQUERY = "https://code.example/jquery-3.7.1.min.js"
SITE = quality.CONTEXT_DIR / "gx" / "uncommitted" / "data_docs" / "local_site"


def test_a_page_loads_the_site_s_own_copies_by_relative_links(tmp_path):
    site = tmp_path / "site"
    page = site / "validations" / "suite" / "run" / "page.html"
    html = (f'<script src="{JQUERY}"></script>'
            '<link href="https://cdn.example/npm/vega@5" rel="stylesheet">'
            '<img src="https://assets.example/logo-long.png?d=1&id=2">'
            '<a href="https://docs.example/guide">a link is left alone</a>')
    local, unknown = offline_assets.localize_page(html, page, site)
    assert unknown == []
    assert '<script src="../../../static/vendor/jquery/dist/jquery.min.js">' in local
    assert 'href="../../../static/vendor/vega/build/vega.min.js"' in local
    assert '<img src="../../../static/images/logo-long.png">' in local
    assert '<a href="https://docs.example/guide">' in local


def test_an_address_with_no_vendored_file_is_reported():
    html = '<script src="https://cdn.example/left-pad@1.0.0/index.js"></script>'
    local, unknown = offline_assets.localize_page(html, Path("/s/index.html"), Path("/s"))
    assert local == html and unknown == ["https://cdn.example/left-pad@1.0.0/index.js"]


def test_every_vendored_file_is_installed_by_the_lock():
    modules = offline_assets.install()
    lock = (offline_assets.ASSETS_DIR / "package-lock.json").read_text()
    for file in offline_assets.FILES.values():
        assert (modules / file).is_file(), file
        package = file.split("/dist/")[0].split("/build/")[0].split("/css/")[0]
        assert f'"node_modules/{package}"' in lock, package
    assert lock.count('"integrity"') >= len({file.split("/")[0] for file in offline_assets.FILES.values()})


def test_the_main_job_s_data_docs_load_nothing_from_the_network(main_job):
    pages = sorted(SITE.rglob("*.html"))
    assert pages
    for page in pages:
        html = page.read_text()
        assert not offline_assets.LOADED.search(html), (page, offline_assets.LOADED.search(html).group(0))
        # the links localize wrote (GX's own favicon link is a level short on deep pages: not ours)
        ours = [link for link in re.findall(r'<(?:script|link|img)\b[^>]*?\b(?:src|href)="([^"]+)"', html)
                if "static/vendor/" in link or link.endswith(str(offline_assets.SITE_LOGO))]
        assert len(ours) >= len(offline_assets.FILES) - 2, (page, ours)
        for link in ours:
            assert (page.parent / link).resolve().is_file(), (page, link)


def test_the_data_docs_index_lists_every_suite_offline(main_job):
    """Before, with the network off, the index was a logo and two buttons: its tables of suites
    and validation results are drawn by bootstrap-table, which it loaded from a CDN. Drawn, each
    table says how many rows it holds: one per suite page, one per validation page."""
    shots = artifacts_dir()
    dom = rendered(SITE / "index.html", shots / "data_docs_index.png")
    suites = len(list((SITE / "expectations").glob("*.html")))
    validations = len(list((SITE / "validations").rglob("*.html")))
    assert suites and validations
    assert 'class="bootstrap-table' in dom, f"the index's tables were not drawn offline (screenshot in {shots})"
    for rows in (suites, validations):
        assert f" of {rows} rows" in dom, (rows, re.findall(r"Showing [^<]*", dom), shots)
    assert (shots / "data_docs_index.png").stat().st_size > 10_000
