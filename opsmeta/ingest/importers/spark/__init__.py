"""Apache Spark's metadata: its event logs (``eventlog``)."""
