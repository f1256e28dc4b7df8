{#-
  The rows an incremental model folds into what it holds, for a model partitioned by
  `partition_column` and written with insert_overwrite: the new rows (`new`, a CTE with
  `columns`), and on an incremental build also the rows of `this` in the partitions the new
  rows fall in, so the model aggregates both and rewrites those partitions whole. Spark allows
  reading the table a dynamic partition overwrite writes.

    from ({{ rows_with_built('new_chunks', ['scope', 'stream', 'chunk'], 'scope') }}) as rows
-#}
{% macro rows_with_built(new, columns, partition_column) -%}
select
    {{ columns | join(',\n    ') }}
from {{ new }}
{%- if is_incremental() %}
union all
select
    {{ columns | join(',\n    ') }}
from {{ this }}
where {{ partition_column }} in (select {{ new }}.{{ partition_column }} from {{ new }})
{%- endif %}
{%- endmacro %}
