"""The Spark half of the recorded platform (record.py --platform): DAGs whose tasks submit
real Spark applications (spark_job.py, spark-submit from a pyspark virtual environment of its
own), beside the sensor fleet of fleet_dags.py, on the same two-minute cron.

- ``spark_etl``: waits for its file (a poke sensor), then an application of about 20 s;
- ``spark_report``: an application of about 70 s, so that it overlaps the next runs' ones,
  in a namespace of its own (the ``spark.opsmeta.namespace`` conf); every third run it fails
  (a job's task raises), and so does the Airflow task.
"""

from __future__ import annotations

import datetime as dt

try:  # Airflow 3.x
    from airflow.providers.standard.operators.bash import BashOperator
    from airflow.providers.standard.sensors.filesystem import FileSensor
    from airflow.sdk import DAG
except ImportError:  # Airflow 2.10
    from airflow import DAG
    from airflow.operators.bash import BashOperator
    from airflow.sensors.filesystem import FileSensor

SCHEDULE = "*/2 * * * *"
START = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
DUE = "{{ data_interval_end.strftime('%H%M') }}"
#: spark-submit and spark_job.py, where record.py put them (outside the DAG folder)
SUBMIT = '"$OPSMETA_SPARK_SUBMIT" --master "local[2]" "$OPSMETA_SPARK_JOB"'


def platform_dag(dag_id: str) -> DAG:
    return DAG(dag_id, schedule=SCHEDULE, start_date=START, catchup=False, max_active_runs=2,
               tags=["opsmeta-platform"])


with platform_dag("spark_etl") as spark_etl:
    FileSensor(task_id="wait_input", filepath=f"shared/{DUE}.csv", mode="poke", poke_interval=15, timeout=240) \
        >> BashOperator(task_id="submit", bash_command=f"{SUBMIT} etl 20")

with platform_dag("spark_report") as spark_report:
    BashOperator(
        task_id="submit",
        bash_command=(f"{SUBMIT} report 70 "
                      "{{ 'fail' if data_interval_end.minute % 6 == 0 else '' }}"),
        env={"OPSMETA_SPARK_NAMESPACE": "reporting"}, append_env=True,
    )
