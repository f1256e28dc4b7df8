{#- Every run's status (`column_name`) is in the seed run_statuses, and a terminal status, and
    only a terminal one, comes with a stop time (`stop_column`). -#}
{% test status_agrees_with_stop(model, column_name, stop_column='stop_time') %}
with runs as (
    select * from {{ model }}
)

select runs.*
from runs
left join {{ ref('run_statuses') }} as statuses on runs.{{ column_name }} = statuses.status
where statuses.status is null
    or statuses.is_terminal != (runs.{{ stop_column }} is not null)
{% endtest %}
