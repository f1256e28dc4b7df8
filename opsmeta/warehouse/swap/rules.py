"""A swap's rules as plain functions: version and retired-log names, what is live, what may
be deleted and when, how an overwrite treats a table's partitions, and the few values a
statement may carry. No Spark here: every rule is unit-tested on its own."""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

VERSIONS_DIR = "_opsmeta_versions"


#: written into a version when it stops being a location; Spark skips files named `_...`
RETIRED_MARKER = "_opsmeta_retired_at"


#: under a table's versions: one file per switch, listing the partition directories it retired
RETIRED_LOG = "_retired"


#: how the metastore spells a null partition value
NULL_PARTITION = "__HIVE_DEFAULT_PARTITION__"


GRACE_ENV = "OPSMETA_VERSION_GRACE_SECONDS"


DEFAULT_GRACE_SECONDS = 900


VERSION_PATTERN = re.compile(r"^v-(?P<millis>\d{13})-(?P<token>[0-9a-f]{8})$")


#: characters a location may not hold: it is written into the ALTER statement as a literal
UNSAFE_LOCATION = re.compile(r"['\\\n\r]")


class SwapError(Exception):
    """A table that cannot be swapped (a location or option that cannot be written safely)."""


def version_name(now: float, token: str | None = None) -> str:
    """A new version's directory name: its creation time (epoch ms) and a random token."""
    token = token or secrets.token_hex(4)
    name = f"v-{int(now * 1000):013d}-{token}"
    if not VERSION_PATTERN.match(name):
        raise ValueError(f"not a version name: {name}")
    return name


def version_created(name: str) -> float | None:
    """When a version directory was created (epoch seconds), or None for another name."""
    match = VERSION_PATTERN.match(name)
    return int(match["millis"]) / 1000 if match else None


def versions_root(database_location: str, table: str) -> str:
    return f"{database_location.rstrip('/')}/{VERSIONS_DIR}/{table}"


def normal(location: str) -> str:
    return location.rstrip("/")


def is_live(directory: str, live_locations: Iterable[str]) -> bool:
    """Whether ``directory`` is, or holds, one of the table's locations (its own or a
    partition's)."""
    directory = normal(directory)
    return any(loc == directory or loc.startswith(directory + "/") for loc in map(normal, live_locations))


@dataclass(frozen=True)
class Version:
    path: str
    created: float | None  # from its name; None for a legacy (pre-version) location
    retired_at: float | None  # its marker's time, when it has one


def collectable(versions: Iterable[Version], live_locations: Iterable[str], now: float, grace_seconds: float) -> list[str]:
    """The versions that may be deleted: not a location of the table, and retired (or, never
    having been one, created: a killed write) more than ``grace_seconds`` ago. A directory of
    no version name is deleted only with a marker (a table's location before versions)."""
    live = [normal(loc) for loc in live_locations]
    doomed = []
    for version in versions:
        if is_live(version.path, live):
            continue
        since = version.retired_at if version.retired_at is not None else version.created
        if since is not None and now - since >= grace_seconds:
            doomed.append(version.path)
    return doomed


def retiring(before: Iterable[str], after: Iterable[str], candidates: Iterable[str]) -> list[str]:
    """The ``candidates`` (version directories) live before a switch and not after it."""
    before, after = list(before), list(after)
    return [c for c in candidates if is_live(c, before) and not is_live(c, after)]


PartitionKey = tuple[tuple[str, str | None], ...]


def partition_key(spec: Mapping[str, object]) -> PartitionKey:
    """A partition's values by column, as text (as the metastore keeps them), null as None: one
    key for a spec the metastore lists and for a row a build's plan names."""
    def text(value):
        if value is None or value == NULL_PARTITION:
            return None
        return str(value)

    return tuple(sorted((str(column), text(value)) for column, value in spec.items()))


@dataclass(frozen=True)
class PartitionPlan:
    """What an overwrite does to a table's partitions, by key: re-point those the new version
    and the table both have, add the new version's others, drop the ones the build's plan
    empties (and the new version does not write)."""
    repointed: list[PartitionKey]
    added: list[PartitionKey]
    dropped: list[PartitionKey]


def plan_overwrite(existing: Iterable[PartitionKey], written: Iterable[PartitionKey],
                   emptied: Iterable[PartitionKey]) -> PartitionPlan:
    existing, written = list(existing), list(written)
    have, writes = set(existing), set(written)
    dropped = sorted({key for key in emptied if key in have and key not in writes}, key=repr)
    return PartitionPlan(
        repointed=[key for key in written if key in have],
        added=[key for key in written if key not in have],
        dropped=dropped,
    )


def retired_log_name(now: float, token: str | None = None) -> str:
    """A retired log's file name: the switch's time (epoch ms), as a version's."""
    return version_name(now, token)


@dataclass(frozen=True)
class RetiredLog:
    path: str
    retired_at: float  # from its name: the switch's time
    directories: tuple[str, ...]


def collectable_retired(logs: Iterable[RetiredLog], live_locations: Iterable[str], now: float,
                        grace_seconds: float) -> tuple[list[str], list[str]]:
    """The partition directories to delete now and the retired logs done with. A log is done
    once its grace has run and none of its directories is live; a directory goes when the
    latest log naming it is past its grace and no location is, or lies in, it (a switch killed
    after its log was written left it live, and a later switch's log then counts its grace
    anew; a function's frozen copy keeps it live until the copy is dropped)."""
    logs = list(logs)
    live = [normal(loc) for loc in live_locations]
    latest: dict[str, float] = {}
    for log in logs:
        for directory in log.directories:
            latest[directory] = max(latest.get(directory, log.retired_at), log.retired_at)
    doomed = [directory for directory, at in latest.items() if now - at >= grace_seconds and not is_live(directory, live)]
    # a log naming a directory still live (a function's frozen copy reads it) waits for it
    done = [log.path for log in logs if now - log.retired_at >= grace_seconds
            and not any(is_live(directory, live) for directory in log.directories)]
    return doomed, done


def grace_seconds(environ: Mapping[str, str] | None = None) -> float:
    raw = (environ if environ is not None else os.environ).get(GRACE_ENV)
    if raw is None or raw == "":
        return DEFAULT_GRACE_SECONDS
    try:
        value = float(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise SwapError(f"{GRACE_ENV} is a number of seconds >= 0, got {raw!r}")
    return value


def checked_location(location: str) -> str:
    if UNSAFE_LOCATION.search(location):
        raise SwapError(f"a table location may not hold a quote, a backslash or a line break: {location!r}")
    return location


def options_clause(options: Mapping[str, object]) -> str:
    """A table's OPTIONS clause; keys and values are the project's configuration, never data,
    and one holding a quote or a backslash is refused (as the adapter's options_clause)."""
    if not options:
        return ""
    parts = []
    for key, value in options.items():
        for text in (str(key), str(value)):
            if "'" in text or "\\" in text:
                raise SwapError(f"table option {text!r}: a quote or a backslash is not allowed")
        parts.append(f"'{key}' '{value}'")
    return "options (" + ", ".join(parts) + ")"
