"""A sensor's poke context: what its poke checks, from the try's rendered fields and the
task's own (serialized) fields, by a rule per sensor class. Two sensors with the same context
poke for the same thing, which is what the smart sensor de-duplicated.

The rule for a class lists the fields that define its poke (Airflow's own
``poke_context_fields`` where the class had them); a class without a rule takes all its
rendered fields. A field is read from the rendered fields first (the last 30 runs' are kept),
else from the serialized task (its template, unrendered)."""

from __future__ import annotations

import json

#: sensor class -> the fields that define its poke
RULES = {
    "FileSensor": ("filepath", "fs_conn_id", "recursive"),
    "PythonSensor": ("python_callable_name", "op_args", "op_kwargs", "templates_dict"),
    "TimeDeltaSensor": ("delta", "data_interval_end"),
    "TimeDeltaSensorAsync": ("delta", "data_interval_end"),
    "DateTimeSensor": ("target_time",),
    "DateTimeSensorAsync": ("target_time",),
    "TimeSensor": ("target_time", "data_interval_end"),
    "ExternalTaskSensor": ("external_dag_id", "external_task_id", "external_task_ids", "external_task_group_id",
                           "logical_date", "execution_date"),
    "SqlSensor": ("conn_id", "sql", "parameters"),
    "S3KeySensor": ("bucket_key", "bucket_name", "wildcard_match", "aws_conn_id"),
    "HivePartitionSensor": ("table", "partition", "schema", "metastore_conn_id"),
    "NamedHivePartitionSensor": ("partition_names", "metastore_conn_id"),
    "MetastorePartitionSensor": ("table", "partition_name", "schema", "mysql_conn_id"),
}
#: fields that say when the poke is for rather than what it checks: a time sensor of each run
#: waits for its own moment
RUN_FIELDS = ("data_interval_end", "logical_date", "execution_date")


def poke_context(task_type: str, rendered: dict | None, task: dict, run: dict) -> str:
    """The canonical JSON text (sorted keys) of the sensor's poke context."""
    rendered = rendered or {}
    fields = RULES.get(task_type) or tuple(sorted(rendered)) or tuple(task.get("template_fields") or ())
    context = {}
    for name in fields:
        from_run = name in RUN_FIELDS and name not in rendered and name not in task
        value = run.get(name) if from_run else rendered.get(name, task.get(name))
        if value is not None:
            context[name] = value
    return json.dumps(context, sort_keys=True, separators=(",", ":"), default=str)
