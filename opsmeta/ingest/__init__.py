"""Raw data in: the sample generators (``generators``, one module per domain, and the hostile
rows of ``generators.fuzz``), the importers of real platforms' metadata (``importers``, one
package per system), the Parquet writer both use (``parquet_sink``) and the check of a raw
directory against the sources' columns (``raw_files``). Imports the engine and below, never
the warehouse, serving or outputs."""
