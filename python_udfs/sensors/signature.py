"""The sensor_instance signature: the canonical poke context, its stable hashcode and
shardcode, and the shard a code falls in under Airflow's [smart_sensor] defaults."""

from __future__ import annotations

import hashlib
import json

import pandas as pd

#: Airflow's [smart_sensor] defaults.
SHARD_CODE_UPPER_LIMIT = 10_000
SHARDS = 5
SENSORS_ENABLED = ("NamedHivePartitionSensor",)


def canonical_json(value) -> str:
    """One text per JSON value: keys sorted, no insignificant whitespace, non-ASCII kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def hashcode(poke_context: dict) -> int:
    """A signed 64-bit hash of the canonical poke context, the same in every process and on
    every machine (Airflow's salted ``hash`` was not): the first 8 bytes of its BLAKE2b."""
    digest = hashlib.blake2b(canonical_json(poke_context).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def shardcode(code: int, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> int:
    """``hashcode mod upper_limit``, never negative (Python's ``%`` floors, like SQL ``pmod``)."""
    return code % upper_limit


def shard_bounds(shard: int, shards: int = SHARDS, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> tuple[int, int]:
    """Shard ``shard`` of ``shards`` covers shardcodes ``[lower, upper)``."""
    return shard * upper_limit // shards, (shard + 1) * upper_limit // shards


def shard_of(code: int, shards: int = SHARDS, upper_limit: int = SHARD_CODE_UPPER_LIMIT) -> int:
    """The one shard whose bounds hold ``code`` (a shardcode): the largest i with
    ``i*limit//n <= code``, which is ``((code + 1)*n - 1) // limit`` in integers."""
    return ((code + 1) * shards - 1) // upper_limit


# vectorised (pandas) versions, checked against the plain ones

SIGNATURE_SCHEMA = "poke_context string, hashcode bigint"


def signature_vec(poke_context: pd.Series) -> pd.DataFrame:
    """Canonical text and hashcode of each JSON text (both null when it is not a JSON object)."""
    canonical, codes = [], []
    for text in poke_context:
        try:
            value = json.loads(text) if isinstance(text, str) else None
        except ValueError:
            value = None
        if isinstance(value, dict):
            canonical.append(canonical_json(value))
            codes.append(hashcode(value))
        else:
            canonical.append(None)
            codes.append(None)
    return pd.DataFrame({"poke_context": canonical, "hashcode": pd.array(codes, dtype="Int64")})
