{#-
  "Now" in epoch seconds: the var `as_of` when set, else the latest `time_column` of `relation`.
  Renders a SQL expression (a literal or a scalar subquery).
-#}
{% macro as_of(relation, time_column='record_time') -%}
  {%- set value = var('as_of', none) -%}
  {%- if value is not none -%}
    cast({{ value }} as bigint)
  {%- else -%}
    (select max({{ time_column }}) from {{ relation }})
  {%- endif -%}
{%- endmacro %}

{#- The seed's bucket width and retention window, from vars. -#}
{% macro bucket_seconds() -%}
  cast({{ var('active_run_bucket_seconds') }} as bigint)
{%- endmacro %}

{#- Start of the bucket holding an epoch-seconds number known at compile time (Jinja). -#}
{% macro bucket_floor_value(epoch_seconds) -%}
  {%- set width = var('active_run_bucket_seconds') | int -%}
  {{ return((epoch_seconds // width) * width) }}
{%- endmacro %}

{% macro lookback_seconds() -%}
  cast({{ var('active_run_lookback_days') }} * 86400 as bigint)
{%- endmacro %}

{#- First bucket of the retention window ending at `as_of_expression` (a SQL expression). -#}
{% macro first_retained_bucket(as_of_expression) -%}
  bucket_floor({{ as_of_expression }} - {{ lookback_seconds() }}, {{ bucket_seconds() }})
{%- endmacro %}
