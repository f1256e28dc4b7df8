"""The scheduling section of the ops report: Presto's multilevel split queue over the traces.

Each level's share of the workers' CPU against the share its multiplier aims at, and query
latency under MLFQ against FIFO per query size class. Scheduling times are nanoseconds from
the trace's start.
"""

from __future__ import annotations

import math

import altair as alt

from reports.charts import Chart, Reader, chart

TITLE = "Scheduling"
INTRO = "Presto's multilevel split queue replayed over split traces: level CPU shares and query latency against FIFO."
MARTS = ("level_time_shares", "query_latency_comparison")
NANOSECONDS_PER_SECOND = 1e9
PERCENTILES = ("p50", "p95", "p99")


def charts(read: Reader) -> list[Chart]:
    return [level_shares(read), latency_against_fifo(read)]


def level_shares(read: Reader) -> Chart:
    # every worker's time together: target shares are the same on each worker
    frame = read("""
        select level,
            sum(scheduled_ns) / sum(sum(scheduled_ns)) over () as cpu_share,
            max(target_share) as target_share,
            sum(quanta) as quanta
        from {schema}.level_time_shares
        group by level
    """)

    def draw(rows):
        base = alt.Chart(rows).encode(alt.X("level:O", title="level"))
        used = base.mark_bar(color="#4c78a8").encode(
            alt.Y("cpu_share:Q", title="share of CPU", axis=alt.Axis(format="%")),
            tooltip=["level:O", alt.Tooltip("cpu_share:Q", format=".1%"), alt.Tooltip("target_share:Q", format=".1%"), "quanta:Q"],
        )
        aimed = base.mark_tick(color="#e45756", thickness=3, size=40).encode(alt.Y("target_share:Q"))
        return (used + aimed).properties(width="container", height=240)

    return chart(
        "scheduling-level-shares", "CPU share of each level against its target",
        "Bars: each level's share of the scheduled CPU time, all workers (level_time_shares). "
        "Red ticks: the share the level's multiplier aims at.",
        frame, draw, "no scheduled time in level_time_shares",
    )


def latency_against_fifo(read: Reader) -> Chart:
    frame = read("""
        select size_class, class_order, queries,
            mlfq_p50_ns, mlfq_p95_ns, mlfq_p99_ns, fifo_p50_ns, fifo_p95_ns, fifo_p99_ns
        from {schema}.query_latency_comparison
    """)
    rows = frame.melt(id_vars=["size_class", "class_order", "queries"], var_name="measure", value_name="latency_ns")
    rows = rows.assign(
        policy=rows["measure"].str.split("_").str[0].str.upper(),
        percentile=rows["measure"].str.split("_").str[1],
        latency_seconds=rows["latency_ns"] / NANOSECONDS_PER_SECOND,
    ).drop(columns=["measure", "latency_ns"])
    classes = list(frame.sort_values("class_order")["size_class"])
    # a log scale has no zero: bars start at the power of ten below the smallest latency
    baseline = 10 ** math.floor(math.log10(rows["latency_seconds"].min())) if (rows["latency_seconds"] > 0).all() else 1e-3
    return chart(
        "scheduling-latency", "Query latency: MLFQ against FIFO, per size class",
        "Latency percentiles of the queries of each size class (by CPU time) under the multilevel queue "
        "and under FIFO over the same traces (query_latency_comparison); log scale.",
        rows,
        lambda rows: alt.Chart(rows).mark_bar().encode(
            alt.X("size_class:N", title="query size class", sort=classes),
            alt.XOffset("policy:N"),
            alt.Y("latency_seconds:Q", title="latency (s)", scale=alt.Scale(type="log", domainMin=baseline)),
            alt.Y2(datum=baseline),
            alt.Color("policy:N", title="policy", scale=alt.Scale(domain=["MLFQ", "FIFO"], range=["#4c78a8", "#f58518"])),
            tooltip=["size_class:N", "policy:N", "percentile:N", "queries:Q", alt.Tooltip("latency_seconds:Q", format=",.2f")],
        ).properties(width=250, height=220).facet(
            column=alt.Column("percentile:N", title=None, sort=list(PERCENTILES)),
        ),
        "no query in query_latency_comparison",
    )
