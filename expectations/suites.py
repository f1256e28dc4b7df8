"""Great Expectations suites of every domain: ``{domain: {mart: [(expectation, kwargs)]}}``.

Each domain's suites live in the module its registry entry names (``expectations/<domain>.py``,
a ``SUITES`` dict keyed by mart). ``opsmeta quality`` turns them into GX suites in the file
context under ``expectations/gx`` and validates each domain's marts in its own checkpoint.
"""

from __future__ import annotations

from opsmeta import domains

#: Rejected raw rows above this share of the input point at a broken export, not bad rows.
MAX_REJECTED_SHARE = 0.05


def rejected_share_at_most(raw_tables: list[str], max_share: float = MAX_REJECTED_SHARE) -> tuple[str, dict]:
    """The expectation on a ``*_rejected`` mart: its rows are at most ``max_share`` of the
    rows of ``raw_tables`` (names from the domain's sources YAML, in ``{schema}_raw``)."""
    raw_counts = "\n                        + ".join(
        f"(select count(*) from {{schema}}_raw.{table})" for table in raw_tables
    )
    return ("UnexpectedRowsExpectation", {
        "description": f"rejected rows are at most {max_share:.0%} of the raw rows",
        "unexpected_rows_query": f"""
            select rejected.row_count, raw.row_count
            from (select count(*) as row_count from {{batch}}) as rejected
            cross join (select {raw_counts} as row_count) as raw
            where rejected.row_count > {max_share} * raw.row_count
        """,
    })


def suites_by_domain(names: list[str] | None = None) -> dict[str, dict[str, list[tuple[str, dict]]]]:
    """The suites of the domains in ``names`` (all when empty), keyed by domain then mart."""
    chosen = [domains.get(n) for n in names] if names else list(domains.DOMAINS.values())
    return {domain.name: domain.module("suites").SUITES for domain in chosen}
