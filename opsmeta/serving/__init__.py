"""BI over JDBC: the endpoint (``endpoint``: Spark's Thrift server in-process), who may log in
and what they see (``access``, with its Java classes under ``java/``), and the SQLAlchemy
dialect BI tools use (``sqlalchemy_dialect``). Imports the warehouse and below."""
