{#-
  The sensors domain's vars (Airflow's [smart_sensor], [triggerer] and [scheduler]
  job_heartbeat_sec settings), each checked against a strict rule before any is rendered
  into SQL: whole numbers at least 1 (whole_number_var), shards at most the shardcode limit,
  class names identifiers.
-#}
{% macro sensors_config() -%}
  {%- set config = {
      'shard_code_upper_limit': whole_number_var('sensors_shard_code_upper_limit', minimum=1),
      'shards': whole_number_var('sensors_shards', minimum=1),
      'poke_interval_seconds': whole_number_var('sensors_smart_sensor_poke_interval_seconds', minimum=1),
      'triggerer_capacity': whole_number_var('sensors_triggerer_capacity', minimum=1),
      'job_heartbeat_seconds': whole_number_var('sensors_job_heartbeat_seconds', minimum=1),
      'poke_milliseconds': whole_number_var('sensors_poke_milliseconds', minimum=1),
      'sizing_max_shards': whole_number_var('sensors_sizing_max_shards', minimum=1),
      'enabled': var('sensors_enabled'),
      'use_smart_sensor': var('sensors_use_smart_sensor'),
  } -%}
  {%- if config['use_smart_sensor'] is not sameas true and config['use_smart_sensor'] is not sameas false -%}
    {{ exceptions.raise_compiler_error("var sensors_use_smart_sensor must be true or false") }}
  {%- endif -%}
  {%- if config['shards'] > config['shard_code_upper_limit'] -%}
    {{ exceptions.raise_compiler_error("var sensors_shards must be at most sensors_shard_code_upper_limit") }}
  {%- endif -%}
  {%- if config['sizing_max_shards'] > config['shard_code_upper_limit'] -%}
    {{ exceptions.raise_compiler_error("var sensors_sizing_max_shards must be at most sensors_shard_code_upper_limit") }}
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
