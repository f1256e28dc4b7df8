-- The raw run-record files this build reads (path, size, modification time), listed once:
-- the fingerprint of its input. run_builds keeps it, and the next build's plan
-- compares it with its own to find old records changed in place.
select distinct
    _metadata.file_path,
    _metadata.file_size,
    _metadata.file_modification_time
from {{ source('runs_raw', 'run_records') }}
