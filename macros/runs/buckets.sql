{#- The runs domain's bucket width and retention window (vars runs_bucket_seconds and
    runs_lookback_days), in epoch seconds. -#}
{% macro bucket_seconds() -%}
  cast({{ runs_config()['bucket_seconds'] }} as bigint)
{%- endmacro %}

{#- Start of the bucket holding an epoch-seconds number known at compile time (Jinja). -#}
{% macro bucket_floor_value(epoch_seconds) -%}
  {{ return(time_floor_value(epoch_seconds, runs_config()['bucket_seconds'])) }}
{%- endmacro %}

{% macro lookback_seconds() -%}
  cast({{ runs_config()['lookback_days'] }} * 86400 as bigint)
{%- endmacro %}

{#- First bucket of the retention window ending at `as_of_expression` (a SQL expression). -#}
{% macro first_retained_bucket(as_of_expression) -%}
  bucket_floor({{ as_of_expression }} - {{ lookback_seconds() }}, {{ bucket_seconds() }})
{%- endmacro %}

{#- How long a heartbeat vouches for its run at most, and how long heartbeats are kept (vars
    runs_heartbeat_max_gap_seconds and runs_heartbeat_retention_days), in epoch seconds. -#}
{% macro heartbeat_max_gap_seconds() -%}
  cast({{ runs_config()['heartbeat_max_gap_seconds'] }} as bigint)
{%- endmacro %}

{% macro heartbeat_retention_seconds() -%}
  cast({{ runs_config()['heartbeat_retention_days'] }} * 86400 as bigint)
{%- endmacro %}
