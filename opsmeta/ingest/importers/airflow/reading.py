"""Reading an Airflow metadata database gently: read-only connections, one short transaction a
batch of rows (keyset pages of ``BATCH_ROWS`` by primary key), plain SELECTs that take no lock
a scheduler waits on. A user with SELECT alone is enough. Values are bound, never written into
the SQL text; table and column names are Airflow's, checked against the reflected schema."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

BATCH_ROWS = 5000
#: the tables read (whichever of them the schema has)
TABLES = ("alembic_version", "dag_run", "dag_tag", "task_instance", "task_instance_history", "task_reschedule", "trigger",
          "rendered_task_instance_fields", "serialized_dag", "log")


#: PostgreSQL URLs as Airflow's own configuration writes them (its sql_alchemy_conn), read
#: through psycopg whichever driver they name
POSTGRES_SCHEMES = ("postgresql", "postgres", "postgresql+psycopg2", "postgresql+psycopg")


def read_only_url(url: str) -> str:
    """``url`` opened read-only: SQLite through its ``mode=ro`` URI; PostgreSQL through psycopg
    (the driver opsmeta installs; Airflow's own URL may name psycopg2), its sessions set
    read-only on connect."""
    if url.startswith("sqlite:///") and "mode=ro" not in url:
        path = url[len("sqlite:///"):]
        return f"sqlite:///file:{path}?mode=ro&uri=true"
    scheme, _, rest = url.partition("://")
    if scheme in POSTGRES_SCHEMES:
        return "postgresql+psycopg://" + rest
    return url


class Database:
    """The tables of one Airflow metadata database, reflected once."""

    def __init__(self, url: str) -> None:
        import sqlalchemy as sa
        from sqlalchemy.pool import NullPool

        self._sa = sa
        self.url = url
        try:
            self.engine = sa.create_engine(read_only_url(url), poolclass=NullPool)
        except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError) as error:
            raise ValueError(f"--db {url!r}: not a SQLAlchemy URL this importer can open ({error})") from None
        if self.engine.dialect.name == "postgresql":
            @sa.event.listens_for(self.engine, "connect")
            def _read_only(dbapi_connection, _record):  # every session: read-only, never waiting on a lock
                with dbapi_connection.cursor() as cursor:
                    cursor.execute("set session characteristics as transaction read only")
                    cursor.execute("set lock_timeout = '2s'")
                dbapi_connection.commit()
        self.metadata = sa.MetaData()
        try:
            self.metadata.reflect(self.engine, only=lambda name, _meta: name in TABLES)
        except sa.exc.OperationalError as error:
            raise ValueError(f"--db: cannot read the database ({str(error.orig).splitlines()[0]})") from None

    def has(self, table: str, column: str | None = None) -> bool:
        found = self.metadata.tables.get(table)
        return found is not None and (column is None or column in found.columns)

    @contextmanager
    def _transaction(self):
        with self.engine.connect() as connection, connection.begin():
            yield connection

    def revision(self) -> str | None:
        if not self.has("alembic_version"):
            return None
        table = self.metadata.tables["alembic_version"]
        with self._transaction() as connection:
            row = connection.execute(self._sa.select(table.c.version_num)).first()
        return row[0] if row else None

    def rows(self, table: str, columns: Sequence[str], since: tuple[str, object] | None = None,
             where_in: tuple[str, Sequence] | None = None) -> Iterator[dict]:
        """The rows of ``table`` (those of its ``columns`` the schema has; the others None), page by
        page in primary-key order, each page in a transaction of its own; with ``since``
        (column, value), only rows whose column is at or after the value; with ``where_in``
        (column, values), only rows whose column is one of the values (None: null)."""
        sa = self._sa
        if not self.has(table):
            return
        found = self.metadata.tables[table]
        keys = list(found.primary_key.columns) or [found.c[columns[0]]]
        present = [found.c[c] for c in columns if c in found.columns]
        chosen = list(dict.fromkeys([*present, *keys]))
        last = None
        while True:
            query = sa.select(*chosen)
            if since is not None and since[0] in found.columns and since[1] is not None:
                query = query.where(found.c[since[0]] >= since[1])
            if where_in is not None:
                column, values = found.c[where_in[0]], [v for v in where_in[1] if v is not None]
                query = query.where(sa.or_(column.in_(values), *([column.is_(None)] if None in where_in[1] else [])))
            if last is not None:
                query = query.where(sa.tuple_(*keys) > sa.tuple_(*[sa.literal(v) for v in last]))
            query = query.order_by(*keys).limit(BATCH_ROWS)
            with self._transaction() as connection:
                page = [row._asdict() for row in connection.execute(query)]
            for row in page:
                yield {c: row.get(c) for c in columns}
            if len(page) < BATCH_ROWS:
                return
            last = tuple(page[-1][k.name] for k in keys)

    def close(self) -> None:
        self.engine.dispose()
