"""Great Expectations: one checkpoint per domain over its marts, one Data Docs site.

The file context lives in ``expectations/gx`` and is (re)written from the domains' suites
(``expectations/suites.py``) on every run, so the suites have one source; Data Docs and
validation results land in ``expectations/gx/uncommitted``. Each mart is read from its
Parquet table directory through a Spark filesystem datasource on the running SparkSession (a
view, as the DataFrame Spark reads through it); queries of cross-table expectations read the
other marts from the metastore.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

from opsmeta import paths

CONTEXT_DIR = paths.PROJECT_ROOT / "expectations"
DATASOURCE = "opsmeta_marts"
#: the marts that are views, validated as the DataFrame Spark reads through them
VIEWS_DATASOURCE = "opsmeta_views"
GENERATED_STORES = ("expectations", "validation_definitions", "checkpoints")


@dataclass(frozen=True)
class DomainReport:
    domain: str
    validated: list[str]
    failures: list[str]
    skipped: bool = False

    @property
    def success(self) -> bool:
        return not self.failures

    def summary(self) -> str:
        if self.skipped:
            return f"  {self.domain}: not built, skipped"
        verdict = "all expectations met" if self.success else f"{len(self.failures)} failed"
        lines = [f"  {self.domain}: {len(self.validated)} marts, {verdict}"]
        return "\n".join(lines + [f"    FAILED {failure}" for failure in self.failures])


@dataclass(frozen=True)
class QualityReport:
    domains: list[DomainReport]
    data_docs: str
    failures: list[str] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "failures", [f for d in self.domains for f in d.failures])

    @property
    def success(self) -> bool:
        return not self.failures and any(not d.skipped for d in self.domains)

    @property
    def validated(self) -> list[str]:
        return [mart for d in self.domains for mart in d.validated]

    def summary(self) -> str:
        built = [d for d in self.domains if not d.skipped]
        if not built:
            head = "data quality: no domain is built"
        elif self.success:
            head = f"data quality: {len(self.validated)} marts, all expectations met"
        else:
            head = f"data quality: {len(self.validated)} marts, {len(self.failures)} failed"
        return "\n".join([head, *(d.summary() for d in self.domains)])


def table_location(spark, schema: str, table: str) -> Path:
    rows = spark.sql(f"describe table extended `{schema}`.`{table}`").collect()
    location = next(row.data_type for row in rows if row.col_name == "Location")
    if location.startswith("file:"):
        location = location[len("file:"):]
    if "://" in location:
        raise RuntimeError(f"{schema}.{table} is at {location}; GX here reads local tables only")
    return Path(location)


def _expectation(gxe, kind: str, kwargs: dict, schema: str):
    if "unexpected_rows_query" in kwargs:
        # the schema is configuration (OPSMETA_SCHEMA), never data
        kwargs = {**kwargs, "unexpected_rows_query": kwargs["unexpected_rows_query"].replace("{schema}", schema)}
    return getattr(gxe, kind)(**kwargs)


def is_view(spark, schema: str, table: str) -> bool:
    return spark.catalog.getTable(f"{schema}.{table}").tableType == "VIEW"


def run_checkpoint(spark, schema: str = "opsmeta", domains: list[str] | None = None) -> QualityReport:
    """Validate the marts of each domain in ``domains`` (all when empty) in one checkpoint
    per domain; a domain whose marts were not built is reported as skipped. Builds Data Docs.
    A mart that is a view has no directory of its own: it is validated as the DataFrame Spark
    reads through it, in a checkpoint of its own (a checkpoint passes one DataFrame to all its
    validations)."""
    import great_expectations as gx
    import great_expectations.expectations as gxe
    from great_expectations.data_context.types.base import ProgressBarsConfig
    from great_expectations.data_context.types.resource_identifiers import ExpectationSuiteIdentifier

    from expectations.suites import suites_by_domain

    # The suites, validation definitions and checkpoints are generated: start from none, so
    # no stale one points at an asset of another schema. Results and Data Docs accumulate.
    for store in GENERATED_STORES:
        shutil.rmtree(CONTEXT_DIR / "gx" / store, ignore_errors=True)
    context = gx.get_context(mode="file", project_root_dir=str(CONTEXT_DIR))
    context.variables.progress_bars = ProgressBarsConfig(globally=False)
    context.variables.save()
    files = context.data_sources.add_or_update_spark_filesystem(name=DATASOURCE, base_directory=paths.warehouse_dir())
    frames = context.data_sources.add_or_update_spark(name=VIEWS_DATASOURCE)

    # No Data Docs action: it builds the site, index included, after every validation (34
    # builds a run, 55 of a profiled 153 s); the site is built once, from this run's results.
    def checkpoint(name: str, definitions: list):
        return context.checkpoints.add_or_update(gx.Checkpoint(
            name=name, validation_definitions=definitions, actions=[], result_format="SUMMARY",
        ))

    documented = []

    reports = []
    for domain, suites in suites_by_domain(domains).items():
        if not any(spark.catalog.tableExists(f"{schema}.{mart}") for mart in suites):
            reports.append(DomainReport(domain, [], [], skipped=True))
            continue
        tables, views = [], {}
        for mart, expectations in suites.items():
            asset_name = f"{schema}.{mart}"
            view = is_view(spark, schema, mart)
            source = frames if view else files
            if asset_name in source.get_asset_names():
                source.delete_asset(asset_name)
            if view:
                batch = source.add_dataframe_asset(name=asset_name).add_batch_definition_whole_dataframe(name=f"{mart}_all")
            else:
                location = table_location(spark, schema, mart)
                if location.is_relative_to(paths.warehouse_dir()):
                    location = location.relative_to(paths.warehouse_dir())
                asset = source.add_directory_parquet_asset(name=asset_name, data_directory=location)
                batch = asset.add_batch_definition_whole_directory(name=f"{mart}_all")
            suite = context.suites.add_or_update(gx.ExpectationSuite(
                name=f"{mart}_suite",
                expectations=[_expectation(gxe, kind, kwargs, schema) for kind, kwargs in expectations],
            ))
            definition = context.validation_definitions.add_or_update(
                gx.ValidationDefinition(name=f"{mart}_validation", data=batch, suite=suite)
            )
            if view:
                views[mart] = definition
            else:
                tables.append(definition)
        results = [checkpoint(f"opsmeta_{domain}", tables).run()] if tables else []
        results += [
            checkpoint(f"opsmeta_{domain}_{mart}", [definition]).run(
                batch_parameters={"dataframe": spark.table(f"{schema}.{mart}")})
            for mart, definition in views.items()
        ]
        failures = []
        for result in results:
            for identifier, run_result in result.run_results.items():
                documented += [identifier, ExpectationSuiteIdentifier(name=run_result.suite_name)]
                for outcome in run_result.results:
                    if not outcome.success:
                        config = outcome.expectation_config
                        what = config.description or f"{config.type} {config.kwargs}"
                        failures.append(f"{run_result.suite_name}: {what}")
        reports.append(DomainReport(domain, list(suites), failures))
    if documented:
        context.build_data_docs(resource_identifiers=documented)
    docs = context.get_docs_sites_urls()
    return QualityReport(domains=reports, data_docs=docs[0]["site_url"] if docs else "")
