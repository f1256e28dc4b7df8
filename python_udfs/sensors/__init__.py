"""Sensors domain (seed: airflow-smart-sensor): the sensor_instance signature (canonical poke
context, stable hashcode, shardcode), shard ranges, and each sensor's outcome under the smart
sensor service, classic sensors and deferrable sensors, in closed form over its poke grid.

Facts followed: ``../shared/reference/sensors-airflow-smart-sensor.md``. Times are epoch
seconds. Plain Python, one sensor at a time: the reference the Spark wrappers are checked
against, and checked itself against a poke-by-poke simulation (``simulate_pokes``).

Modules: ``signature``, ``pokes`` and ``capacity``, importing nothing of Spark;
``spark_udfs`` registers them as Spark UDFs. The package re-exports the first three's public
names.
"""

from python_udfs.sensors.capacity import (
    DAY_SECONDS,
    POKE_MILLISECONDS,
    TRIGGERER_CAPACITY,
    cycle_overruns,
    daily_peaks,
    duplicate_share,
    shard_sizing,
)
from python_udfs.sensors.pokes import (
    FINAL_STATES,
    MODES,
    OUTCOME_SCHEMA,
    SENSING,
    SMART_SENSOR_POKE_INTERVAL_SECONDS,
    Outcome,
    PokedSensor,
    first_after,
    first_at_or_after,
    killed_state,
    mirrored_state,
    outcome,
    outcome_vec,
    sensor_timeout,
    simulate_pokes,
    timeout_state,
)
from python_udfs.sensors.signature import (
    SENSORS_ENABLED,
    SHARD_CODE_UPPER_LIMIT,
    SHARDS,
    SIGNATURE_SCHEMA,
    canonical_json,
    hashcode,
    shard_bounds,
    shard_of,
    shardcode,
    signature_vec,
)

__all__ = [
    "DAY_SECONDS",
    "FINAL_STATES",
    "MODES",
    "OUTCOME_SCHEMA",
    "Outcome",
    "POKE_MILLISECONDS",
    "PokedSensor",
    "SENSING",
    "SENSORS_ENABLED",
    "SHARDS",
    "SHARD_CODE_UPPER_LIMIT",
    "SIGNATURE_SCHEMA",
    "SMART_SENSOR_POKE_INTERVAL_SECONDS",
    "TRIGGERER_CAPACITY",
    "canonical_json",
    "cycle_overruns",
    "daily_peaks",
    "duplicate_share",
    "first_after",
    "first_at_or_after",
    "killed_state",
    "hashcode",
    "mirrored_state",
    "outcome",
    "outcome_vec",
    "sensor_timeout",
    "shard_bounds",
    "shard_of",
    "shard_sizing",
    "shardcode",
    "signature_vec",
    "simulate_pokes",
    "timeout_state",
]
