"""Data Docs that render offline: the scripts, styles and fonts GX's pages load from CDNs,
vendored from the npm registry and linked from the site itself.

``expectations/data_docs_assets/package.json`` pins each package at the version the pages
name (its ``package-lock.json`` holds their integrity hashes); ``scripts/bootstrap.sh`` runs
``npm ci`` there. After GX writes the site, :func:`localize` copies the files the pages use
into ``<site>/static/vendor/`` and points every page's ``<script src>``, ``<link href>`` and
``<img src>`` at them (relative links, so the site can be moved or opened from disk). An
address it does not know fails loudly: a GX upgrade that loads something new is seen, not
silently left to the network.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from opsmeta import paths

ASSETS_DIR = paths.PROJECT_ROOT / "expectations" / "data_docs_assets"
VENDOR_DIR = Path("static") / "vendor"
#: the end of each address the pages load -> the file in node_modules that serves it
FILES = {
    "/jquery-3.7.1.min.js": "jquery/dist/jquery.min.js",
    "/popper.js/1.12.9/umd/popper.min.js": "popper.js/dist/umd/popper.min.js",
    "/bootstrap/4.3.1/js/bootstrap.min.js": "bootstrap/dist/js/bootstrap.min.js",
    "/bootstrap/4.3.1/css/bootstrap.min.css": "bootstrap/dist/css/bootstrap.min.css",
    "/bootstrap-table@1.19.1/dist/bootstrap-table.min.js": "bootstrap-table/dist/bootstrap-table.min.js",
    "/bootstrap-table@1.19.1/dist/bootstrap-table.min.css": "bootstrap-table/dist/bootstrap-table.min.css",
    "/bootstrap-table@1.19.1/dist/extensions/filter-control/bootstrap-table-filter-control.min.js":
        "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.min.js",
    # the pages name 1.19.0's stylesheet beside 1.19.1's script: one version serves both
    "/bootstrap-table@1.19.0/dist/extensions/filter-control/bootstrap-table-filter-control.css":
        "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.min.css",
    "/bootstrap-table@1.19.0/dist/extensions/filter-control/bootstrap-table-filter-control.min.css":
        "bootstrap-table/dist/extensions/filter-control/bootstrap-table-filter-control.min.css",
    "/bootstrap-datepicker/1.9.0/js/bootstrap-datepicker.min.js": "bootstrap-datepicker/dist/js/bootstrap-datepicker.min.js",
    "/bootstrap-datepicker/1.9.0/css/bootstrap-datepicker.min.css": "bootstrap-datepicker/dist/css/bootstrap-datepicker.min.css",
    "/font-awesome/6.6.0/css/all.min.css": "@fortawesome/fontawesome-free/css/all.min.css",
    "/@forevolve/bootstrap-dark@1.1.0/dist/css/bootstrap-prefers-dark.css": "@forevolve/bootstrap-dark/dist/css/bootstrap-prefers-dark.css",
    "/npm/vega@5": "vega/build/vega.min.js",
    "/npm/vega-lite@5": "vega-lite/build/vega-lite.min.js",
    "/npm/vega-embed@6": "vega-embed/build/vega-embed.min.js",
}
#: directories a vendored stylesheet reaches by relative links (Font Awesome's fonts)
DIRECTORIES = ["@fortawesome/fontawesome-free/webfonts"]
#: GX's logo, which the site already holds
LOGO_PATH, SITE_LOGO = "/logo-long.png", Path("static") / "images" / "logo-long.png"
#: a remote address a page loads: a script, a stylesheet or an image
LOADED = re.compile(r'(<(?:script|link|img)\b[^>]*?\b(?:src|href)=")(https?://[^"]+)(")', re.IGNORECASE)


class AssetError(RuntimeError):
    """A page loads an address that has no vendored file, or the files are not installed."""


def modules_dir(assets: Path = ASSETS_DIR) -> Path:
    return assets / "node_modules"


def install(assets: Path = ASSETS_DIR, files=None) -> Path:
    """``npm ci`` in ``assets`` (the lock's versions and hashes) unless its node_modules holds
    every one of ``files`` (default: the Data Docs files)."""
    modules = modules_dir(assets)
    if all((modules / file).exists() for file in (files or FILES.values())):
        return modules
    if shutil.which("npm") is None:
        raise AssetError(f"npm (Node.js) is needed to vendor the scripts of {assets}; run scripts/bootstrap.sh")
    done = subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=assets,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise AssetError(f"npm ci in {assets} failed: {(done.stderr.strip().splitlines() or ['?'])[-1]}")
    return modules


def vendored_file(address: str) -> str | None:
    """The node_modules file serving ``address``, or None."""
    path = urlsplit(address).path
    return next((file for suffix, file in FILES.items() if path.endswith(suffix)), None)


def localize_page(html: str, page: Path, site: Path) -> tuple[str, list[str]]:
    """``html`` (the page at ``page`` in ``site``) with every address it loads pointed at the
    site's own copy; and the addresses it does not know."""
    unknown = []

    def local(match: re.Match) -> str:
        address = match.group(2)
        if urlsplit(address).path.endswith(LOGO_PATH):
            target = site / SITE_LOGO
        elif (file := vendored_file(address)) is not None:
            target = site / VENDOR_DIR / file
        else:
            unknown.append(address)
            return match.group(0)
        return match.group(1) + Path(os.path.relpath(target, page.parent)).as_posix() + match.group(3)

    return LOADED.sub(local, html), unknown


def localize(site: Path, assets: Path = ASSETS_DIR) -> int:
    """Copy the vendored files into ``site`` and point its pages at them; how many pages."""
    modules = install(assets)
    vendor = site / VENDOR_DIR
    for file in FILES.values():
        (vendor / file).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(modules / file, vendor / file)
    for directory in DIRECTORIES:
        shutil.copytree(modules / directory, vendor / directory, dirs_exist_ok=True)
    pages, unknown = 0, set()
    for page in sorted(site.rglob("*.html")):
        html, missing = localize_page(page.read_text(), page, site)
        unknown.update(missing)
        page.write_text(html)
        pages += 1
    if unknown:
        raise AssetError("Data Docs load addresses with no vendored file (add them to opsmeta/outputs/offline_assets.py "
                         f"and expectations/data_docs_assets/package.json): {sorted(unknown)}")
    return pages
