{#-
  The runs domain's vars, each read and checked here only (whole numbers, at least the
  minimum named) before anything renders it into SQL; times in epoch seconds, windows in
  days. runs_as_of has its own rule (as_of.sql): a time or "now".
-#}
{% macro runs_config() -%}
  {{ return({
      'bucket_seconds': whole_number_var('runs_bucket_seconds', minimum=1),
      'lookback_days': whole_number_var('runs_lookback_days'),
      'heartbeat_max_gap_seconds': whole_number_var('runs_heartbeat_max_gap_seconds', minimum=1),
      'heartbeat_retention_days': whole_number_var('runs_heartbeat_retention_days', minimum=1),
      'active_runs_scan_below_runs': whole_number_var('runs_active_runs_scan_below_runs'),
      'index_files_per_partition': whole_number_var('runs_index_files_per_partition', minimum=1),
  }) }}
{%- endmacro %}
