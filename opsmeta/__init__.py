"""opsmeta: glue around the dbt project (paths, Spark session, CLI, generators, data quality)."""

__version__ = "0.1.0"
