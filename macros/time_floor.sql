{#-
  Start of the width-`width` interval holding `t`, for integer times in any unit (seconds,
  milliseconds, nanoseconds): `t - pmod(t, width)`. Integer arithmetic only: dividing as a
  double is wrong above 2^53, which nanosecond times reach. Also floors negative `t`.

    {{ time_floor('stop_time', 3600) }}  ->  (stop_time - pmod(stop_time, 3600))
-#}
{% macro time_floor(t, width) -%}
  ({{ t }} - pmod({{ t }}, {{ width }}))
{%- endmacro %}

{#- The same, on a number known at compile time (Jinja). -#}
{% macro time_floor_value(t, width) -%}
  {{ return((t // width) * width) }}
{%- endmacro %}
