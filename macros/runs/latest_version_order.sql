{#- Order of a run's record versions, newest first: the latest record_time wins; on a tie a
    terminal version beats an active one, then the later stop, then the remaining columns in
    a fixed order. A total order over every column outside the run key (which the partition
    fixes), so the full and the incremental builds pick the same version. One place for every
    model. -#}
{% macro latest_version_order() -%}
    record_time desc,
    stop_time is not null desc,
    stop_time desc,
    status asc,
    app_version asc nulls first,
    start_time desc,
    node_count desc nulls last
{%- endmacro %}
