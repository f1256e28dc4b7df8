"""``python -m bench.superset``: opsmeta in a real Superset, as its users run it (issue 108).

Heavy, so on demand. Installs Superset (SUPERSET_VERSION) from PyPI into a cached virtual
environment of its own, then the BI client (clients/opsmeta-sqlalchemy) with the one
``pip install`` line docs/bi.md gives, and checks that ``pip check`` stays clean, no pin of
Superset's changed and ``superset version`` still runs; builds the sample on a local
PostgreSQL metastore and starts ``opsmeta serve`` with a password; starts Superset on
loopback (its metadata in SQLite under the bench's home); imports the ops dashboards bundle
(``opsmeta superset-bundle``) with ``superset import-dashboards`` and the saved queries through
the REST API; checks what Superset lists for schema ``opsmeta`` against the endpoint's own
SHOW TABLES / SHOW VIEWS and makes a dataset of every view; then opens each dashboard in
headless Chromium and counts the charts that drew data (a screenshot each). Stops everything
it started. Exit 1 when anything differs or a chart did not draw.

    python -m bench.superset [--port 8188]

Superset 6.1.0's wheel does not install as it runs: it imports ``rich`` and ``cachetools``
without declaring them, and Flask-Caching 2.4+ (which its range admits) breaks its cache
(``ignore_delete_many_errors``). SUPERSET_FIXES is what Superset's own pinned requirements
(requirements/base.txt in its repository) add; the bench installs them with Superset, before
the client, so that "stock" means Superset as it runs, and the client changes none of it.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from bench.harness import serving, shared_metastore_home
from bench.serve import _build
from opsmeta import paths

SUPERSET_VERSION = "6.1.0"
SUPERSET_FIXES = ("flask-caching==2.3.1", "rich", "cachetools")
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "opsmeta-superset"
CLIENT = paths.PROJECT_ROOT / "clients" / "opsmeta-sqlalchemy"
SEED = 11
BI_USER, BI_PASSWORD = "superset", "a superset bench password"
ADMIN, ADMIN_PASSWORD = "admin", "admin-bench-password"
BUILD_TIMEOUT_SECONDS = 3600


def superset_venv() -> Path:
    """Superset in its own virtual environment (cached), with SUPERSET_FIXES."""
    venv = CACHE / SUPERSET_VERSION
    if not (venv / "bin" / "superset").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        pip = [str(venv / "bin" / "pip"), "install", "--quiet"]
        subprocess.run([*pip, "--upgrade", "pip"], check=True)
        subprocess.run([*pip, f"apache-superset=={SUPERSET_VERSION}", *SUPERSET_FIXES], check=True)
    return venv


def pinned(venv: Path) -> dict[str, str]:
    listed = subprocess.run([str(venv / "bin" / "pip"), "list", "--format=json"], capture_output=True, text=True, check=True)
    return {p["name"].lower(): p["version"] for p in json.loads(listed.stdout)}


def install_client(venv: Path) -> dict:
    """The documented line, and what it changed: Superset's pins before and after, pip check,
    superset version. From stock: a client an earlier run installed is removed first."""
    subprocess.run([str(venv / "bin" / "pip"), "uninstall", "--quiet", "--yes", "opsmeta-sqlalchemy"], capture_output=True)
    before = pinned(venv)
    subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", str(CLIENT)], check=True)
    after = pinned(venv)
    check = subprocess.run([str(venv / "bin" / "pip"), "check"], capture_output=True, text=True)
    changed = {name: (before[name], after.get(name)) for name in before if before[name] != after.get(name)}
    added = sorted(set(after) - set(before))
    return {"changed": changed, "added": added, "pip_check": check.returncode == 0, "pip_check_says": check.stdout.strip()}


def superset_env(venv: Path, home: Path) -> dict[str, str]:
    config = home / "superset_config.py"
    config.write_text(
        f'SECRET_KEY = "opsmeta-bench-{os.getpid()}-not-a-secret-0123456789abcdef"\n'
        f'SQLALCHEMY_DATABASE_URI = "sqlite:///{home / "superset.db"}"\n'
        "WTF_CSRF_ENABLED = False  # the bench logs in and calls the REST API on loopback\n"
        "# the bench's browser opens dashboards without logging in (loopback only)\n"
        'AUTH_ROLE_PUBLIC = "Public"\n'
        'PUBLIC_ROLE_LIKE = "Admin"\n'
        "TALISMAN_ENABLED = False\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "SPARK_", "PYSPARK"))}
    env.update({"PATH": f"{venv / 'bin'}:{env.get('PATH', '')}", "SUPERSET_CONFIG_PATH": str(config),
                "SUPERSET_HOME": str(home)})
    return env


def superset_version(env: dict[str, str]) -> str:
    done = subprocess.run(["superset", "version"], env=env, capture_output=True, text=True, timeout=300)
    said = re.search(r"Superset \S*?(\d[\w.]*)", re.sub(r"\x1b\[[0-9;]*m", "", done.stdout))
    return f"Superset {said.group(1)}" if done.returncode == 0 and said else f"failed: {done.stderr.strip().splitlines()[-1:]}"


def prepare(env: dict[str, str]) -> None:
    for command in (["superset", "db", "upgrade"],
                    ["superset", "fab", "create-admin", "--username", ADMIN, "--firstname", "a", "--lastname", "b",
                     "--email", "admin@localhost", "--password", ADMIN_PASSWORD],
                    ["superset", "init"]):
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")


@contextmanager
def running_superset(env: dict[str, str], home: Path, port: int):
    with (home / "superset.log").open("w") as log:
        server = subprocess.Popen(["superset", "run", "-h", "127.0.0.1", "-p", str(port), "--with-threads"], env=env,
                                  stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + 300
            while True:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read()
                    break
                except OSError:
                    if server.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit(f"Superset did not start; see {home / 'superset.log'}") from None
                    time.sleep(2)
            yield f"http://127.0.0.1:{port}"
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=60)


class Api:
    """Superset's REST API as a logged-in admin: a session cookie from its login form (a JWT's
    requests run as an anonymous user in 6.1: creating a dataset then fails on its owner)."""

    def __init__(self, base: str) -> None:
        import http.cookiejar
        from urllib.parse import urlencode

        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        form = urlencode({"username": ADMIN, "password": ADMIN_PASSWORD}).encode()
        self.opener.open(urllib.request.Request(f"{base}/login/", data=form, method="POST"), timeout=300).read()
        if self.call("GET", "/api/v1/me/")["result"].get("username") != ADMIN:
            raise SystemExit("Superset's login form did not log the admin in")

    def upload(self, path: str, file: Path, fields: dict[str, str]) -> dict:
        """A multipart form with ``file`` as ``formData`` (Superset's import endpoints)."""
        boundary = f"opsmeta-{os.getpid()}-{time.monotonic_ns()}"
        parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
                 for name, value in fields.items()]
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="formData"; filename="{file.name}"\r\n'
                     "Content-Type: application/zip\r\n\r\n".encode() + file.read_bytes() + b"\r\n")
        return self._send("POST", path, b"".join(parts) + f"--{boundary}--\r\n".encode(),
                          f"multipart/form-data; boundary={boundary}")

    def call(self, method: str, path: str, body: dict | None = None) -> dict:
        return self._send(method, path, None if body is None else json.dumps(body).encode(), "application/json")

    def _send(self, method: str, path: str, data: bytes | None, content_type: str) -> dict:
        request = urllib.request.Request(self.base + path, method=method, data=data)
        request.add_header("Content-Type", content_type)
        try:
            with self.opener.open(request, timeout=300) as answer:
                return json.loads(answer.read() or b"{}")
        except urllib.error.HTTPError as error:
            raise SystemExit(f"{method} {path}: HTTP {error.code}: {error.read()[:2000]!r}") from None


