"""The raw files a build reads, checked against the landing contract before anything is built.

Each domain's source YAML declares its raw tables' columns and types. Spark given a file that
breaks them fails half-way through a build (after other tables were swapped in) with a message
about a Parquet column, or, for a missing column, reads nulls. So on run start, before any model,
every raw directory the build reads is checked: it exists, holds a Parquet file, and each file
modified before the build's input pin is readable and has every declared column with the
declared type. The first problem of each table stops the build with one message naming the
table, the file and the problem; the marts stay as they were.

Files are read with pyarrow (footers only); a raw directory that is a URI (``s3a://``,
``hdfs://``) is left to Spark.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from opsmeta import domains

#: Spark's simple types, and the file types (pyarrow's names) Spark 4 reads as each: the same
#: type or a narrower one it widens (checked on pyspark 4.1; a bigint is not read as a double)
SIMPLE_TYPES = {
    "string": ("string", "large_string"),
    "bigint": ("int64", "int32", "int16", "int8", "uint32", "uint16", "uint8"),
    "int": ("int32", "int16", "int8"),
    "smallint": ("int16", "int8"),
    "tinyint": ("int8",),
    "double": ("double", "float", "int32", "int16", "int8"),
    "float": ("float",),
    "boolean": ("bool",),
}


class ContractError(ValueError):
    """A declared type this check cannot read (a YAML the project got wrong)."""


@dataclass(frozen=True)
class SparkType:
    """A declared column type: a simple one, or array/map/struct of others."""

    kind: str
    of: tuple = ()  # array: (element,); map: (key, value); struct: ((name, type), ...)


def parse_type(text: str) -> SparkType:
    """A source YAML's ``data_type`` (Spark DDL: string, bigint, array<...>, map<k,v>,
    struct<name: type, ...>)."""
    parsed, rest = _parse(text.strip())
    if rest.strip():
        raise ContractError(f"cannot read the type {text!r}")
    return parsed


def _parse(text: str) -> tuple[SparkType, str]:
    lowered = text.lower()
    for kind in ("array", "map", "struct"):
        if lowered.startswith(kind + "<"):
            inner, rest = _bracketed(text[len(kind):])
            parts = _split_top(inner)
            if kind == "array":
                return SparkType(kind, (parse_type(parts[0]),)), rest
            if kind == "map":
                return SparkType(kind, (parse_type(parts[0]), parse_type(parts[1]))), rest
            fields = []
            for part in parts:
                name, _, field_type = part.partition(":")
                fields.append((name.strip().strip("`"), parse_type(field_type)))
            return SparkType(kind, tuple(fields)), rest
    name = lowered.split("<", 1)[0].split(",", 1)[0].split(">", 1)[0].strip()
    if name not in SIMPLE_TYPES:
        raise ContractError(f"cannot read the type {text!r}")
    return SparkType(name), text[text.lower().index(name) + len(name):]


def _bracketed(text: str) -> tuple[str, str]:
    """``<inner>rest`` as (inner, rest)."""
    depth = 0
    for position, char in enumerate(text):
        depth += {"<": 1, ">": -1}.get(char, 0)
        if depth == 0:
            return text[1:position], text[position + 1:]
    raise ContractError(f"unbalanced type {text!r}")


def _split_top(text: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for position, char in enumerate(text):
        depth += {"<": 1, ">": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(text[start:position])
            start = position + 1
    parts.append(text[start:])
    return [part.strip() for part in parts]


def type_problem(declared: SparkType, found) -> str | None:
    """Why a file's column of pyarrow type ``found`` does not hold the ``declared`` type, or
    None."""
    import pyarrow as pa

    if declared.kind in SIMPLE_TYPES:
        return None if str(found) in SIMPLE_TYPES[declared.kind] else f"is {found}, not {declared.kind}"
    if declared.kind == "array":
        if not (pa.types.is_list(found) or pa.types.is_large_list(found)):
            return f"is {found}, not an array"
        return _inner("element", type_problem(declared.of[0], found.value_type))
    if declared.kind == "map":
        if not pa.types.is_map(found):
            return f"is {found}, not a map"
        return _inner("key", type_problem(declared.of[0], found.key_type)) or _inner(
            "value", type_problem(declared.of[1], found.item_type))
    if not pa.types.is_struct(found):
        return f"is {found}, not a struct"
    fields = {found.field(i).name: found.field(i).type for i in range(found.num_fields)}
    for name, field_type in declared.of:
        if name not in fields:
            return f"lacks the field {name}"
        problem = _inner(f"field {name}", type_problem(field_type, fields[name]))
        if problem:
            return problem
    return None


def _inner(what: str, problem: str | None) -> str | None:
    return f"{what} {problem}" if problem else None


def problems(table: str, directory: str, columns: Mapping[str, str], before: float | None = None) -> list[str]:
    """What is wrong with raw table ``table``'s ``directory`` against its declared ``columns``
    (name: data_type), reading the files modified before ``before`` (epoch seconds; all when
    None): empty when nothing."""
    import pyarrow.parquet as pq

    root = Path(directory)
    if not root.is_dir():
        return [f"raw table {table}: its directory {directory} is missing"]
    files = [path for path in sorted(root.rglob("*")) if path.is_file() and not path.name.startswith(("_", "."))
             and not any(part.startswith(("_", ".")) for part in path.relative_to(root).parts[:-1])]
    if not files:
        return [f"raw table {table}: {directory} holds no Parquet file"]
    files = [path for path in files if before is None or path.stat().st_mtime < before]
    if not files:
        return [f"raw table {table}: {directory} holds only files written after this build started"]
    declared = {name.lower(): (name, parse_type(kind)) for name, kind in columns.items()}
    found = []
    for path in files:
        try:
            schema = pq.read_schema(path)
        except Exception as error:  # noqa: BLE001 - pyarrow's errors for a broken file vary
            found.append(f"raw table {table}: {path} is not a readable Parquet file ({_first_line(error)})")
            continue
        fields = {schema.field(i).name.lower(): schema.field(i).type for i in range(len(schema))}
        for key, (name, kind) in declared.items():
            if key not in fields:
                found.append(f"raw table {table}: {path} lacks the column {name} ({columns[name]})")
                break
            problem = type_problem(kind, fields[key])
            if problem:
                found.append(f"raw table {table}: {path}: column {name} {problem} (declared {columns[name]})")
                break
    return found


def _first_line(error: Exception) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]


def declared_columns(domain_name: str) -> dict[str, dict[str, str]]:
    """Each raw table of a domain with its declared columns (name: data_type)."""
    return domains.raw_columns(domains.get(domain_name))


def check(tables: Iterable[str], raw_dir: str, before: float | None = None) -> list[str]:
    """The problems of the raw ``tables`` (identifiers, of any domain) under ``raw_dir``: each
    table's first."""
    if "://" in raw_dir:
        return []
    owners = {table: name for name in domains.DOMAINS for table in declared_columns(name)}
    found = []
    for table in tables:
        if table not in owners:
            continue
        table_problems = problems(table, os.path.join(raw_dir, table), declared_columns(owners[table])[table], before)
        if table_problems:
            extra = len(table_problems) - 1
            found.append(table_problems[0] + (f" (and {extra} more problems in it)" if extra else ""))
    return found
