"""Run dbt Python models in-process on the active SparkSession."""

from typing import Any

from dbt.adapters.base import PythonJobHelper
from dbt.adapters.contracts.connection import Credentials

SESSION_SUBMISSION_METHOD = "session"


class SessionPythonJobHelper(PythonJobHelper):
    """Executes the compiled model (model code plus dbt's write footer) with ``spark`` bound."""

    def __init__(self, parsed_model: dict, credentials: Credentials) -> None:
        self.credentials = credentials
        self.model_id = parsed_model.get("unique_id", parsed_model.get("alias", "python_model"))

    def submit(self, compiled_code: str) -> Any:
        from opsmeta.engine.session import active_session

        namespace = {"spark": active_session(), "__name__": "__dbt_python_model__"}
        exec(compile(compiled_code, f"<{self.model_id}>", "exec"), namespace)
        return None