def served_names(port: int) -> tuple[list[str], list[str]]:
    """The schema's tables and views as the endpoint itself answers SHOW TABLES / SHOW VIEWS."""
    from pyhive import hive

    connection = hive.connect(host="127.0.0.1", port=port, database="opsmeta", username=BI_USER, password=BI_PASSWORD,
                              auth="CUSTOM")
    try:
        cursor = connection.cursor()
        cursor.execute("show views in opsmeta")
        views = sorted(row[1] for row in cursor.fetchall() if not row[2])
        cursor.execute("show tables in opsmeta")
        tables = sorted(row[1] for row in cursor.fetchall() if not row[2] and row[1] not in views)
        return tables, views
    finally:
        connection.close()


def import_bundles(env: dict[str, str], api: Api, out: Path, uri: str) -> None:
    """The dashboards bundle as the docs say (``superset import-dashboards``), the saved queries
    through the REST API (Superset has no command for them)."""
    from opsmeta.outputs import superset as bundles

    dashboards, queries = bundles.write_bundles(out, uri)
    done = subprocess.run(["superset", "import-dashboards", "-p", str(dashboards), "-u", ADMIN], env=env,
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"superset import-dashboards failed:\n{done.stderr[-3000:]}")
    api.upload("/api/v1/saved_query/import/", queries, {"overwrite": "true"})


