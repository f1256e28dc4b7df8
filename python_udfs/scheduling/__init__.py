"""Scheduling domain (seed: presto-multilevel-split-queue): Trino's multilevel feedback split
queue, and a discrete-event simulator of one worker running split traces under it or FIFO.

The queue mirrors Trino's ``MultilevelSplitQueue``, ``Priority`` and ``TaskHandle`` (names,
rounding and all; see ``../shared/reference/scheduling-trino-mlfq.md``) so a Trino engineer
recognises them. Times are nanoseconds from the trace start.

Not modelled (said in the README): Trino's per-task driver limits and leaf-split admission,
lock contention, and quanta that overrun their budget: a quantum here runs exactly
``min(quantum_ns, cpu left)``, so wall time on a runner thread equals CPU time.

Modules: ``queues`` (the plain queues, the reference), ``simulator`` (the worker's event
loop), ``compiled`` (the same loop compiled with numba, imported when first run),
``marts_reference`` (what the marts compute, in pandas), importing nothing of Spark;
``spark_udfs`` registers the domain's Spark UDFs (none). The package re-exports the public
names of ``queues``, ``simulator`` and ``marts_reference``.
"""

from python_udfs.scheduling.marts_reference import (
    SizeClass,
    level_time_shares,
    longest_waits,
    size_classes,
)
from python_udfs.scheduling.queues import (
    LEVEL_CONTRIBUTION_CAP_SECONDS,
    LEVEL_THRESHOLD_SECONDS,
    LEVEL_TIME_MULTIPLIER,
    NANOS_PER_SECOND,
    PRIORITY_TRACKING,
    SPLIT_RUN_QUANTA_NANOS,
    TARGET_ROUNDING,
    UNSET,
    FifoSplitQueue,
    MultilevelSplitQueue,
    PrioritizedSplit,
    Priority,
    TaskHandle,
    compute_level,
    java_round,
    seconds_to_nanos,
)
from python_udfs.scheduling.simulator import (
    QUANTA_COLUMNS,
    QUANTA_SCHEMA,
    SCHEDULERS,
    SchedulerConfig,
    level_selections,
    level_selections_plain,
    simulate_worker,
    simulate_worker_plain,
    simulate_workers,
)

__all__ = [
    "FifoSplitQueue",
    "LEVEL_CONTRIBUTION_CAP_SECONDS",
    "LEVEL_THRESHOLD_SECONDS",
    "LEVEL_TIME_MULTIPLIER",
    "MultilevelSplitQueue",
    "NANOS_PER_SECOND",
    "PRIORITY_TRACKING",
    "PrioritizedSplit",
    "Priority",
    "QUANTA_COLUMNS",
    "QUANTA_SCHEMA",
    "SCHEDULERS",
    "SPLIT_RUN_QUANTA_NANOS",
    "SchedulerConfig",
    "SizeClass",
    "TARGET_ROUNDING",
    "TaskHandle",
    "UNSET",
    "compute_level",
    "java_round",
    "level_selections",
    "level_selections_plain",
    "level_time_shares",
    "longest_waits",
    "seconds_to_nanos",
    "simulate_worker",
    "simulate_worker_plain",
    "simulate_workers",
    "size_classes",
]
