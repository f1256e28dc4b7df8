"""Great Expectations: one checkpoint over every mart, with Data Docs.

The file context lives in ``expectations/gx`` and is (re)written from
``expectations/suites.py`` on every run, so the suites have one source; Data Docs and
validation results land in ``expectations/gx/uncommitted``. Each mart is read from its Parquet table directory through a
Spark filesystem datasource on the running SparkSession.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from opsmeta import paths

CONTEXT_DIR = paths.PROJECT_ROOT / "expectations"
DATASOURCE = "opsmeta_marts"
CHECKPOINT = "opsmeta_marts"


@dataclass(frozen=True)
class QualityReport:
    success: bool
    failures: list[str]
    data_docs: str
    validated: list[str]

    def summary(self) -> str:
        lines = [f"data quality: {len(self.validated)} marts, {'all expectations met' if self.success else f'{len(self.failures)} failed'}"]
        lines += [f"  FAILED {failure}" for failure in self.failures]
        return "\n".join(lines)


def table_location(spark, schema: str, table: str) -> Path:
    rows = spark.sql(f"describe table extended `{schema}`.`{table}`").collect()
    location = next(row.data_type for row in rows if row.col_name == "Location")
    if location.startswith("file:"):
        location = location[len("file:"):]
    if "://" in location:
        raise RuntimeError(f"{schema}.{table} is at {location}; GX here reads local tables only")
    return Path(location)


def run_checkpoint(spark, schema: str = "opsmeta") -> QualityReport:
    """Validate every mart listed in expectations.suites; build Data Docs."""
    import great_expectations as gx
    import great_expectations.expectations as gxe

    from expectations.suites import SUITES

    from great_expectations.data_context.types.base import ProgressBarsConfig

    context = gx.get_context(mode="file", project_root_dir=str(CONTEXT_DIR))
    context.variables.progress_bars = ProgressBarsConfig(globally=False)
    context.variables.save()
    locations = {mart: table_location(spark, schema, mart) for mart in SUITES}
    base = Path(next(iter(locations.values()))).parent
    source = context.data_sources.add_or_update_spark_filesystem(name=DATASOURCE, base_directory=base)
    definitions = []
    for mart, expectations in SUITES.items():
        asset = source.add_directory_parquet_asset(name=mart, data_directory=locations[mart].relative_to(base))
        batch = asset.add_batch_definition_whole_directory(name=f"{mart}_all")
        suite = gx.ExpectationSuite(
            name=f"{mart}_suite",
            expectations=[getattr(gxe, kind)(**kwargs) for kind, kwargs in expectations],
        )
        suite = context.suites.add_or_update(suite)
        definitions.append(
            context.validation_definitions.add_or_update(
                gx.ValidationDefinition(name=f"{mart}_validation", data=batch, suite=suite)
            )
        )
    checkpoint = context.checkpoints.add_or_update(
        gx.Checkpoint(
            name=CHECKPOINT,
            validation_definitions=definitions,
            actions=[gx.checkpoint.UpdateDataDocsAction(name="update_data_docs")],
            result_format="SUMMARY",
        )
    )
    result = checkpoint.run()
    failures = []
    for run_result in result.run_results.values():
        for outcome in run_result.results:
            if not outcome.success:
                config = outcome.expectation_config
                failures.append(f"{run_result.suite_name}: {config.type} {config.kwargs}")
    docs = context.get_docs_sites_urls()
    return QualityReport(
        success=bool(result.success),
        failures=failures,
        data_docs=docs[0]["site_url"] if docs else "",
        validated=list(SUITES),
    )
