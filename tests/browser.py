"""Headless Chromium for the browser tests: a page drawn with the network blocked, its DOM
once its scripts ran, and a screenshot kept as a test artifact."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from opsmeta import paths

#: Chromium without the network: every host resolves nowhere, and no proxy is reachable
OFFLINE_FLAGS = ["--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9"]


def artifacts_dir() -> Path:
    """Where screenshots are kept after the run (OPSMETA_TEST_ARTIFACTS, default
    ``target/test-artifacts``)."""
    out = Path(os.environ.get("OPSMETA_TEST_ARTIFACTS") or paths.PROJECT_ROOT / "target" / "test-artifacts")
    out.mkdir(parents=True, exist_ok=True)
    return out


def rendered(page: Path, screenshot: Path, window: str = "1400,1000") -> str:
    """The page's DOM once its scripts ran, in headless Chromium offline; a screenshot saved."""
    chromium = shutil.which("chromium")
    assert chromium, "Debian's chromium is missing: scripts/test.sh installs it (scripts/browser-deps.sh)"
    common = [chromium, "--headless", "--no-sandbox", "--disable-gpu", *OFFLINE_FLAGS, "--virtual-time-budget=15000"]
    subprocess.run([*common, f"--screenshot={screenshot}", f"--window-size={window}", page.as_uri()],
                   capture_output=True, timeout=120, check=True)
    done = subprocess.run([*common, "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120, check=True)
    return done.stdout
