{#-
  Model-level test for a `*_rejected` model: rows of `input` = accepted rows + rejected rows.
  Nothing is dropped silently.
-#}
{% test reconciles_with_input(model, input, accepted, accepted_where='1 = 1', rejected_where='1 = 1') %}
with input_rows as (
    select count(*) as row_count from {{ input }}
),

accepted_rows as (
    select count(*) as row_count from {{ accepted }} where {{ accepted_where }}
),

rejected_rows as (
    select count(*) as row_count from {{ model }} where {{ rejected_where }}
)

select
    input_rows.row_count as input_count,
    accepted_rows.row_count as accepted_count,
    rejected_rows.row_count as rejected_count
from input_rows
cross join accepted_rows
cross join rejected_rows
where input_rows.row_count != accepted_rows.row_count + rejected_rows.row_count
{% endtest %}
