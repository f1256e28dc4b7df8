"""GX suites of the scheduling domain, one per mart (keyed by mart name).

Cross-table invariants of the simulated schedules (each query returns the rows that break
it; ``{batch}`` is the mart, ``{schema}`` the marts schema, ``{schema}_staging`` the staging
one) and volumes. Keys, nulls and accepted values are dbt tests in the marts' YAML.
"""

from expectations.suites import rejected_share_at_most
from python_udfs.scheduling import SCHEDULERS

SUITES: dict[str, list[tuple[str, dict]]] = {
    "split_quanta": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "no runner thread runs two quanta at once",
            "unexpected_rows_query": """
                select scheduler, worker, thread, start_ns, previous_end_ns
                from (
                    select scheduler, worker, thread, start_ns,
                        lag(end_ns) over (partition by scheduler, worker, thread order by start_ns) as previous_end_ns
                    from {batch}
                ) as quanta
                where start_ns < previous_end_ns
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "a split's quanta add up to its CPU",
            "unexpected_rows_query": """
                select quanta.scheduler, quanta.split_id, quanta.run_ns, splits.cpu_ns
                from (
                    select scheduler, split_id, sum(end_ns - start_ns) as run_ns
                    from {batch}
                    group by scheduler, split_id
                ) as quanta
                inner join {schema}_staging.stg_scheduling__split_traces as splits
                    on splits.split_id = quanta.split_id and splits.reject_reason is null
                where quanta.run_ns != splits.cpu_ns
            """,
        }),
    ],
    "split_latency": [
        ("ExpectColumnDistinctValuesToEqualSet", {"column": "scheduler", "value_set": list(SCHEDULERS)}),
        ("UnexpectedRowsExpectation", {
            "description": "every accepted split finishes under every scheduler",
            "unexpected_rows_query": """
                select schedulers.scheduler, splits.split_id
                from {schema}_staging.stg_scheduling__split_traces as splits
                cross join (select distinct scheduler from {batch}) as schedulers
                left anti join {batch} as latency
                    on latency.split_id = splits.split_id and latency.scheduler = schedulers.scheduler
                where splits.reject_reason is null
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "no split runs before it arrives",
            "unexpected_rows_query": "select scheduler, split_id from {batch} where first_run_ns < arrival_ns",
        }),
        ("UnexpectedRowsExpectation", {
            "description": "no single wait is longer than all of a split's time queued",
            "unexpected_rows_query": """
                select scheduler, split_id, longest_wait_ns, queued_ns
                from {batch}
                where longest_wait_ns < 0 or longest_wait_ns > queued_ns
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "on the clock, a split finishes its latency after it arrives",
            "unexpected_rows_query": """
                select scheduler, split_id, arrival_time, finish_time
                from {batch}
                where arrival_time is not null
                    and abs(finish_time - arrival_time - latency_ns / 1e9) > 1e-3
            """,
        }),
    ],
    "level_time_shares": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("ExpectColumnValuesToBeBetween", {"column": "cpu_share", "min_value": 0, "max_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "each worker's level shares sum to 1",
            "unexpected_rows_query": """
                select worker, sum(cpu_share) as total
                from {batch}
                group by worker
                having abs(sum(cpu_share) - 1) > 1e-9
            """,
        }),
        ("UnexpectedRowsExpectation", {
            "description": "the level selections count every mlfq quantum once",
            "unexpected_rows_query": """
                select selections.worker, selections.quanta, quanta.quanta
                from (select worker, sum(quanta) as quanta from {batch} group by worker) as selections
                full outer join (
                    select worker, count(*) as quanta from {schema}.split_quanta
                    where scheduler = 'mlfq' group by worker
                ) as quanta
                    on selections.worker = quanta.worker
                where selections.quanta is distinct from quanta.quanta
            """,
        }),
    ],
    "query_latency_comparison": [
        # one row per level at most; the levels come from a var
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "every query is in exactly one size class",
            "unexpected_rows_query": """
                select classified.queries, latency.queries
                from (select sum(queries) as queries from {batch}) as classified
                cross join (
                    select count(distinct query_id) as queries from {schema}.split_latency
                ) as latency
                where classified.queries != latency.queries
            """,
        }),
    ],
    "split_traces_rejected": [
        rejected_share_at_most(["split_traces", "worker_config"]),
    ],
}
