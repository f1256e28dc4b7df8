{#-
  Python models on the in-process session: the compiled model runs with `spark` bound to
  the dbt session (python_submissions.SessionPythonJobHelper) and this footer swaps its
  DataFrame in as the table (opsmeta.warehouse.swap: a new version, then one metastore step; never
  dropped first), honouring file_format, options (kept with the table, so later inserts follow
  them) and partition_by (dbt-spark's ignores the latter).
-#}
{% macro py_write_table(compiled_code, target_relation) %}
{{ compiled_code }}
# --- opsmeta_spark: write the model's DataFrame --- #
dbt = dbtObj(spark.table)
df = model(dbt, spark)

import pandas
import pyspark.sql

if isinstance(df, pandas.DataFrame):
    df = spark.createDataFrame(df)
elif not isinstance(df, pyspark.sql.DataFrame):
    if not hasattr(df, "to_spark"):
        raise TypeError(f"{type(df)} is not a supported type for a dbt Python model")
    df = df.to_spark()

from opsmeta.warehouse.swap import swap_in

swap_in(
    spark,
    {{ target_relation.schema | tojson }},
    {{ target_relation.identifier | tojson }},
    df,
    file_format={{ config.get('file_format', 'parquet') | tojson }},
    options={{ (config.get('options') or {}) | tojson }},
{%- set partition_by = config.get('partition_by', none) %}
    partition_by={{ (([partition_by] if partition_by is string else partition_by) if partition_by else []) | tojson }},
)
{% endmacro %}
