"""Superset's engine spec for ``opsmeta://`` URLs (entry point ``superset.db_engine_specs``).

Superset picks a spec by the URL's backend: ``hive+opsmeta://`` is Hive's, whose spec runs
``SHOW VIEWS`` itself and reads column 0 (on Spark, the namespace: one view named
``opsmeta``, whose dataset fails with TABLE_OR_VIEW_NOT_FOUND) and subtracts that from the
tables. This spec is Spark SQL's (its time grains) but lists tables and views through the
dialect's inspector, which reads Spark's answer by its name column.

Superset re-writes every query it runs through sqlglot in the dialect it maps the engine to
(``superset.sql.parse.SQLGLOT_DIALECTS``); an engine it does not know gets sqlglot's generic
dialect, which quotes identifiers with double quotes, a syntax error on Spark. Loading this
spec maps ``opsmeta`` to Spark there, unless Superset's config (SQLGLOT_DIALECTS_EXTENSIONS)
already maps it. Imported only by Superset: it imports Superset.
"""

from __future__ import annotations

from typing import Any

from sqlglot.dialects.dialect import Dialects
from superset.db_engine_specs.base import BaseEngineSpec
from superset.db_engine_specs.spark import SparkEngineSpec
from superset.sql.parse import SQLGLOT_DIALECTS


class OpsmetaEngineSpec(SparkEngineSpec):
    engine = "opsmeta"
    engine_name = "opsmeta"
    engine_aliases: set[str] = set()
    drivers = {"opsmeta": "opsmeta serve: Spark's HiveServer2 endpoint, through PyHive"}
    default_driver = "opsmeta"
    sqlalchemy_uri_placeholder = "opsmeta://user:password@host:10000/opsmeta"
    metadata: dict[str, Any] = {
        **SparkEngineSpec.metadata,
        "description": "The marts of opsmeta (operational metadata of data platforms), served by opsmeta serve.",
        "pypi_packages": ["opsmeta-sqlalchemy"],
        "connection_string": "opsmeta://{username}:{password}@{hostname}:{port}/opsmeta",
        "default_port": 10000,
    }

    @classmethod
    def get_table_names(cls, database, inspector, schema: str | None) -> set[str]:
        # the dialect already leaves views out (Presto's spec subtracts its own view list)
        return BaseEngineSpec.get_table_names.__func__(cls, database, inspector, schema)

    @classmethod
    def get_view_names(cls, database, inspector, schema: str | None) -> set[str]:
        return BaseEngineSpec.get_view_names.__func__(cls, database, inspector, schema)


SQLGLOT_DIALECTS.setdefault(OpsmetaEngineSpec.engine, Dialects.SPARK)
