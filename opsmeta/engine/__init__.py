"""How opsmeta talks to Spark: the session (``session``: configuration, memory, the embedded or
cluster master), its metastore (``metastore``: Derby or PostgreSQL) and the catalog calls made
through py4j (``catalog``). Imports ``opsmeta.paths`` and ``opsmeta.domains`` only."""
