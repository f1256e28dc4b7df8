"""The retired-version log and the collection: which directories a switch stops reading (marked,
or listed in the table's retired log, before it does) and their deletion once their grace is
over and no reader (a table's locations, a function's frozen copy) can need them."""

from __future__ import annotations

import time

from opsmeta.warehouse.frozen_copies import pinned_locations
from opsmeta.warehouse.swap.rules import (
    RETIRED_LOG,
    RetiredLog,
    Version,
    collectable,
    collectable_retired,
    grace_seconds,
    retired_log_name,
    retiring,
    version_created,
    versions_root,
)
from opsmeta.warehouse.swap.storage import Storage
from opsmeta.warehouse.swap.tables import Target, live_locations, table_kind


def log_retired(storage: Storage, root: str, paths: list[str], now: float) -> None:
    """Write the partition directories a switch is about to stop reading to the table's retired
    log, before it does: their grace counts from then."""
    if paths:
        storage.write_text(f"{root}/{RETIRED_LOG}/{retired_log_name(now)}", "".join(f"{path}\n" for path in paths))


def _versions(storage: Storage, root: str, legacy: str | None) -> list[Version]:
    versions = []
    for path in storage.children(root):
        versions.append(Version(path, version_created(path.rsplit("/", 1)[-1]), storage.marker_time(path)))
    if legacy and storage.exists(legacy):
        marker = storage.marker_time(legacy)
        if marker is not None:
            versions.append(Version(legacy, None, marker))
    return versions


def retire(storage: Storage, root: str, before: list[str], after: list[str], now: float) -> None:
    """Mark the directories this switch stops reading, before it does: their grace counts from
    then. A table's location from before versions counts as one."""
    legacy = [before[0]] if before and not before[0].startswith(root + "/") else []
    candidates = [v.path for v in _versions(storage, root, None)] + legacy
    for directory in retiring(before, after, candidates):
        storage.mark_retired(directory, now)


def collect(spark, schema: str, table: str, storage: Storage | None = None, clock=time.time) -> list[str]:
    """Delete the table's versions and partition directories no reader can need any more
    (``collectable``, ``collectable_retired``): neither its locations nor those a function's
    frozen copy of it reads (opsmeta.warehouse.frozen_copies); those deleted."""
    storage = storage or Storage(spark)
    target = Target(schema, table)
    database_location = storage.qualified(spark.catalog.getDatabase(schema).locationUri)
    root = versions_root(database_location, table)
    live = (live_locations(spark, target) if table_kind(spark, target) else []) + pinned_locations(spark, schema, table)
    legacy = f"{database_location.rstrip('/')}/{table}"
    now = clock()
    doomed = collectable(_versions(storage, root, legacy), live, now, grace_seconds())
    partitions, logs_done = collectable_retired(_retired_logs(storage, root), live, now, grace_seconds())
    for path in doomed + partitions + logs_done:
        storage.delete(path)
    return doomed + partitions


def _retired_logs(storage: Storage, root: str) -> list[RetiredLog]:
    logs = []
    for path in storage.files(f"{root}/{RETIRED_LOG}"):
        created = version_created(path.rsplit("/", 1)[-1])
        if created is not None:
            logs.append(RetiredLog(path, created, tuple(line for line in storage.read_text(path).splitlines() if line)))
    return logs
