"""Connections: dbt-spark's, plus an eagerly prepared in-process SparkSession."""

from dataclasses import dataclass

from dbt.adapters.contracts.connection import Connection, ConnectionState
from dbt.adapters.spark.connections import (
    SparkConnectionManager,
    SparkConnectionMethod,
    SparkCredentials,
)

ADAPTER_TYPE = "opsmeta_spark"


@dataclass
class OpsmetaSparkCredentials(SparkCredentials):
    @property
    def type(self) -> str:
        return ADAPTER_TYPE


class OpsmetaSparkConnectionManager(SparkConnectionManager):
    TYPE = ADAPTER_TYPE

    @classmethod
    def open(cls, connection: Connection) -> Connection:
        if connection.state == ConnectionState.OPEN:
            return connection
        creds = connection.credentials
        if creds.method == SparkConnectionMethod.SESSION:
            # Imported here: the thrift/http methods must not need pyspark.
            from opsmeta.spark import prepare_session

            # The session is created before dbt-spark's cursor asks for it, so
            # the warehouse, metastore, UDFs and current database are set once.
            creds.server_side_parameters = prepare_session(
                creds.server_side_parameters, current_database=creds.schema
            )
        return super().open(connection)
