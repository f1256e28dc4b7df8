{#- Within each group of `group_by`, `column_name` sums to 1 (shares), up to `tolerance`. -#}
{% test sums_to_one(model, column_name, group_by, tolerance=0.000001) %}
select
    {{ group_by | join(', ') }},
    sum({{ column_name }}) as total
from {{ model }}
group by {{ group_by | join(', ') }}
having abs(sum({{ column_name }}) - 1) > {{ tolerance | float }}
{% endtest %}
