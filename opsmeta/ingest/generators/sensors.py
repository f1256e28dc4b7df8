"""Sample sensor task instances and their targets (seed: airflow-smart-sensor).

Shapes: daily DAG runs over DAYS days wait on partitions, files and other DAGs' tasks; 40% of
the instances wait for a poke context another instance also waits for (the seed's share of
duplicates), written with other key orders and spacing so only the canonical form matches.
Most wait in `sensing`; a few were set elsewhere (success, failed) meanwhile. Each context's
condition comes true some time after its day ends (lognormal, median an hour) or, for 8%,
never. Beside them, the other operators' task instances of the same export (no poke or
execution context), one per DAG run, running after its sensors: the mix where sensors hold
about 70% of the running tasks' time, as the seed found at Airbnb. A small share of
malformed rows of each kind feeds the quarantine. Same seed, same bytes. Times are epoch
seconds.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyarrow as pa

from opsmeta.ingest.generators.span import SECONDS_PER_HOUR, floor_hour
from opsmeta.ingest.parquet_sink import ParquetDirectory

#: Named sizes: number of sensor task instances.
SIZES = {"tiny": 2_000, "small": 20_000, "medium": 100_000, "large": 1_000_000}
DAYS = 30
EPOCH = 1_790_000_000 - 1_790_000_000 % 86_400  # a midnight in 2026
#: how long the data runs on after its last day's midnight (its last runs' sensors wait and
#: end within it): a span ending at ``end`` starts DAYS days and this before it
TAIL_SECONDS = 7 * SECONDS_PER_HOUR
DUPLICATE_SHARE = 0.4
NEVER_AVAILABLE_SHARE = 0.08
#: operator class, module, its poke context's shape, share
OPERATORS = (
    ("NamedHivePartitionSensor", "airflow.providers.apache.hive.sensors.named_hive_partition", "hive", 0.7),
    ("ExternalTaskSensor", "airflow.sensors.external_task", "external", 0.2),
    ("S3KeySensor", "airflow.providers.amazon.aws.sensors.s3", "s3", 0.1),
)
POKE_INTERVALS = (60, 120, 300, 600)
TIMEOUTS = (3 * 3600, 6 * 3600, 12 * 3600)
EXECUTION_TIMEOUTS = (2 * 3600, 4 * 3600)
STATES = (("sensing", 0.9), ("success", 0.05), ("failed", 0.03), ("up_for_retry", 0.02))
#: the other operators' tasks: class, module; their median run time and states
TASK_OPERATORS = (
    ("HiveOperator", "airflow.providers.apache.hive.operators.hive"),
    ("PythonOperator", "airflow.operators.python"),
    ("SparkSubmitOperator", "airflow.providers.apache.spark.operators.spark_submit"),
)
TASK_MEDIAN_SECONDS = 3000
TASK_STATES = (("success", 0.9), ("failed", 0.03), ("running", 0.07))

TASK_INSTANCE_SCHEMA = pa.schema([
    ("dag_id", pa.string()),
    ("task_id", pa.string()),
    ("run_id", pa.string()),
    ("execution_date", pa.int64()),
    ("try_number", pa.int32()),
    ("max_tries", pa.int32()),
    ("state", pa.string()),
    ("operator", pa.string()),
    ("op_classpath", pa.string()),
    ("start_time", pa.int64()),
    ("end_time", pa.int64()),
    ("poke_context", pa.string()),
    ("execution_context", pa.string()),
    ("has_callbacks", pa.bool_()),
    ("mode", pa.string()),
    ("pokes_observed", pa.int32()),
    ("poke_interval_source", pa.string()),
    ("timeout_source", pa.string()),
    ("observed_until", pa.int64()),
])
TARGET_SCHEMA = pa.schema([("poke_context", pa.string()), ("available_time", pa.int64()), ("available_time_is_bound", pa.bool_())])


def generate(out_dir: Path, size: int | str = "tiny", seed: int = 7, invalid_fraction: float = 0.003,
             progress: bool = True, end: int | None = None) -> dict[str, int]:
    """Write ``sensor_task_instances`` and ``sensor_targets`` under ``out_dir``; row counts.
    The DAG runs' days end TAIL_SECONDS before ``end``'s hour (no end: they start at EPOCH)."""
    n = SIZES[size] if isinstance(size, str) else int(size)
    if n <= 0:
        raise ValueError("size must be positive")
    rng = np.random.default_rng(seed)
    epoch = EPOCH if end is None else floor_hour(end) - DAYS * 86_400 - TAIL_SECONDS
    contexts, context_of = _contexts(rng, n)
    instances = _instances(rng, n, contexts, context_of, epoch)
    instances_dir = ParquetDirectory(out_dir, "sensor_task_instances", TASK_INSTANCE_SCHEMA)
    instances_dir.write(instances)
    instances_dir.write(_invalid_instances(rng, instances, invalid_fraction))
    targets_dir = ParquetDirectory(out_dir, "sensor_targets", TARGET_SCHEMA)
    targets_dir.write(_targets(rng, contexts, epoch))
    instances_dir.write(_tasks(rng, instances, epoch))
    return {"sensor_task_instances": instances_dir.rows, "sensor_targets": targets_dir.rows}


def _contexts(rng, n: int) -> tuple[list[tuple[int, int, dict]], np.ndarray]:
    """Distinct poke contexts (operator, day, context) and which one each instance waits for:
    the first 60% of instances each have their own, the rest share one of those."""
    n_unique = max(1, int(round(n * (1 - DUPLICATE_SHARE))))
    operator = rng.choice(len(OPERATORS), n_unique, p=[o[3] for o in OPERATORS])
    day = rng.integers(0, DAYS, n_unique)
    contexts = [(int(op), int(d), _context(OPERATORS[op][2], i, int(d))) for i, (op, d) in enumerate(zip(operator, day, strict=True))]
    context_of = np.concatenate([np.arange(n_unique), rng.integers(0, n_unique, n - n_unique)])
    return contexts, rng.permutation(context_of)


def _context(shape: str, i: int, day: int) -> dict:
    ds = f"ds={day:02d}"
    if shape == "hive":
        return {"partition_names": [f"warehouse.table_{i % 997}/{ds}"], "metastore_conn_id": "metastore_default"}
    if shape == "external":
        return {"external_dag_id": f"upstream_{i % 211}", "external_task_id": "publish", "execution_delta": None, "allowed_states": ["success"]}
    return {"bucket_key": f"s3://landing/feed_{i % 389}/{ds}/_SUCCESS", "bucket_name": None, "wildcard_match": False}


def _text(rng, value: dict) -> str:
    """The same JSON object as some writer would put it: keys in any order, any spacing."""
    keys = list(value)
    rng.shuffle(keys)
    separators = ((",", ":"), (", ", ": "), (",", ": "))[int(rng.integers(0, 3))]
    return json.dumps({key: value[key] for key in keys}, separators=separators)


def _instances(rng, n: int, contexts, context_of: np.ndarray, epoch: int) -> dict:
    operator = np.array([contexts[c][0] for c in context_of])
    day = np.array([contexts[c][1] for c in context_of], dtype=np.int64)
    dag = rng.integers(0, max(1, n // DAYS), n)
    # one instance per (dag, task, day): a DAG with several sensors waits in several tasks
    task = np.zeros(n, dtype=np.int64)
    seen: dict = {}
    for i in range(n):
        key = (int(dag[i]), int(day[i]))
        task[i] = seen[key] = seen.get(key, -1) + 1
    execution_date = epoch + day * 86_400
    start = execution_date + 86_400 + rng.integers(0, 600, n)
    state = rng.choice([s for s, _ in STATES], n, p=[p for _, p in STATES])
    ended = state != "sensing"
    end = np.where(ended, start + rng.integers(60, 4 * 3600, n), 0)
    retries = rng.integers(0, 3, n)
    try_number = np.where(rng.random(n) < 0.1, np.minimum(retries + 1, 2), 1)
    poke_interval = rng.choice(POKE_INTERVALS, n)
    timeout = rng.choice(TIMEOUTS, n)
    has_execution_timeout = rng.random(n) < 0.3
    execution_timeout = rng.choice(EXECUTION_TIMEOUTS, n)
    soft_fail = rng.random(n) < 0.1
    execution_context = [
        _text(rng, {
            "poke_interval": int(poke_interval[i]), "timeout": int(timeout[i]),
            "execution_timeout": int(execution_timeout[i]) if has_execution_timeout[i] else None,
            "retries": int(retries[i]), "soft_fail": bool(soft_fail[i]),
            "email": None, "email_on_retry": True, "email_on_failure": True,
        })
        for i in range(n)
    ]
    return {
        "dag_id": np.char.add("dag_", dag.astype(str)),
        "task_id": np.char.add("wait_", task.astype(str)),
        "run_id": np.char.add("scheduled__", execution_date.astype(str)),
        "execution_date": execution_date,
        "try_number": try_number.astype(np.int32),
        "max_tries": retries.astype(np.int32),
        "state": state,
        "operator": np.array([OPERATORS[o][0] for o in operator]),
        "op_classpath": np.array([f"{OPERATORS[o][1]}.{OPERATORS[o][0]}" for o in operator]),
        "start_time": start,
        "end_time": pa.array(end, pa.int64(), mask=~ended),
        "poke_context": [_text(rng, contexts[c][2]) for c in context_of],
        "execution_context": execution_context,
        "has_callbacks": rng.random(n) < 0.05,
        **_not_recorded(n),
    }


def _not_recorded(n: int) -> dict:
    """The columns only an import from a real Airflow fills (what each try did and when it was
    observed): the sample's values are given whole, so they are null here."""
    return {
        "mode": pa.nulls(n, pa.string()),
        "pokes_observed": pa.nulls(n, pa.int32()),
        "poke_interval_source": pa.nulls(n, pa.string()),
        "timeout_source": pa.nulls(n, pa.string()),
        "observed_until": pa.nulls(n, pa.int64()),
    }


