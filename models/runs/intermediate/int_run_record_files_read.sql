-- The raw run-record files this build reads (path, size, modification time), listed once:
-- the fingerprint of its input. run_builds keeps it, and the next build's plan
-- compares it with its own to find old records changed in place. The path is the file's
-- from the raw table's directory down (run_records/...): run_builds is a mart BI users
-- read, and a server's paths are not theirs to see.
{%- set raw = source('runs_raw', 'run_records') %}
select distinct
    coalesce(
        nullif(regexp_extract(_metadata.file_path, '^.*/({{ raw.identifier }}/.*)$', 1), ''),
        _metadata.file_path
    ) as file_path,
    _metadata.file_size,
    _metadata.file_modification_time
from {{ raw }}
