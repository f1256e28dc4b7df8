"""Connections: dbt-spark's, plus an eagerly prepared in-process SparkSession."""

from dataclasses import dataclass

from dbt.adapters.contracts.connection import Connection, ConnectionState
from dbt.adapters.events.logging import AdapterLogger
from dbt.adapters.spark.connections import (
    SparkConnectionManager,
    SparkConnectionMethod,
    SparkCredentials,
)

ADAPTER_TYPE = "opsmeta_spark"
logger = AdapterLogger("opsmeta")


def export_domains() -> None:
    """Enable each domain that has raw data (dbt_project.yml reads the variables), and log
    one line per domain skipped. A domain missing only some raw tables stays enabled: the
    run-start check (``raw_domains_check``) stops the build naming them."""
    from dbt_common.context import get_invocation_context

    from opsmeta import domains, paths

    # env_var() reads dbt's snapshot of the environment, taken when the invocation began
    snapshot = get_invocation_context().env
    for name, on in domains.export_enabled().items():
        snapshot[domains.ENABLED_ENV.format(name.upper())] = str(on)
        if on:
            continue
        status = domains.raw_status(domains.get(name))
        if status.state == "absent":
            logger.info(f"domain {name} skipped: no raw data under {paths.raw_dir()} ({', '.join(status.missing)})")
        else:
            logger.info(f"domain {name} skipped: not in {domains.DOMAINS_ENV}")


@dataclass
class OpsmetaSparkCredentials(SparkCredentials):
    def __post_init__(self) -> None:
        super().__post_init__()
        if self.method == SparkConnectionMethod.SESSION:
            # dbt loads the profile before it renders dbt_project.yml, whose domain folders
            # are enabled by these variables: a domain with no raw data is not built.
            export_domains()

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
            from opsmeta.engine.session import prepare_session

            # The session is created before dbt-spark's cursor asks for it, so
            # the warehouse, metastore, UDFs and current database are set once.
            creds.server_side_parameters = prepare_session(
                creds.server_side_parameters, current_database=creds.schema
            )
        return super().open(connection)
