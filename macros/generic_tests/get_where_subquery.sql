{#-
  What a generic data test reads (dbt calls this for every generic test's `model`): the test's
  `where` config and, in a `dbt build` that built a partition-overwriting incremental model,
  the files that build wrote. Such a build rewrites whole partitions and leaves the others as
  the tests of earlier builds passed them, so an hourly build tests its hour, not the whole
  history. `dbt test`, a full refresh (every file is new) and any other command read
  everything; what a partition-local check cannot see (a key unique across partitions) is
  theirs.

  Written = modified at or after the invocation's start, less a few seconds for the storage's
  clock (NTP keeps it closer) and for a store that keeps whole seconds: that only widens what
  is read. One macro, not two: dbt gives a test the macros it depended on when parsed, and a
  partial parse does not add a helper this one starts calling.
-#}
{% macro spark__get_where_subquery(relation) -%}
  {%- set storage_clock_skew_seconds = 5 -%}
  {%- set conditions = [config.get('where', '')] -%}
  {%- set node = graph.nodes.get(model.attached_node) if execute and model.attached_node else none -%}
  {%- if node is not none and flags.WHICH == 'build' and node.unique_id in selected_resources
        and node.config.materialized == 'incremental' and node.config.incremental_strategy == 'insert_overwrite'
        and node.config.partition_by and relation.identifier == node.alias -%}
    {%- set since = (run_started_at.timestamp() | int) - storage_clock_skew_seconds -%}
    {%- do conditions.append('_metadata.file_modification_time >= timestamp_seconds(' ~ since ~ ')') -%}
  {%- endif -%}
  {%- set conditions = conditions | select | list -%}
  {%- if conditions -%}
    {{ return('(select * from ' ~ relation ~ ' where (' ~ conditions | join(') and (') ~ ')) dbt_subquery') }}
  {%- endif -%}
  {{ return(relation) }}
{%- endmacro %}
