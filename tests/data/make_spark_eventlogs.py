"""The small real Spark application whose event logs are kept in spark_eventlogs/:

    python tests/data/make_spark_eventlogs.py zstd|lz4 OUT_DIR   (pyspark 4.1, local[2])

An aggregation, a self-join with a skewed key (long tasks next to short ones) and an RDD job
outside SQL, with event logging on and the codec named."""
import sys

from pyspark.sql import SparkSession

codec, out = sys.argv[1], sys.argv[2]
b = (SparkSession.builder.master("local[2]").appName("opsmeta-eventlog-sample")
     .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", out)
     .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "3"))
if codec != "none":
    b = b.config("spark.eventLog.compress", "true").config("spark.eventLog.compression.codec", codec)
spark = b.getOrCreate()
df = spark.range(0, 200000, numPartitions=4).selectExpr("id", "id % 7 as k", "sha2(cast(id as string), 256) as h")
df.groupBy("k").count().collect()
df.alias("a").join(df.alias("b"), "k").groupBy("k").count().collect()
spark.sparkContext.parallelize(range(1000), 3).map(lambda x: x * x).sum()  # a job with no SQL execution
spark.stop()
