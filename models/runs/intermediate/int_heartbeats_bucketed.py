"""Node-seconds per run and bucket from heartbeats (the seed's approach 3). The runs go to
pandas in groups (a hash of the run id, as many as the shuffle has partitions), not one call
per run: a call costs milliseconds, and a run has few heartbeats."""

from pyspark.sql import functions as F

from python_udfs.runs import NODE_SECONDS_SCHEMA, node_seconds_by_bucket


def model(dbt, spark):
    dbt.config(materialized="table")
    bucket_seconds = int(dbt.config.get("bucket_seconds"))
    max_gap_seconds = int(dbt.config.get("heartbeat_max_gap_seconds"))

    terminal_statuses = [row.status for row in dbt.ref("run_statuses").where("is_terminal").collect()]
    heartbeats = dbt.ref("int_heartbeats_checked").where("reject_reason is null")
    as_of_time = dbt.ref("int_run_builds_planned").first()["as_of_time"]
    if as_of_time is None:
        # no valid run record: no "now" to count node-hours up to
        return spark.createDataFrame([], NODE_SECONDS_SCHEMA)

    def per_group(pdf):
        return node_seconds_by_bucket(pdf, as_of_time, terminal_statuses, bucket_seconds, max_gap_seconds)

    groups = int(spark.conf.get("spark.sql.shuffle.partitions"))
    return (
        heartbeats.select("namespace", "program_run_id", "status", "heartbeat_time", "node_count")
        .groupBy(F.pmod(F.xxhash64("program_run_id"), F.lit(groups)).alias("run_group"))
        .applyInPandas(per_group, NODE_SECONDS_SCHEMA)
    )
