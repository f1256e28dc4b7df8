{#- SQL script: drop from `relation` every partition listed in the table `listing` (whose
    columns are `partition_columns`, named as in `relation`). The values reach the ALTER
    statements as parameters of EXECUTE IMMEDIATE, never as SQL text, so a partition value
    holding a quote, `=`, `/`, `%`, a space or any other character is dropped exactly (the
    escaped names `show partitions` prints are never parsed).

    The partitions go in batches of the largest of `batch_sizes` (ascending), each dropped by
    one statement of the smallest size that holds it, a short batch repeating its own
    partitions (dropping one twice is a no-op under IF EXISTS): each size has one statement
    text. Measured on the embedded Derby: a statement costs ~0.5 s in a script, and each spec
    it names ~50 ms more (Spark looks each up in the metastore): an hourly build's 6 stale
    bucket partitions (the test sample) take one statement of 8 specs, 1.0 s (5.3 s as one of
    100; 3.5 s as six of one).

    A partition whose `nullable_column` (one of `partition_columns`) is null is dropped by a
    statement that writes that value as null: EXECUTE IMMEDIATE fails to parse a null
    argument in a partition spec. -#}
{% macro drop_partitions_listed(relation, listing, partition_columns, batch_sizes=(8, 32, 100), nullable_column=none) -%}
{%- if batch_sizes | list != batch_sizes | sort | list or batch_sizes | min < 1 -%}
  {{ exceptions.raise_compiler_error('drop_partitions_listed: batch_sizes are positive and ascending, got ' ~ batch_sizes) }}
{%- endif -%}
{%- if nullable_column is not none and nullable_column not in partition_columns -%}
  {{ exceptions.raise_compiler_error('drop_partitions_listed: nullable_column ' ~ nullable_column ~ ' is none of the partition_columns') }}
{%- endif -%}
{%- set columns = partition_columns | join(', ') -%}
{%- set null_value = nullable_column ~ ' is null' if nullable_column is not none else 'false' -%}
begin
  for batch as
    select collect_list(struct({{ columns }})) as parts, is_null
    from (
        select
            {{ columns }},
            {{ null_value }} as is_null,
            (row_number() over (partition by {{ null_value }} order by {{ columns }}) - 1) div {{ batch_sizes[-1] }} as batch_number
        from {{ listing }}
    )
    group by is_null, batch_number
  do
  {%- for null_column in ([none, nullable_column] if nullable_column is not none else [none]) %}
    {% if loop.first %}if{% else %}elseif{% endif %} batch.is_null = {{ 'false' if null_column is none else 'true' }} then
    {%- for size in batch_sizes %}
      {% if loop.first %}if{% else %}elseif{% endif %} size(batch.parts) <= {{ size }} then
        execute immediate {{ drop_partitions_statement(relation, partition_columns, size, null_column) }};
    {%- endfor %}
      end if;
  {%- endfor %}
    end if;
  end for;
end
{%- endmacro %}

{#- SQL: the EXECUTE IMMEDIATE text and arguments dropping `batch.parts` by `size` specs; the
    `null_column` (if any) is null in each, written so (a null argument fails to parse). -#}
{% macro drop_partitions_statement(relation, partition_columns, size, null_column=none) -%}
{%- set equalities = [] -%}
{%- set bound = [] -%}
{%- for column in partition_columns -%}
  {%- if column == null_column -%}
    {%- do equalities.append(column ~ ' = null') -%}
  {%- else -%}
    {%- do equalities.append(column ~ ' = ?') -%}
    {%- do bound.append(column) -%}
  {%- endif -%}
{%- endfor -%}
{%- set arguments = [] -%}
{%- for i in range(size) -%}
  {%- for column in bound -%}
    {%- do arguments.append('batch.parts[' ~ i ~ ' % size(batch.parts)].' ~ column) -%}
  {%- endfor -%}
{%- endfor -%}
'alter table {{ relation }} drop if exists {{ (['partition (' ~ equalities | join(', ') ~ ')'] * size) | join(", ") }}'
        {%- if arguments %} using {{ arguments | join(', ') }}{% endif %}
{%- endmacro %}
