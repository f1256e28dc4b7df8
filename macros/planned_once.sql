{#-
  A filter that keeps every row and makes the CTE it ends non-deterministic, for a CTE
  mentioned more than once that reads a large table. Spark inlines a deterministic CTE at each
  mention (its InlineCTE rule), so each mention reads the table again; a non-deterministic one
  it plans once, and the mentions share its shuffled rows. Not in a CTE that reads another
  planned_once one, even through other CTEs: Spark 4.1 failed to plan program_runs so
  (PLAN_VALIDATION_FAILED_RULE_IN_BATCH).

    changed as (select * from big left semi join keys using (id) where {{ planned_once() }})
-#}
{% macro planned_once() -%}
  rand() >= 0
{%- endmacro %}
