"""The streams domain's queries as the tests run them: the SQL functions' answers, the
plain-Python reference of the sample, and what a query's plan reads and lists."""

from __future__ import annotations

import collections

from bench.harness import plan_nodes, scanned_table, scans_in
from python_udfs.streams import (
    Request,
    Stream,
    format_cut,
)
from tests.project_vars import project_var

#: the table a read of stream_epochs or stream_history_chunks scans (views of its epoch rows)
REPLAY = "int_stream_requests_replayed"
#: the table a read of stream_segments scans (a view of its segment rows)
SEGMENTS = "int_stream_segments_sized"
#: the sealed sizes' shards size_between_cuts looks up
SHARDS = "sealed_segment_size_shards"


def reference_streams(spark, raw_schema: str = "opsmeta_raw") -> dict[tuple[str, str], Stream]:
    """Every created stream of the raw tables, replayed in plain Python."""
    requests: dict[tuple[str, str], list[Request]] = collections.defaultdict(list)
    for r in spark.table(f"{raw_schema}.stream_creations").collect():
        requests[(r.scope, r.stream)].append(Request("creation", 0, r.creation_time, initial_segments=r.initial_segments))
    for r in spark.table(f"{raw_schema}.stream_scales").collect():
        if r.sealed_segment_ids is None or r.new_key_ranges is None:
            continue  # staging rejects it: the replay applies nothing of it
        requests[(r.scope, r.stream)].append(Request(
            "scale", r.request_seq, r.scale_time, sealed_ids=tuple(r.sealed_segment_ids),
            new_ranges=tuple((k.key_start, k.key_end) for k in r.new_key_ranges)))
    for r in spark.table(f"{raw_schema}.rolling_transactions").collect():
        requests[(r.scope, r.stream)].append(Request("rolling_transaction", r.request_seq, r.roll_time, transaction_epoch=r.transaction_epoch))
    streams = {}
    for key, stream_requests in requests.items():
        if any(r.kind == "creation" for r in stream_requests):
            streams[key] = Stream(stream_requests, project_var("streams_max_initial_segments"))
    return streams


def segments_at_time(spark, scope, stream, t):
    rows = spark.sql("select segment_id, key_start, key_end, epoch from segments_at(?, ?, ?)", args=[scope, stream, t]).collect()
    return sorted((r.segment_id, r.key_start, r.key_end) for r in rows), {r.epoch for r in rows}


def readable_at(spark, scope, stream, t):
    rows = spark.sql("select * from segments_at(?, ?, ?)", args=[scope, stream, t]).collect()
    return ({r.from_head for r in rows}, {r.epoch for r in rows},
            sorted((r.segment_id, r.key_start, r.key_end, r.start_offset) for r in rows))


def successors_of(spark, scope, stream, sid):
    rows = spark.sql("select * from segment_successors(?, ?, ?)", args=[scope, stream, sid]).collect()
    return sorted((r.successor_id, tuple(r.predecessor_ids)) for r in rows)


def between_cuts(spark, scope, stream, a, b):
    args = [scope, stream, a if isinstance(a, str) else format_cut(a), b if isinstance(b, str) else format_cut(b)]
    segments = sorted(r[0] for r in spark.sql("select * from segments_between_cuts(?, ?, ?, ?)", args=args).collect())
    size = spark.sql("select * from size_between_cuts(?, ?, ?, ?)", args=args).first()[0]
    return segments, size


def compare_cuts(spark, scope, stream, a, b):
    args = [scope, stream, a if isinstance(a, str) else format_cut(a), b if isinstance(b, str) else format_cut(b)]
    return spark.sql("select * from compare_stream_cuts(?, ?, ?, ?)", args=args).first()[0]


def broadcast_reads(plan) -> dict[str, list[int]]:
    """The partitions read by each scan whose rows a broadcast in ``plan`` (a plan that ran)
    holds, per table: the scans under a broadcast, not behind a shuffle (a shuffle's rows feed
    a join or an aggregate computed before the broadcast, as the call's span is)."""
    reads = collections.defaultdict(list)
    for exchange in plan_nodes(plan):
        if exchange.nodeName() == "BroadcastExchange":
            for table, _, partitions in scans_in(exchange, through_shuffles=False):
                if partitions is not None:
                    reads[table].append(partitions)
    return reads


def partitions_listed(spark, sql: str, args) -> dict[str, int]:
    """The partitions of each table the scans in the physical plan of ``sql`` were given while
    planning: those the static partition filters keep (the metastore's answer to their literal
    bounds, then Spark's own filtering of it), before any run-time (dynamic) pruning."""
    listed = {}
    for table, node in planned_scans(spark, sql, args):
        listed[table] = max(listed.get(table, 0), node.relation().location().partitionSpec().partitions().size())
    return listed


def partition_filters(spark, sql: str, args) -> dict[str, list[tuple[bool, str]]]:
    """The static partition filters of each table scan in the physical plan of ``sql``: per
    filter, whether it is made of the partition columns and literals alone (what Spark hands the
    metastore to list partitions by), and its text. Run-time (dynamic pruning) filters left out."""
    def literal_only(expression) -> bool:
        if expression.nodeName() in ("AttributeReference", "Literal"):
            return True
        children = expression.children()
        return children.size() > 0 and all(literal_only(children.apply(i)) for i in range(children.size()))

    filters = collections.defaultdict(list)
    for table, expression in scan_partition_filters(spark, sql, args):
        if "DynamicPruning" not in expression.nodeName():
            filters[table].append((literal_only(expression), expression.toString()))
    return filters


def dynamically_pruned(spark, sql: str, args) -> set[str]:
    """The tables whose scans in the physical plan of ``sql`` Spark prunes at run time (dynamic
    partition pruning: a partition filter on the rows of the join's other side)."""
    return {table for table, expression in scan_partition_filters(spark, sql, args)
            if "DynamicPruning" in expression.nodeName()}


def planned_scans(spark, sql: str, args):
    """(table, scan node) of each Parquet scan in the physical plan of ``sql``, not run."""
    for node in plan_nodes(spark.sql(sql, args=args)._jdf.queryExecution().executedPlan()):
        if node.nodeName().startswith("Scan parquet "):
            yield scanned_table(node), node


def scan_partition_filters(spark, sql: str, args):
    """(table, expression) of each partition filter of those scans, static or run-time."""
    for table, node in planned_scans(spark, sql, args):
        found = node.partitionFilters()
        for i in range(found.size()):
            yield table, found.apply(i)
