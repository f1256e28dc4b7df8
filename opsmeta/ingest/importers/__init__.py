"""Importers: real operational metadata into a domain's raw tables (``opsmeta import <format>``).

Each entry names the domain whose raw tables the importer writes and its module, which
exposes ``import_logs(paths, out_dir) -> dict[str, int]`` (rows written per raw table) and
raises its ``EventLogError`` (a ``ValueError``) for input it cannot read.
"""

from __future__ import annotations

import importlib

#: format name → (domain, module)
IMPORTERS = {"spark-eventlog": ("scheduling", "opsmeta.ingest.importers.spark.eventlog")}


def module(name: str):
    return importlib.import_module(IMPORTERS[name][1])