def _tasks(rng, instances: dict, epoch: int) -> dict:
    """The other operators' task instances of the same export: one per DAG run the sensors
    wait in, starting after them, running TASK_MEDIAN_SECONDS in the median (lognormal);
    a few of the last day's still running (no end). No poke or execution context: that is
    what marks them."""
    runs = sorted(set(zip(instances["dag_id"].tolist(), instances["execution_date"].tolist(), strict=True)))
    n = len(runs)
    execution_date = np.array([d for _, d in runs], dtype=np.int64)
    operator = rng.choice(len(TASK_OPERATORS), n)
    start = execution_date + 86_400 + 600 + np.exp(rng.normal(np.log(5400), 0.7, n)).astype(np.int64)
    duration = np.exp(rng.normal(np.log(TASK_MEDIAN_SECONDS), 0.8, n)).astype(np.int64) + 1
    state = rng.choice([s for s, _ in TASK_STATES], n, p=[p for _, p in TASK_STATES])
    # only the last day's runs can still be running when the export is taken
    ended = (state != "running") | (execution_date < epoch + (DAYS - 1) * 86_400)
    state = np.where(ended & (state == "running"), "success", state)
    return {
        "dag_id": np.array([dag for dag, _ in runs]),
        "task_id": np.full(n, "process"),
        "run_id": np.char.add("scheduled__", execution_date.astype(str)),
        "execution_date": execution_date,
        "try_number": np.ones(n, dtype=np.int32),
        "max_tries": rng.integers(0, 3, n).astype(np.int32),
        "state": state,
        "operator": np.array([TASK_OPERATORS[o][0] for o in operator]),
        "op_classpath": np.array([f"{TASK_OPERATORS[o][1]}.{TASK_OPERATORS[o][0]}" for o in operator]),
        "start_time": start,
        "end_time": pa.array(np.where(ended, start + duration, 0), pa.int64(), mask=~ended),
        "poke_context": pa.nulls(n, pa.string()),
        "execution_context": pa.nulls(n, pa.string()),
        "has_callbacks": rng.random(n) < 0.2,
        **_not_recorded(n),
    }


