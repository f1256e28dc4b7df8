"""The project's Python UDFs and pandas UDFs, one module per domain.

Each module keeps the algorithm as plain Python/NumPy (unit-tested without Spark) and
exposes ``register(spark)``, which wraps it as Spark UDFs. ``register_all`` is the one
public call every session makes: dbt's connection, the tests, the BI server, a notebook.
"""

from __future__ import annotations

import importlib

DOMAIN_MODULES = ("python_udfs.runs",)


def register_all(spark) -> list[str]:
    """Register every domain's UDFs on ``spark``; returns the registered SQL names.

    On a cluster (non-local master) the package is shipped to the executors first,
    since pandas UDFs are unpickled there by module path.
    """
    _ship_to_executors(spark)
    names: list[str] = []
    for module_name in DOMAIN_MODULES:
        names.extend(importlib.import_module(module_name).register(spark))
    return names


def _ship_to_executors(spark) -> None:
    master = spark.sparkContext.master
    if master.startswith("local"):
        return
    import os
    import shutil
    import tempfile

    package_dir = os.path.dirname(os.path.abspath(__file__))
    archive = shutil.make_archive(
        os.path.join(tempfile.mkdtemp(prefix="opsmeta-udfs-"), "python_udfs"),
        "zip",
        root_dir=os.path.dirname(package_dir),
        base_dir="python_udfs",
    )
    spark.sparkContext.addPyFile(archive)
