"""The small real Spark applications whose event logs are kept in spark_eventlogs/ and
spark_eventlogs_cluster/:

    python tests/data/make_spark_eventlogs.py zstd|lz4 OUT_DIR   (pyspark 4.1, local[2])
    python tests/data/make_spark_eventlogs.py cluster OUT_DIR    (local-cluster[2,1,1024], zstd)

An aggregation, a self-join with a skewed key (long tasks next to short ones) and an RDD job
outside SQL, with event logging on and the codec named. ``cluster`` runs two executor
processes under dynamic allocation instead: two jobs with an idle pause between them, so that
the log holds executors added, removed for idleness, and added again."""
import os
import sys
import time

from pyspark.sql import SparkSession

codec, out = sys.argv[1], sys.argv[2]
if codec == "cluster":
    import pyspark

    os.environ.setdefault("SPARK_HOME", os.path.dirname(pyspark.__file__))  # its workers start from here
    b = (SparkSession.builder.master("local-cluster[2,1,1024]").appName("opsmeta-eventlog-cluster")
         .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", out).config("spark.ui.enabled", "false")
         .config("spark.executor.memory", "512m")
         .config("spark.dynamicAllocation.enabled", "true").config("spark.dynamicAllocation.shuffleTracking.enabled", "true")
         .config("spark.dynamicAllocation.executorIdleTimeout", "3s").config("spark.dynamicAllocation.minExecutors", "0")
         .config("spark.dynamicAllocation.initialExecutors", "2"))
    spark = b.getOrCreate()
    spark.sparkContext.parallelize(range(8), 4).map(lambda x: time.sleep(1) or x).sum()
    time.sleep(15)  # idle: both executors are removed
    spark.sparkContext.parallelize(range(8), 4).map(lambda x: time.sleep(1) or x).sum()
    spark.stop()
    sys.exit(0)
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
