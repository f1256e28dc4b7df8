"""The project's vars as dbt_project.yml sets them: what the tests hand the reference functions,
which take such values as arguments and keep no copies of their own."""

from __future__ import annotations

from functools import cache

import yaml

from opsmeta import paths


@cache
def _vars() -> dict:
    return yaml.safe_load((paths.PROJECT_ROOT / "dbt_project.yml").read_text())["vars"]


def project_var(name: str):
    """The default of var ``name``."""
    return _vars()[name]
