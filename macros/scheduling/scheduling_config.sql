{#-
  The scheduling domain's vars, each checked where it is read here (the level thresholds and
  multiplier by their own macros): the contribution cap a whole number of seconds, at least 1;
  the simulator's two choices (scheduling_priority_tracking, scheduling_level_target_rounding)
  among those python_udfs.scheduling names (choice_var).
-#}
{% macro scheduling_config() -%}
  {{ return({
      'level_thresholds_seconds': scheduling_level_thresholds(),
      'level_time_multiplier': scheduling_level_time_multiplier(),
      'level_contribution_cap_seconds': whole_number_var('scheduling_level_contribution_cap_seconds', minimum=1),
      'priority_tracking': choice_var('scheduling_priority_tracking'),
      'level_target_rounding': choice_var('scheduling_level_target_rounding'),
  }) }}
{%- endmacro %}
