"""GX suites of the runs domain, one per mart (keyed by mart name).

They check what the dbt tests do not: volumes, and invariants across tables (each query
returns the rows that break it; ``{batch}`` is the mart, ``{schema}`` the marts schema).
Keys, nulls and accepted values are dbt tests in the marts' YAML.
"""

from expectations.suites import rejected_share_at_most

SUITES: dict[str, list[tuple[str, dict]]] = {
    "program_runs": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "each status is in the seed run_statuses; terminal ones, and only they, carry a stop",
            "unexpected_rows_query": """
                select runs.program_run_id, runs.status, runs.stop_time
                from {batch} as runs
                left join {schema}.run_statuses as statuses on runs.status = statuses.status
                where statuses.status is null
                    or statuses.is_terminal != (runs.stop_time is not null)
            """,
        }),
    ],
    "runs_as_of": [
        # one snapshot per build: one "now", which no accepted run is after
        ("ExpectTableRowCountToBeBetween", {"min_value": 1, "max_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "as_of is set and no accepted run starts or stops after it",
            "unexpected_rows_query": """
                select as_of.as_of_time, runs.latest_time
                from {batch} as as_of
                cross join (
                    select max(greatest(start_time, coalesce(stop_time, start_time))) as latest_time
                    from {schema}.program_runs
                ) as runs
                where as_of.as_of_time is null or as_of.as_of_time < runs.latest_time
            """,
        }),
    ],
    "run_builds": [
        # what the build covered: program_runs' latest record and the build's as_of
        ("ExpectTableRowCountToBeBetween", {"min_value": 1, "max_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": (
                "the watermark is program_runs' latest record_time, as_of is runs_as_of's and the"
                " statuses recorded are the seed run_statuses'"
            ),
            "unexpected_rows_query": """
                select builds.record_time, builds.as_of_time
                from {batch} as builds
                cross join (select max(record_time) as record_time from {schema}.program_runs) as runs
                cross join {schema}.runs_as_of as as_of
                where not (builds.record_time <=> runs.record_time)
                    or not (builds.as_of_time <=> as_of.as_of_time)
                    or not (builds.run_statuses <=> (
                        select array_sort(collect_list(struct(statuses.status, statuses.is_terminal)))
                        from {schema}.run_statuses as statuses
                    ))
            """,
        }),
    ],
    "program_runs_rejected": [
        rejected_share_at_most(["run_records", "program_heartbeats"]),
    ],
    "active_run_buckets": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("UnexpectedRowsExpectation", {
            "description": "every run running at as_of has its state row in the as_of bucket",
            "unexpected_rows_query": """
                select runs.program_run_id
                from {schema}.program_runs as runs
                left anti join {batch} as buckets
                    on buckets.program_run_id = runs.program_run_id
                    and buckets.status is not null
                    and buckets.stop_time is null
                where runs.is_active
            """,
        }),
    ],
    "run_heartbeats": [
        ("UnexpectedRowsExpectation", {
            "description": "a run's heartbeats vouch for disjoint intervals, none past as_of",
            "unexpected_rows_query": """
                select beats.program_run_id, beats.heartbeat_time, beats.vouched_until, beats.next_heartbeat_time
                from (
                    select program_run_id, heartbeat_time, vouched_until,
                        lead(heartbeat_time) over (
                            partition by program_run_id order by heartbeat_time, status, node_count
                        ) as next_heartbeat_time
                    from {batch}
                ) as beats
                cross join {schema}.runs_as_of as as_of
                where beats.vouched_until > beats.next_heartbeat_time
                    or beats.vouched_until > as_of.as_of_time
            """,
        }),
    ],
    "node_hours_hourly": [
        ("UnexpectedRowsExpectation", {
            "description": "runs with heartbeats in an hour are runs active in it (retention window)",
            "unexpected_rows_query": """
                select hours.namespace, hours.bucket_at, hours.runs_with_heartbeats, active.row_count
                from {batch} as hours
                inner join (
                    select namespace, bucket_at, count(*) as row_count
                    from {schema}.active_run_buckets
                    group by namespace, bucket_at
                ) as active
                    on active.namespace = hours.namespace and active.bucket_at = hours.bucket_at
                where hours.runs_with_heartbeats > active.row_count
            """,
        }),
    ],
    "stopped_run_index": [
        ("UnexpectedRowsExpectation", {
            "description": "the index holds exactly the stopped runs",
            "unexpected_rows_query": """
                select index_rows.row_count, stopped.row_count
                from (select count(*) as row_count from {batch}) as index_rows
                cross join (select count(*) as row_count from {schema}.program_runs where stop_time is not null) as stopped
                where index_rows.row_count != stopped.row_count
            """,
        }),
    ],
    "earliest_start_hourly": [
        ("UnexpectedRowsExpectation", {
            "description": "no run active in an hour started before the hour's earliest start",
            "unexpected_rows_query": """
                select buckets.namespace, buckets.bucket_at
                from {schema}.active_run_buckets as buckets
                inner join {batch} as earliest
                    on earliest.namespace = buckets.namespace and earliest.bucket_at = buckets.bucket_at
                group by buckets.namespace, buckets.bucket_at
                having min(buckets.start_time) < min(earliest.earliest_start_time)
            """,
        }),
    ],
    "active_runs_hourly": [
        ("UnexpectedRowsExpectation", {
            "description": "active runs per hour add up to the bucket table's rows",
            "unexpected_rows_query": """
                select hourly.active_runs, buckets.row_count
                from (select sum(active_runs) as active_runs from {batch}) as hourly
                cross join (select count(*) as row_count from {schema}.active_run_buckets) as buckets
                where hourly.active_runs != buckets.row_count
            """,
        }),
    ],
}
