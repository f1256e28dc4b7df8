"""Deterministic sample raw data, one module per domain (``opsmeta generate <domain>``).

Each domain module exposes ``generate(out_dir, size, seed, **options) -> dict[str, int]``
(rows written per raw table) and ``SIZES`` (named presets).
"""

from __future__ import annotations

import importlib

DOMAINS = ("runs",)


def domain_module(name: str):
    if name not in DOMAINS:
        raise ValueError(f"unknown domain {name!r}; known: {', '.join(DOMAINS)}")
    return importlib.import_module(f"opsmeta.generators.{name}")
