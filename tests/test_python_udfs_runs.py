"""python_udfs.runs without Spark: R1, bucket assignment, heartbeat node-hours."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from python_udfs import runs
from tests.project_vars import project_var
from tests.seeds import run_statuses

pytestmark = pytest.mark.unit

TERMINAL = run_statuses(terminal=True)

W = project_var("runs_bucket_seconds")
GAP = project_var("runs_heartbeat_max_gap_seconds")
HOUR = 3600


class TestIsActiveIn:
    def test_stop_exactly_at_begin_is_active(self):
        assert runs.is_active_in(0, 100, 100, 200)

    def test_stop_just_before_begin_is_not(self):
        assert not runs.is_active_in(0, 99, 100, 200)

    def test_start_exactly_at_end_is_not_active(self):
        assert not runs.is_active_in(200, None, 100, 200)

    def test_running_run_started_long_before_is_active(self):
        assert runs.is_active_in(-10**9, None, 100, 200)


class TestBucketFloor:
    def test_floor_of_negative_time(self):
        assert runs.bucket_floor(-1, W) == -W

    def test_rejects_zero_width(self):
        with pytest.raises(ValueError, match="bucket_seconds must be positive"):
            runs.bucket_floor(5, 0)


class TestActiveBucketRange:
    """Examples in hour-wide buckets."""

    def test_stop_on_bucket_boundary_includes_that_bucket(self):
        assert runs.active_bucket_range(90_000, 93_600, 100_000, 0, HOUR) == (90_000, 93_600)

    def test_running_run_reaches_as_of_bucket(self):
        assert runs.active_bucket_range(97_000, None, 100_000, 0, HOUR) == (93_600, 97_200)

    def test_clipped_to_window(self):
        assert runs.active_bucket_range(0, None, 100_000, 50_000, HOUR) == (46_800, 97_200)

    def test_run_ended_before_window_has_no_bucket(self):
        assert runs.active_bucket_range(0, 1_000, 100_000, 50_000, HOUR) is None

    def test_run_starting_after_as_of_has_no_bucket(self):
        assert runs.active_bucket_range(100_001, None, 100_000, 0, HOUR) is None


times = st.integers(min_value=0, max_value=400_000)


@st.composite
def run_rows(draw):
    n = draw(st.integers(min_value=1, max_value=40))
    starts = draw(st.lists(times, min_size=n, max_size=n))
    stops = [
        None if draw(st.booleans()) else s + draw(st.integers(0, 50_000)) for s in starts
    ]
    return starts, stops


@settings(max_examples=150, deadline=None)
@given(rows=run_rows(), as_of=times, lookback=st.integers(0, 200_000), width=st.sampled_from([1, 60, 3600]))
def test_vectorized_bucket_range_matches_scalar(rows, as_of, lookback, width):
    starts, stops = rows
    n = len(starts)
    got = runs.active_bucket_range_vec(
        pd.Series(starts, dtype="int64"),
        pd.Series(stops, dtype="Int64"),
        pd.Series([as_of] * n),
        pd.Series([as_of - lookback] * n),
        pd.Series([width] * n),
    )
    for i in range(n):
        expected = runs.active_bucket_range(starts[i], stops[i], as_of, as_of - lookback, width)
        actual = got.iloc[i]
        if expected is None:
            assert actual.isna().all()
        else:
            assert (int(actual.first_bucket_at), int(actual.last_bucket_at)) == expected


@settings(max_examples=150, deadline=None)
@given(rows=run_rows(), begin=times, length=st.integers(0, 50_000))
def test_vectorized_interval_filter_matches_r1(rows, begin, length):
    starts, stops = rows
    end = begin + length
    n = len(starts)
    got = runs.is_active_in_vec(
        pd.Series(starts, dtype="int64"),
        pd.Series(stops, dtype="Int64"),
        pd.Series([begin] * n),
        pd.Series([end] * n),
    )
    assert list(got) == [runs.is_active_in(s, e, begin, end) for s, e in zip(starts, stops, strict=True)]


def _beats(times, statuses, nodes):
    return pd.DataFrame(
        {
            "namespace": "ns",
            "program_run_id": "ns.a.SPARK.p.r",
            "status": statuses,
            "heartbeat_time": times,
            "node_count": nodes,
        }
    )


class TestNodeSecondsByBucket:
    def test_interval_split_across_buckets(self):
        beats = _beats([3000, 4800], ["RUNNING", "COMPLETED"], [2, 2])
        out = runs.node_seconds_by_bucket(beats, as_of=10_000, terminal_statuses=TERMINAL, bucket_seconds=3600, max_gap_seconds=1800)
        assert out[["bucket_at", "node_seconds"]].values.tolist() == [[0, 1200.0], [3600, 2400.0]]

    def test_gap_is_capped(self):
        beats = _beats([0, 7200], ["RUNNING", "RUNNING"], [1, 1])
        out = runs.node_seconds_by_bucket(beats, as_of=7300, terminal_statuses=TERMINAL, bucket_seconds=3600, max_gap_seconds=1800)
        assert out[["bucket_at", "node_seconds"]].values.tolist() == [[0, 1800.0], [7200, 100.0]]

    def test_terminal_heartbeat_vouches_for_nothing(self):
        beats = _beats([100], ["FAILED"], [4])
        assert runs.node_seconds_by_bucket(beats, as_of=10_000, terminal_statuses=TERMINAL, bucket_seconds=W, max_gap_seconds=GAP).empty

    def test_total_equals_vouched_time(self):
        rng = np.random.default_rng(3)
        times = np.sort(rng.choice(100_000, 50, replace=False))
        beats = _beats(times, ["RUNNING"] * 50, [3] * 50)
        out = runs.node_seconds_by_bucket(beats, as_of=200_000, terminal_statuses=TERMINAL, bucket_seconds=W, max_gap_seconds=1800)
        ends = np.minimum(np.append(times[1:], 10**12), times + 1800)
        assert out["node_seconds"].sum() == pytest.approx(3 * (ends - times).sum())

    @settings(max_examples=60, deadline=None)
    @given(st.lists(
        st.tuples(
            st.sampled_from(["ns0.a.r1", "ns0.a.r2", "ns1.b.r3"]),
            st.integers(0, 20_000),
            st.sampled_from(["RUNNING", "RUNNING", "COMPLETED"]),
            st.integers(0, 4),
        ),
        max_size=30,
    ))
    def test_many_runs_at_once_equal_each_run_alone(self, rows):
        """The Spark model hands pandas many runs per call: a run's heartbeats never vouch for
        another run's time."""
        beats = pd.DataFrame(rows, columns=["program_run_id", "heartbeat_time", "status", "node_count"])
        beats["namespace"] = beats.program_run_id.str.split(".").str[0]
        args = {"as_of": 18_000, "terminal_statuses": TERMINAL, "bucket_seconds": 3600, "max_gap_seconds": 1800}
        together = runs.node_seconds_by_bucket(beats.sample(frac=1, random_state=1), **args)
        alone = [runs.node_seconds_by_bucket(run, **args) for _, run in beats.groupby("program_run_id")]
        alone = [frame for frame in alone if not frame.empty]
        expected = pd.concat(alone, ignore_index=True) if alone else pd.DataFrame(columns=together.columns)
        key = ["program_run_id", "bucket_at"]
        pd.testing.assert_frame_equal(
            together.sort_values(key).reset_index(drop=True), expected.sort_values(key).reset_index(drop=True), check_dtype=False
        )


