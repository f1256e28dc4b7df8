{#-
  The scheduling domain's vars the SQL renders or the simulator model reads as numbers, each
  checked where it is read here (the level thresholds and multiplier by their own macros):
  the contribution cap a whole number of seconds, at least 1. The simulator's two choices
  (scheduling_priority_tracking, scheduling_level_target_rounding) are checked by the
  simulator's own config (python_udfs.scheduling.SchedulerConfig), which names the choices.
-#}
{% macro scheduling_config() -%}
  {{ return({
      'level_thresholds_seconds': scheduling_level_thresholds(),
      'level_time_multiplier': scheduling_level_time_multiplier(),
      'level_contribution_cap_seconds': whole_number_var('scheduling_level_contribution_cap_seconds', minimum=1),
  }) }}
{%- endmacro %}
