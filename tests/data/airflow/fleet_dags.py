"""The sensor fleet recorded into tests/data/airflow/<version>/ (record.py): real Airflow
sensors in each mode, on files that record.py lands under the fs_default connection's root.

Every DAG runs on the same two-minute cron, so a run's data_interval_end (the time it is due,
in Airflow 2.10 and 3.x alike) names the files its sensors wait for: record.py lands them at
fixed delays after it, and never lands the `never/` ones.
"""

from __future__ import annotations

import datetime as dt
import os

try:  # Airflow 3.x
    from airflow.providers.standard.operators.bash import BashOperator
    from airflow.providers.standard.operators.python import PythonOperator
    from airflow.providers.standard.sensors.filesystem import FileSensor
    from airflow.providers.standard.sensors.python import PythonSensor
    from airflow.providers.standard.sensors.time_delta import TimeDeltaSensor
    from airflow.sdk import DAG

    def deferrable_time_delta(**kwargs):
        return TimeDeltaSensor(deferrable=True, **kwargs)
except ImportError:  # Airflow 2.10
    from airflow import DAG
    from airflow.operators.bash import BashOperator
    from airflow.operators.python import PythonOperator
    from airflow.sensors.filesystem import FileSensor
    from airflow.sensors.python import PythonSensor
    from airflow.sensors.time_delta import TimeDeltaSensorAsync

    def deferrable_time_delta(**kwargs):
        return TimeDeltaSensorAsync(**kwargs)

ROOT = os.environ["OPSMETA_FLEET_ROOT"]
SCHEDULE = "*/2 * * * *"
START = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
DUE = "{{ data_interval_end.strftime('%H%M') }}"


def landed(relative: str) -> bool:
    return os.path.exists(os.path.join(ROOT, relative))


def log_failure(context) -> None:
    print(f"sensor failed: {context['task_instance'].task_id}")


def fleet_dag(dag_id: str, **kwargs) -> DAG:
    return DAG(dag_id, schedule=SCHEDULE, start_date=START, catchup=False, max_active_runs=3,
               tags=["opsmeta-fleet"], **kwargs)


with fleet_dag("files_poke") as files_poke:
    wait = FileSensor(task_id="wait_poke", filepath=f"poke/{DUE}.csv", mode="poke", poke_interval=15, timeout=240)
    wait >> BashOperator(task_id="load", bash_command="sleep 3")

with fleet_dag("files_reschedule") as files_reschedule:
    wait_file = FileSensor(task_id="wait_reschedule", filepath=f"resched/{DUE}.csv", mode="reschedule",
                           poke_interval=20, timeout=240)
    wait_python = PythonSensor(task_id="wait_python", python_callable=landed, op_args=[f"resched/{DUE}.flag"],
                               mode="reschedule", poke_interval=25, timeout=240)
    [wait_file, wait_python] >> PythonOperator(task_id="transform", python_callable=lambda: None)

with fleet_dag("deferred") as deferred:
    wait_deferred = FileSensor(task_id="wait_deferred", filepath=f"deferred/{DUE}.csv", deferrable=True,
                               poke_interval=10, timeout=240)
    pause = deferrable_time_delta(task_id="pause", delta=dt.timedelta(seconds=30))
    [wait_deferred, pause] >> BashOperator(task_id="publish", bash_command="true")

with fleet_dag("timeouts") as timeouts:
    FileSensor(task_id="never_poke", filepath=f"never/{DUE}.csv", mode="poke", poke_interval=10, timeout=50,
               on_failure_callback=log_failure)
    FileSensor(task_id="never_soft", filepath=f"never/{DUE}.soft", mode="poke", poke_interval=10, timeout=40,
               soft_fail=True)
    FileSensor(task_id="never_retried", filepath=f"never/{DUE}.retry", mode="poke", poke_interval=10, timeout=600,
               execution_timeout=dt.timedelta(seconds=30), retries=1, retry_delay=dt.timedelta(seconds=5))
    # a sensor's own timeout fails it without a retry, retries left or not (AirflowSensorTimeout)
    FileSensor(task_id="never_timeout_retried", filepath=f"never/{DUE}.timeout", mode="poke", poke_interval=10,
               timeout=30, retries=1, retry_delay=dt.timedelta(seconds=5))

for name in ("shared_a", "shared_b", "shared_c"):
    with fleet_dag(name) as shared:
        FileSensor(task_id="wait_shared", filepath=f"shared/{DUE}.csv", mode="poke", poke_interval=20, timeout=240) \
            >> BashOperator(task_id="consume", bash_command="true")
    globals()[name] = shared
