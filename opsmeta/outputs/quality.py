"""Great Expectations: one checkpoint per mart, one Data Docs site.

The file context lives in ``expectations/gx`` and is (re)written from the domains' suites
(``expectations/suites.py``) on every run, so the suites have one source; Data Docs and
validation results land in ``expectations/gx/uncommitted``. Each mart is validated as the
DataFrame of its metastore table on the running SparkSession (a view, through what it reads),
so the warehouse may be on any storage Spark reads; queries of cross-table expectations read
the other marts from the metastore, each once for its domain's validations (cached until they
end).
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from opsmeta import paths
from opsmeta.outputs import offline_assets

CONTEXT_DIR = paths.PROJECT_ROOT / "expectations"
DATASOURCE = "opsmeta_marts"
#: a datasource an earlier version's context holds (it read views apart from tables)
RETIRED_DATASOURCES = ("opsmeta_views",)
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


def _expectation(gxe, kind: str, kwargs: dict, schema: str):
    if "unexpected_rows_query" in kwargs:
        # the schema is configuration (OPSMETA_SCHEMA), never data
        kwargs = {**kwargs, "unexpected_rows_query": kwargs["unexpected_rows_query"].replace("{schema}", schema)}
    return getattr(gxe, kind)(**kwargs)


def _read_by_queries(suites: dict[str, list[tuple[str, dict]]], schema: str) -> list[str]:
    """The tables of ``schema`` a domain's unexpected-rows queries read besides their batch."""
    return sorted({
        f"{schema}.{name}"
        for expectations in suites.values() for _, kwargs in expectations
        for name in re.findall(r"\{schema\}\.(\w+)", kwargs.get("unexpected_rows_query", ""))
    })


def run_checkpoint(spark, schema: str = "opsmeta", domains: list[str] | None = None) -> QualityReport:
    """Validate the marts of each domain in ``domains`` (all when empty), each as the
    DataFrame of its table or view in a checkpoint of its own (a checkpoint passes one
    DataFrame to all its validations); a domain whose marts were not built is reported as
    skipped. Builds Data Docs once, from this run's results."""
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
    # Every mart read as its table's DataFrame: a directory asset listed its files to test
    # them when added (28 of a profiled 153 s for 31 marts) and read local files only. An
    # earlier version's context holds a filesystem datasource of this name. The datasource is
    # new each run, so it holds no asset of an earlier one.
    for stale in {DATASOURCE, *RETIRED_DATASOURCES} & set(context.data_sources.all()):
        context.data_sources.delete(stale)
    source = context.data_sources.add_spark(name=DATASOURCE)

    # No Data Docs action: it builds the site, index included, after every validation (34
    # builds a run, 55 of a profiled 153 s); the site is built once, from this run's results.
    def checkpoint(name: str, definitions: list):
        return context.checkpoints.add_or_update(gx.Checkpoint(
            name=name, validation_definitions=definitions, actions=[], result_format="SUMMARY",
        ))

    def validate(domain: str, mart: str, expectations: list, keep_cached: bool):
        """One mart's checkpoint, over its table's DataFrame."""
        asset_name = f"{schema}.{mart}"
        batch = source.add_dataframe_asset(name=asset_name).add_batch_definition_whole_dataframe(name=f"{mart}_all")
        suite = context.suites.add_or_update(gx.ExpectationSuite(
            name=f"{mart}_suite",
            expectations=[_expectation(gxe, kind, kwargs, schema) for kind, kwargs in expectations],
        ))
        definition = context.validation_definitions.add_or_update(
            gx.ValidationDefinition(name=f"{mart}_validation", data=batch, suite=suite)
        )
        frame = spark.table(asset_name)
        try:
            return checkpoint(f"opsmeta_{domain}_{mart}", [definition]).run(batch_parameters={"dataframe": frame})
        finally:
            # GX caches the batch: uncached, the session's next reads of the table go to its files
            if not keep_cached:
                frame.unpersist()

    documented = []
    outcomes: list[SuiteOutcome] = []

    reports = []
    for domain, suites in suites_by_domain(domains).items():
        if not any(spark.catalog.tableExists(f"{schema}.{mart}") for mart in suites):
            reports.append(DomainReport(domain, [], [], skipped=True))
            continue
        # GX runs each query twice (a count, then the rows), and several marts' queries read
        # the same table: each is read once, for the domain's validations
        shared = {name: spark.table(name).persist() for name in _read_by_queries(suites, schema)
                  if spark.catalog.tableExists(name)}
        try:
            results = [validate(domain, mart, expectations, f"{schema}.{mart}" in shared) for mart, expectations in suites.items()]
        finally:
            for frame in shared.values():
                frame.unpersist()
        failures = []
        for mart, result in zip(suites, results, strict=True):
            for identifier, run_result in result.run_results.items():
                documented += [identifier, ExpectationSuiteIdentifier(name=run_result.suite_name)]
                failed = [outcome for outcome in run_result.results if not outcome.success]
                for outcome in failed:
                    config = outcome.expectation_config
                    what = config.description or f"{config.type} {config.kwargs}"
                    failures.append(f"{run_result.suite_name}: {what}")
                outcomes.append(SuiteOutcome(domain, mart, run_result.suite_name, len(run_result.results), len(failed), identifier))
        reports.append(DomainReport(domain, list(suites), failures))
    if documented:
        context.build_data_docs(resource_identifiers=documented)
    docs = context.get_docs_sites_urls()
    if docs and docs[0]["site_url"].startswith("file://"):
        # the pages' scripts and styles from the site itself, not CDNs: they render offline
        offline_assets.localize(Path(urlsplit(docs[0]["site_url"]).path).parent)
    report = QualityReport(domains=reports, data_docs=docs[0]["site_url"] if docs else "")
    write_outcomes(outcomes, schema, report.data_docs, lambda identifier: _page_of(context, identifier))
    return report


@dataclass(frozen=True)
class SuiteOutcome:
    """One suite's run: expectations evaluated and failed; ``identifier`` finds its page."""

    domain: str
    mart: str
    suite: str
    evaluated: int
    failed: int
    identifier: object = None


def _page_of(context, identifier) -> str:
    pages = context.get_docs_sites_urls(resource_identifier=identifier)
    return pages[0]["site_url"] if pages else ""


def write_outcomes(outcomes: list[SuiteOutcome], schema: str, data_docs: str, page_of) -> Path:
    """The suites' results over ``schema`` as JSON, replaced by rename."""
    import datetime as dt
    import json

    out = paths.suite_outcomes_file()
    paths.write_replacing(out, json.dumps({
        "checked_at": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "schema": schema,
        "data_docs": data_docs,
        "suites": [{"domain": o.domain, "mart": o.mart, "suite": o.suite, "evaluated": o.evaluated, "failed": o.failed,
                    "page": page_of(o.identifier) if o.identifier is not None else ""} for o in outcomes],
    }, indent=1))
    return out
