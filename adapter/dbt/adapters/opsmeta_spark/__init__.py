"""dbt adapter plugin: dbt-spark plus in-process Python models and project UDFs.

Adapter type ``opsmeta_spark``. It depends on ``spark`` the way dbt-databricks
does, so every dbt-spark macro, materialization and profile field still applies.
"""

from dbt.adapters.base import AdapterPlugin
from dbt.include import opsmeta_spark

from dbt.adapters.opsmeta_spark.connections import (
    OpsmetaSparkConnectionManager,  # noqa: F401
    OpsmetaSparkCredentials,
)
from dbt.adapters.opsmeta_spark.impl import OpsmetaSparkAdapter

Plugin = AdapterPlugin(
    adapter=OpsmetaSparkAdapter,  # type: ignore[arg-type]
    credentials=OpsmetaSparkCredentials,
    include_path=opsmeta_spark.PACKAGE_PATH,
    dependencies=["spark"],
)
