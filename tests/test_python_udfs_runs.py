"""python_udfs.runs without Spark: R1, bucket assignment, heartbeat node-hours."""

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from python_udfs import runs

W = runs.BUCKET_SECONDS


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
    def test_stop_on_bucket_boundary_includes_that_bucket(self):
        assert runs.active_bucket_range(90_000, 93_600, 100_000, 0) == (90_000, 93_600)

    def test_running_run_reaches_as_of_bucket(self):
        assert runs.active_bucket_range(97_000, None, 100_000, 0) == (93_600, 97_200)

    def test_clipped_to_window(self):
        assert runs.active_bucket_range(0, None, 100_000, 50_000) == (46_800, 97_200)

    def test_run_ended_before_window_has_no_bucket(self):
        assert runs.active_bucket_range(0, 1_000, 100_000, 50_000) is None

    def test_run_starting_after_as_of_has_no_bucket(self):
        assert runs.active_bucket_range(100_001, None, 100_000, 0) is None


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
        out = runs.node_seconds_by_bucket(beats, as_of=10_000, bucket_seconds=3600, max_gap_seconds=1800)
        assert out[["bucket_at", "node_seconds"]].values.tolist() == [[0, 1200.0], [3600, 2400.0]]

    def test_gap_is_capped(self):
        beats = _beats([0, 7200], ["RUNNING", "RUNNING"], [1, 1])
        out = runs.node_seconds_by_bucket(beats, as_of=7300, bucket_seconds=3600, max_gap_seconds=1800)
        assert out[["bucket_at", "node_seconds"]].values.tolist() == [[0, 1800.0], [7200, 100.0]]

    def test_terminal_heartbeat_vouches_for_nothing(self):
        beats = _beats([100], ["FAILED"], [4])
        assert runs.node_seconds_by_bucket(beats, as_of=10_000).empty

    def test_total_equals_vouched_time(self):
        rng = np.random.default_rng(3)
        times = np.sort(rng.choice(100_000, 50, replace=False))
        beats = _beats(times, ["RUNNING"] * 50, [3] * 50)
        out = runs.node_seconds_by_bucket(beats, as_of=200_000, max_gap_seconds=1800)
        ends = np.minimum(np.append(times[1:], 10**12), times + 1800)
        assert out["node_seconds"].sum() == pytest.approx(3 * (ends - times).sum())


def test_status_lists_match_the_dbt_macros():
    from opsmeta import paths

    text = (paths.PROJECT_ROOT / "macros" / "runs" / "run_statuses.sql").read_text()
    for status in runs.ACTIVE_STATUSES + runs.TERMINAL_STATUSES:
        assert f"'{status}'" in text
    assert "['PENDING', 'STARTING', 'RUNNING', 'SUSPENDED', 'RESUMING', 'STOPPING']" in text
    assert "['COMPLETED', 'FAILED', 'KILLED', 'REJECTED']" in text
