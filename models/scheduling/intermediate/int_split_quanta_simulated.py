"""Every quantum of every accepted split, under each scheduler: one pandas group per worker
(python_udfs.scheduling's simulator), the workers in parallel."""

from python_udfs.scheduling import QUANTA_SCHEMA, SCHEDULERS, SchedulerConfig, simulate_workers


def model(dbt, spark):
    dbt.config(materialized="table")
    # dbt ships to the model only the config keys it finds in plain dbt.config.get calls
    thresholds = dbt.config.get("level_thresholds_seconds")
    config = SchedulerConfig(
        level_thresholds_seconds=tuple(int(t) for t in str(thresholds).split(",")),
        level_time_multiplier=float(dbt.config.get("level_time_multiplier")),
        level_contribution_cap_seconds=int(dbt.config.get("level_contribution_cap_seconds")),
        priority_tracking=str(dbt.config.get("priority_tracking")),
        target_rounding=str(dbt.config.get("level_target_rounding")),
    )
    traces = dbt.ref("stg_scheduling__split_traces").where("reject_reason is null").select(
        "worker", "runner_threads", "query_id", "task_id", "split_id",
        "arrival_ns", "cpu_ns", "quantum_ns", "blocked_ns",
    )
    by_worker = traces.groupBy("worker")

    def under(scheduler):
        return by_worker.applyInPandas(lambda splits: simulate_workers(splits, scheduler, config), QUANTA_SCHEMA)

    simulated = [under(scheduler) for scheduler in SCHEDULERS]
    return simulated[0].unionByName(simulated[1])
