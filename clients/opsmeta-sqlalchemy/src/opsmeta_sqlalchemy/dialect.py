"""``opsmeta://user:password@host:10000/opsmeta``: PyHive's Hive dialect for opsmeta serve.

PyHive reads a table's name from column 0 of ``SHOW TABLES``; Spark's Thrift server answers
(namespace, tableName, isTemporary), so every SQLAlchemy client (Superset's table list, the
inspector) saw one table named after the schema, once per table. This dialect reads the name
column, lists views apart from tables, and asks for CUSTOM authentication when the URL holds a
password (PyHive's default, NONE, refuses one). Registered as the SQLAlchemy dialects
``opsmeta`` (a backend of its own, which Superset gives to this package's engine spec) and
``hive.opsmeta`` (its earlier name: Superset treats it as Hive, whose spec lists views
wrongly). Works under SQLAlchemy 1.4 and 2.0.
"""

from __future__ import annotations

from pyhive.sqlalchemy_hive import HiveDialect
from sqlalchemy import text

#: the columns of Spark's SHOW TABLES / SHOW VIEWS
NAME_COLUMN, TEMPORARY_COLUMN = 1, 2


def names_of(rows) -> list[str]:
    """Table names from SHOW TABLES rows, in Spark's shape or Hive's (a name alone); session
    temporary views left out, as they belong to no schema."""
    names = []
    for row in rows:
        if len(row) > TEMPORARY_COLUMN:
            if not row[TEMPORARY_COLUMN]:
                names.append(row[NAME_COLUMN])
        else:
            names.append(row[0])
    return names


class OpsmetaDialect(HiveDialect):
    name = "opsmeta"
    driver = "opsmeta"
    supports_statement_cache = False

    @classmethod
    def import_dbapi(cls):  # SQLAlchemy 2.0; 1.4 calls PyHive's dbapi(), the same module
        from pyhive import hive

        return hive

    def create_connect_args(self, url):
        args, kwargs = super().create_connect_args(url)
        if kwargs.get("password") and "auth" not in kwargs:
            kwargs["auth"] = "CUSTOM"
        return args, kwargs

    def _show(self, connection, what: str, schema: str | None) -> list[str]:
        query = f"SHOW {what}"
        if schema:
            query += " IN " + self.identifier_preparer.quote_identifier(schema)
        return names_of(connection.execute(text(query)).fetchall())

    def get_table_names(self, connection, schema=None, **kw):
        views = set(self._show(connection, "VIEWS", schema))
        return [name for name in self._show(connection, "TABLES", schema) if name not in views]

    def get_view_names(self, connection, schema=None, **kw):
        return self._show(connection, "VIEWS", schema)
