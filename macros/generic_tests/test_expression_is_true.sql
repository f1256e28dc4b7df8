{#- Every row satisfies `expression` (rows where it is false or null fail). -#}
{% test expression_is_true(model, expression) %}
select *
from {{ model }}
where not coalesce({{ expression }}, false)
{% endtest %}