# ---- planning of an incremental active_run_buckets build, against the rows themselves

WIDTHS = st.sampled_from([60, 3600])


@st.composite
def run_changes(draw):
    """A run as the previous build saw it (or none: new), as it is now, and the two as_ofs.
    Times are admitted ones (not after their as_of); a run stopped before the previous as_of
    bucket keeps its start (CDAP never rewrites a finished run)."""
    width = draw(WIDTHS)
    previous_as_of = draw(st.integers(0, 100_000))
    as_of = previous_as_of + draw(st.integers(0, 20_000))
    lookback = draw(st.integers(0, 50_000))
    previous = None
    if draw(st.booleans()):
        start = draw(st.integers(0, previous_as_of))
        stop = draw(st.one_of(st.none(), st.integers(start, previous_as_of)))
        previous = (start, stop, draw(st.sampled_from(["RUNNING", "COMPLETED"])))
    finished_early = previous is not None and previous[1] is not None and (
        runs.bucket_floor(previous[1], width) < runs.bucket_floor(previous_as_of, width)
    )
    start = previous[0] if finished_early or (previous and draw(st.booleans())) else draw(st.integers(0, as_of))
    stop = draw(st.one_of(st.none(), st.integers(start, as_of)))
    current = (start, stop, draw(st.sampled_from(["RUNNING", "FAILED"])))
    return width, previous_as_of, as_of, lookback, previous, current


@settings(max_examples=400, deadline=None)
@given(change=run_changes())
def test_changed_run_rewrites_only_from_its_changed_from_bucket(change):
    """Every bucket before the bucket of changed_from_time holds the same row for the run
    before and after the change, so rewriting its namespace from there is enough."""
    width, previous_as_of, as_of, lookback, previous, current = change
    before = runs.bucket_rows(*previous, previous_as_of, previous_as_of - lookback, width) if previous else {}
    after = runs.bucket_rows(*current, as_of, as_of - lookback, width)
    previous_as_of_bucket = runs.bucket_floor(previous_as_of, width)
    state_row = before.get(previous_as_of_bucket)
    seen = previous if state_row is not None and state_row[1] is not None else None
    changed_from = runs.changed_from_time(
        seen[0] if seen else None, seen[1] if seen else None, current[0], current[1], previous_as_of, as_of
    )
    first_kept = runs.bucket_floor(as_of - lookback, width)
    dirty_from = max(runs.bucket_floor(changed_from, width), first_kept)
    for bucket in set(before) | set(after):
        if first_kept <= bucket < dirty_from:
            assert before.get(bucket) == after.get(bucket), bucket
    rewritten = runs.bucket_rows(*current, as_of, dirty_from, width)
    assert rewritten == {b: row for b, row in after.items() if b >= dirty_from}


