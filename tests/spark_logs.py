"""A Spark application's log as Spark's own JSON reader reads it: what the importer's tests
check the importer's rows against."""

from __future__ import annotations

from pathlib import Path

from opsmeta.ingest.importers.spark import eventlog


def _events(spark, log_dir: Path, decoder: eventlog.JvmDecoder):
    files = [decoder.decode(f) if eventlog.codec_of(f) else f for f in eventlog.app_logs([log_dir])[0]]
    return spark.read.json([str(f) for f in files])


def facts(spark, log_dir: Path) -> dict:
    """What the log says, read with Spark SQL: the application's id, name, user, namespace
    conf, start and end (ms), exit code, its jobs' results by id, and its executors' spans."""
    decoder = eventlog.JvmDecoder()
    try:
        frame = _events(spark, log_dir, decoder)
        frame.createOrReplaceTempView("app_log")
        names = set(frame.columns)

        def rows(query: str) -> list:
            return spark.sql(query).collect()

        start = rows("select `App ID`, `App Name`, `User`, `Timestamp` from app_log where Event = 'SparkListenerApplicationStart'")[0]
        end = rows("select `Timestamp`, " + ("`ExitCode`" if "ExitCode" in names else "null") +
                   " from app_log where Event = 'SparkListenerApplicationEnd'")
        properties = frame.schema["Spark Properties"].dataType.names if "Spark Properties" in names else []
        conf = rows("select `Spark Properties`.`spark.opsmeta.namespace` from app_log "
                    "where Event = 'SparkListenerEnvironmentUpdate'") if "spark.opsmeta.namespace" in properties else []
        jobs = {r[0]: r[1] for r in rows("select `Job ID`, `Job Result`.`Result` from app_log where Event = 'SparkListenerJobEnd'")}
        started_jobs = {r[0]: r[1] for r in rows("select `Job ID`, `Submission Time` from app_log where Event = 'SparkListenerJobStart'")}
        added = {r[0]: r[1] for r in rows("select `Executor ID`, `Timestamp` from app_log where Event = 'SparkListenerExecutorAdded'")}
        removed = {r[0]: r[1] for r in rows("select `Executor ID`, `Timestamp` from app_log "
                                            "where Event = 'SparkListenerExecutorRemoved'")} if "Removed Reason" in names else {}
        return {"app": start[0], "name": start[1], "user": start[2], "start_ms": start[3],
                "end_ms": end[0][0] if end else None, "exit": end[0][1] if end else None,
                "namespace": conf[0][0] if conf and conf[0][0] else None, "jobs": jobs, "job_starts": started_jobs,
                "executors": {e: (t, removed.get(e)) for e, t in added.items()}}
    finally:
        spark.catalog.dropTempView("app_log")
        decoder.close()
