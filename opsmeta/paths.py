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
