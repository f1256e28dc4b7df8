"""``opsmeta import spark-eventlog``: real Spark event logs (kept ones, compressed as Spark 4
writes them, and the one this test run's own dbt build writes) against Spark's own JSON
reader over the same decoded events, then through the simulator."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest

from opsmeta import cli
from opsmeta.ingest.importers.spark import eventlog
from python_udfs.scheduling import SCHEDULERS, simulate_workers

KEPT_LOGS = Path(__file__).parent / "data" / "spark_eventlogs"
MS = 1_000_000


def _imported(paths, out: Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    counts = eventlog.import_logs(paths, out)
    splits, workers = pd.read_parquet(out / "split_traces"), pd.read_parquet(out / "worker_config")
    assert counts == {"split_traces": len(splits), "worker_config": len(workers),
                      "run_records": len(pd.read_parquet(out / "run_records")),
                      "program_heartbeats": len(pd.read_parquet(out / "program_heartbeats"))}
    return splits, workers


def _spark_read(spark, log: Path):
    """The log as Spark's JSON reader sees it (decoded by Spark's own reader when compressed)."""
    decoder = eventlog.JvmDecoder()
    plain = decoder.decode(log) if eventlog.codec_of(log) else log
    frame = spark.read.json(str(plain))
    return frame, decoder


def _expected(spark, log: Path) -> tuple[str, pd.DataFrame, dict]:
    """Per task: its stage attempt, executor, CPU time, and its stage attempt's submission;
    the app id; the executors' cores — read with Spark SQL, not the importer's parser."""
    frame, decoder = _spark_read(spark, log)
    frame.createOrReplaceTempView("event_log")
    app = spark.sql("select `App ID` from event_log where Event = 'SparkListenerApplicationStart'").first()[0]
    tasks = spark.sql("""
        with submitted as (
            select `Stage Info`.`Stage ID` as stage, `Stage Info`.`Stage Attempt ID` as attempt,
                   `Stage Info`.`Submission Time` as submitted_ms
            from event_log where Event = 'SparkListenerStageSubmitted'
        )
        select t.`Task Info`.`Task ID` as task, t.`Stage ID` as stage, t.`Stage Attempt ID` as attempt,
               t.`Task Info`.`Executor ID` as executor, t.`Task Metrics`.`Executor CPU Time` as cpu_ns,
               s.submitted_ms
        from event_log t left join submitted s on t.`Stage ID` = s.stage and t.`Stage Attempt ID` = s.attempt
        where t.Event = 'SparkListenerTaskEnd'
    """).toPandas()
    cores = {row[0]: row[1] for row in spark.sql(
        "select `Executor ID`, `Executor Info`.`Total Cores` from event_log where Event = 'SparkListenerExecutorAdded'"
    ).collect()}
    decoder.close()
    spark.catalog.dropTempView("event_log")  # the session is shared: leave no name behind
    return app, tasks, cores


def test_kept_logs_import_every_task_with_its_stage_executor_and_cpu(spark, tmp_path):
    logs = sorted(KEPT_LOGS.glob("eventlog_v2_*"))
    assert {eventlog.codec_of(next(log.glob("events_*"))) for log in logs} == {".zstd", ".lz4"}
    splits, workers = _imported([KEPT_LOGS], tmp_path)
    for log in logs:
        app, tasks, cores = _expected(spark, next(log.glob("events_*")))
        mine = splits[splits["split_id"].str.startswith(f"{app}/")].set_index("split_id")
        assert len(mine) == len(tasks) > 0
        origin = tasks["submitted_ms"].min()
        for task in tasks.itertuples():
            row = mine.loc[f"{app}/task-{task.task}"]
            assert row["worker"] == f"{app}/{task.executor}"
            assert row["task_id"] == f"{app}/stage-{task.stage}.{task.attempt}"
            assert row["cpu_ns"] == task.cpu_ns
            assert row["arrival_ns"] == (task.submitted_ms - origin) * MS
            assert row["arrival_time"] == task.submitted_ms / 1000
            assert row["quantum_ns"] == 1_000_000_000 and pd.isna(row["blocked_ns"])
        assert dict(zip(workers["worker"], workers["runner_threads"], strict=True)).items() >= {f"{app}/{e}": c for e, c in cores.items()}.items()
        # the sample app: two SQL executions and one RDD job outside SQL
        assert sorted(mine["query_id"].unique()) == [f"{app}/job-5", f"{app}/sql-0", f"{app}/sql-1"]


@pytest.mark.dbt
def test_the_test_runs_own_build_log_imports_and_simulates(dbt_build, spark, opsmeta_home, tmp_path):
    """The event log this run's SparkSession is writing (the shared dbt build's jobs), copied
    mid-write: a torn last line is tolerated in an in-progress log."""
    (live,) = (opsmeta_home / "spark-events").iterdir()
    assert live.name.endswith(eventlog.INPROGRESS_SUFFIX)
    snapshot = tmp_path / "logs" / live.name
    snapshot.parent.mkdir()
    shutil.copyfile(live, snapshot)
    with snapshot.open("a") as log:
        log.write('{"Event":"SparkListenerTaskEnd","Stage ID":')  # Spark's next line, half written
    splits, workers = _imported([snapshot.parent], tmp_path / "raw")
    frame, decoder = _spark_read(spark, snapshot)
    task_ends = frame.where("Event = 'SparkListenerTaskEnd'").count()
    decoder.close()
    assert len(splits) == task_ends > 100  # a dbt build runs hundreds of Spark tasks
    assert splits["split_id"].is_unique and set(splits["worker"]) <= set(workers["worker"])

    accepted = splits[splits["cpu_ns"] > 0].merge(workers, on="worker")
    assert len(accepted) > 0.9 * len(splits)
    for scheduler in SCHEDULERS:
        quanta = simulate_workers(accepted, scheduler)
        done = (quanta["end_ns"] - quanta["start_ns"]).groupby(quanta["split_id"]).sum()
        assert done.sort_index().tolist() == accepted.set_index("split_id")["cpu_ns"].sort_index().tolist()


def test_a_torn_line_inside_a_finished_log_is_a_clear_error(tmp_path):
    log = tmp_path / "local-1.json"
    log.write_text('{"Event":"SparkListenerLogStart","Spark Version":"4.1.4"}\n{"Event":"SparkListenerTaskEnd",\n{"Event":"x"}\n')
    with pytest.raises(eventlog.EventLogError, match=r"local-1.json:2: a SparkListenerTaskEnd event that is not valid JSON"):
        eventlog.import_logs([log], tmp_path / "raw")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file or directory"),
        ("hello\n", "not a Spark event log line"),
    ],
)
def test_a_wrong_path_is_one_line_and_exit_2(content, message, tmp_path, capsys):
    path = tmp_path / "app.log"
    if content is not None:
        path.write_text(content)
    code = cli.main(["import", "spark-eventlog", str(path), "--out", str(tmp_path / "raw")])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"opsmeta import: {path}") and message in err and err.count("\n") == 1, err
