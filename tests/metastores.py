"""A local PostgreSQL metastore for a test's own processes (`opsmeta metastore start`)."""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from opsmeta.engine import metastore
from opsmeta.serving import endpoint


@contextlib.contextmanager
def local_postgres(env: dict[str, str]) -> Iterator[dict[str, str]]:
    """Start a PostgreSQL metastore for processes run with ``env`` (its OPSMETA_HOME); the
    variables that point a process at it (OPSMETA_METASTORE_URL and where the server is).
    Stopped on exit."""
    server_dir = Path(tempfile.mkdtemp(prefix="opsmeta-pg-", dir="/tmp"))
    server_dir.chmod(0o755)  # the server's user (postgres, when the tests run as root) enters it
    settings = {metastore.DIR_ENV: str(server_dir), metastore.PORT_ENV: str(endpoint.free_port())}
    started = subprocess.run([sys.executable, "-m", "opsmeta.cli", "metastore", "start"], env={**env, **settings},
                             capture_output=True, text=True, timeout=300)
    assert started.returncode == 0, started.stderr
    export = started.stdout.strip().splitlines()[-1]
    assert export.startswith(f"export {metastore.URL_ENV}='jdbc:postgresql://127.0.0.1:"), export
    settings[metastore.URL_ENV] = export.split("=", 1)[1].strip("'")
    try:
        yield settings
    finally:
        subprocess.run([sys.executable, "-m", "opsmeta.cli", "metastore", "stop"], env={**env, **settings},
                       capture_output=True, timeout=120)