def saved_queries(super_home: Path) -> list[str]:
    """The saved queries' labels, from Superset's own metadata database (its list endpoint
    fails with an error 500 in 6.1: it compares its owner with an unloaded user)."""
    import sqlite3

    with sqlite3.connect(super_home / "superset.db") as metadata:
        return sorted(row[0] for row in metadata.execute("select label from saved_query"))


def bundles_functions() -> list[str]:
    from opsmeta.outputs import superset as bundles

    return sorted(bundles.function_examples())


def chart_states(dom: str) -> dict[str, str]:
    """Each chart of a dashboard's DOM by its title: drawn (a canvas, an SVG or a table with
    rows), an error, or empty."""
    states = {}
    for holder in re.split(r'(?=<div[^>]*class="[^"]*dashboard-component-chart-holder)', dom)[1:]:
        title = re.search(r'data-test="editable-title[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)<', holder) or \
            re.search(r'class="[^"]*header-title[^"]*"[^>]*>(?:<[^>]+>)*([^<]+)<', holder)
        name = html.unescape(title.group(1).strip()) if title else f"chart {len(states) + 1}"
        if re.search(r'data-test="error-message|alert-error|Unexpected error|class="[^"]*error', holder):
            states[name] = "error"
        elif "No results were returned" in holder or "No data" in holder:
            states[name] = "empty"
        elif "<canvas" in holder or "<svg" in holder or re.search(r"<table[^>]*>.*?<td", holder, re.S):
            states[name] = "drawn"
        else:
            states[name] = "not drawn"
    return states


