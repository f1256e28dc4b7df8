"""Wrong vars and macro arguments stop a build with one clear line: at compile time for the
SQL models, at the run's start for every enabled domain's vars (check_project_vars), before a
Python model reads one raw; partition_overwrite and sql_integer refuse what they do not take."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.dbt


@pytest.mark.parametrize(
    ("vars_", "model", "message"),
    [
        ('{runs_as_of: "1 or true; drop table t"}', "int_run_builds_planned",
         "var runs_as_of must be a whole number >= 0, got 1 or true; drop table t"),
        ("{runs_as_of: -5}", "int_run_builds_planned", "var runs_as_of must be a whole number >= 0, got -5"),
        ("{runs_bucket_seconds: 0}", "active_run_buckets", "var runs_bucket_seconds must be a whole number >= 1, got 0"),
        ("{runs_lookback_days: 1.5}", "active_run_buckets", "var runs_lookback_days must be a whole number >= 0, got 1.5"),
        ("{stream_history_chunk_size: 0}", "stream_history_chunks",
         "var stream_history_chunk_size must be a whole number >= 1, got 0"),
    ],
)
def test_wrong_vars_are_one_clear_compile_error(dbt, dbt_build, vars_, model, message, capsys):
    """whole_number_var: a var rendered into SQL is a whole number, or the build stops first."""
    result = dbt.invoke("compile", "--select", model, "--vars", vars_)
    assert not result.success
    assert message in str(result.result or result.exception) or message in capsys.readouterr().out


@pytest.mark.parametrize(
    ("vars_", "model", "message"),
    [
        ("{runs_bucket_seconds: 0}", "int_heartbeats_bucketed", "var runs_bucket_seconds must be a whole number >= 1, got 0"),
        ("{scheduling_level_contribution_cap_seconds: ten}", "int_split_quanta_simulated",
         "var scheduling_level_contribution_cap_seconds must be a whole number >= 1, got ten"),
        ("{stream_epoch_block_size: -1}", "int_stream_requests_replayed",
         "var stream_epoch_block_size must be a whole number >= 1, got -1"),
        ("{scheduling_priority_tracking: split}", "int_split_quanta_simulated",
         "var scheduling_priority_tracking must be one of task, query, got split"),
        ("{scheduling_level_target_rounding: ceil}", "int_split_quanta_simulated",
         "var scheduling_level_target_rounding must be one of round, truncate, got ceil"),
    ],
)
def test_a_wrong_var_stops_the_run_before_a_python_model_reads_it(dbt, dbt_build, spark, vars_, model, message, capsys):
    """The Python models read their vars raw from their YAML config: the run's start checks
    every var of the enabled domains (check_project_vars), so none of them runs on a wrong one."""
    table = f"opsmeta_intermediate.{model}"
    files_before = sorted(spark.table(table).inputFiles())
    result = dbt.invoke("run", "--select", model, "--vars", vars_)
    assert not result.success
    assert message in str(result.result or result.exception) + capsys.readouterr().out
    assert sorted(spark.table(table).inputFiles()) == files_before, "the model did not run"


def test_partition_overwrite_takes_only_its_two_modes(dbt, dbt_build, capsys):
    result = dbt.invoke("run-operation", "partition_overwrite", "--args", "{relation: opsmeta.program_runs, mode: append}")
    assert not result.success
    assert "partition_overwrite: mode is 'static' or 'dynamic', got append" in str(result.exception) + capsys.readouterr().out


@pytest.mark.parametrize(
    ("value", "ok"), [("12", True), ("-3600", True), ("'12'", False), ("'1 or true'", False), ("1.5", False), ("true", False)]
)
def test_sql_integer_renders_only_whole_numbers(dbt, dbt_build, value, ok, capsys):
    result = dbt.invoke("run-operation", "sql_integer", "--args", f"{{value: {value}}}")
    assert result.success is ok
    if not ok:
        assert "sql_integer: not a whole number" in str(result.exception) + capsys.readouterr().out
