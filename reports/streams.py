"""The streams section of the ops report: what PDP-32's controller records show an operator.

Scale events per hour (splits and merges), active segments per stream over time, and the
sealed bytes each sealed-size shard holds. Streams times are epoch milliseconds.
"""

from __future__ import annotations

import altair as alt
import pandas as pd

from reports.charts import Chart, Reader, as_time, chart, sized

TITLE = "Streams"
INTRO = "Pravega streams of PDP-32: scaling over time, active segments per stream, sealed bytes per size shard."
MARTS = ("stream_scale_summary", "sealed_segment_size_shards")
#: streams drawn one by one (lines, heat-map rows); beyond it, the most active ones
MOST_STREAMS = 20

HOUR = alt.X("hour_at:T", title="hour (UTC)")


def charts(read: Reader) -> list[Chart]:
    summary = as_time(read("""
        select concat(scope, '/', stream) as stream, hour_at, scales, splits, merges,
            rolling_transactions, active_segments
        from {schema}.stream_scale_summary
    """), "hour_at", "milliseconds")
    return [scale_events(summary), active_segments(summary), sealed_bytes(read)]


def _most(frame: pd.DataFrame, by: str) -> tuple[pd.DataFrame, str]:
    """The rows of the :data:`MOST_STREAMS` streams with the largest total ``by``, and a
    caption's note when others were left out."""
    totals = frame.groupby("stream")[by].sum().sort_values(ascending=False, kind="stable")
    if len(totals) <= MOST_STREAMS:
        return frame, ""
    kept = set(totals.index[:MOST_STREAMS])
    return frame[frame["stream"].isin(kept)], f" The {MOST_STREAMS} streams of most {by} of {len(totals)}."


def scale_events(summary: pd.DataFrame) -> Chart:
    events = summary.melt(id_vars=["stream", "hour_at"], value_vars=["splits", "merges", "rolling_transactions"],
                          var_name="event", value_name="count")
    events = events[events["count"] > 0]
    return chart(
        "streams-scale-events", "Scale events per hour",
        "Segment splits, merges and rolling transactions in each hour, all streams (stream_scale_summary).",
        events,
        lambda rows: sized(alt.Chart(rows).mark_bar().encode(
            HOUR, alt.Y("sum(count):Q", title="events"), alt.Color("event:N", title="event"),
            tooltip=["hour_at:T", "event:N", alt.Tooltip("sum(count):Q", title="events")],
        ).interactive(bind_y=False)),
        "no scale event in stream_scale_summary",
    )


def active_segments(summary: pd.DataFrame) -> Chart:
    shown, note = _most(summary, "scales")
    return chart(
        "streams-active-segments", "Active segments per stream",
        "Segments of each stream's active epoch at the end of every hour it scaled (stream_scale_summary)." + note,
        shown,
        lambda rows: sized(alt.Chart(rows).mark_line(interpolate="step-after", point=True).encode(
            HOUR, alt.Y("active_segments:Q", title="active segments"),
            alt.Color("stream:N", title="stream", scale=alt.Scale(scheme="category20")),
            tooltip=["stream:N", "hour_at:T", "active_segments:Q", "scales:Q"],
        ).interactive(bind_y=False)),
        "no stream in stream_scale_summary",
    )


def sealed_bytes(read: Reader) -> Chart:
    shards = read("""
        select concat(scope, '/', stream) as stream, shard, segments, size_bytes
        from {schema}.sealed_segment_size_shards
    """)
    shown, note = _most(shards, "size_bytes")
    streams = shown["stream"].nunique()
    return chart(
        "streams-sealed-shards", "Sealed bytes per size shard",
        "Bytes of the sealed segments each shard of each stream holds; a shard covers a fixed range of "
        "creation epochs (sealed_segment_size_shards)." + note,
        shown,
        lambda rows: alt.Chart(rows).mark_rect().encode(
            alt.X("shard:O", title="shard (creation epochs / shard size)"),
            alt.Y("stream:N", title=None),
            alt.Color("size_bytes:Q", title="sealed bytes", scale=alt.Scale(scheme="blues")),
            tooltip=["stream:N", "shard:O", "segments:Q", alt.Tooltip("size_bytes:Q", format=",")],
        ).properties(width="container", height=max(120, 18 * streams)),
        "no sealed segment with a known size in sealed_segment_size_shards",
    )
