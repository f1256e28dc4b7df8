"""The runs section of the ops report: what the CDAP design's hourly tables show an operator.

Active runs per hour (the bucket tables' count), node-hours from heartbeats, and the
earliest-start snapshot drawn as how far back a query for a window starting in that hour
has to look (``bucket_at - earliest_start_time``).
"""

from __future__ import annotations

import altair as alt

from reports.charts import Chart, Reader, as_time, chart, sized

TITLE = "Runs"
INTRO = "Program runs of the CDAP design: active runs and node-hours per hour and namespace, and the earliest-start snapshot."
MARTS = ("active_runs_hourly", "node_hours_hourly", "earliest_start_hourly")

HOUR = alt.X("bucket_at:T", title="hour (UTC)")
NAMESPACE = alt.Color("namespace:N", title="namespace")


def charts(read: Reader) -> list[Chart]:
    return [active_runs(read), node_hours(read), earliest_start(read)]


def active_runs(read: Reader) -> Chart:
    frame = read("""
        select namespace, bucket_at, active_runs, started_runs, stopped_runs
        from {schema}.active_runs_hourly
    """)
    return chart(
        "runs-active", "Active runs per hour",
        "Runs active at some point in each hour, stacked by namespace (active_runs_hourly).",
        as_time(frame, "bucket_at"),
        lambda rows: sized(alt.Chart(rows).mark_area(interpolate="step-after").encode(
            HOUR, alt.Y("sum(active_runs):Q", title="active runs", stack=True), NAMESPACE,
            tooltip=["bucket_at:T", "namespace:N", "active_runs:Q", "started_runs:Q", "stopped_runs:Q"],
        ).interactive(bind_y=False)),
        "no hour with runs in active_runs_hourly",
    )


def node_hours(read: Reader) -> Chart:
    frame = read("""
        select namespace, bucket_at, node_hours, runs_with_heartbeats
        from {schema}.node_hours_hourly
    """)
    return chart(
        "runs-node-hours", "Node-hours per hour",
        "Node-hours of running programs from their heartbeats, per namespace (node_hours_hourly).",
        as_time(frame, "bucket_at"),
        lambda rows: sized(alt.Chart(rows).mark_bar().encode(
            HOUR, alt.Y("sum(node_hours):Q", title="node-hours"), NAMESPACE,
            tooltip=["bucket_at:T", "namespace:N", alt.Tooltip("node_hours:Q", format=",.1f"), "runs_with_heartbeats:Q"],
        ).interactive(bind_y=False)),
        "no heartbeats in node_hours_hourly",
    )


def earliest_start(read: Reader) -> Chart:
    frame = read("""
        select namespace, bucket_at, earliest_start_time,
            (bucket_at - earliest_start_time) / 3600.0 as lookback_hours
        from {schema}.earliest_start_hourly
    """)
    return chart(
        "runs-earliest-start", "Earliest-start snapshot: how far back a range query looks",
        "Hours from each hour back to the earliest start among the runs active then (earliest_start_hourly); "
        "a query for a window starting in that hour scans runs started since, no further back.",
        as_time(frame, "bucket_at"),
        lambda rows: sized(alt.Chart(rows).mark_line(interpolate="step-after").encode(
            HOUR, alt.Y("lookback_hours:Q", title="hours back"), NAMESPACE,
            tooltip=["bucket_at:T", "namespace:N", alt.Tooltip("lookback_hours:Q", format=",.1f")],
        ).interactive(bind_y=False)),
        "no hour in earliest_start_hourly",
    )
