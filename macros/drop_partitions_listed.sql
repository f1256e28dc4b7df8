{#- SQL script: drop from `relation` every partition listed in the table `listing` (whose
    columns are `partition_columns`, named as in `relation`). The values reach the ALTER
    statements as parameters of EXECUTE IMMEDIATE, never as SQL text, so a partition value
    holding a quote, `=`, `/`, `%`, a space or any other character is dropped exactly (the
    escaped names `show partitions` prints are never parsed). Partitions go in batches of
    `batch_size`; a short batch repeats its own partitions (dropping one twice is a no-op
    under IF EXISTS), so every statement has the same text. -#}
{% macro drop_partitions_listed(relation, listing, partition_columns, batch_size=100) -%}
{%- set equalities = [] -%}
{%- for column in partition_columns -%}{%- do equalities.append(column ~ ' = ?') -%}{%- endfor -%}
{%- set spec = 'partition (' ~ equalities | join(', ') ~ ')' -%}
{%- set arguments = [] -%}
{%- for i in range(batch_size) -%}
  {%- for column in partition_columns -%}
    {%- do arguments.append('batch.parts[' ~ i ~ ' % size(batch.parts)].' ~ column) -%}
  {%- endfor -%}
{%- endfor -%}
begin
  for batch as
    select collect_list(struct({{ partition_columns | join(', ') }})) as parts
    from (
        select
            {{ partition_columns | join(', ') }},
            (row_number() over (order by {{ partition_columns | join(', ') }}) - 1) div {{ batch_size }} as batch_number
        from {{ listing }}
    )
    group by batch_number
  do
    execute immediate 'alter table {{ relation }} drop if exists {{ ([spec] * batch_size) | join(", ") }}'
      using {{ arguments | join(', ') }};
  end for;
end
{%- endmacro %}
