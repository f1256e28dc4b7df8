{#- pre_hook helper of an insert_overwrite model: how its insert overwrites `relation`, set as
    an option of the table (it wins over the session's mode, which every dbt thread shares):
    'dynamic', only the partitions the insert writes are replaced (dbt-spark's
    insert_overwrite); 'static', the whole table is, the insert deleting its files and then
    dropping from the metastore only the partitions it wrote no rows for. Dropping every
    partition before a dynamic insert costs a metastore call or two per partition: 38 s of a
    58 s rebuild of the test sample's 832 bucket partitions. A 'static' model must not read
    itself (Spark refuses to overwrite a table its query reads). The model sets the mode on
    every incremental build, so a build that stopped half-way leaves the next one nothing to
    undo. -#}
{% macro partition_overwrite(relation, mode) %}
  {% if mode not in ('static', 'dynamic') %}
    {{ exceptions.raise_compiler_error("partition_overwrite: mode is 'static' or 'dynamic', got " ~ mode) }}
  {% endif %}
  {% do run_query("alter table " ~ relation ~ " set serdeproperties ('partitionOverwriteMode' = '" ~ mode ~ "')") %}
{% endmacro %}