def open_dashboard(base: str, slug: str, screenshot: Path) -> dict[str, str]:
    chromium = shutil.which("chromium")
    if not chromium:
        raise SystemExit("Debian's chromium is missing (scripts/browser-deps.sh installs it)")
    url = f"{base}/superset/dashboard/{slug}/?standalone=1"
    common = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
              "--disable-component-update", "--no-first-run", "--window-size=1400,2200", "--virtual-time-budget=90000"]
    subprocess.run([*common, f"--screenshot={screenshot}", url], capture_output=True, timeout=300, check=True)
    done = subprocess.run([*common, "--dump-dom", url], capture_output=True, text=True, timeout=300, check=True)
    (screenshot.with_suffix(".html")).write_text(done.stdout)
    return chart_states(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.superset", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8188, help="Superset's port on loopback")
    args = parser.parse_args(argv)

    venv = superset_venv()
    home, env = shared_metastore_home("superset", "tiny", SEED)
    installed = install_client(venv)
    super_home = home / "superset"
    super_home.mkdir(exist_ok=True)
    super_env = superset_env(venv, super_home)
    version = superset_version(super_env)
    print(f"Superset {SUPERSET_VERSION} + opsmeta-sqlalchemy: pins changed {installed['changed'] or 'none'}, "
          f"added {installed['added']}, pip check {'clean' if installed['pip_check'] else installed['pip_check_says']}; "
          f"superset version: {version!r}")
    failures = [] if installed["pip_check"] and not installed["changed"] and SUPERSET_VERSION in version else ["the install"]

    build = _build(env, home, "--vars", json.dumps({"runs_lookback_days": 2}))
    if build.wait(timeout=BUILD_TIMEOUT_SECONDS) != 0:
        raise SystemExit(f"the sample's build failed; see {home / 'logs'}")
    subprocess.run([sys.executable, "-m", "opsmeta.cli", "users", "add", BI_USER], input=BI_PASSWORD + "\n", env=env,
                   check=True, capture_output=True, text=True)
    (super_home / "superset.db").unlink(missing_ok=True)  # each run from an empty Superset
    prepare(super_env)
    shots = home / "screenshots"
    shots.mkdir(exist_ok=True)
    with serving(env, home) as port, running_superset(super_env, super_home, args.port) as base:
        tables, views = served_names(port)
        api = Api(base)
        uri = f"opsmeta://{BI_USER}:{quote(BI_PASSWORD)}@127.0.0.1:{port}/opsmeta"
        import_bundles(super_env, api, home / "bundles", uri)
        (database,) = [d["id"] for d in api.call("GET", "/api/v1/database/")["result"] if d["database_name"] == "opsmeta"]
        listed = api.call("GET", f"/api/v1/database/{database}/tables/?q=(force:!t,schema_name:opsmeta)")["result"]
        seen_tables = sorted(item["value"] for item in listed if item["type"] == "table")
        seen_views = sorted(item["value"] for item in listed if item["type"] == "view")
        print(f"Superset lists {len(seen_tables)} tables and {len(seen_views)} views for schema opsmeta; "
              f"the endpoint has {len(tables)} and {len(views)}")
        if (seen_tables, seen_views) != (tables, views):
            failures.append("the table list")
            print(f"  tables only in Superset: {sorted(set(seen_tables) - set(tables))}, missing: {sorted(set(tables) - set(seen_tables))}")
            print(f"  views only in Superset: {sorted(set(seen_views) - set(views))}, missing: {sorted(set(views) - set(seen_views))}")
        for view in views:
            made = api.call("POST", "/api/v1/dataset/", {"database": database, "schema": "opsmeta", "table_name": view})
            columns = api.call("GET", f"/api/v1/dataset/{made['id']}")["result"]["columns"]
            print(f"  dataset of view {view}: {len(columns)} columns")
            if not columns:
                failures.append(f"the dataset of {view}")
        saved = saved_queries(super_home)
        print(f"saved queries: {len(saved)} ({', '.join(saved)})")
        if len(saved) != len(bundles_functions()):
            failures.append("the saved queries")
        for dashboard in api.call("GET", "/api/v1/dashboard/?q=(page_size:100)")["result"]:
            slug = dashboard["slug"]
            states = open_dashboard(base, slug, shots / f"{slug}.png")
            charts = len(api.call("GET", f"/api/v1/dashboard/{dashboard['id']}/charts")["result"])
            drawn = sum(1 for state in states.values() if state == "drawn")
            print(f"  {slug}: {drawn} of {charts} charts drew data ({shots / (slug + '.png')})"
                  + "".join(f"\n    {name}: {state}" for name, state in states.items() if state != "drawn"))
            if drawn != charts:
                failures.append(f"dashboard {slug}")
    print("all as expected" if not failures else f"differs: {', '.join(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
