"""Importers: real operational metadata into a domain's raw tables (``opsmeta import <format>``).

Each entry names the domains whose raw tables the importer writes and its module, one package
per system: ``spark`` (event logs: ``import_logs(paths, out_dir, namespace, job_runs)``) and ``airflow`` (its
metadata database: ``import_airflow(url, out_dir, ...)``). Each returns the rows written per
raw table and raises a ``ValueError`` for input it cannot read.
"""

from __future__ import annotations

import importlib

#: format name → (the domains whose raw tables it writes, module)
IMPORTERS = {
    "spark-eventlog": (("scheduling", "runs"), "opsmeta.ingest.importers.spark.eventlog"),
    "airflow": (("sensors", "runs"), "opsmeta.ingest.importers.airflow"),
}


def module(name: str):
    return importlib.import_module(IMPORTERS[name][1])
