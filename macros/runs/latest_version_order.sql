{#- Order of a run's record versions, newest first: the latest record_time wins; on a tie a
    terminal version beats an active one, then the later stop. One place for every model. -#}
{% macro latest_version_order() -%}
    record_time desc,
    stop_time is not null desc,
    stop_time desc,
    status,
    app_version
{%- endmacro %}
