"""The adapter: dbt-spark with a ``session`` Python submission method."""

import os
from typing import Any, Dict, Type

from dbt.adapters.__about__ import version as base_adapter_version
from dbt.adapters.base import PythonJobHelper, available
from dbt.adapters.base.impl import AdapterTrackingRelationInfo
from dbt.adapters.contracts.connection import AdapterResponse
from dbt.adapters.spark import SparkAdapter
from dbt.adapters.spark.connections import SparkConnectionMethod
from dbt_common.exceptions import DbtRuntimeError

from dbt.adapters.opsmeta_spark.__version__ import version as adapter_version
from dbt.adapters.opsmeta_spark.connections import ADAPTER_TYPE, OpsmetaSparkConnectionManager
from dbt.adapters.opsmeta_spark.python_submissions import (
    SESSION_SUBMISSION_METHOD,
    SessionPythonJobHelper,
)


class OpsmetaSparkAdapter(SparkAdapter):
    ConnectionManager = OpsmetaSparkConnectionManager

    @property
    def _uses_session(self) -> bool:
        return self.config.credentials.method == SparkConnectionMethod.SESSION

    @property
    def default_python_submission_method(self) -> str:
        if self._uses_session:
            return SESSION_SUBMISSION_METHOD
        return super().default_python_submission_method

    @property
    def python_submission_helpers(self) -> Dict[str, Type[PythonJobHelper]]:
        return {**super().python_submission_helpers, SESSION_SUBMISSION_METHOD: SessionPythonJobHelper}

    @classmethod
    def get_adapter_run_info(cls, config: Any) -> AdapterTrackingRelationInfo:
        # The base class derives the module from the class name, which has no underscore.
        return AdapterTrackingRelationInfo(
            adapter_name=ADAPTER_TYPE,
            base_adapter_version=base_adapter_version,
            adapter_version=adapter_version,
            model_adapter_details=cls._get_adapter_specific_run_info(config),
        )

    def generate_python_submission_response(self, submission_result: Any) -> AdapterResponse:
        return AdapterResponse(_message="OK")

    @available
    def raw_source_dir(self, identifier: str) -> str:
        """Absolute location of raw source ``identifier``: ``$OPSMETA_RAW_DIR/<identifier>``.

        On the embedded session a missing local directory is an error naming it; URIs
        (``s3a://``, ``hdfs://`` ...) and remote servers are left for Spark to check.
        """
        from opsmeta import paths

        root = os.environ.get("OPSMETA_RAW_DIR") or str(paths.raw_dir())
        location = f"{root.rstrip('/')}/{identifier}"
        if "://" in root or not self._uses_session:
            return location
        if not os.path.isdir(location):
            raise DbtRuntimeError(
                f"raw source '{identifier}': directory {location} does not exist. "
                "Generate sample data with `opsmeta generate`, or set OPSMETA_RAW_DIR to a "
                "folder holding one Parquet directory per source."
            )
        return os.path.abspath(location)
