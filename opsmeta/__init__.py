"""opsmeta: the glue around the dbt project, laid out by purpose in floors. A module imports
its own floor and the ones below it, never one above (tests/test_import_contracts.py):

1. ``opsmeta.paths``, ``opsmeta.domains``: where things live, which domains there are.
2. ``opsmeta.engine``: the Spark session, its metastore and catalog.
3. ``opsmeta.ingest``: raw data in (sample generators, importers by system, raw file checks).
4. ``opsmeta.warehouse``: the tables and functions a build publishes (swaps, frozen copies,
   persistent functions).
5. ``opsmeta.serving``: BI over JDBC (the endpoint, its access rules, the SQLAlchemy dialect).
6. the domains' checks and report sections (``expectations/``, ``reports/``), beside the project.
7. ``opsmeta.outputs``: what people read (the ops report, the data-quality run, Data Docs'
   offline assets, the marts table of the docs).
8. ``opsmeta.cli``: the ``opsmeta`` command, which may call any of them.

``python_udfs`` (what every Spark worker imports) is below them all and imports none of them.
"""

__version__ = "0.1.0"
