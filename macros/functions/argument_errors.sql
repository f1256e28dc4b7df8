{#-
  The branch of a table function that raises its argument errors: no row, with the function's
  columns typed as its YAML declares them, unless one of the caller's WHEN branches raises.
  Added to the answer with union all, so an error is raised even when the answer reads nothing
  (Spark folds it away for valid constant arguments):

    select ... from answer
    union all
    {% call argument_errors(model.columns.values()) %}
        when at_time is null then raise_error('segments_at: at_time is required')
    {% endcall %}
-#}
{% macro argument_errors(columns) -%}
select
    {%- for column in columns %}
    cast(null as {{ column.data_type }}) as {{ column.name }}{{ ',' if not loop.last }}
    {%- endfor %}
where not (
    case
        {{- caller() }}
        else true
    end
)
{%- endmacro %}
