-- The build's "now", one row, fixed once per build by its plan (int_run_builds_planned: var
-- runs_as_of, else the latest valid record_time not after the build's clock): the marts are
-- as of it, BI reads it beside them, and the incremental models compare it with the last
-- build's.
select as_of_time from {{ ref('int_run_builds_planned') }}
