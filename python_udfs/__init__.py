"""The project's Python UDFs and pandas UDFs, one package per domain.

Each package keeps its algorithms as plain Python/NumPy modules that import nothing of Spark
(unit-tested without it), and a module of its own, ``<domain>.spark_udfs``, whose
``register(spark)`` wraps them as Spark UDFs. ``register_all`` is the one
public call every session makes: dbt's connection, the tests, the BI server, a notebook.
``DOMAIN_MODULES`` are the ``udfs`` entries of the registry in ``opsmeta/domains.py`` (its
completeness test checks they are the registry's, and the package's modules with a
``register``); the package imports nothing of the project above it, since executors import it
and have no opsmeta.
"""

from __future__ import annotations

import importlib

#: the modules that register a domain's UDFs; a list, so a session imports only these (not the
#: compiled kernels' modules, which they import when first called)
DOMAIN_MODULES = (
    "python_udfs.runs.spark_udfs", "python_udfs.scheduling.spark_udfs", "python_udfs.sensors.spark_udfs",
    "python_udfs.streams.spark_udfs",
)


def domain_modules() -> list[str]:
    """The package's modules that register UDFs, by name."""
    return sorted(DOMAIN_MODULES)


def register_all(spark) -> list[str]:
    """Register every domain's UDFs on ``spark``; returns the registered SQL names.

    On a cluster (non-local master) the package is shipped to the executors first,
    since pandas UDFs are unpickled there by module path.
    """
    _ship_to_executors(spark)
    names: list[str] = []
    for module in domain_modules():
        names.extend(importlib.import_module(module).register(spark))
    return names


#: Per Spark application, the digest of the package shipped to its executors.
_shipped: dict[str, str] = {}


def package_digest() -> str:
    """A digest of the package's source files: what executors would import."""
    import hashlib
    from pathlib import Path

    digest = hashlib.sha256()
    root = Path(__file__).parent
    for path in sorted(root.rglob("*.py")):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _ship_to_executors(spark) -> None:
    """Ship this package to the executors once per Spark application.

    Spark refuses a second file of the same name, and executors keep the first one they
    imported, so a package changed under a long-lived session (the BI server) is refused
    with a clear error instead of running two versions side by side.
    """
    context = spark.sparkContext
    if context.master.startswith("local"):
        return
    digest = package_digest()
    shipped = _shipped.get(context.applicationId)
    if shipped == digest:
        return
    if shipped is not None:
        raise RuntimeError(
            f"python_udfs changed since Spark application {context.applicationId} shipped it "
            f"({shipped} then, {digest} now); executors keep the first version: restart the "
            "session (e.g. `opsmeta serve`) to use the new one"
        )
    import os
    import shutil
    import tempfile

    package_dir = os.path.dirname(os.path.abspath(__file__))
    archive = shutil.make_archive(
        os.path.join(tempfile.mkdtemp(prefix="opsmeta-udfs-"), f"python_udfs-{digest}"),
        "zip",
        root_dir=os.path.dirname(package_dir),
        base_dir="python_udfs",
    )
    context.addPyFile(archive)
    _shipped[context.applicationId] = digest
