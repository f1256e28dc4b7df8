"""Runs domain (seed: cdap-active-runs-in-time-range): interval filter, bucket assignment,
heartbeat node-hours.

Times are epoch seconds. A run is *active in* ``[begin, end)`` (requirement R1) when
``start_time < end`` and (``stop_time`` is null or ``stop_time >= begin``): the begin bound
is inclusive for the stop time, the end bound exclusive for the start time. A run with
no stop time is running up to ``as_of``.

The bucket width and a heartbeat's longest vouching gap are the project's vars
(runs_bucket_seconds, runs_heartbeat_max_gap_seconds in dbt_project.yml): every function
takes them as arguments, and has no default of its own.

Modules: ``intervals`` (R1 and the buckets), ``builds`` (what an incremental build redoes),
``heartbeats`` (node hours), plain Python and pandas, importing nothing of Spark;
``spark_udfs`` registers them as Spark UDFs. The package re-exports the first three's public
names.
"""

from python_udfs.runs.builds import (
    changed_from_time,
    changed_from_time_vec,
    rebuild_reason,
)
from python_udfs.runs.heartbeats import (
    NODE_SECONDS_SCHEMA,
    active_runs_from_heartbeats,
    node_seconds_by_bucket,
    vouched_intervals,
)
from python_udfs.runs.intervals import (
    active_bucket_range,
    active_bucket_range_vec,
    bucket_floor,
    bucket_rows,
    is_active_in,
    is_active_in_vec,
)

__all__ = [
    "NODE_SECONDS_SCHEMA",
    "active_bucket_range",
    "active_bucket_range_vec",
    "active_runs_from_heartbeats",
    "bucket_floor",
    "bucket_rows",
    "changed_from_time",
    "changed_from_time_vec",
    "is_active_in",
    "is_active_in_vec",
    "node_seconds_by_bucket",
    "rebuild_reason",
    "vouched_intervals",
]
