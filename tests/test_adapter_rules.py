"""The opsmeta_spark adapter's rules as plain functions: the raw input pin, the sources a
selection reads, when on-run-end re-creates a table function. No Spark, no dbt run."""

import pytest

pytestmark = pytest.mark.unit


def test_input_pin_is_the_next_whole_second_and_awaited_until_passed():
    from dbt.adapters.opsmeta_spark.impl import await_pin, input_pin, pin_format, pin_parse

    now = [1_767_225_600.25]  # 2026-01-01T00:00:00.25Z
    slept = []

    def sleep(seconds):
        slept.append(seconds)
        now[0] += seconds

    pin = input_pin(lambda: now[0])
    assert pin_format(pin) == "2026-01-01T00:00:01" and pin_parse("2026-01-01T00:00:01") == pin
    now[0] += 0.5  # the raw tables registered meanwhile
    await_pin(pin, lambda: now[0], sleep)
    assert now[0] > 1_767_225_601
    assert 0 < sum(slept) < 0.5
    slept.clear()
    await_pin(pin, lambda: now[0], sleep)  # already past: no wait
    assert slept == []


def test_sources_upstream_are_those_the_selection_reads_through_its_parents():
    from dbt.adapters.opsmeta_spark.impl import sources_upstream

    def node(*parents):
        return {"depends_on": {"nodes": list(parents)}}

    graph = {
        "sources": {"source.p.raw.a": {}, "source.p.raw.b": {}, "source.p.raw.c": {}},
        "nodes": {
            "model.p.stg_a": node("source.p.raw.a"), "model.p.stg_b": node("source.p.raw.b"),
            "model.p.mart": node("model.p.stg_a", "model.p.stg_b"), "seed.p.s": node(),
            "test.p.t": node("model.p.mart", "source.p.raw.c"), "model.p.loop": node("model.p.loop", "model.p.stg_a"),
        },
        "unit_tests": {"unit_test.p.mart.u": node("model.p.mart")},
    }
    assert sources_upstream(graph, ["model.p.mart"]) == {"source.p.raw.a", "source.p.raw.b"}
    assert sources_upstream(graph, ["model.p.stg_b", "seed.p.s"]) == {"source.p.raw.b"}
    assert sources_upstream(graph, ["test.p.t"]) == set(graph["sources"])
    assert sources_upstream(graph, ["unit_test.p.mart.u"]) == {"source.p.raw.a", "source.p.raw.b"}
    assert sources_upstream(graph, ["model.p.loop"]) == {"source.p.raw.a"}
    assert sources_upstream(graph, ["seed.p.s"]) == set()
    # nothing selected, or a node the graph does not hold (an inline query): every source
    assert sources_upstream(graph, []) == set(graph["sources"])
    assert sources_upstream(graph, ["model.p.stg_a", "sql_operation.p.inline"]) == set(graph["sources"])


def test_a_function_is_recreated_when_its_trigger_built_without_it_and_no_read_failed():
    from dbt.adapters.opsmeta_spark.impl import recreates_after

    function, trigger, reads = "model.p.active_runs", "model.p.buckets", ["model.p.buckets", "model.p.index"]
    assert recreates_after({trigger: "success"}, function, trigger, reads)
    # a read this invocation did not run counts as it stands
    assert recreates_after({trigger: "success", "model.p.other": "error"}, function, trigger, reads)
    # the trigger not built; the function built with it (its own body is already new)
    assert not recreates_after({"model.p.index": "success"}, function, trigger, reads)
    assert not recreates_after({trigger: "success", function: "success"}, function, trigger, reads)
    # a read failed or was skipped: the build stopped half-way, the next one redoes it
    assert not recreates_after({trigger: "success", "model.p.index": "error"}, function, trigger, reads)
    assert not recreates_after({trigger: "success", "model.p.index": "skipped"}, function, trigger, reads)
    assert not recreates_after({trigger: "error"}, function, trigger, reads)


def test_var_choices_are_the_simulator_s_own():
    from dbt_common.exceptions import DbtRuntimeError

    from dbt.adapters.opsmeta_spark.impl import var_choices
    from python_udfs.scheduling import PRIORITY_TRACKING, TARGET_ROUNDING

    assert var_choices("scheduling_priority_tracking") == list(PRIORITY_TRACKING) == ["task", "query"]
    assert var_choices("scheduling_level_target_rounding") == list(TARGET_ROUNDING) == ["round", "truncate"]
    with pytest.raises(DbtRuntimeError, match="no choices are declared for var runs_as_of"):
        var_choices("runs_as_of")
