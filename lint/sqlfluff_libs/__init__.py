"""Stand-ins for what dbt provides at run time, for sqlfluff's jinja templater.

sqlfluff renders the models without a database: ``var()`` answers with the defaults in
dbt_project.yml (sqlfluff's own stand-in answers a placeholder that breaks arithmetic),
``target``, ``model`` and ``api.Relation`` with plain stand-ins.
"""

from pathlib import Path
from types import SimpleNamespace

import yaml

_VARS = yaml.safe_load((Path(__file__).resolve().parents[2] / "dbt_project.yml").read_text())["vars"]


def var(name, default=None):
    return _VARS.get(name, default)


class _Relation:
    def __init__(self, schema, identifier):
        self.schema, self.identifier = schema, identifier

    @classmethod
    def create(cls, schema="schema", identifier="table", **_):
        return cls(schema, identifier)

    def __str__(self):
        return f"{self.schema}.{self.identifier}"


api = SimpleNamespace(Relation=_Relation)
target = SimpleNamespace(schema="opsmeta", name="lint")
# the model being rendered: a table function's argument_errors reads its YAML columns
model = SimpleNamespace(columns={"lint_column": SimpleNamespace(name="lint_column", data_type="string")})
invocation_id = "lint-invocation"
flags = SimpleNamespace(FULL_REFRESH=False)
project_name = "opsmeta"


class _Nodes(dict):
    """graph.nodes: any model, in the marts schema under its own name."""

    def __missing__(self, key):
        return SimpleNamespace(schema="opsmeta", alias=key.rsplit(".", 1)[-1])


graph = SimpleNamespace(nodes=_Nodes())
