"""The domain registry: every domain the project knows, declared once.

A domain is a folder ``models/<name>/`` (its raw landing contract in
``models/<name>/_<name>__sources.yml``) plus the Python pieces declared here: its sample-data
generator, its UDF module, its GX suites and its benchmark. Everything generic (CLI, main job,
UDF registration, data quality, raw-source registration, tests) iterates over :data:`DOMAINS`
and names no domain.

Raw layout: one Parquet directory per raw table, ``$OPSMETA_RAW_DIR/<table>/``. Table names
are unique across domains (:func:`raw_tables` checks it), so two domains never share one.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

from opsmeta import paths

#: The environment variable dbt_project.yml reads to enable a domain's models and sources;
#: set by :func:`export_enabled` (the adapter calls it before dbt renders the project).
ENABLED_ENV_PREFIX = "OPSMETA_DOMAIN_"
ENABLED_ENV = ENABLED_ENV_PREFIX + "{}_ENABLED"
#: Restricts the build to a comma-separated list of domains (default: every domain with data).
DOMAINS_ENV = "OPSMETA_DOMAINS"


@dataclass(frozen=True)
class Domain:
    """One domain: the seed it implements and the modules that make it up."""

    name: str
    seed: str
    #: unit of every ``*_time`` / ``*_at`` column of the domain
    time_unit: str
    generator: str
    udfs: str
    suites: str
    bench: str
    #: its section of the ops report (``opsmeta report``)
    report: str

    def module(self, kind: str) -> ModuleType:
        """The domain's ``generator``, ``udfs``, ``suites``, ``bench`` or ``report`` module."""
        return importlib.import_module(getattr(self, kind))

    @property
    def models_dir(self) -> Path:
        return paths.PROJECT_ROOT / "models" / self.name

    @property
    def sources_file(self) -> Path:
        return self.models_dir / f"_{self.name}__sources.yml"


DOMAINS: dict[str, Domain] = {
    domain.name: domain
    for domain in (
        Domain(
            name="runs",
            seed="cdap-active-runs-in-time-range.txt",
            time_unit="seconds",
            generator="opsmeta.ingest.generators.runs",
            udfs="python_udfs.runs.spark_udfs",
            suites="expectations.runs",
            bench="bench.runs",
            report="reports.runs",
        ),
        Domain(
            name="scheduling",
            seed="presto-multilevel-split-queue.txt",
            time_unit="nanoseconds",
            generator="opsmeta.ingest.generators.scheduling",
            udfs="python_udfs.scheduling.spark_udfs",
            suites="expectations.scheduling",
            bench="bench.scheduling",
            report="reports.scheduling",
        ),
        Domain(
            name="sensors",
            seed="airflow-smart-sensor.txt",
            time_unit="seconds",
            generator="opsmeta.ingest.generators.sensors",
            udfs="python_udfs.sensors.spark_udfs",
            suites="expectations.sensors",
            bench="bench.sensors",
            report="reports.sensors",
        ),
        Domain(
            name="streams",
            seed="pravega-pdp32-controller-metadata-scalability.txt",
            time_unit="milliseconds",
            generator="opsmeta.ingest.generators.streams",
            udfs="python_udfs.streams.spark_udfs",
            suites="expectations.streams",
            bench="bench.streams",
            report="reports.streams",
        ),
    )
}


def get(name: str) -> Domain:
    """The domain called ``name``; a clear error naming the known ones otherwise."""
    if name not in DOMAINS:
        raise ValueError(f"unknown domain {name!r}; known: {', '.join(DOMAINS)}")
    return DOMAINS[name]


@cache
def _raw_columns_of(sources_file: Path) -> dict[str, dict[str, str]]:
    """Each raw table a source YAML declares, with its columns (name: data_type)."""
    import yaml

    spec = yaml.safe_load(sources_file.read_text())
    return {
        table.get("identifier", table["name"]): {column["name"]: column["data_type"] for column in table.get("columns", [])}
        for source in spec.get("sources", [])
        for table in source.get("tables", [])
    }


def _raw_tables_of(sources_file: Path) -> tuple[str, ...]:
    return tuple(_raw_columns_of(sources_file))


def raw_columns(domain: Domain) -> dict[str, dict[str, str]]:
    """The raw tables of ``domain`` with their declared columns and types (the landing
    contract), from its source YAML."""
    return _raw_columns_of(domain.sources_file)


def raw_tables(domain: Domain) -> tuple[str, ...]:
    """The raw tables of ``domain``, read from its source YAML (the landing contract)."""
    tables = _raw_tables_of(domain.sources_file)
    for other in DOMAINS.values():
        if other.name != domain.name:
            shared = set(tables) & set(_raw_tables_of(other.sources_file))
            if shared:
                raise ValueError(
                    f"raw tables {sorted(shared)} are declared by both domains {domain.name} and "
                    f"{other.name}; raw table names must be unique across domains"
                )
    return tables


@dataclass(frozen=True)
class RawStatus:
    """What ``$OPSMETA_RAW_DIR`` holds of one domain."""

    domain: str
    present: tuple[str, ...]
    missing: tuple[str, ...]

    @property
    def state(self) -> str:
        """``complete``, ``absent`` (no table at all: the domain is skipped) or ``partial``."""
        if not self.missing:
            return "complete"
        return "absent" if not self.present else "partial"


def raw_status(domain: Domain, raw_dir: str | None = None) -> RawStatus:
    """Which of the domain's raw tables exist as directories under ``raw_dir``.

    A URI (``s3a://``, ``hdfs://`` ...) cannot be listed from here: every table counts as
    present and Spark reports what is missing.
    """
    root = raw_dir if raw_dir is not None else str(paths.raw_dir())
    tables = raw_tables(domain)
    if "://" in root:
        return RawStatus(domain.name, tables, ())
    present = tuple(t for t in tables if os.path.isdir(os.path.join(root, t)))
    return RawStatus(domain.name, present, tuple(t for t in tables if t not in present))


def selected() -> list[Domain]:
    """The domains ``OPSMETA_DOMAINS`` names (all when unset), each checked."""
    names = [n.strip() for n in os.environ.get(DOMAINS_ENV, "").split(",") if n.strip()]
    return [get(n) for n in names] if names else list(DOMAINS.values())


def enabled(raw_dir: str | None = None) -> dict[str, bool]:
    """Per domain, whether dbt builds it: selected and not absent from the raw dir.

    A partial domain stays enabled, so the build stops on it with an error naming the
    missing tables instead of building half a domain.
    """
    chosen = {d.name for d in selected()}
    return {
        name: name in chosen and raw_status(domain, raw_dir).state != "absent"
        for name, domain in DOMAINS.items()
    }


def export_enabled(raw_dir: str | None = None) -> dict[str, bool]:
    """Set ``OPSMETA_DOMAIN_<NAME>_ENABLED`` for every domain (dbt_project.yml reads them)."""
    flags = enabled(raw_dir)
    for name, on in flags.items():
        os.environ[ENABLED_ENV.format(name.upper())] = str(on)
    return flags


def enabled_by_environment() -> list[str]:
    """The domains enabled by the variables dbt_project.yml reads (unset: enabled)."""
    return [
        name for name in DOMAINS
        if os.environ.get(ENABLED_ENV.format(name.upper()), "True") == "True"
    ]
