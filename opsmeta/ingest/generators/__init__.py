"""Deterministic sample raw data, one module per domain (``opsmeta generate --domain <name>``).

Each domain module (the ``generator`` entry of ``opsmeta/domains.py``) exposes
``generate(out_dir, size, seed, progress, end) -> dict[str, int]`` (rows written per raw
table; ``end`` the span's end, :mod:`opsmeta.ingest.generators.span`) and ``SIZES`` (named
presets, each meaningful for that domain's data).
"""

from __future__ import annotations

from pathlib import Path

from opsmeta import domains


def domain_module(name: str):
    """The generator module of domain ``name`` (its ``generator`` entry in opsmeta/domains.py)."""
    return domains.get(name).module("generator")


def parse_size(domain: str, size: str) -> int | str:
    """A preset name of ``domain``'s generator, or a positive whole number; else a clear error."""
    presets = domain_module(domain).SIZES
    if size in presets:
        return size
    if size.isdigit() and int(size) > 0:
        return int(size)
    raise ValueError(f"--size {size!r}: {domain} takes one of {', '.join(presets)} or a positive number")


def generate(names: list[str], size: str, seed: int, out: Path, progress: bool = True, fuzz: bool = False,
             end: int | None = None) -> dict[str, int]:
    """Sample data of each domain in ``names`` (all when empty) under ``out``, on one span
    ending at ``end`` (epoch seconds; None: each domain's historical place); rows per table.
    With ``fuzz``, each raw table also gets its hostile rows (:mod:`opsmeta.ingest.generators.fuzz`)."""
    from opsmeta.ingest.generators import fuzz as hostile

    counts: dict[str, int] = {}
    for name in names or list(domains.DOMAINS):
        if fuzz:
            counts.update(hostile.generate(out, name, size=parse_size(name, size), seed=seed, progress=progress, end=end))
        else:
            counts.update(domain_module(name).generate(out, size=parse_size(name, size), seed=seed, progress=progress, end=end))
    return counts
