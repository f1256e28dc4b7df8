"""Every compiled model parses as Spark SQL; every mart outputs exactly its documented columns."""

from __future__ import annotations

import json

import pytest
import sqlglot
from sqlglot import exp

pytestmark = pytest.mark.dbt


def output_columns(statement: exp.Expression) -> list[str]:
    """Column names a query outputs, following `select *` through CTEs and unions."""
    ctes = {cte.alias_or_name: cte.this for cte in statement.find_all(exp.CTE)}

    def columns_of(query: exp.Expression) -> list[str]:
        if isinstance(query, exp.Union):
            return columns_of(query.left)
        if isinstance(query, exp.Subquery):
            return columns_of(query.this)
        names: list[str] = []
        for projection in query.expressions:
            if isinstance(projection, exp.Star) or (
                isinstance(projection, exp.Column) and isinstance(projection.this, exp.Star)
            ):
                source = (query.args.get("from_") or query.args.get("from")).this
                name = source.alias_or_name if isinstance(source, exp.Table) else None
                if name not in ctes:
                    raise AssertionError(f"cannot expand * over {source.sql()}")
                names.extend(columns_of(ctes[name]))
            else:
                names.append(projection.alias_or_name)
        return names

    return columns_of(statement)


@pytest.fixture(scope="module")
def manifest(dbt, dbt_build):
    return json.loads((dbt.target_path / "manifest.json").read_text())


def _sql_models(manifest):
    return [
        node for node in manifest["nodes"].values()
        if node["resource_type"] == "model" and node["language"] == "sql"
    ]


def test_every_compiled_model_parses_as_spark_sql(manifest, dbt):
    models = _sql_models(manifest)
    assert models
    for node in models:
        compiled = (dbt.target_path / "compiled" / node["package_name"] / node["original_file_path"]).read_text()
        statements = sqlglot.parse(compiled, read="spark", error_level=sqlglot.ErrorLevel.RAISE)
        assert len(statements) == 1, node["name"]


def test_marts_output_exactly_their_documented_columns(manifest, dbt):
    marts = [n for n in _sql_models(manifest) if "/marts/" in n["original_file_path"]]
    assert marts
    for node in marts:
        compiled = (dbt.target_path / "compiled" / node["package_name"] / node["original_file_path"]).read_text()
        outputs = output_columns(sqlglot.parse_one(compiled, read="spark"))
        assert outputs == list(node["columns"]), node["name"]


def test_star_expands_through_ctes_and_unions():
    statement = sqlglot.parse_one(
        "with a as (select x, y from t), b as (select * from a union all select 1, 2) select * from b",
        read="spark",
    )
    assert output_columns(statement) == ["x", "y"]