@settings(max_examples=300, deadline=None)
@given(change=run_changes())
def test_unchanged_run_moves_only_from_the_previous_as_of_bucket(change):
    """A run with no new record changes only from the previous as_of bucket on, and only when
    it has a row there (so its namespace has that partition and is rewritten from it)."""
    width, previous_as_of, as_of, lookback, previous, _ = change
    if previous is None:
        return
    before = runs.bucket_rows(*previous, previous_as_of, previous_as_of - lookback, width)
    after = runs.bucket_rows(*previous, as_of, as_of - lookback, width)
    previous_as_of_bucket = runs.bucket_floor(previous_as_of, width)
    first_kept = runs.bucket_floor(as_of - lookback, width)
    differ = {b for b in set(before) | set(after) if b >= first_kept and before.get(b) != after.get(b)}
    assert all(b >= previous_as_of_bucket for b in differ)
    assert not differ or previous_as_of_bucket in before


@settings(max_examples=150, deadline=None)
@given(changes=st.lists(run_changes(), min_size=1, max_size=30))
def test_vectorized_changed_from_time_matches_scalar(changes):
    rows = [(p[0] if p else None, p[1] if p else None, c[0], c[1], pa, a) for _, pa, a, _, p, c in changes]
    columns = list(zip(*rows, strict=True))
    got = runs.changed_from_time_vec(*(pd.Series(column, dtype="Int64") for column in columns))
    assert got.tolist() == [runs.changed_from_time(*row) for row in rows]


@st.composite
def build_facts(draw):
    """A last completed build's watermark (or none) and this build's facts, drawn so that
    every check of rebuild_reason holds or fails about half the time."""
    small = st.integers(0, 3)
    previous_as_of = draw(st.integers(0, 10))
    previous = draw(st.one_of(st.none(), st.tuples(st.integers(0, 10), st.just(previous_as_of), small)))
    previous_layout = draw(st.sampled_from([(3600, 7), (1800, 7), (None, None)]))
    as_of = draw(st.one_of(st.none(), st.integers(previous_as_of - 2, previous_as_of + 2)))
    raw_records = previous[2] if previous and draw(st.booleans()) else draw(small)
    newly_admissible = draw(st.sampled_from([0, 0, 1]))
    changed_files = draw(st.sampled_from([0, 0, 2]))
    changed_statuses = draw(st.sampled_from([0, 0, 1]))
    layout = draw(st.sampled_from([None, (3600, 7), (1800, 7)]))
    return previous, previous_layout, as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout


def _rebuild_reason(facts, with_layout: bool = True):
    previous, previous_layout, as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout = facts
    record_time, previous_as_of, previous_raw = previous or (None, None, None)
    return runs.rebuild_reason(
        record_time, previous_as_of, previous_raw, previous_layout,
        as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout if with_layout else None,
    )


@settings(max_examples=400, deadline=None)
@given(facts=build_facts())
def test_rebuild_reason_continues_only_when_nothing_the_last_build_saw_changed(facts):
    """Brute force of the planning rule: a build continues from the last completed one exactly
    when there is one, as_of did not move back, every file it read is unchanged, the seed's
    statuses are the same, the raw records up to its watermark are as many and none newly
    admissible, and (for the buckets) the layout is the same. Otherwise the reason names the
    first rule that failed."""
    previous, previous_layout, as_of, raw_records, newly_admissible, changed_files, changed_statuses, layout = facts
    checks = [
        (previous is not None, "no completed build"),
        (previous is not None and as_of is not None and as_of >= previous[1], "as_of moved back"),
        (changed_files == 0, "raw file(s) the last build read changed or are gone"),
        (changed_statuses == 0, "status(es) of the seed run_statuses"),
        (previous is not None and raw_records == previous[2] and newly_admissible == 0, "raw records at or before"),
        (layout is None or layout == previous_layout, "bucket layout changed"),
    ]
    failed = [words for ok, words in checks if not ok]
    reason = _rebuild_reason(facts)
    if not failed:
        assert reason is None
    else:
        assert reason is not None and failed[0] in reason
    # the buckets rebuild whenever the runs do
    assert _rebuild_reason(facts, with_layout=False) is None or reason is not None


