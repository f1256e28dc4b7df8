{#- The signature's shardcode and shard (python_udfs.sensors.shardcode / shard_of) and what a
    poke cycle costs, shared by the sensor instances, the capacity marts and their sizing.
    `shards` is a SQL expression (the var, or a candidate count). -#}
{% macro shardcode_of(hashcode) -%}
  cast(pmod({{ hashcode }}, {{ sensors_config().shard_code_upper_limit }}) as int)
{%- endmacro %}

{#- the largest shard i with i * limit div shards <= shardcode -#}
{% macro shard_of(shardcode, shards) -%}
  cast((({{ shardcode }} + 1) * {{ shards }} - 1) div {{ sensors_config().shard_code_upper_limit }} as int)
{%- endmacro %}

{#- A cycle's pokes, one after another at var sensors_poke_milliseconds each, against the poke
    interval: its share of the interval, and whether it takes longer (the cycle overruns). -#}
{% macro cycle_load(pokes) -%}
  cast({{ pokes }} * {{ sensors_config().poke_milliseconds }} / ({{ sensors_config().poke_interval_seconds }} * 1000.0) as double)
{%- endmacro %}

{% macro cycle_overruns(pokes) -%}
  ({{ pokes }} * {{ sensors_config().poke_milliseconds }} > {{ sensors_config().poke_interval_seconds }} * 1000)
{%- endmacro %}
