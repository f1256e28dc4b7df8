{#- Of an import, whether a try ended other than its model can: not a success, and its model
    still poking a poke past its real end. Something outside the sensor ended it there (a kill,
    a hand, a lost worker, Airflow shutting down): every mode ends it there too, in its real
    state, where the model would have it wait on. -#}
{% macro sensor_ended_elsewhere(state, end_time, final_time, poke_interval) -%}
  ({{ end_time }} is not null and {{ state }} != 'success' and {{ final_time }} > {{ end_time }} + {{ poke_interval }})
{%- endmacro %}
