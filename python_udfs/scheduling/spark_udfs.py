"""The scheduling domain's Spark UDFs: none; the simulator runs as a pandas grouped map in
``int_split_quanta_simulated``."""

from __future__ import annotations


def register(spark) -> list[str]:
    """No SQL UDFs: the simulator runs as a pandas grouped map in ``int_split_quanta_simulated``."""
    return []
