"""The sensors section of the ops report: the what-if a platform team reads before switching
smart sensors on.

Worker slot-seconds per day in each mode (classic, smart, deferrable), and the pokes the
smart sensor's de-duplication saves per day.
"""

from __future__ import annotations

import altair as alt

from reports.charts import Chart, Reader, as_time, chart, sized

TITLE = "Sensors"
INTRO = "Airflow's smart sensor: what classic, smart and deferrable sensors would cost per day, and the pokes de-duplication saves."
MARTS = ("sensor_savings",)

DAY = alt.X("day_at:T", title="day (UTC)", timeUnit="utcyearmonthdate")
MODE = alt.Color("mode:N", title="mode", sort=["classic", "smart", "deferrable"])


def charts(read: Reader) -> list[Chart]:
    days = as_time(read("""
        select day_at, mode, worker_slot_seconds, peak_sensor_tasks, pokes, duplicate_pokes_avoided
        from {schema}.sensor_savings
        where period != 'total'
    """), "day_at")
    return [slot_seconds(days), pokes_saved(days)]


def slot_seconds(days) -> Chart:
    return chart(
        "sensors-slot-seconds", "Worker slot-seconds per day, by mode",
        "Slot-seconds sensor tasks hold on workers each day as classic sensors, as smart sensors "
        "(one task per shard) and as deferrable ones (sensor_savings).",
        days,
        lambda rows: sized(alt.Chart(rows).mark_bar().encode(
            DAY, alt.Y("worker_slot_seconds:Q", title="slot-seconds"), MODE, alt.XOffset("mode:N", sort=["classic", "smart", "deferrable"]),
            tooltip=[alt.Tooltip("day_at:T", format="%Y-%m-%d"), "mode:N", alt.Tooltip("worker_slot_seconds:Q", format=","),
                     "peak_sensor_tasks:Q"],
        )),
        "no day in sensor_savings",
    )


def pokes_saved(days) -> Chart:
    smart = days[days["mode"] == "smart"]
    poked = smart.melt(id_vars=["day_at"], value_vars=["pokes", "duplicate_pokes_avoided"], var_name="pokes", value_name="count")
    return chart(
        "sensors-pokes-saved", "Pokes saved by de-duplication",
        "Pokes the smart sensor makes per day, and the pokes of duplicate sensors (same hashcode) it does not repeat (sensor_savings).",
        poked,
        lambda rows: sized(alt.Chart(rows).mark_bar().encode(
            DAY, alt.Y("count:Q", title="pokes", stack=True),
            alt.Color("pokes:N", title=None, scale=alt.Scale(domain=["pokes", "duplicate_pokes_avoided"],
                                                             range=["#4c78a8", "#f58518"])),
            tooltip=[alt.Tooltip("day_at:T", format="%Y-%m-%d"), "pokes:N", alt.Tooltip("count:Q", format=",")],
        )),
        "no smart-sensor day in sensor_savings",
    )
