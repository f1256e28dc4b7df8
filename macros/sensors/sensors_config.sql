{#-
  The sensors domain's vars (Airflow's [smart_sensor], [triggerer] and [scheduler]
  job_heartbeat_sec settings), each checked
  against a strict rule before any is rendered into SQL: whole numbers positive, shards at most
  the shardcode limit, class names identifiers.
-#}
{% macro sensors_config() -%}
  {%- set config = {
      'shard_code_upper_limit': var('sensors_shard_code_upper_limit') | int(-1),
      'shards': var('sensors_shards') | int(-1),
      'poke_interval_seconds': var('sensors_smart_sensor_poke_interval_seconds') | int(-1),
      'triggerer_capacity': var('sensors_triggerer_capacity') | int(-1),
      'job_heartbeat_seconds': var('sensors_job_heartbeat_seconds') | int(-1),
      'enabled': var('sensors_enabled'),
      'use_smart_sensor': var('sensors_use_smart_sensor'),
  } -%}
  {%- if config['use_smart_sensor'] is not sameas true and config['use_smart_sensor'] is not sameas false -%}
    {{ exceptions.raise_compiler_error("var sensors_use_smart_sensor must be true or false") }}
  {%- endif -%}
  {%- for name in ['shard_code_upper_limit', 'shards', 'poke_interval_seconds', 'triggerer_capacity', 'job_heartbeat_seconds'] -%}
    {%- if config[name] <= 0 -%}
      {{ exceptions.raise_compiler_error("sensors var " ~ name ~ " must be a positive whole number") }}
    {%- endif -%}
  {%- endfor -%}
  {%- if config['shards'] > config['shard_code_upper_limit'] -%}
    {{ exceptions.raise_compiler_error("var sensors_shards must be at most sensors_shard_code_upper_limit") }}
  {%- endif -%}
  {%- if config['enabled'] is string or config['enabled'] | length == 0 -%}
    {{ exceptions.raise_compiler_error("var sensors_enabled must be a non-empty list of sensor class names") }}
  {%- endif -%}
  {%- set first_chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_' -%}
  {%- set chars = first_chars ~ '0123456789' -%}
  {%- for name in config['enabled'] -%}
    {%- set text = name | string -%}
    {%- if text == '' or text[0] not in first_chars or text | reject('in', chars) | list | length > 0 -%}
      {{ exceptions.raise_compiler_error("var sensors_enabled: " ~ name ~ " is not a class name") }}
    {%- endif -%}
  {%- endfor -%}
  {{ return(config) }}
{%- endmacro %}
