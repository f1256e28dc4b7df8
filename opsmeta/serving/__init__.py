"""BI over JDBC: the endpoint (``endpoint``: Spark's Thrift server in-process), and who may log
in and what they see (``access``, with its Java classes under ``java/``). The SQLAlchemy dialect
BI tools use is a distribution of its own (clients/opsmeta-sqlalchemy). Imports the warehouse
and below."""
