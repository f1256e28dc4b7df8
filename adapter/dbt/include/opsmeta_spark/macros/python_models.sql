{#-
  Python models on the in-process session: the compiled model runs with `spark` bound to
  the dbt session (python_submissions.SessionPythonJobHelper) and this footer writes its
  DataFrame as a table, honouring file_format, options (kept with the table, so later inserts
  follow them) and partition_by (dbt-spark's ignores the latter).
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

writer = df.write.mode("overwrite").format("{{ config.get('file_format', 'parquet') }}")
{%- for name, value in (config.get('options') or {}).items() %}
writer = writer.option({{ name | tojson }}, {{ value | tojson }})
{%- endfor %}
{%- set partition_by = config.get('partition_by', none) %}
{%- if partition_by %}
writer = writer.partitionBy(*{{ ([partition_by] if partition_by is string else partition_by) | tojson }})
{%- endif %}
writer.saveAsTable("{{ target_relation }}")
{% endmacro %}
