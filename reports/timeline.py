"""The ops report's timeline across domains: what ran, scaled, waited and timed out in the
same hour, the view no single peer system gives.

Each series is one query over one domain's marts returning ``hour_at`` (epoch seconds, the
hour's start) and ``value``. Scheduling is drawn by its splits' clock times (a Spark stage's
submission; the sample's place in its span); a trace without a clock is left out, and said.
"""

from __future__ import annotations

from dataclasses import dataclass

import altair as alt
import pandas as pd

from reports.charts import Chart, Part, Reader, as_time, chart

TITLE = "Across domains"
INTRO = ("One timeline of every domain's hours: runs active and failing, streams scaling, sensors waiting and failing, "
         "splits arriving and queueing.")
SECONDS_PER_HOUR = 3600
#: hours of context drawn around the hours two domains share
MARGIN_HOURS = 12
#: a note for each domain whose rows may have no clock time, with the query counting those rows
WITHOUT_CLOCK = {
    "scheduling": ("split_latency", "select count(*) as value from {schema}.split_latency where arrival_time is null",
                   "{value} split rows have no clock time (a trace timed only from its start) and are not drawn"),
}


@dataclass(frozen=True)
class Series:
    domain: str
    name: str
    mart: str
    query: str


SERIES = (
    Series("runs", "runs active", "active_runs_hourly", """
        select bucket_at as hour_at, sum(active_runs) as value
        from {schema}.active_runs_hourly group by bucket_at
    """),
    Series("runs", "runs failed or killed", "active_runs_hourly", """
        select bucket_at as hour_at, sum(failed_runs + killed_runs) as value
        from {schema}.active_runs_hourly group by bucket_at having sum(failed_runs + killed_runs) > 0
    """),
    Series("streams", "stream scales", "stream_scale_summary", """
        select div(hour_at, 1000) as hour_at, sum(scales) as value
        from {schema}.stream_scale_summary group by hour_at
    """),
    # as classic sensors: one task per sensor, waiting from its start to its final state
    Series("sensors", "sensors waiting", "sensor_outcomes", f"""
        select hour_at, count(*) as value
        from (
            select explode(sequence(
                start_time - pmod(start_time, {SECONDS_PER_HOUR}),
                final_time - pmod(final_time, {SECONDS_PER_HOUR}),
                {SECONDS_PER_HOUR})) as hour_at
            from {{schema}}.sensor_outcomes
            where mode = 'classic' and final_time >= start_time
        ) as waiting
        group by hour_at
    """),
    Series("sensors", "sensors failed or timed out", "sensor_outcomes", f"""
        select final_time - pmod(final_time, {SECONDS_PER_HOUR}) as hour_at, count(*) as value
        from {{schema}}.sensor_outcomes
        where mode = 'classic' and final_state = 'failed'
        group by 1
    """),
    Series("scheduling", "splits arrived", "split_latency", f"""
        select hour_at, count(*) as value
        from (
            select cast(floor(arrival_time / {SECONDS_PER_HOUR}) * {SECONDS_PER_HOUR} as bigint) as hour_at
            from {{schema}}.split_latency
            where scheduler = 'mlfq' and arrival_time is not null
        ) as arrived
        group by hour_at
    """),
    Series("scheduling", "split seconds queued (mlfq)", "split_latency", f"""
        select hour_at, sum(queued_ns) / 1e9 as value
        from (
            select cast(floor(arrival_time / {SECONDS_PER_HOUR}) * {SECONDS_PER_HOUR} as bigint) as hour_at, queued_ns
            from {{schema}}.split_latency
            where scheduler = 'mlfq' and arrival_time is not null
        ) as queued
        group by hour_at
    """),
)


def part(read: Reader, built: set[str], names: list[str], schema: str) -> Part:
    notes = []
    for domain, (mart, query, why) in WITHOUT_CLOCK.items():
        if domain in names and mart in built:
            unclocked = int(read(query)["value"].iloc[0])
            if unclocked:
                notes.append(f"{domain.capitalize()}: {why.format(value=unclocked)}.")
    drawn = [series for series in SERIES if series.domain in names and series.mart in built]
    absent = sorted({series.domain for series in SERIES if series.domain in names} - {series.domain for series in drawn})
    notes += [f"{domain.capitalize()} is not on the timeline: not built." for domain in absent]
    frames = [read(series.query).assign(series=series.name, domain=series.domain) for series in drawn]
    hours = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["hour_at", "value", "series", "domain"])
    shown = shared_span(hours)
    if shown is None and hours["domain"].nunique() > 1:
        notes.append("The domains' data share no hour: each is drawn over its own span (scroll the time axis to zoom).")
    notes += outside(hours, shown)
    return Part([timeline(as_time(hours, "hour_at"), [series.name for series in drawn], shown)], notes)


def shared_span(hours: pd.DataFrame) -> tuple[int, int] | None:
    """The first and last hour (epoch seconds) that at least two domains have data in,
    widened by :data:`MARGIN_HOURS`; None when no hour is shared."""
    domains_per_hour = hours.groupby("hour_at")["domain"].nunique()
    shared = domains_per_hour[domains_per_hour > 1].index
    if len(shared) == 0:
        return None
    margin = MARGIN_HOURS * SECONDS_PER_HOUR
    return int(shared.min()) - margin, int(shared.max()) + margin + SECONDS_PER_HOUR


def outside(hours: pd.DataFrame, span: tuple[int, int] | None) -> list[str]:
    """A note for each domain with no hour in the span drawn: where its hours are."""
    if span is None:
        return []
    notes = []
    for domain, its in hours.groupby("domain"):
        if its["hour_at"].between(span[0], span[1]).any():
            continue
        first, last = (pd.Timestamp(int(edge), unit="s", tz="UTC").strftime("%Y-%m-%d") for edge in (its["hour_at"].min(), its["hour_at"].max()))
        notes.append(f"{domain.capitalize()} has no hour in the span drawn: its hours are {first} to {last} (scroll out to see them).")
    return notes


def timeline(hours: pd.DataFrame, order: list[str], span: tuple[int, int] | None) -> Chart:
    caption = ("Per hour (UTC), one row per series, each with its own scale; the same hour lines up across rows. "
               "Sensors are counted as classic sensors, one task each.")
    if span is not None:
        caption += " Drawn over the hours two or more domains share; scroll or drag the time axis to see the rest."

    def draw(rows):
        x_scale = alt.Scale(domain=[pd.Timestamp(edge, unit="s", tz="UTC").isoformat() for edge in span]) if span else alt.Undefined
        return alt.Chart(rows).mark_bar(clip=True).encode(
            alt.X("hour_at:T", title="hour (UTC)", scale=x_scale),
            alt.Y("value:Q", title=None),
            alt.Color("domain:N", title="domain"),
            tooltip=["hour_at:T", "series:N", "value:Q"],
        ).add_params(alt.selection_interval(bind="scales", encodings=["x"])).properties(width=700, height=70).facet(
            row=alt.Row("series:N", title=None, sort=order, header=alt.Header(labelAngle=0, labelAlign="left")),
        ).resolve_scale(y="independent")

    return chart("timeline-hours", "Runs, streams, sensors and scheduling hour by hour", caption, hours, draw,
                 "no domain with a clock-timed mart is built")