def _targets(rng, contexts, epoch: int) -> dict:
    """When each context's condition came true (none for some: never)."""
    kept = [c for c in contexts if rng.random() >= NEVER_AVAILABLE_SHARE]
    day = np.array([d for _, d, _ in kept], dtype=np.int64)
    delay = np.exp(rng.normal(np.log(3600), 1.0, len(kept))).astype(np.int64)
    return {
        "poke_context": [_text(rng, value) for _, _, value in kept],
        "available_time": epoch + (day + 1) * 86_400 + delay,
        "available_time_is_bound": pa.nulls(len(kept), pa.bool_()),  # the sample knows each time itself
    }


def _invalid_instances(rng, instances: dict, fraction: float) -> dict:
    """A few malformed rows of each kind the staging model must quarantine."""
    n_valid = len(instances["start_time"])
    n = max(8, int(round(n_valid * fraction))) if fraction > 0 else 0  # one of each kind at least
    index = rng.integers(0, n_valid, n)
    kind = np.arange(n) % 8
    columns = {name: (values.take(pa.array(index)) if isinstance(values, pa.Array) else np.asarray(values, dtype=object)[index])
               for name, values in instances.items()}
    columns["task_id"] = np.char.add(columns["task_id"].astype(str), "_bad")  # no clash with a valid row
    bad_context = {0: '{"partition_names": ["warehouse.t/ds=1"', 1: '["warehouse.t/ds=1"]'}
    columns["poke_context"] = [bad_context.get(k, text) for k, text in zip(kind, columns["poke_context"], strict=True)]
    # 2: the execution context misses poke_interval; 3: negative poke_interval
    columns["execution_context"] = [
        json.dumps({**json.loads(text), "poke_interval": -60}) if k == 3
        else json.dumps({key: v for key, v in json.loads(text).items() if key != "poke_interval"}) if k == 2
        else text
        for k, text in zip(kind, columns["execution_context"], strict=True)
    ]
    # 4: ended before it started; 5: a state Airflow does not have; 6: a null key
    start = columns["start_time"].astype(np.int64)
    columns["end_time"] = pa.array(np.where(kind == 4, start - 60, 0), pa.int64(), mask=kind != 4)
    columns["state"] = np.where(kind == 5, "bogus", np.where(kind == 4, "success", "sensing"))
    columns["dag_id"] = [None if k == 6 else d for k, d in zip(kind, columns["dag_id"], strict=True)]
    # 7: a sensor without its execution context (with neither, it would be another operator's task)
    columns["execution_context"] = [None if k == 7 else text for k, text in zip(kind, columns["execution_context"], strict=True)]
    return columns
