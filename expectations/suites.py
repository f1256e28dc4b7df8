"""Great Expectations suites of every domain: ``{domain: {mart: [(expectation, kwargs)]}}``.

Each domain's suites live in the module its registry entry names (``expectations/<domain>.py``,
a ``SUITES`` dict keyed by mart). ``opsmeta quality`` turns them into GX suites in the file
context under ``expectations/gx`` and validates each domain's marts in its own checkpoint.
"""

from __future__ import annotations

from opsmeta import domains


def suites_by_domain(names: list[str] | None = None) -> dict[str, dict[str, list[tuple[str, dict]]]]:
    """The suites of the domains in ``names`` (all when empty), keyed by domain then mart."""
    chosen = [domains.get(n) for n in names] if names else list(domains.DOMAINS.values())
    return {domain.name: domain.module("suites").SUITES for domain in chosen}
