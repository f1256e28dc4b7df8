"""The adapter: dbt-spark with a ``session`` Python submission method."""

import datetime
import os
import time
from collections.abc import Callable
from typing import Any

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
    def python_submission_helpers(self) -> dict[str, type[PythonJobHelper]]:
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
        """Location of raw source ``identifier``: ``$OPSMETA_RAW_DIR/<identifier>`` (absolute for
        a local folder). Whether it exists is checked per domain (``raw_domains_check``)."""
        from opsmeta import paths

        root = os.environ.get("OPSMETA_RAW_DIR") or str(paths.raw_dir())
        location = f"{root.rstrip('/')}/{identifier}"
        return location if "://" in root else os.path.abspath(location)

    @available
    def pin_raw_input(self) -> str:
        """The time this invocation pins its raw input at (UTC, ``YYYY-MM-DDTHH:MM:SS``, the
        ``modifiedBefore`` format): the next whole second, returned once it has passed, so
        every file written before the build started is read and none written after it."""
        return input_pin(time.time, time.sleep)

    @available
    def enabled_domains(self) -> list[str]:
        """The domains this build covers: those dbt_project.yml enables."""
        from opsmeta import domains

        return domains.enabled_by_environment()

    @available
    def raw_domains_check(self) -> None:
        """Stop the build when a domain has only some of its raw tables, naming the missing
        ones (a domain with none is skipped when the profile loads). Only the embedded session
        can see the raw directory; elsewhere Spark reports what is missing."""
        from opsmeta import domains, paths

        if not self._uses_session:
            return
        root = os.environ.get("OPSMETA_RAW_DIR") or str(paths.raw_dir())
        for domain in domains.selected():
            status = domains.raw_status(domain, root)
            if status.state == "partial":
                raise DbtRuntimeError(
                    f"domain {domain.name}: raw tables {', '.join(status.missing)} missing under {root} "
                    f"(found {', '.join(status.present)}); a domain needs all of its raw tables or none"
                )


def input_pin(clock: Callable[[], float], sleep: Callable[[float], None]) -> str:
    """The next whole second after ``clock()``, once ``clock()`` has passed it (Spark's
    ``modifiedBefore`` has whole seconds: a file written in the current second before the
    build started has to be before the pin, and nothing is read until the pin is past)."""
    pin = int(clock()) + 1
    while (left := pin - clock()) >= 0:
        sleep(left + 0.001)
    return datetime.datetime.fromtimestamp(pin, datetime.UTC).strftime("%Y-%m-%dT%H:%M:%S")

