"""The adapter: dbt-spark with a ``session`` Python submission method."""

import datetime
import os
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from dbt.adapters.__about__ import version as base_adapter_version
from dbt.adapters.base import PythonJobHelper, available
from dbt.adapters.base.impl import AdapterTrackingRelationInfo
from dbt.adapters.contracts.connection import AdapterResponse
from dbt.adapters.spark import SparkAdapter
from dbt.adapters.spark.connections import SparkConnectionMethod
from dbt_common.exceptions import DbtRuntimeError

from dbt.adapters.opsmeta_spark.__version__ import version as adapter_version
from dbt.adapters.opsmeta_spark.connections import ADAPTER_TYPE, OpsmetaSparkConnectionManager
from dbt.adapters.opsmeta_spark.python_submissions import (
    SESSION_SUBMISSION_METHOD,
    SessionPythonJobHelper,
)

#: the partitions a pre-hook named for dropping, by relation, dropped by the model's overwrite
_EMPTIED_PARTITIONS: dict[str, list[dict[str, Any]]] = {}
_EMPTIED_LOCK = threading.Lock()

#: Spark's ``modifiedBefore`` option's format, in UTC
PIN_FORMAT = "%Y-%m-%dT%H:%M:%S"


class OpsmetaSparkAdapter(SparkAdapter):
    ConnectionManager = OpsmetaSparkConnectionManager

    @property
    def _uses_session(self) -> bool:
        return self.config.credentials.method == SparkConnectionMethod.SESSION

    @property
    def default_python_submission_method(self) -> str:
        if self._uses_session:
            return SESSION_SUBMISSION_METHOD
        return super().default_python_submission_method

    @property
    def python_submission_helpers(self) -> dict[str, type[PythonJobHelper]]:
        return {**super().python_submission_helpers, SESSION_SUBMISSION_METHOD: SessionPythonJobHelper}

    @classmethod
    def get_adapter_run_info(cls, config: Any) -> AdapterTrackingRelationInfo:
        # The base class derives the module from the class name, which has no underscore.
        return AdapterTrackingRelationInfo(
            adapter_name=ADAPTER_TYPE,
            base_adapter_version=base_adapter_version,
            adapter_version=adapter_version,
            model_adapter_details=cls._get_adapter_specific_run_info(config),
        )

    def generate_python_submission_response(self, submission_result: Any) -> AdapterResponse:
        return AdapterResponse(_message="OK")

    @available
    def raw_source_dir(self, identifier: str) -> str:
        """Location of raw source ``identifier``: ``$OPSMETA_RAW_DIR/<identifier>`` (absolute for
        a local folder). Whether it exists is checked per domain (``raw_domains_check``)."""
        root = raw_root()
        location = f"{root.rstrip('/')}/{identifier}"
        return location if "://" in root else os.path.abspath(location)

    @available
    def pin_raw_input(self) -> str:
        """The time this invocation pins its raw input at (UTC, ``YYYY-MM-DDTHH:MM:SS``, the
        ``modifiedBefore`` format): the next whole second. Nothing may read the raw tables
        before ``await_raw_input_pin`` returns, so every file written before the build started
        is read and none written after it."""
        return pin_format(input_pin(time.time))

    @available
    def await_raw_input_pin(self, pinned_at: str) -> None:
        """Return once the pin ``pin_raw_input`` gave has passed (at most a second after it was
        taken; registering the raw tables meanwhile takes some of that second)."""
        await_pin(pin_parse(pinned_at), time.time, time.sleep)

    @available
    def check_raw_files(self, identifiers: Iterable[str], pinned_at: str) -> None:
        """Stop the build, before any model, when a raw table it reads breaks its landing
        contract (opsmeta.ingest.raw_files: its directory missing or empty, a file that is not
        Parquet, lacks a declared column or holds another type), naming each table, file and
        problem. Files modified after the pin are the next build's."""
        from opsmeta.ingest import raw_files

        if not self._uses_session:
            return
        root = raw_root()
        found = raw_files.check(list(identifiers), root if "://" in root else os.path.abspath(root),
                                before=pin_parse(pinned_at))
        if found:
            raise DbtRuntimeError(
                "raw input breaks its landing contract (the domain's _<domain>__sources.yml); nothing was built:\n"
                + "\n".join(found))

    @available
    def raw_sources_read(self, graph: Mapping, selected: Iterable[str]) -> list[str]:
        """The unique ids of the raw sources this invocation's selection reads (see
        ``sources_upstream``)."""
        return sorted(sources_upstream(graph, selected))

    @available
    def var_choices(self, name: str) -> list[str]:
        """The values the var ``name`` may take (see ``var_choices``)."""
        return var_choices(name)

    @available
    def recreates_function(self, results: Iterable[Any], function: str, trigger: str, reads: Iterable[str]) -> bool:
        """Whether this invocation's on-run-end re-creates the table function ``function`` (see
        ``recreates_after``); ``results``: dbt's results of the invocation's nodes."""
        statuses = {result.node.unique_id: str(getattr(result.status, "value", result.status)) for result in results}
        return recreates_after(statuses, function, trigger, reads)

    @available
    def swap_table(self, relation: Any, sql: str, partition_by: Any = None, file_format: str = "parquet",
                   options: Mapping[str, Any] | None = None) -> None:
        """Write the query ``sql`` as a new version of ``relation`` and switch the table to it
        (opsmeta.warehouse.swap): the table is never dropped first, and a write killed half-way leaves
        the old one in place."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import swap

        if not self._uses_session:
            raise DbtRuntimeError("opsmeta_spark writes tables with the session method only")
        spark = active_session()
        columns = [partition_by] if isinstance(partition_by, str) else list(partition_by or [])
        swap.swap_in(spark, relation.schema, relation.identifier, spark.sql(sql), file_format, dict(options or {}), columns)

    @available
    def merge_increment(self, strategy: str, source: Any, target: Any, file_format: str = "parquet",
                        options: Mapping[str, Any] | None = None, sorted_by: Iterable[str] | None = None) -> str:
        """An incremental model's increment (the temporary relation ``source``) merged into
        ``target`` by swapping, never written in place (opsmeta.warehouse.swap): ``insert_overwrite``
        re-points the partitions written (the whole table under the table's 'static'
        partitionOverwriteMode, or when it has no partitions) and drops those a pre-hook named
        (drop_partitions_at_swap); ``append`` renames one new file into each partition, its
        rows sorted within by ``sorted_by`` (the model's ``append_sorted_by``). A comment for
        the compiled file."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import swap

        if not self._uses_session:
            raise DbtRuntimeError("opsmeta_spark writes tables with the session method only")
        spark = active_session()
        frame = spark.table(str(source))
        with _EMPTIED_LOCK:
            emptied = _EMPTIED_PARTITIONS.pop(str(target), [])
        options = dict(options or {})
        if strategy == "append":
            appended = swap.append_partitions(spark, target.schema, target.identifier, frame, list(sorted_by or []),
                                              file_format, options)
            return f"-- {len(appended)} partitions of {target} appended to by opsmeta_spark"
        if strategy != "insert_overwrite":
            raise DbtRuntimeError(f"opsmeta_spark merges an increment by insert_overwrite or append, not {strategy}")
        partition_by = swap.partition_columns(spark, target.schema, target.identifier)
        if not partition_by or swap.overwrite_mode(spark, target.schema, target.identifier) == "static":
            swap.swap_in(spark, target.schema, target.identifier, frame, file_format, options, partition_by)
            return f"-- {target} swapped in whole by opsmeta_spark"
        plan = swap.overwrite_partitions(spark, target.schema, target.identifier, frame, emptied, file_format, options)
        return (f"-- {target}: {len(plan.repointed)} partitions re-pointed, {len(plan.added)} added, "
                f"{len(plan.dropped)} dropped by opsmeta_spark")

    @available
    def append_rows(self, target: Any, sql: str, sort_by: Iterable[str] = ()) -> str:
        """The rows of the query ``sql`` appended to ``target`` (opsmeta.warehouse.swap.append_partitions:
        one file a partition, sorted within by ``sort_by``, renamed in). A comment."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import swap

        if not self._uses_session:
            raise DbtRuntimeError("opsmeta_spark writes tables with the session method only")
        spark = active_session()
        appended = swap.append_partitions(spark, target.schema, target.identifier, spark.sql(sql), list(sort_by))
        return f"-- {len(appended)} partitions of {target} appended to by opsmeta_spark"

    @available
    def drop_partitions_at_swap(self, target: Any, listing: str) -> str:
        """Name the partitions of ``target`` its model's overwrite drops: the rows of
        ``listing`` (a relation or a parenthesised query of the project's, holding the
        partition columns), read now and dropped in the same switch that re-points the
        partitions the model writes, so a reader never finds them gone before the rest. A
        comment."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import swap

        spark = active_session()
        columns = swap.partition_columns(spark, target.schema, target.identifier)
        listed = spark.sql(f"select {', '.join(f'cast(`{c}` as string) as `{c}`' for c in columns)} from {listing} as listed")
        specs = [row.asDict() for row in listed.collect()]
        with _EMPTIED_LOCK:
            _EMPTIED_PARTITIONS[str(target)] = specs
        return f"-- {len(specs)} partitions of {target} to drop at its swap"

    @available
    def forget_partition_drops(self, target: Any) -> str:
        """Forget what an earlier, failed build of ``target`` named for dropping."""
        with _EMPTIED_LOCK:
            _EMPTIED_PARTITIONS.pop(str(target), None)
        return ""

    @available
    def swap_seed(self, relation: Any, agate_table: Any, column_types: Mapping[str, str] | None = None,
                  file_format: str = "parquet", options: Mapping[str, Any] | None = None) -> str:
        """Swap a seed's rows in as ``relation`` (opsmeta.warehouse.swap), each column cast to its
        ``column_types`` entry or dbt's inferred type. The values reach Spark as a DataFrame,
        never as SQL text. A comment for the compiled file."""
        from pyspark.sql import functions as F
        from pyspark.sql.types import StringType, StructField, StructType

        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import swap

        if not self._uses_session:
            raise DbtRuntimeError("opsmeta_spark loads seeds with the session method only")
        spark = active_session()
        names = [str(name) for name in agate_table.column_names]
        types = [(column_types or {}).get(name) or self.convert_type(agate_table, i) for i, name in enumerate(names)]
        rows = [[seed_text(value) for value in row] for row in agate_table.rows]
        text = spark.createDataFrame(rows, StructType([StructField(name, StringType()) for name in names]))
        frame = text.select([F.col(f"`{name}`").cast(kind).alias(name) for name, kind in zip(names, types, strict=True)])
        swap.swap_in(spark, relation.schema, relation.identifier, frame, file_format, dict(options or {}), [])
        return f"-- {len(rows)} rows of {relation} swapped in by opsmeta_spark"

    @available
    def freeze_reads(self, function: str, sql: str) -> list[str]:
        """The body ``sql`` of the table function ``function`` (schema.name) over frozen copies
        of the tables and views it reads (opsmeta.warehouse.frozen), so that making the function switches
        all its reads at once; [the body, the copies' token for release_frozen]."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import frozen

        body, token = frozen.freeze_reads(active_session(), str(function), sql)
        return [body, token]

    @available
    def release_frozen(self, function: str, token: str) -> str:
        """Once ``function`` is made over the copies ``token``, release its earlier copies (and
        drop those released more than the version grace ago). A comment."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import frozen

        dropped = frozen.release(active_session(), str(function), str(token))
        return f"-- {len(dropped)} frozen copies of {function}'s reads dropped"

    @available
    def replace_function(self, ddl: str) -> str:
        """Run a ``create or replace function`` so that a function being re-made is never
        missing to another process's readers (opsmeta.warehouse.functions); a comment saying how."""
        from opsmeta.engine.session import active_session
        from opsmeta.warehouse import functions

        return functions.replace(active_session(), str(ddl))

    @available
    def nested_ctes(self, sql: str) -> str:
        """A SQL function's body as stored: its CTEs referenced once written out where they are
        referenced (``opsmeta.warehouse.nested_ctes``), which Spark analyses faster at every call."""
        from opsmeta.warehouse.nested_ctes import nest_ctes

        return nest_ctes(sql)

    @available
    def enabled_domains(self) -> list[str]:
        """The domains this build covers: those dbt_project.yml enables."""
        from opsmeta import domains

        return domains.enabled_by_environment()

    @available
    def raw_domains_check(self) -> None:
        """Stop the build when a domain has only some of its raw tables, naming the missing
        ones (a domain with none is skipped when the profile loads). Only the embedded session
        can see the raw directory; elsewhere Spark reports what is missing."""
        from opsmeta import domains

        if not self._uses_session:
            return
        root = raw_root()
        for domain in domains.selected():
            status = domains.raw_status(domain, root)
            if status.state == "partial":
                raise DbtRuntimeError(
                    f"domain {domain.name}: raw tables {', '.join(status.missing)} missing under {root} "
                    f"(found {', '.join(status.present)}); a domain needs all of its raw tables or none"
                )


def raw_root() -> str:
    """Where the raw tables are: ``$OPSMETA_RAW_DIR``, else the home's raw directory."""
    from opsmeta import paths

    return os.environ.get("OPSMETA_RAW_DIR") or str(paths.raw_dir())


def seed_text(value: Any) -> str | None:
    """A seed value (agate's: bool, Decimal, date, datetime, text) as the text Spark casts."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime.datetime):
        return value.isoformat(sep=" ")
    if isinstance(value, datetime.date):
        return value.isoformat()
    return str(value)


def input_pin(clock: Callable[[], float]) -> int:
    """The next whole second after ``clock()`` (Spark's ``modifiedBefore`` has whole seconds:
    a file written in the current second before the build started has to be before the pin)."""
    return int(clock()) + 1


def await_pin(pin: int, clock: Callable[[], float], sleep: Callable[[float], None]) -> None:
    """Return once ``clock()`` has passed ``pin``: nothing is read until then, so no file
    written after the build started is stamped before the pin and read."""
    while (left := pin - clock()) >= 0:
        sleep(left + 0.001)


def pin_format(pin: int) -> str:
    return datetime.datetime.fromtimestamp(pin, datetime.UTC).strftime(PIN_FORMAT)


def pin_parse(pinned_at: str) -> int:
    return int(datetime.datetime.strptime(pinned_at, PIN_FORMAT).replace(tzinfo=datetime.UTC).timestamp())


def recreates_after(statuses: Mapping[str, str], function: str, trigger: str, reads: Iterable[str]) -> bool:
    """Whether an invocation whose nodes ended with ``statuses`` (unique id to dbt's status)
    must re-create the table function ``function``, whose body inlines what ``trigger`` built
    (active_runs and active_run_buckets' as_of): it built ``trigger`` but not ``function``, and
    every model of ``reads`` (what the body reads) it ran succeeded. A read that failed means a
    build stopped half-way, which the next one redoes: the function stays as it was."""
    if trigger not in statuses or function in statuses:
        return False
    return all(statuses.get(read, "success") == "success" for read in reads)


def var_choices(name: str) -> list[str]:
    """The values the var ``name`` may take, as the code that acts on it names them (their one
    home): the scheduling simulator's priority tracking and level-target rounding."""
    from python_udfs.scheduling.queues import PRIORITY_TRACKING, TARGET_ROUNDING

    choices = {"scheduling_priority_tracking": PRIORITY_TRACKING, "scheduling_level_target_rounding": TARGET_ROUNDING}
    if name not in choices:
        raise DbtRuntimeError(f"var_choices: no choices are declared for var {name}")
    return list(choices[name])


def sources_upstream(graph: Mapping, selected: Iterable[str]) -> set[str]:
    """The unique ids of the sources the ``selected`` nodes read, directly or through the
    nodes they depend on (dbt's graph: ``nodes``, ``unit_tests`` and ``sources`` by unique id).
    Every source when nothing is selected or a selected node is not in the graph (an inline
    ``dbt show`` query), whose reads the graph does not hold."""
    nodes = {**graph["sources"], **graph.get("unit_tests", {}), **graph["nodes"]}
    pending = list(selected)
    if not pending or any(uid not in nodes for uid in pending):
        return set(graph["sources"])
    seen: set[str] = set()
    while pending:
        uid = pending.pop()
        if uid not in seen:
            seen.add(uid)
            pending += nodes.get(uid, {}).get("depends_on", {}).get("nodes", [])
    return seen & set(graph["sources"])