def test_rebuild_reason_says_what_changed():
    assert runs.rebuild_reason(5, 10, 7, (3600, 7), 12, 9, 1, 0, 0) == (
        "raw records at or before the last build changed (7 then, 9 now; 1 newly admissible)"
    )
    assert runs.rebuild_reason(5, 10, 7, (3600, 7), 12, 7, 0, 0, 0, (1800, 7)) == (
        "bucket layout changed (bucket_seconds=3600, lookback_days=7 then, bucket_seconds=1800, lookback_days=7 now)"
    )
    assert runs.rebuild_reason(5, 10, 7, (3600, 7), 9, 7, 0, 0, 0) == "as_of moved back to 9"
    assert runs.rebuild_reason(5, 10, 7, (3600, 7), 12, 7, 0, 0, 2) == (
        "2 status(es) of the seed run_statuses added, removed or changed since the last build"
    )


# ---- approach 3: what a heartbeat vouches for, and the runs it puts in a range

def _heartbeats(rows):
    return pd.DataFrame(rows, columns=["namespace", "program_run_id", "status", "heartbeat_time", "node_count"])


def test_a_heartbeat_vouches_up_to_the_next_the_gap_or_as_of_and_a_terminal_one_for_nothing():
    beats = _heartbeats([
        ("ns", "a", "RUNNING", 0, 2), ("ns", "a", "RUNNING", 1000, 2), ("ns", "a", "COMPLETED", 1500, 2),
        ("ns", "b", "RUNNING", 0, 1), ("ns", "b", "RUNNING", 5000, 1),  # a gap longer than 1800
        ("ns", "c", "RUNNING", 9000, 1),  # cut at as_of
    ])
    vouched = runs.vouched_intervals(beats, as_of=9500, terminal_statuses=TERMINAL, max_gap_seconds=1800)
    got = {(r.program_run_id, r.heartbeat_time): (r.vouched_until, r.is_terminal) for r in vouched.itertuples()}
    assert got == {
        ("a", 0): (1000, False), ("a", 1000): (1500, False), ("a", 1500): (1500, True),
        ("b", 0): (1800, False), ("b", 5000): (6800, False),
        ("c", 9000): (9500, False),
    }


def test_the_runs_heartbeats_put_in_a_range_follow_r1s_bounds():
    beats = _heartbeats([
        ("ns", "stops_at_begin", "RUNNING", 0, 1), ("ns", "stops_at_begin", "COMPLETED", 100, 1),
        ("ns", "stopped_before", "RUNNING", 0, 1), ("ns", "stopped_before", "FAILED", 99, 1),
        ("ns", "starts_at_end", "RUNNING", 200, 1),
        ("ns", "spans", "RUNNING", 50, 3), ("ns", "spans", "RUNNING", 150, 4),
        ("other", "elsewhere", "RUNNING", 120, 1),
    ])
    vouched = runs.vouched_intervals(beats, as_of=1000, terminal_statuses=TERMINAL, max_gap_seconds=1800)
    active = runs.active_runs_from_heartbeats(vouched, ["ns"], 100, 200)
    assert active[["program_run_id", "first_heartbeat_time", "last_heartbeat_time", "status", "node_count"]].values.tolist() == [
        ["spans", 50, 150, "RUNNING", 4],
        ["stops_at_begin", 0, 100, "COMPLETED", 1],
    ]
    # the same runs R1 gives for the runs' start and stop
    assert runs.is_active_in(0, 100, 100, 200) and not runs.is_active_in(0, 99, 100, 200)
    assert not runs.is_active_in(200, None, 100, 200)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.integers(0, 100), st.integers(0, 5)), min_size=1, max_size=6),
       st.integers(0, 130), st.integers(0, 40))
def test_heartbeats_every_gap_from_start_to_stop_give_r1s_runs(spans, begin, length):
    """A run heartbeating at its start, at least every gap, and at its stop (as CDAP's do) is in
    the heartbeats' answer exactly when R1 puts it in the range."""
    gap, as_of = 10, 200
    rows, expected = [], set()
    for run, (start, duration, stopped) in enumerate(spans):
        stop = start + duration if stopped else None
        last = stop if stop is not None else as_of
        rows += [("ns", f"r{run}", "RUNNING", t, 1) for t in range(start, last + 1, gap) if t < last or stop is None]
        if stop is not None:
            rows.append(("ns", f"r{run}", "COMPLETED", stop, 1))
        if runs.is_active_in(start, stop, begin, begin + length):
            expected.add(f"r{run}")
    vouched = runs.vouched_intervals(_heartbeats(rows), as_of, TERMINAL, max_gap_seconds=gap)
    assert set(runs.active_runs_from_heartbeats(vouched, ["ns"], begin, begin + length)["program_run_id"]) == expected
