"""Which Airflow wrote a metadata database: its schema revision (``alembic_version``), read
against the revisions Airflow's own releases end at (``airflow.utils.db._REVISION_HEADS_MAP``
of 2.10.5 and 3.3.2). A revision of none of them is refused with one line naming it."""

from __future__ import annotations

from dataclasses import dataclass

#: schema head revision -> (the releases that end at it, the schema family the reader uses)
REVISIONS = {
    "22ed7efa9da2": ("2.10.0-2.10.2", "2"),
    "5f2621c13b39": ("2.10.3-2.10.5", "2"),
    "29ce7909c52b": ("3.0.0-3.0.2", "3"),
    "fe199e1abd77": ("3.0.3-3.0.6", "3"),
    "cc92b33c6709": ("3.1.0-3.1.7", "3"),
    "509b94a1042d": ("3.1.8", "3"),
    "1d6611b6ab7c": ("3.2.x", "3"),
    "d2f4e1b3c5a7": ("3.3.x", "3"),
}


class AirflowSchemaError(ValueError):
    """A database that is not an Airflow metadata database this importer reads."""


@dataclass(frozen=True)
class Schema:
    revision: str
    releases: str
    family: str  # "2" (2.10.x) or "3" (3.x): where task_reschedule and dag_run's dates live


def schema_of(revision: str | None) -> Schema:
    if revision is None:
        raise AirflowSchemaError("no alembic_version row: not an Airflow metadata database (run `airflow db migrate` first?)")
    if revision not in REVISIONS:
        known = ", ".join(f"{releases} ({rev})" for rev, (releases, _) in REVISIONS.items())
        raise AirflowSchemaError(f"Airflow schema revision {revision!r} is not one this importer reads; it reads {known}")
    releases, family = REVISIONS[revision]
    return Schema(revision, releases, family)
