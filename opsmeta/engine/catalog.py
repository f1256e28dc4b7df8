"""The Spark session's external catalog (the metastore) as the project calls it through py4j:
the catalog itself, and the conversions its Scala collections need. The floor opsmeta.warehouse.swap,
opsmeta.warehouse.frozen_copies and opsmeta.warehouse.frozen stand on; it imports nothing of the project."""

from __future__ import annotations


def external_catalog(spark):
    """The session's external catalog: metastore calls without Spark SQL's parsing and caching."""
    return spark._jsparkSession.sessionState().catalog().externalCatalog()


def java_list(scala_iterable) -> list:
    """A Scala iterable's items as a Python list."""
    items, iterator = [], scala_iterable.iterator()
    while iterator.hasNext():
        items.append(iterator.next())
    return items


def scala_seq(jvm, items: list):
    """A Python list as a Scala Seq, for a catalog call that takes one."""
    java_list_ = jvm.java.util.ArrayList()
    for item in items:
        java_list_.add(item)
    return jvm.scala.jdk.javaapi.CollectionConverters.asScala(java_list_).toSeq()


def location_of(partition) -> str:
    """A metastore partition's location."""
    return partition.storage().locationUri().get().toString()
