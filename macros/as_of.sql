{#-
  A domain's "now": the var `var_name` when set, else the latest `time_column` among the rows
  of `checked` (a relation or CTE with a `reject_reason` column: the rows checked against
  every rule but "after as_of") that passed, and that are not later than the build's clock.
  A record from the future (a wrong clock upstream) so cannot move "now"; it is rejected.
  A var that is not a whole number stops the build (whole_number_var).
  Renders a SQL expression (a literal or a scalar subquery) in the unit of `time_column`.

    {{ as_of('runs_as_of', ref('stg_runs__run_records'), 'record_time') }}

  `since` (optional, SQL: a whole number) is a time known to be the latest passing one among
  the rows at or before it: only the rows after it are then read, and the filter, a number,
  skips the Parquet row groups before it.
-#}
{% macro as_of(var_name, checked, time_column, since=none) -%}
  {%- if var(var_name, none) is not none -%}
    cast({{ whole_number_var(var_name) }} as bigint)
  {%- else -%}
    {%- set latest -%}
    (select max({{ time_column }}) from {{ checked }} where reject_reason is null
        {%- if since is not none %} and {{ time_column }} > {{ since }}{% endif %} and {{ time_column }} <= unix_timestamp())
    {%- endset -%}
    {{ latest if since is none else 'greatest(' ~ since ~ ', ' ~ latest ~ ')' }}
  {%- endif -%}
{%- endmacro %}
