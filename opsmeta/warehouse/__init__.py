"""The tables and functions a build publishes: tables swapped in, never dropped first
(``swap``), the frozen copies a table function reads (``frozen``, ``frozen_copies``), functions
replaced in one metastore transaction (``functions``) and their bodies' CTEs nested
(``nested_ctes``). The dbt adapter calls these. Imports the engine and below."""
