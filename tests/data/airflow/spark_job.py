"""A Spark application an Airflow task of platform_dags.py submits (spark-submit, local[2]).

    spark-submit spark_job.py NAME SECONDS [fail]

Event logging on, uncompressed, into $OPSMETA_SPARK_EVENTS. An aggregation and a skewed
self-join as SQL, then jobs outside SQL that keep the application busy for about SECONDS (so
that applications overlap), and with ``fail`` a job whose task raises, which fails the
application (exit 1)."""
import os
import sys
import time

from pyspark.sql import SparkSession

name, seconds, fail = sys.argv[1], float(sys.argv[2]), sys.argv[3:4] == ["fail"]
builder = (SparkSession.builder.master("local[2]").appName(name)
           .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", os.environ["OPSMETA_SPARK_EVENTS"])
           .config("spark.eventLog.compress", "false").config("spark.ui.enabled", "false")
           .config("spark.sql.shuffle.partitions", "3"))
if os.environ.get("OPSMETA_SPARK_NAMESPACE"):
    builder = builder.config("spark.opsmeta.namespace", os.environ["OPSMETA_SPARK_NAMESPACE"])
spark = builder.getOrCreate()
df = spark.range(0, 100000, numPartitions=4).selectExpr("id", "id % 7 as k")
df.groupBy("k").count().collect()
df.alias("a").join(df.alias("b"), "k").groupBy("k").count().collect()
deadline = time.time() + seconds
while time.time() < deadline:
    spark.sparkContext.parallelize(range(4), 2).map(lambda x: time.sleep(2) or x).sum()


def boom(_):
    raise RuntimeError("the job's input is bad")


code = 0
if fail:
    try:
        spark.sparkContext.parallelize(range(2), 1).map(boom).collect()
    except Exception:  # noqa: BLE001 - the application fails as a job's error fails it
        code = 1
spark.stop()
sys.exit(code)
