"""Great Expectations suites, one per mart, keyed by mart name.

Each entry is ``(expectation class name, kwargs)``; ``opsmeta quality`` turns them into GX
suites in the file context under ``expectations/gx`` and validates every mart in one
checkpoint. A new mart needs an entry here (a test checks every mart has one).
"""

ACTIVE_STATUSES = ["PENDING", "STARTING", "RUNNING", "SUSPENDED", "RESUMING", "STOPPING"]
TERMINAL_STATUSES = ["COMPLETED", "FAILED", "KILLED", "REJECTED"]
RUN_STATUSES = ACTIVE_STATUSES + TERMINAL_STATUSES

SUITES: dict[str, list[tuple[str, dict]]] = {
    "program_runs": [
        ("ExpectTableRowCountToBeBetween", {"min_value": 1}),
        ("ExpectColumnValuesToNotBeNull", {"column": "program_run_id"}),
        ("ExpectColumnValuesToBeUnique", {"column": "program_run_id"}),
        ("ExpectColumnValuesToNotBeNull", {"column": "start_time"}),
        ("ExpectColumnValuesToBeInSet", {"column": "status", "value_set": RUN_STATUSES}),
        ("ExpectColumnValuesToBeBetween", {"column": "start_time", "min_value": 0}),
        ("ExpectColumnPairValuesAToBeGreaterThanB", {
            "column_A": "stop_time", "column_B": "start_time", "or_equal": True,
            "ignore_row_if": "either_value_is_missing",
        }),
        ("ExpectColumnPairValuesAToBeGreaterThanB", {
            "column_A": "as_of_time", "column_B": "start_time", "or_equal": True,
        }),
    ],
    "program_runs_rejected": [
        ("ExpectColumnValuesToNotBeNull", {"column": "reject_reason"}),
        ("ExpectColumnValuesToBeInSet", {
            "column": "source_table", "value_set": ["run_records", "program_heartbeats"],
        }),
    ],
    "active_run_buckets": [
        ("ExpectColumnValuesToNotBeNull", {"column": "program_run_id"}),
        ("ExpectColumnValuesToNotBeNull", {"column": "bucket_at"}),
        ("ExpectCompoundColumnsToBeUnique", {
            "column_list": ["namespace", "bucket_at", "program_run_id"],
        }),
        ("ExpectColumnValuesToBeBetween", {"column": "bucket_at", "min_value": 0}),
    ],
    "node_hours_hourly": [
        ("ExpectCompoundColumnsToBeUnique", {"column_list": ["namespace", "bucket_at"]}),
        ("ExpectColumnValuesToBeBetween", {"column": "node_hours", "min_value": 0}),
        ("ExpectColumnValuesToBeBetween", {"column": "runs_with_heartbeats", "min_value": 1}),
    ],
    "stopped_run_index": [
        ("ExpectColumnValuesToBeUnique", {"column": "program_run_id"}),
        ("ExpectColumnValuesToNotBeNull", {"column": "stop_time"}),
        ("ExpectColumnValuesToBeInSet", {"column": "status", "value_set": TERMINAL_STATUSES}),
        ("ExpectColumnPairValuesAToBeGreaterThanB", {
            "column_A": "stop_time", "column_B": "start_time", "or_equal": True,
        }),
    ],
    "earliest_start_hourly": [
        ("ExpectCompoundColumnsToBeUnique", {"column_list": ["namespace", "bucket_at"]}),
        ("ExpectColumnPairValuesAToBeGreaterThanB", {
            "column_A": "bucket_at", "column_B": "earliest_start_time", "or_equal": True,
        }),
    ],
    "active_runs_hourly": [
        ("ExpectCompoundColumnsToBeUnique", {"column_list": ["namespace", "bucket_at"]}),
        ("ExpectColumnValuesToBeBetween", {"column": "active_runs", "min_value": 0}),
        ("ExpectColumnValuesToBeBetween", {"column": "node_hours", "min_value": 0}),
    ],
}
