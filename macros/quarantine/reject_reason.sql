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
