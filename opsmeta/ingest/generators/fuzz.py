"""Hostile raw data (``opsmeta generate --fuzz``): a domain's sample, then one more file per raw
table of rows made to break it.

The sample (the domain's own generator) already holds a share of rows breaking each of its
staging rules. The fuzz file adds, for every column of every raw table, rows that are a valid
row of the sample with that one column set to a hostile value: null, the extremes of its type
(0, -1, the type's min and max), an empty, a unicode, a very long or a JSON-array string, an
empty list or map, a list or map holding a null; and exact copies of sample rows (duplicate
keys). A build must quarantine what breaks a rule with its reason, take the rest, and pass
its data tests and GX suites: accepted + rejected = input.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from opsmeta import domains

FUZZ_FILE = "part-fuzz.parquet"
#: characters a quoting, escaping or encoding bug trips on: quotes, a comment, a backslash,
#: accents, a right-to-left mark, a character outside the BMP
UNICODE_TEXT = "ünïcødé ☃ 𝔘 \u202e ' \" \\ ;-- /* é"
LONG_TEXT_CHARS = 10_000
#: JSON that is not an object, for columns holding JSON text (and a name of brackets elsewhere)
JSON_ARRAY_TEXT = '["not", "an object"]'
#: exact copies of sample rows per raw table (duplicate keys)
DUPLICATES = 3


def generate(out_dir: Path, domain: str, size: int | str, seed: int, progress: bool = True,
             end: int | None = None) -> dict[str, int]:
    """The domain's sample under ``out_dir``, plus its fuzz file per raw table; rows per table."""
    generator = domains.get(domain).module("generator")
    counts = generator.generate(out_dir, size=size, seed=seed, progress=progress, end=end)
    fresh_keys = getattr(generator, "FUZZ_FRESH_KEYS", {})
    rng = np.random.default_rng(seed)
    for table in counts:
        directory = Path(out_dir) / table
        sample = pq.read_table(directory)
        hostile = hostile_rows(sample, rng, fresh_keys.get(table, ()))
        pq.write_table(hostile, directory / FUZZ_FILE)
        counts[table] += hostile.num_rows
    return counts


def hostile_rows(sample: pa.Table, rng: np.random.Generator, fresh_keys: tuple[str, ...] = ()) -> pa.Table:
    """Rows of ``sample``'s schema: per column and hostile value of its type, a sample row with
    that column set to the value; then DUPLICATES exact copies of sample rows.

    ``fresh_keys`` (a generator's ``FUZZ_FRESH_KEYS`` for the table) are string key columns
    the hostile rows get new values of: a row sharing the key of a sample row conflicts with
    it, and where the domain rejects both (one worker's two configs) and much of the sample
    hangs off that key, a hostile value would stand for every rule at once."""
    if sample.num_rows == 0:
        return sample
    parts = []
    for index, field in enumerate(sample.schema):
        values = hostile_values(field.type)
        rows = sample.take(rng.integers(0, sample.num_rows, len(values)))
        rows = rows.set_column(index, field, pa.array(values, field.type))
        for key in fresh_keys:
            if key != field.name:
                fresh = [f"{value}-fuzz-{field.name}-{i}" for i, value in enumerate(rows.column(key).to_pylist())]
                rows = rows.set_column(rows.schema.get_field_index(key), rows.schema.field(key), pa.array(fresh, pa.string()))
        parts.append(rows)
    parts.append(sample.take(rng.integers(0, sample.num_rows, DUPLICATES)))
    return pa.concat_tables(parts)


def hostile_values(data_type: pa.DataType) -> list:
    """The values a column of ``data_type`` is fuzzed with, null first."""
    if pa.types.is_integer(data_type):
        info = np.iinfo(data_type.to_pandas_dtype())
        return [None, 0, -1, int(info.min), int(info.max)]
    if pa.types.is_floating(data_type):
        return [None, 0.0, -1.0, float("inf"), float("-inf"), float("nan")]
    if pa.types.is_string(data_type) or pa.types.is_large_string(data_type):
        return [None, "", UNICODE_TEXT, "x" * LONG_TEXT_CHARS, JSON_ARRAY_TEXT]
    if pa.types.is_map(data_type):
        key = hostile_values(data_type.key_type)[1:]
        item = hostile_values(data_type.item_type)
        return [None, [], [(key[0], None)], [(k, item[-1]) for k in key]]
    if pa.types.is_list(data_type) or pa.types.is_large_list(data_type):
        return [None, [], [None], hostile_values(data_type.value_type)[1:]]
    if pa.types.is_struct(data_type):
        nulls = {field.name: None for field in data_type}
        return [None, nulls]
    return [None]

