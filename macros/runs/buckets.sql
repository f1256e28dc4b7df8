{#- The runs domain's bucket width and retention window (vars runs_bucket_seconds and
    runs_lookback_days), in epoch seconds. -#}
{% macro bucket_seconds() -%}
  cast({{ whole_number_var('runs_bucket_seconds', minimum=1) }} as bigint)
{%- endmacro %}

{#- Start of the bucket holding an epoch-seconds number known at compile time (Jinja). -#}
{% macro bucket_floor_value(epoch_seconds) -%}
  {{ return(time_floor_value(epoch_seconds, whole_number_var('runs_bucket_seconds', minimum=1))) }}
{%- endmacro %}

{% macro lookback_seconds() -%}
  cast({{ whole_number_var('runs_lookback_days') }} * 86400 as bigint)
{%- endmacro %}

{#- First bucket of the retention window ending at `as_of_expression` (a SQL expression). -#}
{% macro first_retained_bucket(as_of_expression) -%}
  bucket_floor({{ as_of_expression }} - {{ lookback_seconds() }}, {{ bucket_seconds() }})
{%- endmacro %}

{#- How long a heartbeat vouches for its run at most, and how long heartbeats are kept (vars
    runs_heartbeat_max_gap_seconds and runs_heartbeat_retention_days), in epoch seconds. -#}
{% macro heartbeat_max_gap_seconds() -%}
  cast({{ whole_number_var('runs_heartbeat_max_gap_seconds', minimum=1) }} as bigint)
{%- endmacro %}

{% macro heartbeat_retention_seconds() -%}
  cast({{ whole_number_var('runs_heartbeat_retention_days', minimum=1) }} * 86400 as bigint)
{%- endmacro %}
