{#-
  The quarantine pattern: a staging model tags every input row with the first rule it
  breaks, `<entity>_rejected` keeps the tagged rows, downstream models keep the rest.

    {{ reject_reason([
        ('run_id is null', 'null key: run_id'),
        ('stop_time < start_time', 'stop before start'),
    ]) }} as reject_reason

  renders `case when (run_id is null) then 'null key: run_id' ... end`: null for a valid row.
-#}
{% macro reject_reason(rules) -%}
  case
    {%- for condition, reason in rules %}
    when ({{ condition }}) then '{{ reason }}'
    {%- endfor %}
  end
{%- endmacro %}

{#- One rule per required column: `null key: <column>`. -#}
{% macro null_key_rules(columns) -%}
  {%- set rules = [] -%}
  {%- for column in columns -%}
    {%- do rules.append((column ~ ' is null', 'null key: ' ~ column)) -%}
  {%- endfor -%}
  {{ return(rules) }}
{%- endmacro %}

{#-
  One rule per string column a table is partitioned by: its value names a directory, which
  holds at most 255 bytes and cannot be empty (an empty value reads back as null). UTF-8
  bytes, each escaped to at most three (`/` is `%2F`): 80 keep `<column>=<value>` within 255.
-#}
{% macro partition_value_rules(columns) -%}
  {%- set rules = [] -%}
  {%- for column in columns -%}
    {%- do rules.append(
        ('octet_length(' ~ column ~ ') not between 1 and 80', column ~ ' empty or longer than 80 bytes')
    ) -%}
  {%- endfor -%}
  {{ return(rules) }}
{%- endmacro %}

{#-
  One rule over time columns in `unit` (s or ms): a time after the last second of year 9999,
  Spark's last timestamp. A corrupt time out there overflows the arithmetic a build does on
  it (the next epoch of a stream is created at least a millisecond after the one before).
-#}
{% macro far_future_rules(columns, unit) -%}
  {%- set last = {'s': 253402300799, 'ms': 253402300799999}[unit] -%}
  {%- set conditions = [] -%}
  {%- for column in columns -%}
    {%- do conditions.append(column ~ ' > ' ~ last) -%}
  {%- endfor -%}
  {{ return([(conditions | join(' or '), 'time after year 9999')]) }}
{%- endmacro %}

{#-
  The rows of a domain's `*_rejected` mart, from its staging models (or the views adding a
  build-level rule to them, as the runs' int_*_checked): one row per rejected
  raw row, with the raw table it came from (`source`), `reject_reason`, the entity's key and
  time columns typed (so a BI user can filter the rejects of one namespace or stream), and
  the raw row kept whole as JSON (`raw_row`, which each staging model carries).

    {{ rejected_rows(
        columns=[('namespace', 'string'), ('event_time', 'bigint')],
        inputs=[
            {'source': 'run_records', 'staged': ref('stg_runs__run_records'),
             'columns': {'event_time': 'record_time'}},
        ],
    ) }}

  `columns` are (name, data_type); an input's `columns` maps a name to the expression that
  fills it there (default: the column of the same name; none: null); its optional `where`
  keeps some of its rows (one intermediate model holding the rejects of several raw tables).
-#}
{% macro rejected_rows(columns, inputs) -%}
  {%- for input in inputs %}
select
    '{{ input.source }}' as source,
    reject_reason,
    {%- for name, data_type in columns %}
    cast({{ input.get('columns', {}).get(name, name) or 'null' }} as {{ data_type }}) as {{ name }},
    {%- endfor %}
    raw_row
from {{ input.staged }}
where reject_reason is not null
    {%- if input.where %}
    and ({{ input.where }})
    {%- endif %}
    {%- if not loop.last %}

union all
    {% endif %}
  {%- endfor %}
{%- endmacro %}
