"""The sensors domain's plain-Python pieces, without Spark: the stable signature, shards, and
outcomes in closed form against Airflow's poke loop run poke by poke."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from python_udfs.sensors import (
    SHARD_CODE_UPPER_LIMIT,
    Outcome,
    PokedSensor,
    canonical_json,
    daily_peaks,
    duplicate_share,
    first_after,
    first_at_or_after,
    hashcode,
    mirrored_state,
    outcome,
    outcome_vec,
    sensor_timeout,
    shard_bounds,
    shard_of,
    shardcode,
    signature_vec,
    simulate_pokes,
)

pytestmark = pytest.mark.unit

CONTEXT = {"partition_names": ["db.events/ds=2026-11-23"], "metastore_conn_id": "metastore_default", "ü": 1.5}


def test_hashcode_is_the_same_in_a_process_with_another_hash_seed():
    script = (
        "import json,sys;from python_udfs.sensors import hashcode;"
        "print(hashcode(json.loads(sys.argv[1])), hash('salted'))"
    )
    runs = [
        subprocess.run([sys.executable, "-c", script, json.dumps(CONTEXT)], capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout.split()
        for seed in ("1", "2")
    ]
    assert runs[0][1] != runs[1][1]  # the processes really hash strings differently
    assert int(runs[0][0]) == int(runs[1][0]) == hashcode(CONTEXT)


def test_hashcode_ignores_key_order_and_whitespace_not_values():
    reordered = json.loads('{ "ü" : 1.5,\n "metastore_conn_id":"metastore_default", "partition_names": ["db.events/ds=2026-11-23"] }')
    assert hashcode(reordered) == hashcode(CONTEXT)
    assert canonical_json(reordered) == canonical_json(CONTEXT)
    assert hashcode({**CONTEXT, "metastore_conn_id": "other"}) != hashcode(CONTEXT)
    assert hashcode({"a": [1, 2]}) != hashcode({"a": [2, 1]})  # list order is meaning


def test_hashcode_is_a_signed_64_bit_integer_and_shardcode_is_never_negative():
    codes = [hashcode({"n": n}) for n in range(200)]
    assert all(-(2**63) <= code < 2**63 for code in codes)
    assert any(code < 0 for code in codes)
    assert all(0 <= shardcode(code) < SHARD_CODE_UPPER_LIMIT for code in codes)
    assert shardcode(-1) == SHARD_CODE_UPPER_LIMIT - 1


@settings(max_examples=200)
@given(st.integers(1, 2000), st.integers(1, 64))
def test_every_shardcode_falls_in_exactly_one_shard(upper_limit, shards):
    covered = []
    for shard in range(shards):
        lower, upper = shard_bounds(shard, shards, upper_limit)
        covered.extend(range(lower, upper))
        assert all(shard_of(code, shards, upper_limit) == shard for code in range(lower, upper))
    assert covered == list(range(upper_limit))


def test_identical_contexts_share_a_shard():
    same = [json.loads(text) for text in ('{"a":1,"b":[1,2]}', '{"b":[1,2],"a":1}', '{ "a" : 1 , "b" : [ 1 , 2 ] }')]
    assert len({shard_of(shardcode(hashcode(context))) for context in same}) == 1


@pytest.mark.parametrize(
    ("t", "at_or_after", "after"),
    [(100, 100, 280), (101, 280, 280), (279, 280, 280), (280, 280, 460), (50, 100, 100)],
)
def test_grid_points_from_an_origin_of_100_every_180(t, at_or_after, after):
    assert first_at_or_after(t, 100, 180) == at_or_after
    assert first_after(t, 100, 180) == after


def test_success_at_the_first_poke_after_the_condition_holds():
    # pokes at 0, 60, 120, ...; the partition lands at 61 -> seen at 120, the third poke
    assert outcome(PokedSensor(0, 61, 3600, 0, 60, 1, 0, False)) == Outcome("success", 120, 3)
    # landed before the sensor started: the first poke sees it
    assert outcome(PokedSensor(500, 10, 3600, 500, 60, 1, 0, False)) == Outcome("success", 500, 1)


def test_timeout_then_retry_then_failure():
    # timeout 300 s, pokes every 60 s: the poke at 300 is not past it, the one at 360 is
    assert outcome(PokedSensor(0, None, 300, 0, 60, 1, 2, False)) == Outcome("up_for_retry", 360, 7)
    assert outcome(PokedSensor(0, None, 300, 0, 60, 2, 2, False)) == Outcome("up_for_retry", 360, 7)
    assert outcome(PokedSensor(0, None, 300, 0, 60, 3, 2, False)) == Outcome("failed", 360, 7)
    # the detecting poke pokes first: a condition true by then is a success
    assert outcome(PokedSensor(0, 330, 300, 0, 60, 1, 0, False)) == Outcome("success", 360, 7)
    assert outcome(PokedSensor(0, 361, 300, 0, 60, 1, 0, False)).final_state == "failed"


def test_a_sensor_running_on_its_own_fails_at_its_timeout_with_retries_left():
    # Airflow fails a sensor's AirflowSensorTimeout without a retry; the smart service retried it
    alone = PokedSensor(0, None, 300, 0, 60, 1, 2, False, retries_on_timeout=False)
    assert outcome(alone) == simulate_pokes(alone) == Outcome("failed", 360, 7)
    assert outcome(alone._replace(soft_fail=True)).final_state == "skipped"
    # a kill at the execution_timeout is no sensor timeout: it is retried while tries remain
    assert outcome(alone._replace(timeout=30, interval=10, killed_after=30)) == Outcome("up_for_retry", 30, 4)


def test_soft_fail_skips_instead_of_failing():
    assert outcome(PokedSensor(0, None, 300, 0, 60, 3, 2, True)) == Outcome("skipped", 360, 7)


def test_a_task_killed_at_its_execution_timeout_ends_there_between_two_pokes():
    # timeout 600, execution_timeout 30, pokes every 10 s from 0: pokes at 0, 10, 20, 30, then
    # the task is killed at 30 (not at the next poke past it), retried while tries remain
    assert outcome(PokedSensor(0, None, 30, 0, 10, 1, 1, False, 30)) == Outcome("up_for_retry", 30, 4)
    assert outcome(PokedSensor(0, None, 30, 0, 10, 2, 1, True, 30)) == Outcome("failed", 30, 4)  # soft_fail is not for a kill
    assert outcome(PokedSensor(0, None, 25, 0, 10, 1, 0, False, 25)) == Outcome("failed", 25, 3)
    # a success before the kill stands; the model's detecting poke past the kill does not happen
    assert outcome(PokedSensor(0, 15, 30, 0, 10, 1, 0, False, 30)) == Outcome("success", 20, 3)
    assert outcome(PokedSensor(0, 35, 30, 0, 10, 1, 0, False, 30)).final_state == "failed"
    # no kill when the execution_timeout is later than the sensor's own end
    assert outcome(PokedSensor(0, None, 300, 0, 60, 1, 0, False, 3600)) == outcome(PokedSensor(0, None, 300, 0, 60, 1, 0, False))


def test_the_timeout_is_the_smaller_of_timeout_and_execution_timeout():
    assert sensor_timeout(3600, None) == 3600
    assert sensor_timeout(3600, 600) == 600
    assert sensor_timeout(600, 3600) == 600


def test_smart_cycles_ignore_the_sensors_own_interval():
    # a shard cycling every 180 s from 0; a sensor started at 10 with its own 30 s interval
    smart = outcome(PokedSensor(10, 200, 3600, 0, 180, 1, 0, False))
    classic = outcome(PokedSensor(10, 200, 3600, 10, 30, 1, 0, False))
    assert smart == Outcome("success", 360, 2)
    assert classic == Outcome("success", 220, 8)


def test_state_mirroring_writes_only_to_instances_still_sensing():
    assert mirrored_state("sensing", "success") == "success"
    assert mirrored_state("failed", "success") == "failed"  # marked failed by hand meanwhile
    assert mirrored_state("success", "up_for_retry") == "success"


@settings(max_examples=500)
@given(
    start=st.integers(0, 10_000),
    origin_offset=st.integers(0, 5_000),
    available=st.one_of(st.none(), st.integers(-1_000, 30_000)),
    timeout=st.integers(0, 20_000),
    interval=st.integers(1, 2_000),
    try_number=st.integers(1, 4),
    max_tries=st.integers(0, 3),
    soft_fail=st.booleans(),
    killed_after=st.one_of(st.none(), st.integers(0, 25_000)),
    retries_on_timeout=st.booleans(),
)
def test_closed_form_outcome_equals_poking_one_poke_at_a_time(start, origin_offset, available, timeout, interval, try_number, max_tries,
                                                               soft_fail, killed_after, retries_on_timeout):
    origin = start - origin_offset  # a shard's grid starts at or before its sensors
    sensor = PokedSensor(start, available, timeout, origin, interval, try_number, max_tries, soft_fail, killed_after,
                         retries_on_timeout)
    assert outcome(sensor) == simulate_pokes(sensor)


@settings(max_examples=50)
@given(st.lists(st.tuples(
    st.integers(0, 10_000), st.integers(0, 5_000), st.one_of(st.none(), st.integers(-1_000, 30_000)),
    st.integers(0, 20_000), st.integers(1, 2_000), st.integers(1, 4), st.integers(0, 3), st.booleans(),
    st.one_of(st.none(), st.integers(0, 25_000)), st.booleans(),
), min_size=1, max_size=30))
def test_vectorised_outcomes_equal_the_plain_ones(rows):
    sensors = [PokedSensor(start, available, timeout, start - offset, interval, tries, max_tries, soft, killed, retries)
               for start, offset, available, timeout, interval, tries, max_tries, soft, killed, retries in rows]
    frame = pd.DataFrame(sensors, columns=PokedSensor._fields).astype({"available": "Int64", "killed_after": "Int64"})
    got = outcome_vec(*(frame[name] for name in PokedSensor._fields))
    assert [Outcome(*row) for row in got.itertuples(index=False)] == [outcome(sensor) for sensor in sensors]


def test_vectorised_signature_is_the_canonical_text_and_hashcode_or_null():
    texts = pd.Series(['{"b": 1, "a": [1, 2]}', '{"a":[1,2],"b":1}', "[1, 2]", "{not json", None])
    got = signature_vec(texts)
    assert got["poke_context"].tolist()[:2] == ['{"a":[1,2],"b":1}'] * 2
    assert got["hashcode"].tolist()[:2] == [hashcode({"a": [1, 2], "b": 1})] * 2
    assert got["poke_context"].isna().tolist()[2:] == [True] * 3 and got["hashcode"].isna().tolist()[2:] == [True] * 3


def test_daily_peaks_count_open_spans_with_ends_before_starts():
    day = 86_400
    spans = [(10, 20), (20, 30), (15, 25), (day + 5, day + 6), (day - 1, day + 10)]
    # 10-20 and 15-25 overlap; 20-30 starts as 10-20 ends; day-1.. overlaps day+5..day+6
    assert daily_peaks(spans) == {0: 2, day: 2}
    assert daily_peaks([]) == {}


@given(st.lists(st.tuples(st.integers(0, 300_000), st.integers(0, 100_000)), max_size=30))
def test_daily_peaks_are_the_most_spans_open_at_an_instant(raw):
    spans = [(start, start + length) for start, length in raw]
    peaks = daily_peaks(spans)
    # a span [start, end) is open at t when start <= t < end; the peak is reached at a start
    brute = max((sum(s <= t < e for s, e in spans) for t, _ in spans), default=0)
    assert max(peaks.values(), default=0) == brute


def test_duplicate_share_is_instances_beyond_one_per_context():
    assert duplicate_share([1, 1, 2, 3, 3, 3]) == 0.5
    assert duplicate_share([7]) == 0
    assert duplicate_share([]) is None

