"""Where things live. Every location can be moved with an environment variable."""

import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]


def home() -> Path:
    """OPSMETA_HOME: warehouse, metastore, logs and reports (default ``<project>/.opsmeta``)."""
    return Path(os.environ.get("OPSMETA_HOME") or PROJECT_ROOT / ".opsmeta").resolve()


def raw_dir() -> Path:
    """OPSMETA_RAW_DIR: one Parquet directory per raw source (default ``$OPSMETA_HOME/raw``)."""
    return Path(os.environ.get("OPSMETA_RAW_DIR") or home() / "raw").resolve()


def warehouse_dir() -> Path:
    return home() / "warehouse"


def metastore_dir() -> Path:
    return home() / "metastore_db"


def reports_dir() -> Path:
    return home() / "reports"


def suite_outcomes_file() -> Path:
    """Each GX suite's latest result: written by ``opsmeta quality``, read by the ops report
    (``reports/quality.py``), which sits below the runner and so finds it here."""
    return reports_dir() / "data_quality.json"


def write_replacing(path: Path, content: str | bytes) -> None:
    """Write ``content`` (text or bytes) beside ``path`` and rename it over ``path``: a reader
    opens the old file or the new one, never half of one. Creates the directory."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    if isinstance(content, bytes):
        partial.write_bytes(content)
    else:
        partial.write_text(content)
    partial.replace(path)
